import { useMemo } from 'react';
import type { Proxy } from '@panel/contract';
import { proxyAddress } from '@panel/contract/rules';
import { AddDomainFirst } from '../../components/add-domain-first';
import { CopyableText } from '../../components/copyable-text';
import { DataTable } from '../../components/data-table';
import { useDialogs } from '../../components/dialog-context';
import { EmptyState } from '../../components/empty-state';
import { menuColumn, type Column } from '../../components/list-table';
import { CreateButton } from '../../components/toolbar-button';
import { Upsell } from '../../components/upsell';
import { useHasDomains } from '../../hooks/use-domain-names';
import { useAppSelector } from '../../store/hooks';
import { RemoveWebAppDialog } from './remove-web-app-dialog';
import { WebAppDialog } from './web-app-dialog';
import { selectLists } from '../../api/queries';

const appRow = (app: Proxy) => ({ 'data-testid': 'app-row', 'data-address': proxyAddress(app) });

/** The web apps: the address each answers at (a link), its port, and its menu. */
function AppsTable() {
  const { show } = useDialogs();
  const apps = useAppSelector((state) => selectLists(state).proxies);
  const columns = useMemo<Column<Proxy>[]>(
    () => [
      {
        id: 'address',
        header: 'advanced.column.address',
        className: 'address-cell name-cell',
        identifies: true,
        cell: (app) => <CopyableText value={proxyAddress(app)} href={`http://${proxyAddress(app)}`} />,
      },
      { id: 'port', header: 'advanced.column.port', className: 'text-nowrap font-monospace', stack: true, cell: (app) => app.port },
      menuColumn<Proxy>(
        'advanced.column.actions',
        (app, intl) => intl.formatMessage({ id: 'advanced.appActions' }, { address: proxyAddress(app) }),
        (app) => [
          { label: 'advanced.modify', run: () => show(<WebAppDialog app={app} />) },
          { label: 'advanced.remove', run: () => show(<RemoveWebAppDialog app={app} />), danger: true },
        ],
      ),
    ],
    [show],
  );
  return (
    <DataTable id="apps" items={apps} columns={columns} rowProps={appRow}
      toolbar={<CreateButton label="advanced.appsAdd" className="ms-auto" onClick={() => show(<WebAppDialog />)} />}
      whenEmpty={<EmptyState inCard testId="apps-empty" text="advanced.appsEmpty" />} label="advanced.appsTable"
    />
  );
}

/** Web apps need SSH in the plan (without it the tab offers the upgrade), and a domain to answer at. */
export function AppsTab() {
  const ssh = useAppSelector((state) => state.session.plan?.package?.sshAvailable ?? false);
  const upgrade = useAppSelector((state) => state.session.plan?.upsell?.upgrade);
  const hasDomains = useHasDomains();
  if (ssh) return hasDomains ? <AppsTable /> : <AddDomainFirst testId="apps-no-domain" text="advanced.appsNoDomains" />;
  return <Upsell testId="apps-upgrade" text="proxy.error.plan" brings="proxy.planBrings" label="access.upgrade" href={upgrade} />;
}
