import { FormattedMessage } from 'react-intl';
import { ftpPasswordSchema, MIN_PASSWORD_LENGTH } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { PasswordField } from '../../components/password-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useChangeFtpPasswordMutation } from './api';

export const FTP_PASSWORD_DIALOG_ID = 'ftp-password-dialog';

/** A new FTP password, typed twice (the account password rules). */
export function FtpPasswordDialog() {
  const [changePassword] = useChangeFtpPasswordMutation();
  const form = useFormDialog({
    initial: { password: '', repeat: '' },
    schema: ftpPasswordSchema,
    call: ({ password }) => changePassword({ password }).unwrap(),
    errors: { 406: 'password.error.common' },
    toast: { id: 'toast.ftpPasswordChanged' },
  });
  return (
    <FormDialog form={form} id={FTP_PASSWORD_DIALOG_ID} texts="ftpPassword">
      <PasswordField
        id="ftp-password-new"
        autoComplete="new-password"
        autoFocus
        label={<FormattedMessage id="password.new" />}
        help={<FormattedMessage id="password.rules" values={{ min: MIN_PASSWORD_LENGTH }} />}
        {...form.field('password')}
      />
      <PasswordField id="ftp-password-repeat" autoComplete="new-password" label={<FormattedMessage id="password.repeat" />} {...form.field('repeat')} />
    </FormDialog>
  );
}
