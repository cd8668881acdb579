import { useMemo } from 'react';
import type { Proxy } from '@panel/contract';
import { proxyAddress } from '@panel/contract/rules';
import { AddDomainFirst } from '../../components/add-domain-first';
import { CopyableText } from '../../components/copyable-text';
import { useDialogs } from '../../components/dialog-context';
import type { Column } from '../../components/list-table';
import { Upsell } from '../../components/upsell';
import { useHasDomains } from '../../hooks/use-domain-names';
import { useAppSelector } from '../../store/hooks';
import { DeleteProxyDialog } from './delete-proxy-dialog';
import { modifyRemoveColumn } from './modify-remove-column';
import { ProxyDialog } from './proxy-dialog';
import { TabList } from './tab-list';
import { selectLists } from '../../api/queries';

const proxyRow = (proxy: Proxy) => ({ 'data-testid': 'app-row', 'data-address': proxyAddress(proxy) });

/** The proxies (the screen's Web apps): the address each answers at (a link), its port, and its menu. */
function ProxiesTable() {
  const { show } = useDialogs();
  const proxies = useAppSelector((state) => selectLists(state).proxies);
  const columns = useMemo<Column<Proxy>[]>(
    () => [
      {
        id: 'address',
        header: 'advanced.column.address',
        className: 'address-cell name-cell',
        identifies: true,
        cell: (proxy) => <CopyableText value={proxyAddress(proxy)} href={`http://${proxyAddress(proxy)}`} />,
      },
      { id: 'port', header: 'advanced.column.port', className: 'text-nowrap font-monospace', stack: true, cell: (proxy) => proxy.port },
      modifyRemoveColumn<Proxy>(
        (proxy, intl) => intl.formatMessage({ id: 'advanced.appActions' }, { address: proxyAddress(proxy) }),
        (proxy) => show(<ProxyDialog proxy={proxy} />),
        (proxy) => show(<DeleteProxyDialog proxy={proxy} />),
      ),
    ],
    [show],
  );
  return (
    <TabList
      list={{ id: 'apps', items: proxies, columns, rowProps: proxyRow }}
      label="advanced.appsTable"
      add={{ label: 'advanced.appsAdd', onClick: () => show(<ProxyDialog />) }}
      empty="advanced.appsEmpty"
    />
  );
}

/** Proxies (Web apps) need SSH in the plan (without it the tab offers the upgrade), and a domain to answer at. */
export function ProxiesTab() {
  const ssh = useAppSelector((state) => state.session.plan?.package?.sshAvailable ?? false);
  const upgrade = useAppSelector((state) => state.session.plan?.upsell?.upgrade);
  const hasDomains = useHasDomains();
  if (ssh) return hasDomains ? <ProxiesTable /> : <AddDomainFirst testId="apps-no-domain" text="advanced.appsNoDomains" />;
  return <Upsell testId="apps-upgrade" text="proxy.error.plan" brings="proxy.planBrings" label="access.upgrade" href={upgrade} />;
}
