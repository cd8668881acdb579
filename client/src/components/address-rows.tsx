import Button from 'react-bootstrap/Button';
import { PlusLg, Trash } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { RuleMessage } from './text-field';

/** The texts of a list of addresses: its legend, a row's name and its remove button (both with `{number}`), the add button. */
export interface AddressRowsTexts {
  legend: MessageId;
  row: MessageId;
  removeRow: MessageId;
  addRow: MessageId;
}

/**
 * E-mail addresses, one a row (an alias's destinations, a mailbox's forwarding): rows are added (up
 * to `max`) and removed, but one row always stays (its remove button is disabled). The rule's error
 * is said once under the rows.
 */
export function AddressRows({
  idPrefix,
  texts,
  rows,
  onChange,
  error,
  disabled = false,
  max = Infinity,
}: {
  idPrefix: string;
  texts: AddressRowsTexts;
  rows: string[];
  onChange: (rows: string[]) => void;
  error?: MessageId;
  disabled?: boolean;
  max?: number;
}) {
  const intl = useIntl();
  const feedbackId = `${idPrefix}s-feedback`;
  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="form-label fs-6">
        <FormattedMessage id={texts.legend} />
      </legend>
      {rows.map((row, index) => (
        <div className="input-group mb-2" key={index}>
          <input
            id={`${idPrefix}-${index}`}
            className={`form-control${error ? ' is-invalid' : ''}`}
            type="email"
            inputMode="email"
            value={row}
            autoComplete="off"
            spellCheck={false}
            aria-label={intl.formatMessage({ id: texts.row }, { number: index + 1 })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? feedbackId : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange(rows.map((r, i) => (i === index ? value : r)));
            }}
          />
          <Button
            variant="outline-secondary"
            disabled={rows.length === 1}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            aria-label={intl.formatMessage({ id: texts.removeRow }, { number: index + 1 })}
            title={intl.formatMessage({ id: texts.removeRow }, { number: index + 1 })}
          >
            <Trash aria-hidden="true" />
          </Button>
        </div>
      ))}
      <RuleMessage id={feedbackId} error={error} className="d-block mb-2" />
      <Button variant="outline-secondary" size="sm" disabled={rows.length >= max} onClick={() => onChange([...rows, ''])}>
        <PlusLg aria-hidden="true" className="me-1" />
        <FormattedMessage id={texts.addRow} />
      </Button>
    </fieldset>
  );
}
