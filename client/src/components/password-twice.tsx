import { FormattedMessage } from 'react-intl';
import { MIN_PASSWORD_LENGTH } from '@panel/contract/rules';
import type { MessageId } from '../i18n/messages';
import { PasswordField } from './password-field';

interface Field {
  value: string;
  onChange: (value: string) => void;
  error?: MessageId;
}

/** A new password typed twice, `{id}-new` with the password rules under it and `{id}-repeat` (the repeat names no rules). */
export function PasswordTwice({ id, password, repeat, autoFocus }: { id: string; password: Field; repeat: Field; autoFocus?: boolean }) {
  return (
    <>
      <PasswordField
        id={`${id}-new`}
        autoComplete="new-password"
        autoFocus={autoFocus}
        label={<FormattedMessage id="password.new" />}
        help={<FormattedMessage id="password.rules" values={{ min: MIN_PASSWORD_LENGTH }} />}
        {...password}
      />
      <PasswordField id={`${id}-repeat`} autoComplete="new-password" label={<FormattedMessage id="password.repeat" />} {...repeat} />
    </>
  );
}
