import { FormattedMessage } from 'react-intl';
import type { SshKey } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { strong } from '../../components/rich-text';

export const SSH_KEY_DELETE_DIALOG_ID = 'ssh-key-delete-dialog';

/** Remove a public key: whoever holds its private half can no longer sign in. */
export function DeleteSshKeyDialog({ sshKey }: { sshKey: SshKey }) {
  const api = useApi();
  return (
    <ConfirmDeleteDialog
      id={SSH_KEY_DELETE_DIALOG_ID}
      title="sshKeyDelete.title"
      submitLabel="sshKeyDelete.submit"
      call={() => api.call('/sshkey/delete', { id: sshKey.id })}
      toast={{ id: 'toast.sshKeyRemoved', values: { name: sshKey.name } }}
      question={<FormattedMessage id="sshKeyDelete.question" values={{ name: sshKey.name, strong }} />}
    />
  );
}
