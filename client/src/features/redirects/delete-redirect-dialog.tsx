import type { Redirect } from '@panel/contract';
import { redirectAddress } from '@panel/contract/rules';
import { ConfirmRemoval } from '../../components/confirm-removal';
import { redirectUndo } from './undo';

export const REDIRECT_DELETE_DIALOG_ID = 'redirect-delete-dialog';

/** Delete a redirection: the address answers with its own site again (until Undo puts it back). */
export function DeleteRedirectDialog({ redirect }: { redirect: Redirect }) {
  const { domain, directory } = redirect;
  return (
    <ConfirmRemoval
      id={REDIRECT_DELETE_DIALOG_ID}
      texts="redirectDelete"
      values={{ address: redirectAddress({ domain, directory }) }}
      path="/redirect/delete"
      body={{ domain, directory }}
      toast="toast.redirectDeleted"
      undo={redirectUndo.of(redirect)}
    />
  );
}
