import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

/** The recipient domain of a form: one of the account's domains, with the rule message under it. */
export function DomainSelect({
  id,
  value,
  onChange,
  domains,
  error,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (domain: string) => void;
  domains: readonly string[];
  error?: MessageId;
  disabled?: boolean;
}) {
  const feedbackId = `${id}-feedback`;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        <FormattedMessage id="emails.domain.label" />
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? feedbackId : undefined}
      >
        {value === '' && (
          <FormattedMessage id="emails.domain.choose">{(text) => <option value="">{text}</option>}</FormattedMessage>
        )}
        {domains.map((domain) => (
          <option key={domain} value={domain}>
            {domain}
          </option>
        ))}
      </select>
      {error && (
        <div className="invalid-feedback" id={feedbackId}>
          <FormattedMessage id={error} />
        </div>
      )}
    </div>
  );
}
