import { FormattedMessage } from 'react-intl';
import type { EmailAccount } from '@panel/contract';
import { ConfirmRemoval } from '../../components/confirm-removal';
import { useAppSelector } from '../../store/hooks';
import { addressOf, aliasesNaming } from './mail';
import { selectLists } from '../../api/queries';

export const EMAIL_DELETE_DIALOG_ID = 'email-delete-dialog';

/**
 * Delete a mailbox once the confirmation is ticked. Says what goes with it: its messages, the
 * catch-all and monitoring settings that send mail to it; and which aliases still forward to it
 * (they stay as they are).
 */
export function DeleteAccountDialog({ account: { domain, name } }: { account: EmailAccount }) {
  const address = addressOf({ domain, name });
  const aliases = useAppSelector((state) => selectLists(state).emailAliases);
  const naming = aliasesNaming(aliases, address);
  return (
    <ConfirmRemoval
      id={EMAIL_DELETE_DIALOG_ID}
      texts="emailDelete"
      values={{ address }}
      warning
      irreversible
      confirm
      path="/email/account/delete"
      body={{ domain, name }}
      errors={{ 404: 'emails.error.accountGone' }}
      toast="toast.emailDeleted"
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
    </ConfirmRemoval>
  );
}
