import type { ReactNode } from 'react';
import type { MessageId } from '../i18n/messages';
import { RuleMessage } from './text-field';

/**
 * A labelled `<select>` with its rule message underneath (`.invalid-feedback`), the select's
 * counterpart of `TextField`. `empty` is the text of a first option with no value ("Choose a
 * domain"), left out when not given; `optionLabel` names an option (its value by default).
 */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  optionLabel = (option) => option,
  empty,
  error,
  disabled,
  autoFocus,
  className = 'mb-3',
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  optionLabel?: (option: string) => string;
  empty?: string;
  error?: MessageId;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The wrapper's class: its margin. */
  className?: string;
}) {
  const feedbackId = `${id}-feedback`;
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? feedbackId : undefined}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <RuleMessage id={feedbackId} error={error} />
    </div>
  );
}
