import { ftpPasswordSchema } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { PasswordTwice } from '../../components/password-twice';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useChange } from '../../api/changes';

export const FTP_PASSWORD_DIALOG_ID = 'ftp-password-dialog';

/** A new FTP password, typed twice (the account password rules). */
export function FtpPasswordDialog() {
  const [changePassword] = useChange('/ftp/password');
  const form = useFormDialog({
    initial: { password: '', repeat: '' },
    schema: ftpPasswordSchema,
    call: ({ password }) => changePassword({ password }).unwrap(),
    errors: { 406: 'password.error.common' },
    toast: { id: 'toast.ftpPasswordChanged' },
  });
  return (
    <FormDialog form={form} id={FTP_PASSWORD_DIALOG_ID} texts="ftpPassword">
      <PasswordTwice id="ftp-password" password={form.field('password')} repeat={form.field('repeat')} autoFocus />
    </FormDialog>
  );
}
