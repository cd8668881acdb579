import type { SshKey } from '@panel/contract';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';

export const SSH_KEY_DELETE_DIALOG_ID = 'ssh-key-delete-dialog';

/** Remove a public key: whoever holds its private half can no longer sign in. */
export function DeleteSshKeyDialog({ sshKey: { id, name } }: { sshKey: SshKey }) {
  return <ConfirmDeleteDialog id={SSH_KEY_DELETE_DIALOG_ID} texts="sshKeyDelete" values={{ name }} call={(api) => api.call('/sshkey/delete', { id })} toast={{ id: 'toast.sshKeyRemoved', values: { name } }} />;
}
