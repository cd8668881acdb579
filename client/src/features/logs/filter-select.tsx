import Form from 'react-bootstrap/Form';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

/** One of the log's choice filters (an error log's level, an access log's status): "all", then each choice named. */
export function FilterSelect<T extends string>({
  id,
  label,
  all,
  choices,
  choiceLabel,
  value,
  onChange,
}: {
  id: string;
  label: MessageId;
  all: MessageId;
  choices: readonly T[];
  choiceLabel: (choice: T) => MessageId;
  value: T | '';
  onChange: (value: T | '') => void;
}) {
  const intl = useIntl();
  return (
    <Form.Select
      id={id}
      size="sm"
      className="log-viewer-status"
      aria-label={intl.formatMessage({ id: label })}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as T | '')}
    >
      <option value="">{intl.formatMessage({ id: all })}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {intl.formatMessage({ id: choiceLabel(choice) })}
        </option>
      ))}
    </Form.Select>
  );
}
