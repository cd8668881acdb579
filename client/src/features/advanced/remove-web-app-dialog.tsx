import { FormattedMessage } from 'react-intl';
import type { Proxy } from '@panel/contract';
import { proxyAddress } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { strong } from '../../components/rich-text';

export const WEB_APP_REMOVE_DIALOG_ID = 'web-app-remove-dialog';

export function RemoveWebAppDialog({ app }: { app: Proxy }) {
  const api = useApi();
  const address = proxyAddress(app);
  return (
    <ConfirmDeleteDialog
      id={WEB_APP_REMOVE_DIALOG_ID}
      title="webAppRemove.title"
      submitLabel="webAppRemove.submit"
      call={() => api.call('/proxy/delete', { domain: app.domain, directory: app.directory })}
      toast={{ id: 'toast.webAppRemoved', values: { address } }}
      question={<FormattedMessage id="webAppRemove.question" values={{ address, port: app.port, strong }} />}
    />
  );
}
