import { FormattedMessage } from 'react-intl';
import { changePasswordSchema } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { PasswordField } from '../../components/password-field';
import { PasswordTwice } from '../../components/password-twice';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useChangeAccountPasswordMutation } from './api';

export const CHANGE_PASSWORD_DIALOG_ID = 'account-password-dialog';

export function ChangePasswordDialog() {
  const [changePassword] = useChangeAccountPasswordMutation();
  const form = useFormDialog({
    initial: { oldPassword: '', password: '', repeat: '' },
    schema: changePasswordSchema,
    // A 403 here means a wrong current password, not a lost session.
    call: ({ oldPassword, password }) => changePassword({ oldPassword, newPassword: password }).unwrap(),
    errors: { 403: 'password.error.current', 406: 'password.error.common', 429: 'password.error.throttled' },
    toast: { id: 'toast.passwordChanged' },
  });
  return (
    <FormDialog form={form} id={CHANGE_PASSWORD_DIALOG_ID} texts="password">
      <PasswordField
        id="account-password-current"
        autoComplete="current-password"
        autoFocus
        label={<FormattedMessage id="password.current" />}
        {...form.field('oldPassword')}
      />
      <PasswordTwice id="account-password" password={form.field('password')} repeat={form.field('repeat')} />
    </FormDialog>
  );
}
