import type { Proxy } from '@panel/contract';
import { proxyAddress } from '@panel/contract/rules';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useDeleteWebAppMutation } from './api';
import { webAppUndo } from './undo';

export const WEB_APP_REMOVE_DIALOG_ID = 'web-app-remove-dialog';

/** Remove a web app: its address is no longer passed to its port. */
export function RemoveWebAppDialog({ app }: { app: Proxy }) {
  const { domain, directory, port } = app;
  const address = proxyAddress({ domain, directory });
  const [remove] = useDeleteWebAppMutation();
  const toast = { id: 'toast.webAppRemoved', values: { address }, undo: webAppUndo.of(app) } as const;
  return <ConfirmDeleteDialog id={WEB_APP_REMOVE_DIALOG_ID} texts="webAppRemove" values={{ address, port }} call={() => remove({ domain, directory }).unwrap()} toast={toast} />;
}
