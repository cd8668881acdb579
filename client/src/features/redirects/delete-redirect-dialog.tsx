import type { Redirect } from '@panel/contract';
import { redirectAddress } from '@panel/contract/rules';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { redirectUndo } from './undo';
import { useChange } from '../../api/changes';

export const REDIRECT_DELETE_DIALOG_ID = 'redirect-delete-dialog';

/** Delete a redirection: the address answers with its own site again (until Undo puts it back). */
export function DeleteRedirectDialog({ redirect }: { redirect: Redirect }) {
  const [remove] = useChange('/redirect/delete');
  const { domain, directory } = redirect;
  const address = redirectAddress({ domain, directory });
  const toast = { id: 'toast.redirectDeleted', values: { address }, undo: redirectUndo.of(redirect) } as const;
  return (
    <ConfirmDeleteDialog
      id={REDIRECT_DELETE_DIALOG_ID}
      texts="redirectDelete"
      values={{ address }}
      call={() => remove({ domain, directory }).unwrap()}
      toast={toast}
    />
  );
}
