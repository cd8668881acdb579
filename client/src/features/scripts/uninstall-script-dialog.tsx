import type { Script } from '@panel/contract';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';

export const SCRIPT_UNINSTALL_DIALOG_ID = 'script-uninstall-dialog';

/** Uninstall a script: its files go (files the user added stay), the database stays. Needs the confirmation. */
export function UninstallScriptDialog({ script: { id, domain, directory } }: { script: Script }) {
  const address = `${domain}${directory}`;
  const toast = { id: 'toast.scriptUninstalled', values: { address } } as const;
  return <ConfirmDeleteDialog id={SCRIPT_UNINSTALL_DIALOG_ID} texts="scriptUninstall" values={{ address }} confirm="script-uninstall-confirm" call={(api) => api.call('/script/uninstall', { id })} toast={toast} />;
}
