import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/**
 * A labelled input with its rule message underneath (`.invalid-feedback`). Plain Bootstrap markup
 * so the sign-in screen does not load react-bootstrap's whole Form family.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
  placeholder,
  inputRef,
  onKeyDown,
  disabled,
  help,
  inputMode,
  spellCheck,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: MessageId;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  disabled?: boolean;
  help?: ReactNode;
  inputMode?: 'text' | 'email' | 'url' | 'numeric';
  spellCheck?: boolean;
}) {
  const feedbackId = `${id}-feedback`;
  const helpId = `${id}-help`;
  const describedBy = [error ? feedbackId : undefined, help ? helpId : undefined].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        type={type}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        placeholder={placeholder}
        onKeyDown={onKeyDown}
        disabled={disabled}
        inputMode={inputMode}
        spellCheck={spellCheck}
      />
      {error && (
        <div className="invalid-feedback" id={feedbackId}>
          <FormattedMessage id={error} />
        </div>
      )}
      {help && (
        <div className="form-text" id={helpId}>
          {help}
        </div>
      )}
    </div>
  );
}
