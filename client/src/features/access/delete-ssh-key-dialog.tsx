import type { SshKey } from '@panel/contract';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useChange } from '../../api/changes';

export const SSH_KEY_DELETE_DIALOG_ID = 'ssh-key-delete-dialog';

/**
 * Remove a public key: whoever holds its private half can no longer sign in. It cannot be put back:
 * the list holds its name and fingerprint, not the key line the upload call needs.
 */
export function DeleteSshKeyDialog({ sshKey: { id, name } }: { sshKey: SshKey }) {
  const [remove] = useChange('/sshkey/delete');
  return (
    <ConfirmDeleteDialog
      id={SSH_KEY_DELETE_DIALOG_ID}
      texts="sshKeyDelete"
      values={{ name }}
      irreversible
      call={() => remove({ id }).unwrap()}
      toast={{ id: 'toast.sshKeyRemoved', values: { name } }}
    />
  );
}
