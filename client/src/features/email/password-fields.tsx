import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Magic } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import { writeClipboard } from '../../components/copy-button';
import { TextField } from '../../components/text-field';
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
  const type = visible ? 'text' : 'password';
  return (
    <>
      <TextField
        id={`${id}-password`}
        type={type}
        label={<FormattedMessage id="emails.password.label" />}
        {...password}
        autoFocus={autoFocus}
        autoComplete="new-password"
        spellCheck={false}
        help={<FormattedMessage id="emails.password.help" />}
      />
      <TextField id={`${id}-repeat`} type={type} label={<FormattedMessage id="emails.password.repeat" />} {...repeat} autoComplete="new-password" spellCheck={false} />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button variant="outline-secondary" size="sm" onClick={generate}>
          <Magic aria-hidden="true" className="me-1" />
          <FormattedMessage id="emails.password.generate" />
        </Button>
        <Button variant="link" size="sm" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
          <FormattedMessage id={visible ? 'emails.password.hide' : 'emails.password.show'} />
        </Button>
      </div>
      <p className="small text-success mt-2 mb-0" role="status">
        {generated && <FormattedMessage id="emails.password.copied" />}
      </p>
    </>
  );
}
