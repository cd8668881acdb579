import { FormattedMessage } from 'react-intl';
import type { EmailAlias } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { strong } from '../../components/rich-text';
import { addressOf } from './mail';

export const EMAIL_ALIAS_DELETE_DIALOG_ID = 'email-alias-delete-dialog';

/** Delete an alias: mail to it is no longer forwarded. */
export function DeleteAliasDialog({ alias }: { alias: EmailAlias }) {
  const api = useApi();
  const address = addressOf(alias);
  return (
    <ConfirmDeleteDialog
      id={EMAIL_ALIAS_DELETE_DIALOG_ID}
      title="emailAliasDelete.title"
      submitLabel="emailAliasDelete.submit"
      call={() => api.call('/email/alias/delete', { domain: alias.domain, name: alias.name })}
      errors={{ 404: 'emails.error.aliasGone' }}
      toast={{ id: 'toast.aliasDeleted', values: { address } }}
      question={<FormattedMessage id="emailAliasDelete.question" values={{ address, strong }} />}
    />
  );
}
