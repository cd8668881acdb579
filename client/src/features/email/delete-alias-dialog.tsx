import type { EmailAlias } from '@panel/contract';
import { ConfirmRemoval } from '../../components/confirm-removal';
import { addressOf } from './mail';
import { aliasUndo } from './undo';

export const EMAIL_ALIAS_DELETE_DIALOG_ID = 'email-alias-delete-dialog';

/** Delete an alias: mail to it is no longer forwarded. */
export function DeleteAliasDialog({ alias }: { alias: EmailAlias }) {
  const { domain, name } = alias;
  return (
    <ConfirmRemoval
      id={EMAIL_ALIAS_DELETE_DIALOG_ID}
      texts="emailAliasDelete"
      values={{ address: addressOf({ domain, name }) }}
      path="/email/alias/delete"
      body={{ domain, name }}
      errors={{ 404: 'emails.error.aliasGone' }}
      toast="toast.aliasDeleted"
      undo={aliasUndo.of(alias)}
    />
  );
}
