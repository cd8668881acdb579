import Form from 'react-bootstrap/Form';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/**
 * An on/off choice that applies at once (follow a log, wrap lines, show only what expires soon): a
 * labelled switch that says it is one to assistive technology.
 */
export function Switch({
  id,
  label,
  checked,
  onChange,
  className = 'small mb-0',
}: {
  id: string;
  label: MessageId;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <Form.Check
      type="switch"
      role="switch"
      id={id}
      className={className}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={intl.formatMessage({ id: label })}
    />
  );
}
