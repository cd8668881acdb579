import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { PageTitle } from '../../components/page-title';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { useIntl } from 'react-intl';
import { DiskUsageTab } from './disk-usage-tab';
import { ServerLogsTab } from './server-logs-tab';

type LogsTab = 'stats' | 'logs';

/** Disk usage statistics and each domain's server logs, in two tabs (instructions `stats`, `logs`). */
export function LogsPage() {
  const intl = useIntl();
  const [tab, setTab] = useState<LogsTab>('stats');
  useScreenEntry('logs', ({ action }) => {
    if (action) setTab(action);
  });
  return (
    <>
      <PageTitle id="logs.title" />
      <Tabs id="logs-tabs" activeKey={tab} onSelect={(key) => key && setTab(key as LogsTab)} className="mb-3" mountOnEnter unmountOnExit>
        <Tab eventKey="stats" title={intl.formatMessage({ id: 'logs.tab.stats' })}>
          <DiskUsageTab />
        </Tab>
        <Tab eventKey="logs" title={intl.formatMessage({ id: 'logs.tab.logs' })}>
          <ServerLogsTab />
        </Tab>
      </Tabs>
    </>
  );
}
