import type { Proxy } from '@panel/contract';
import { proxyAddress } from '@panel/contract/rules';
import { ConfirmRemoval } from '../../components/confirm-removal';
import { proxyUndo } from './undo';

export const PROXY_DELETE_DIALOG_ID = 'web-app-remove-dialog';

/** Delete a proxy (`/proxy/delete`; the screen's Remove of a Web app): its address is no longer passed to its port. */
export function DeleteProxyDialog({ proxy }: { proxy: Proxy }) {
  const { domain, directory, port } = proxy;
  return (
    <ConfirmRemoval
      id={PROXY_DELETE_DIALOG_ID}
      texts="webAppRemove"
      values={{ address: proxyAddress({ domain, directory }), port }}
      path="/proxy/delete"
      body={{ domain, directory }}
      toast="toast.webAppRemoved"
      undo={proxyUndo.of(proxy)}
    />
  );
}
