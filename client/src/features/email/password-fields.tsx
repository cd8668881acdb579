import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Magic } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import { MIN_PASSWORD_LENGTH } from '@panel/contract/rules';
import { writeClipboard } from '../../components/copy-button';
import { PasswordField } from '../../components/password-field';
import type { MessageId } from '../../i18n/messages';
import { generatePassword } from '../../lib/generate-password';

interface Field {
  value: string;
  onChange: (value: string) => void;
  error?: MessageId;
}

/**
 * A new mailbox password typed twice, or generated: 10 letters and digits put in both fields and
 * copied to the clipboard.
 */
export function PasswordFields({ id, password, repeat, autoFocus }: { id: string; password: Field; repeat: Field; autoFocus?: boolean }) {
  const [generated, setGenerated] = useState(false);
  const [visible, setVisible] = useState(false);
  const generate = () => {
    const value = generatePassword();
    password.onChange(value);
    repeat.onChange(value);
    setVisible(true);
    setGenerated(true);
    void writeClipboard(value).catch(() => undefined);
  };
  // Either toggle shows or hides both copies: they hold the same password.
  const [passwordId, repeatId] = [`${id}-password`, `${id}-repeat`];
  return (
    <>
      <PasswordField
        id={passwordId}
        label={<FormattedMessage id="emails.password.label" />}
        {...password}
        autoFocus={autoFocus}
        autoComplete="new-password"
        help={<FormattedMessage id="password.rules" values={{ min: MIN_PASSWORD_LENGTH }} />}
        shown={visible}
        onShownChange={setVisible}
        controls={[repeatId]}
      />
      <PasswordField id={repeatId} label={<FormattedMessage id="emails.password.repeat" />} {...repeat} autoComplete="new-password" shown={visible} onShownChange={setVisible} controls={[passwordId]} />
      <Button variant="outline-secondary" size="sm" onClick={generate}>
        <Magic aria-hidden="true" className="me-1" />
        <FormattedMessage id="emails.password.generate" />
      </Button>
      <p className="small text-success mt-2 mb-0" role="status">
        {generated && <FormattedMessage id="emails.password.copied" />}
      </p>
    </>
  );
}
