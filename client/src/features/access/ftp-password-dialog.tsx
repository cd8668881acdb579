import { FormattedMessage } from 'react-intl';
import { ftpPasswordSchema } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';

export const FTP_PASSWORD_DIALOG_ID = 'ftp-password-dialog';

/** A new FTP password, typed twice (the account password rules). */
export function FtpPasswordDialog() {
  const api = useApi();
  const form = useFormDialog({
    initial: { password: '', repeat: '' },
    schema: ftpPasswordSchema,
    call: ({ password }) => api.call('/ftp/password', { password }),
    errors: { 406: 'password.error.common' },
    toast: { id: 'toast.ftpPasswordChanged' },
  });
  return (
    <FormDialog form={form} id={FTP_PASSWORD_DIALOG_ID} title={<FormattedMessage id="ftpPassword.title" />} submitLabel={<FormattedMessage id="ftpPassword.submit" />}>
      <TextField id="ftp-password-new" type="password" autoComplete="new-password" autoFocus label={<FormattedMessage id="password.new" />} {...form.field('password')} />
      <TextField id="ftp-password-repeat" type="password" autoComplete="new-password" label={<FormattedMessage id="password.repeat" />} {...form.field('repeat')} />
    </FormDialog>
  );
}
