import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../components/text-field';
import type { MessageId } from '../../i18n/messages';
import { QrCode } from './qr-code';

/**
 * The key of `/account/two-factor/start` to put into an authenticator app: its QR code and the key
 * as text (in groups of four, selectable), then the field for the first code.
 */
export function KeySetup({
  secret,
  uri,
  code,
}: {
  secret: string;
  uri: string;
  /** The first code's value, change handler and message. */
  code: { value: string; onChange: (value: string) => void; error: MessageId | undefined };
}) {
  const intl = useIntl();
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <>
      <p>
        <FormattedMessage id="security.scan" />
      </p>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <div className="border rounded p-1 bg-white flex-shrink-0">
          <QrCode text={uri} label={intl.formatMessage({ id: 'security.qr' })} />
        </div>
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <div className="small text-body-secondary" id="two-factor-key-label">
            <FormattedMessage id="security.key" />
          </div>
          <code className="d-block text-break user-select-all fs-6" aria-labelledby="two-factor-key-label" data-testid="two-factor-key">
            {grouped}
          </code>
        </div>
      </div>
      <p className="mb-2">
        <FormattedMessage id="security.enterCode" />
      </p>
      <TextField
        id="two-factor-first-code"
        label={<FormattedMessage id="security.code" />}
        {...code}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        autoFocus
      />
    </>
  );
}
