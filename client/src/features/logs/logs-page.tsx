import { TabbedPage } from '../../components/screen-tabs';
import { useScreenTab } from '../../hooks/use-screen-entry';
import { useIntl } from 'react-intl';
import { DiskUsageTab } from './disk-usage-tab';
import { ServerLogsTab } from './server-logs-tab';

/** Disk usage statistics and each domain's server logs, in two tabs (instructions `stats`, `logs`). */
export function LogsPage() {
  const intl = useIntl();
  const state = useScreenTab('logs', 'stats');
  const tabs = [
    { key: 'stats', title: intl.formatMessage({ id: 'logs.tab.stats' }), content: <DiskUsageTab /> },
    { key: 'logs', title: intl.formatMessage({ id: 'logs.tab.logs' }), content: <ServerLogsTab /> },
  ] as const;
  return <TabbedPage id="logs" title="logs.title" state={state} tabs={tabs} />;
}
