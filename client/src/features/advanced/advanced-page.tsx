import { useDeferredValue, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Table from 'react-bootstrap/Table';
import Tabs from 'react-bootstrap/Tabs';
import { BoxArrowUpRight, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CronJob, Domain, Proxy } from '@panel/contract';
import { cronPresetOf, proxyAddress } from '@panel/contract/rules';
import { CopyButton } from '../../components/copy-button';
import { useDialogs } from '../../components/dialog-host';
import { PageTitle } from '../../components/page-title';
import { RowMenu } from '../../components/row-menu';
import { SearchBox } from '../../components/search-box';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import type { MessageId } from '../../i18n/messages';
import { filterDomains } from '../../lib/filter-domains';
import { useAppSelector } from '../../store/hooks';
import { selectDomains } from '../../store/selectors';
import { CronDialog, cronPresetLabel } from './cron-dialog';
import { RemoveCronDialog } from './remove-cron-dialog';
import { RemoveWebAppDialog } from './remove-web-app-dialog';
import { WebAppDialog } from './web-app-dialog';

type AdvancedTab = 'php' | 'cron' | 'apps';

function PhpTab() {
  const intl = useIntl();
  const { open } = useDialogs();
  const domains = useAppSelector(selectDomains);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const visible = useMemo(() => filterDomains(domains, deferred), [domains, deferred]);
  return (
    <Card>
      <Card.Header className="bg-body">
        <SearchBox id="php-search" value={search} label={intl.formatMessage({ id: 'advanced.phpSearch' })} onChange={setSearch} />
      </Card.Header>
      <Table hover responsive className="align-middle mb-0 php-table" aria-label={intl.formatMessage({ id: 'advanced.phpTable' })}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="advanced.column.domain" />
            </th>
            <th scope="col">
              <FormattedMessage id="advanced.column.php" />
            </th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">
                <FormattedMessage id="advanced.column.actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {visible.length === 0 ? (
            <tr>
              <td colSpan={3} className="text-center text-body-secondary py-4" data-testid="php-no-match">
                <FormattedMessage id="domains.empty" />
              </td>
            </tr>
          ) : (
            visible.map((d: Domain) => (
              <tr key={d.domain} data-testid="php-row" data-domain={d.domain}>
                <td className="name-cell">
                  <span className="d-block text-truncate fw-medium" title={d.domain}>
                    {d.domain}
                  </span>
                </td>
                <td className="text-nowrap">PHP {d.phpVersion}</td>
                <td className="text-end text-nowrap">
                  <Button variant="outline-primary" size="sm" onClick={() => open('phpVersion', { domain: d })} aria-label={intl.formatMessage({ id: 'advanced.phpChangeFor' }, { domain: d.domain })}>
                    <FormattedMessage id="advanced.phpChange" />
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Card>
  );
}

/** A schedule as people read it: the preset's name, else the expression itself. */
function Frequency({ settings }: { settings: string }) {
  const preset = cronPresetOf(settings);
  if (preset === 'custom') return <code>{settings}</code>;
  return <FormattedMessage id={cronPresetLabel(preset)} />;
}

function CronTab() {
  const intl = useIntl();
  const { show } = useDialogs();
  const jobs = useAppSelector((state) => state.account.cronJobs);
  const add = () => show(<CronDialog />);
  return (
    <Card>
      <Card.Header className="bg-body d-flex">
        <Button variant="primary" size="sm" className="ms-auto" onClick={add}>
          <PlusLg aria-hidden="true" className="me-1" />
          <FormattedMessage id="advanced.cronAdd" />
        </Button>
      </Card.Header>
      {jobs.length === 0 ? (
        <Card.Body className="text-center py-4" data-testid="cron-empty">
          <FormattedMessage id="advanced.cronEmpty" />
        </Card.Body>
      ) : (
        <Table hover responsive className="align-middle mb-0 cron-table" aria-label={intl.formatMessage({ id: 'advanced.cronTable' })}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="advanced.column.frequency" />
              </th>
              <th scope="col">
                <FormattedMessage id="advanced.column.command" />
              </th>
              <th scope="col" className="text-end">
                <span className="visually-hidden">
                  <FormattedMessage id="advanced.column.actions" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job: CronJob) => (
              <tr key={job.id} data-testid="cron-row">
                <td className="text-nowrap">
                  <Frequency settings={job.settings} />
                </td>
                <td className="command-cell name-cell">
                  <code className="d-block text-truncate" title={job.command}>
                    {job.command}
                  </code>
                </td>
                <td className="text-end actions-cell">
                  <RowMenu
                    label={intl.formatMessage({ id: 'advanced.cronActions' }, { command: job.command })}
                    items={() => [
                      { label: 'advanced.modify', run: () => show(<CronDialog job={job} />) },
                      { label: 'advanced.remove', run: () => show(<RemoveCronDialog job={job} />), danger: true },
                    ]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

function AppsTab() {
  const intl = useIntl();
  const { show } = useDialogs();
  const apps = useAppSelector((state) => state.account.proxies);
  const add = () => show(<WebAppDialog />);
  return (
    <Card>
      <Card.Header className="bg-body d-flex">
        <Button variant="primary" size="sm" className="ms-auto" onClick={add}>
          <PlusLg aria-hidden="true" className="me-1" />
          <FormattedMessage id="advanced.appsAdd" />
        </Button>
      </Card.Header>
      {apps.length === 0 ? (
        <Card.Body className="text-center py-4" data-testid="apps-empty">
          <FormattedMessage id="advanced.appsEmpty" />
        </Card.Body>
      ) : (
        <Table hover responsive className="align-middle mb-0 apps-table" aria-label={intl.formatMessage({ id: 'advanced.appsTable' })}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="advanced.column.address" />
              </th>
              <th scope="col">
                <FormattedMessage id="advanced.column.port" />
              </th>
              <th scope="col" className="text-end">
                <span className="visually-hidden">
                  <FormattedMessage id="advanced.column.actions" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {apps.map((app: Proxy) => {
              const address = proxyAddress(app);
              return (
                <tr key={address} data-testid="app-row" data-address={address}>
                  <td className="address-cell name-cell">
                    <div className="copyable d-flex align-items-center">
                      <a className="copyable-text text-truncate" href={`http://${address}`} target="_blank" rel="noopener noreferrer" title={address}>
                        {address}
                      </a>
                      <CopyButton value={address} className="flex-shrink-0" />
                    </div>
                  </td>
                  <td className="text-nowrap font-monospace">{app.port}</td>
                  <td className="text-end actions-cell">
                    <RowMenu
                      label={intl.formatMessage({ id: 'advanced.appActions' }, { address })}
                      items={() => [
                        { label: 'advanced.modify', run: () => show(<WebAppDialog app={app} />) },
                        { label: 'advanced.remove', run: () => show(<RemoveWebAppDialog app={app} />), danger: true },
                      ]}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

function AppsUpgrade() {
  const upgrade = useAppSelector((state) => state.account.upsell?.upgrade);
  return (
    <Card body className="text-center py-4" data-testid="apps-upgrade">
      <p className="mb-3">
        <FormattedMessage id="proxy.error.plan" />
      </p>
      <a className="btn btn-primary" href={upgrade} target="_blank" rel="noopener noreferrer">
        <FormattedMessage id="access.upgrade" />
        <BoxArrowUpRight aria-hidden="true" className="ms-1" />
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="common.newTab" />
        </span>
      </a>
    </Card>
  );
}

const TAB_LABELS: Record<AdvancedTab, [wide: MessageId, phone: MessageId]> = {
  php: ['advanced.tab.php', 'advanced.tabShort.php'],
  cron: ['advanced.tab.cron', 'advanced.tabShort.cron'],
  apps: ['advanced.tab.apps', 'advanced.tabShort.apps'],
};

/**
 * PHP versions, CRON jobs and Web apps, a tab each (instructions php — with the domain's PHP
 * dialog —, cron and apps). Web apps need SSH in the plan; without it the tab offers the upgrade.
 */
export function AdvancedPage() {
  const { open } = useDialogs();
  const phone = useMediaQuery(PHONE_QUERY);
  const domains = useAppSelector(selectDomains);
  const ssh = useAppSelector((state) => state.account.package?.sshAvailable ?? false);
  const [tab, setTab] = useState<AdvancedTab>('php');
  useScreenEntry('advanced', ({ action, domain }) => {
    if (!action) return;
    setTab(action);
    const target = action === 'php' && domain !== null ? domains.find((d) => d.domain === domain) : undefined;
    if (target) open('phpVersion', { domain: target });
  });
  const label = (t: AdvancedTab) => <FormattedMessage id={TAB_LABELS[t][phone ? 1 : 0]} />;
  return (
    <>
      <PageTitle id="advanced.title" />
      <Tabs id="advanced-tabs" activeKey={tab} onSelect={(key) => key && setTab(key as AdvancedTab)} className="mb-3" mountOnEnter unmountOnExit>
        <Tab eventKey="php" title={label('php')}>
          <PhpTab />
        </Tab>
        <Tab eventKey="cron" title={label('cron')}>
          <CronTab />
        </Tab>
        <Tab eventKey="apps" title={label('apps')}>
          {ssh ? <AppsTab /> : <AppsUpgrade />}
        </Tab>
      </Tabs>
    </>
  );
}
