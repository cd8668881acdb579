import { useState, type ReactNode, type Ref } from 'react';
import Button from 'react-bootstrap/Button';
import { Magic } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import { writeClipboard } from './copy-button';
import { PasswordField } from './password-field';
import type { MessageId } from '../i18n/messages';
import { generatePassword } from '../lib/generate-password';

interface Field {
  value: string;
  onChange: (value: string) => void;
  error?: MessageId;
}

/**
 * A new password typed twice, or generated: 10 letters and digits put in both fields, shown, and
 * copied to the clipboard. `labels` name the two fields and the generate button; `help` says the
 * rules under the first field.
 */
export function NewPasswordFields({
  id,
  password,
  repeat,
  labels,
  help,
  autoFocus,
  inputRef,
}: {
  id: string;
  password: Field;
  repeat: Field;
  labels: { password: MessageId; repeat: MessageId; generate: MessageId };
  help: ReactNode;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
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
        label={<FormattedMessage id={labels.password} />}
        {...password}
        inputRef={inputRef}
        autoFocus={autoFocus}
        autoComplete="new-password"
        help={help}
        shown={visible}
        onShownChange={setVisible}
        controls={[repeatId]}
      />
      <PasswordField
        id={repeatId}
        label={<FormattedMessage id={labels.repeat} />}
        {...repeat}
        autoComplete="new-password"
        shown={visible}
        onShownChange={setVisible}
        controls={[passwordId]}
      />
      <Button variant="outline-secondary" size="sm" onClick={generate}>
        <Magic aria-hidden="true" className="me-1" />
        <FormattedMessage id={labels.generate} />
      </Button>
      <p className="small text-success mt-2 mb-0" role="status">
        {generated && <FormattedMessage id="password.generatedCopied" />}
      </p>
    </>
  );
}
