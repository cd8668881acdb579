import { FormattedMessage } from 'react-intl';
import type { EmailAccount } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { ConfirmCheckbox } from '../../components/confirm-checkbox';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';
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
  const form = useFormDialog({
    initial: { confirmed: false },
    call: () => api.call('/email/account/delete', { domain: account.domain, name: account.name }),
    errors: { 404: 'emails.error.accountGone' },
    toast: { id: 'toast.emailDeleted', values: { address } },
  });
  return (
    <FormDialog
      form={form}
      id={EMAIL_DELETE_DIALOG_ID}
      title={<FormattedMessage id="emailDelete.title" />}
      submitLabel={<FormattedMessage id="emailDelete.submit" />}
      submitVariant="danger"
      submitDisabled={!form.values.confirmed}
    >
      <p className="mb-2 text-break">
        <FormattedMessage id="emailDelete.question" values={{ address, strong }} />
      </p>
      <p className="text-danger small mb-2">
        <FormattedMessage id="emailDelete.warning" />
      </p>
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
      <ConfirmCheckbox id="email-delete-confirm" checked={form.values.confirmed} onChange={(checked) => form.set('confirmed', checked)}>
        <FormattedMessage id="emailDelete.confirm" values={{ address }} />
      </ConfirmCheckbox>
    </FormDialog>
  );
}
