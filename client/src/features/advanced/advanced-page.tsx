import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDialogs } from '../../components/dialog-context';
import { TabbedPage, type ScreenTab } from '../../components/screen-tabs';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import type { MessageId } from '../../i18n/messages';
import { useAppSelector } from '../../store/hooks';
import { ProxiesTab } from './proxies-tab';
import { CronTab } from './cron-tab';
import { PhpTab } from './php-tab';
import { selectLists } from '../../api/queries';

type AdvancedTab = 'php' | 'cron' | 'apps';

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
  const domains = useAppSelector((state) => selectLists(state).domains);
  const [tab, setTab] = useState<AdvancedTab>('php');
  useScreenEntry('advanced', ({ action, domain }) => {
    if (!action) return;
    setTab(action);
    const target = action === 'php' && domain !== null ? domains.find((d) => d.domain === domain) : undefined;
    if (target) open('phpVersion', { domain: target });
  });
  const label = (t: AdvancedTab) => <FormattedMessage id={TAB_LABELS[t][phone ? 1 : 0]} />;
  const tabs: readonly ScreenTab<AdvancedTab>[] = [
    { key: 'php', title: label('php'), content: <PhpTab /> },
    { key: 'cron', title: label('cron'), content: <CronTab /> },
    { key: 'apps', title: label('apps'), content: <ProxiesTab /> },
  ];
  return <TabbedPage id="advanced" title="advanced.title" state={[tab, setTab]} tabs={tabs} />;
}
