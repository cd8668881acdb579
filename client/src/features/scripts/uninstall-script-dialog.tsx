import { FormattedMessage } from 'react-intl';
import type { Script } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { strong } from '../../components/rich-text';

export const SCRIPT_UNINSTALL_DIALOG_ID = 'script-uninstall-dialog';

/** Uninstall a script: its files go (files the user added stay), the database stays. Needs the confirmation. */
export function UninstallScriptDialog({ script }: { script: Script }) {
  const api = useApi();
  const address = `${script.domain}${script.directory}`;
  return (
    <ConfirmDeleteDialog
      id={SCRIPT_UNINSTALL_DIALOG_ID}
      title="scriptUninstall.title"
      submitLabel="scriptUninstall.submit"
      call={() => api.call('/script/uninstall', { id: script.id })}
      toast={{ id: 'toast.scriptUninstalled', values: { address } }}
      question={<FormattedMessage id="scriptUninstall.question" values={{ address, strong }} />}
      confirm={{ id: 'script-uninstall-confirm', label: <FormattedMessage id="scriptUninstall.confirm" /> }}
    />
  );
}
