import type { Script } from '@panel/contract';
import { ConfirmRemoval } from '../../components/confirm-removal';

export const SCRIPT_UNINSTALL_DIALOG_ID = 'script-uninstall-dialog';

/** Uninstall a script: its files go (files the user added stay), the database stays. Needs the confirmation. */
export function UninstallScriptDialog({ script: { id, domain, directory } }: { script: Script }) {
  return (
    <ConfirmRemoval
      id={SCRIPT_UNINSTALL_DIALOG_ID}
      texts="scriptUninstall"
      values={{ address: `${domain}${directory}` }}
      confirm
      path="/script/uninstall"
      body={{ id }}
      toast="toast.scriptUninstalled"
    />
  );
}
