import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Proxy } from '@panel/contract';
import { proxyAddress, proxyFormSchemaFor, type ProxyForm } from '@panel/contract/rules';
import { DomainField } from '../../components/domain-field';
import { FormDialog } from '../../components/form-dialog';
import { LocationField } from '../../components/location-field';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { sameDirectory, sameName } from '../../api/effect-check';
import { useAppSelector } from '../../store/hooks';
import { selectLists } from '../../api/queries';
import { useChange } from '../../api/changes';

export const WEB_APP_DIALOG_ID = 'web-app-dialog';

const initialOf = (proxy: Proxy | undefined): ProxyForm =>
  proxy
    ? { domain: proxy.domain, location: proxy.directory === '/' ? 'main' : 'sub', directory: proxy.directory, port: String(proxy.port) }
    : { domain: '', location: 'main', directory: '', port: '' };

/** Create a proxy, a Web app on the screen (domain, main directory or a subdirectory, port) or change the port of one. */
export function ProxyDialog({ proxy }: { proxy?: Proxy }) {
  const [create] = useChange('/proxy/create');
  const [save] = useChange('/proxy/modify');
  const proxies = useAppSelector((state) => selectLists(state).proxies);
  const modify = proxy !== undefined;
  const schema = useMemo(() => proxyFormSchemaFor(proxies, proxy), [proxies, proxy]);
  const form = useFormDialog({
    initial: initialOf(proxy),
    schema,
    call: (body) => (modify ? save(body) : create(body)).unwrap(),
    effect: {
      operation: modify ? '/proxy/modify' : '/proxy/create',
      shows: (lists, body) => lists.proxies.some((p) => sameName(p.domain, body.domain) && sameDirectory(p.directory, body.directory) && p.port === body.port),
    },
    errors: { 406: 'proxy.error.plan' },
    toast: (body) => ({ id: modify ? 'toast.webAppModified' : 'toast.webAppAdded', values: { address: proxyAddress(body) } }),
  });
  const { values } = form;
  return (
    <FormDialog form={form} id={WEB_APP_DIALOG_ID} texts="webAppDialog" modify={modify}>
      <DomainField id="web-app-domain" texts="webAppDialog" {...form.field('domain')} disabled={modify} autoFocus={!modify} />
      <LocationField
        name="web-app-location"
        legend="webAppDialog.location"
        value={values.location}
        onChange={(location) => form.set('location', location)}
        disabled={modify}
      />
      {values.location === 'sub' && (
        <TextField
          id="web-app-directory"
          label={<FormattedMessage id="webAppDialog.directory" />}
          {...form.field('directory')}
          disabled={modify}
          verbatim
          placeholder="proxy"
        />
      )}
      <TextField
        id="web-app-port"
        label={<FormattedMessage id="webAppDialog.port" />}
        {...form.field('port')}
        inputMode="numeric"
        autoComplete="off"
        autoFocus={modify}
        help={<FormattedMessage id="webAppDialog.portHelp" />}
      />
    </FormDialog>
  );
}
