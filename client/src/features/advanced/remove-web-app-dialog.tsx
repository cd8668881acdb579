import { FormattedMessage } from 'react-intl';
import type { Proxy } from '@panel/contract';
import { proxyAddress } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';

export const WEB_APP_REMOVE_DIALOG_ID = 'web-app-remove-dialog';

export function RemoveWebAppDialog({ app }: { app: Proxy }) {
  const api = useApi();
  const address = proxyAddress(app);
  const form = useFormDialog({
    initial: {},
    call: () => api.call('/proxy/delete', { domain: app.domain, directory: app.directory }),
    toast: { id: 'toast.webAppRemoved', values: { address } },
  });
  return (
    <FormDialog form={form} id={WEB_APP_REMOVE_DIALOG_ID} title={<FormattedMessage id="webAppRemove.title" />} submitLabel={<FormattedMessage id="webAppRemove.submit" />} submitVariant="danger">
      <p className="mb-0 text-break">
        <FormattedMessage id="webAppRemove.question" values={{ address, port: app.port, strong }} />
      </p>
    </FormDialog>
  );
}
