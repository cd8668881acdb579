import { FormattedMessage } from 'react-intl';
import type { EmailAccount } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { strong } from '../../components/rich-text';
import { useAppSelector } from '../../store/hooks';
import { addressOf, aliasesNaming } from './mail';

export const EMAIL_DELETE_DIALOG_ID = 'email-delete-dialog';

/**
 * Delete a mailbox once the confirmation is ticked. Says what goes with it: its messages, the
 * catch-all and monitoring settings that send mail to it; and which aliases still forward to it
 * (they stay as they are).
 */
export function DeleteAccountDialog({ account }: { account: EmailAccount }) {
  const api = useApi();
  const address = addressOf(account);
  const aliases = useAppSelector((state) => state.account.emailAliases);
  const naming = aliasesNaming(aliases, address);
  return (
    <ConfirmDeleteDialog
      id={EMAIL_DELETE_DIALOG_ID}
      title="emailDelete.title"
      submitLabel="emailDelete.submit"
      call={() => api.call('/email/account/delete', { domain: account.domain, name: account.name })}
      errors={{ 404: 'emails.error.accountGone' }}
      toast={{ id: 'toast.emailDeleted', values: { address } }}
      question={<FormattedMessage id="emailDelete.question" values={{ address, strong }} />}
      warning={<FormattedMessage id="emailDelete.warning" />}
      confirm={{ id: 'email-delete-confirm', label: <FormattedMessage id="emailDelete.confirm" values={{ address }} /> }}
    >
      {naming.length > 0 && (
        <div className="small mb-0" data-testid="email-delete-aliases">
          <FormattedMessage id="emailDelete.aliases" values={{ count: naming.length }} />
          <ul className="mb-0 text-break">
            {naming.map((alias) => (
              <li key={alias}>{alias}</li>
            ))}
          </ul>
        </div>
      )}
    </ConfirmDeleteDialog>
  );
}
