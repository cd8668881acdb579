import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/**
 * A field's rule message (`.invalid-feedback`, named `id` for the field's aria-describedby), when it
 * has one; `values` for a message that names what it is about ("www already has A").
 */
export function RuleMessage({
  id,
  error,
  values,
  className,
}: {
  id: string;
  error: MessageId | undefined;
  values?: Record<string, string>;
  className?: string;
}) {
  if (!error) return null;
  return (
    <div className={className ? `invalid-feedback ${className}` : 'invalid-feedback'} id={id}>
      <FormattedMessage id={error} values={values} />
    </div>
  );
}

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
  errorValues,
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
  autoCapitalize,
  verbatim,
  prefix,
  after,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: MessageId;
  /** The values `error` names, if it names any. */
  errorValues?: Record<string, string>;
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
  autoCapitalize?: 'off' | 'none' | 'sentences' | 'words' | 'characters';
  /** A name, path or address typed as it is: no autofill, no spell check. */
  verbatim?: boolean;
  /** Fixed text in front of the input (say the `login_` of a database name); read out with it. */
  prefix?: string;
  /** A control after the input, in the same input group (say a show/hide button). */
  after?: ReactNode;
}) {
  const feedbackId = `${id}-feedback`;
  const helpId = `${id}-help`;
  const prefixId = `${id}-prefix`;
  const grouped = prefix !== undefined || after !== undefined;
  const describedBy = [prefix !== undefined ? prefixId : undefined, error ? feedbackId : undefined, help ? helpId : undefined].filter(Boolean).join(' ');
  const input = (
    <input
      ref={inputRef}
      id={id}
      className={`form-control${error ? ' is-invalid' : ''}`}
      type={type}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      autoComplete={verbatim ? 'off' : autoComplete}
      autoFocus={autoFocus}
      placeholder={placeholder}
      onKeyDown={onKeyDown}
      disabled={disabled}
      inputMode={inputMode}
      spellCheck={verbatim ? false : spellCheck}
      autoCapitalize={autoCapitalize}
    />
  );
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {grouped ? (
        <div className={`input-group${error ? ' has-validation' : ''}`}>
          {prefix !== undefined && (
            <span className="input-group-text text-truncate input-prefix" id={prefixId} title={prefix}>
              {prefix}
            </span>
          )}
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      {/* Shown by Bootstrap only beside an invalid input; in an input group it is not beside it. */}
      <RuleMessage id={feedbackId} error={error} values={errorValues} className={grouped ? 'd-block' : undefined} />
      {help && (
        <div className="form-text" id={helpId}>
          {help}
        </div>
      )}
    </div>
  );
}
