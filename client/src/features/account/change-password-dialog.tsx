import { FormattedMessage } from 'react-intl';
import { changePasswordSchema } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';

export const CHANGE_PASSWORD_DIALOG_ID = 'account-password-dialog';

export function ChangePasswordDialog() {
  const api = useApi();
  const form = useFormDialog({
    initial: { oldPassword: '', password: '', repeat: '' },
    schema: changePasswordSchema,
    // A 403 here means a wrong current password, not a lost session.
    call: ({ oldPassword, password }) => api.call('/account/password', { oldPassword, newPassword: password }, { keepSessionOn403: true }),
    errors: { 403: 'password.error.current', 406: 'password.error.common', 429: 'password.error.throttled' },
    toast: { id: 'toast.passwordChanged' },
  });
  return (
    <FormDialog form={form} id={CHANGE_PASSWORD_DIALOG_ID} title={<FormattedMessage id="password.title" />} submitLabel={<FormattedMessage id="password.submit" />}>
      <TextField id="account-password-current" type="password" autoComplete="current-password" autoFocus label={<FormattedMessage id="password.current" />} {...form.field('oldPassword')} />
      <TextField id="account-password-new" type="password" autoComplete="new-password" label={<FormattedMessage id="password.new" />} {...form.field('password')} />
      <TextField id="account-password-repeat" type="password" autoComplete="new-password" label={<FormattedMessage id="password.repeat" />} {...form.field('repeat')} />
    </FormDialog>
  );
}
