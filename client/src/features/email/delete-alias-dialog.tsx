import type { EmailAlias } from '@panel/contract';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { addressOf } from './mail';
import { aliasUndo } from './undo';
import { useChange } from '../../api/changes';

export const EMAIL_ALIAS_DELETE_DIALOG_ID = 'email-alias-delete-dialog';

/** Delete an alias: mail to it is no longer forwarded. */
export function DeleteAliasDialog({ alias }: { alias: EmailAlias }) {
  const { domain, name } = alias;
  const address = addressOf({ domain, name });
  const [remove] = useChange('/email/alias/delete');
  const call = () => remove({ domain, name }).unwrap();
  return (
    <ConfirmDeleteDialog
      id={EMAIL_ALIAS_DELETE_DIALOG_ID}
      texts="emailAliasDelete"
      values={{ address }}
      call={call}
      errors={{ 404: 'emails.error.aliasGone' }}
      toast={{ id: 'toast.aliasDeleted', values: { address }, undo: aliasUndo.of(alias) }}
    />
  );
}
