import type { SshKey } from '@panel/contract';
import { ConfirmRemoval } from '../../components/confirm-removal';

export const SSH_KEY_DELETE_DIALOG_ID = 'ssh-key-delete-dialog';

/**
 * Remove a public key: whoever holds its private half can no longer sign in. It cannot be put back:
 * the list holds its name and fingerprint, not the key line the upload call needs.
 */
export function DeleteSshKeyDialog({ sshKey: { id, name } }: { sshKey: SshKey }) {
  return (
    <ConfirmRemoval
      id={SSH_KEY_DELETE_DIALOG_ID}
      texts="sshKeyDelete"
      values={{ name }}
      irreversible
      path="/sshkey/delete"
      body={{ id }}
      toast="toast.sshKeyRemoved"
    />
  );
}
