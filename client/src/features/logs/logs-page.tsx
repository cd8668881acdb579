import { PageTitle } from '../../components/page-title';
import { ScreenTabs } from '../../components/screen-tabs';
import { useScreenTab } from '../../hooks/use-screen-entry';
import { useIntl } from 'react-intl';
import { DiskUsageTab } from './disk-usage-tab';
import { ServerLogsTab } from './server-logs-tab';

/** Disk usage statistics and each domain's server logs, in two tabs (instructions `stats`, `logs`). */
export function LogsPage() {
  const intl = useIntl();
  const [tab, setTab] = useScreenTab('logs', 'stats');
  return (
    <>
      <PageTitle id="logs.title" />
      <ScreenTabs
        id="logs-tabs"
        active={tab}
        onSelect={setTab}
        tabs={[
          { key: 'stats', title: intl.formatMessage({ id: 'logs.tab.stats' }), content: <DiskUsageTab /> },
          { key: 'logs', title: intl.formatMessage({ id: 'logs.tab.logs' }), content: <ServerLogsTab /> },
        ]}
      />
    </>
  );
}
