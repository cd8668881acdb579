import { FormattedMessage } from 'react-intl';
import type { EmailAccount } from '@panel/contract';
import { newPasswordWithRepeat } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { addressOf } from './mail';
import { MailboxPasswordFields } from './mailbox-password-fields';
import { useChange } from '../../api/changes';

export const EMAIL_PASSWORD_DIALOG_ID = 'email-password-dialog';

/** A new password for one mailbox, typed twice or generated. */
export function AccountPasswordDialog({ account }: { account: EmailAccount }) {
  const [changePassword] = useChange('/email/account/password');
  const address = addressOf(account);
  const form = useFormDialog({
    initial: { password: '', repeat: '' },
    schema: newPasswordWithRepeat,
    call: ({ password }) => changePassword({ domain: account.domain, name: account.name, password }).unwrap(),
    errors: { 406: 'password.error.common', 404: 'emails.error.accountGone' },
    toast: { id: 'toast.emailPasswordChanged', values: { address } },
  });
  return (
    <FormDialog
      form={form}
      id={EMAIL_PASSWORD_DIALOG_ID}
      title={<FormattedMessage id="emailPassword.title" />}
      submitLabel={<FormattedMessage id="common.save" />}
    >
      <p className="text-break">
        <FormattedMessage id="emailPassword.intro" values={{ address, strong }} />
      </p>
      <MailboxPasswordFields id="email-password" password={form.field('password')} repeat={form.field('repeat')} autoFocus />
    </FormDialog>
  );
}
