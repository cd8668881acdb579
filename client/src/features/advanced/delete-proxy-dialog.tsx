import type { Proxy } from '@panel/contract';
import { proxyAddress } from '@panel/contract/rules';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { proxyUndo } from './undo';
import { useChange } from '../../api/changes';

export const PROXY_DELETE_DIALOG_ID = 'web-app-remove-dialog';

/** Delete a proxy (`/proxy/delete`; the screen's Remove of a Web app): its address is no longer passed to its port. */
export function DeleteProxyDialog({ proxy }: { proxy: Proxy }) {
  const { domain, directory, port } = proxy;
  const address = proxyAddress({ domain, directory });
  const [remove] = useChange('/proxy/delete');
  const toast = { id: 'toast.webAppRemoved', values: { address }, undo: proxyUndo.of(proxy) } as const;
  return (
    <ConfirmDeleteDialog
      id={PROXY_DELETE_DIALOG_ID}
      texts="webAppRemove"
      values={{ address, port }}
      call={() => remove({ domain, directory }).unwrap()}
      toast={toast}
    />
  );
}
