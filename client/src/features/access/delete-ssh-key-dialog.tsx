import { FormattedMessage } from 'react-intl';
import type { SshKey } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';

export const SSH_KEY_DELETE_DIALOG_ID = 'ssh-key-delete-dialog';

/** Remove a public key: whoever holds its private half can no longer sign in. */
export function DeleteSshKeyDialog({ sshKey }: { sshKey: SshKey }) {
  const api = useApi();
  const form = useFormDialog({
    initial: {},
    call: () => api.call('/sshkey/delete', { id: sshKey.id }),
    toast: { id: 'toast.sshKeyRemoved', values: { name: sshKey.name } },
  });
  return (
    <FormDialog form={form} id={SSH_KEY_DELETE_DIALOG_ID} title={<FormattedMessage id="sshKeyDelete.title" />} submitLabel={<FormattedMessage id="sshKeyDelete.submit" />} submitVariant="danger">
      <p className="mb-0 text-break">
        <FormattedMessage id="sshKeyDelete.question" values={{ name: sshKey.name, strong }} />
      </p>
    </FormDialog>
  );
}
