import { FormattedMessage } from 'react-intl';
import { MIN_PASSWORD_LENGTH } from '@panel/contract/rules';
import type { MessageId } from '../i18n/messages';
import { PasswordField } from './password-field';

interface Field {
  value: string;
  onChange: (value: string) => void;
  error?: MessageId;
}

/**
 * A new password typed twice, `{id}-new` (or `passwordId`) with the password rules under it (or
 * `help`) and `{id}-repeat` (the repeat names no rules); the first is "New password" unless `label`
 * names it otherwise.
 */
export function PasswordTwice({
  id,
  password,
  repeat,
  autoFocus,
  passwordId = `${id}-new`,
  label = 'password.new',
  help = 'password.rules',
}: {
  id: string;
  password: Field;
  repeat: Field;
  autoFocus?: boolean;
  passwordId?: string;
  label?: MessageId;
  help?: 'password.rules' | 'password.minLength';
}) {
  return (
    <>
      <PasswordField
        id={passwordId}
        autoComplete="new-password"
        autoFocus={autoFocus}
        label={<FormattedMessage id={label} />}
        help={<FormattedMessage id={help} values={{ min: MIN_PASSWORD_LENGTH }} />}
        {...password}
      />
      <PasswordField id={`${id}-repeat`} autoComplete="new-password" label={<FormattedMessage id="password.repeat" />} {...repeat} />
    </>
  );
}
