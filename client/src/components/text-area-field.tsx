import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import type { MessageId } from '../i18n/messages';
import { RuleMessage } from './text-field';

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'className'>;

/**
 * A labelled field of several lines, as TextField is of one: the text area (`className` adds to
 * `form-control`), its rule message when it has one and its help, both named by aria-describedby.
 */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  help,
  className,
  inputRef,
  ...area
}: AreaProps & {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: MessageId;
  help?: ReactNode;
  className?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-feedback` : ''].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        className={`form-control${className ? ` ${className}` : ''}${error ? ' is-invalid' : ''}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...area}
      />
      <RuleMessage id={`${id}-feedback`} error={error} />
      {help && (
        <div className="form-text" id={`${id}-help`}>
          {help}
        </div>
      )}
    </div>
  );
}
