import { FormattedMessage, useIntl } from 'react-intl';
import { MIN_QUOTA_MB } from '@panel/contract/rules';
import type { MessageId } from '../../i18n/messages';

/**
 * A quota in MB as a slider and a number kept in sync (either one moves the other), with the rule's
 * message under them (its `{min}`, `{max}` and `{used}` filled in) and the range as help.
 */
export function QuotaInput({
  id,
  value,
  onChange,
  max,
  used,
  error,
}: {
  id: string;
  value: number;
  onChange: (mb: number) => void;
  max: number;
  /** MB the mailbox already holds (a change of capacity). */
  used?: number;
  error?: MessageId;
}) {
  const intl = useIntl();
  const feedbackId = `${id}-feedback`;
  const helpId = `${id}-help`;
  const describedBy = [error ? feedbackId : undefined, helpId].filter(Boolean).join(' ');
  const values = { min: MIN_QUOTA_MB, max, used: used ?? 0 };
  const shown = Number.isFinite(value) ? value : '';
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        <FormattedMessage id="emails.quota.label" />
      </label>
      <div className="d-flex align-items-center gap-3">
        <input
          type="range"
          className="form-range flex-grow-1"
          min={MIN_QUOTA_MB}
          max={max}
          step={1}
          value={Number.isFinite(value) ? Math.min(Math.max(value, MIN_QUOTA_MB), max) : MIN_QUOTA_MB}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
          aria-label={intl.formatMessage({ id: 'emails.quota.slider' })}
          aria-describedby={helpId}
        />
        <div className={`input-group quota-number${error ? ' has-validation' : ''}`}>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            className={`form-control${error ? ' is-invalid' : ''}`}
            min={MIN_QUOTA_MB}
            max={max}
            step={1}
            value={shown}
            onChange={(event) => onChange(event.currentTarget.value.trim() === '' ? Number.NaN : Number(event.currentTarget.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <span className="input-group-text">MB</span>
        </div>
      </div>
      {error && (
        <div className="invalid-feedback d-block" id={feedbackId}>
          <FormattedMessage id={error} values={values} />
        </div>
      )}
      <div className="form-text" id={helpId}>
        <FormattedMessage id={used === undefined ? 'emails.quota.help' : 'emails.quota.helpUsed'} values={values} />
      </div>
    </div>
  );
}
