import type { Script } from '@panel/contract';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useChange } from '../../api/changes';

export const SCRIPT_UNINSTALL_DIALOG_ID = 'script-uninstall-dialog';

/** Uninstall a script: its files go (files the user added stay), the database stays. Needs the confirmation. */
export function UninstallScriptDialog({ script: { id, domain, directory } }: { script: Script }) {
  const address = `${domain}${directory}`;
  const [uninstall] = useChange('/script/uninstall');
  const toast = { id: 'toast.scriptUninstalled', values: { address } } as const;
  return (
    <ConfirmDeleteDialog
      id={SCRIPT_UNINSTALL_DIALOG_ID}
      texts="scriptUninstall"
      values={{ address }}
      confirm="script-uninstall-confirm"
      call={() => uninstall({ id }).unwrap()}
      toast={toast}
    />
  );
}
