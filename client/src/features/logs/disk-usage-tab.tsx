import { useEffect, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { ArrowRepeat } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PanelPage } from '@panel/contract/pages';
import { useBackupsPart } from '../../api/backup-list';
import { useDiskSegments } from '../../components/disk-segments';
import { ExternalLink } from '../../components/external-link';
import { RefreshFailed } from '../../components/refresh-failed';
import { SizeText, useFormatSize } from '../../components/size-text';
import { UsageMeter } from '../../components/usage-meter';
import { useGoTo } from '../../hooks/use-go-to';
import { useSync } from '../../hooks/use-sync';
import type { MessageId } from '../../i18n/messages';
import { addressOf } from '../../lib/mail-address';
import { useAppSelector } from '../../store/hooks';
import { selectDiskUsage, selectLists } from '../../api/queries';
import { topFour } from './top-four';

interface TopEntry {
  name: string;
  size: ReactNode;
}

function TopList({ id, title, entries, showAll, page }: { id: string; title: MessageId; entries: TopEntry[]; showAll: MessageId; page: PanelPage }) {
  const goTo = useGoTo();
  return (
    <Card className="h-100" data-testid={`top-${id}`}>
      <Card.Header className="bg-body">
        <h2 className="h6 mb-0" id={`top-${id}-title`}>
          <FormattedMessage id={title} />
        </h2>
      </Card.Header>
      {entries.length === 0 ? (
        <Card.Body className="text-body-secondary small">
          <FormattedMessage id="stats.emptyList" />
        </Card.Body>
      ) : (
        <ol className="list-group list-group-flush" aria-labelledby={`top-${id}-title`}>
          {entries.map((entry) => (
            <li key={entry.name} className="list-group-item d-flex align-items-center gap-2" data-testid="top-entry">
              <span className="text-truncate me-auto" title={entry.name}>
                {entry.name}
              </span>
              <span className="text-nowrap text-body-secondary small">{entry.size}</span>
            </li>
          ))}
        </ol>
      )}
      <Card.Footer className="bg-body">
        <Button variant="link" size="sm" className="px-0" onClick={() => goTo(page)}>
          <FormattedMessage id={showAll} />
        </Button>
      </Card.Footer>
    </Card>
  );
}

/** The account's disk: the total meter with its legend, the free space, and the biggest items of each kind. */
export function DiskUsageTab() {
  const intl = useIntl();
  const formatSize = useFormatSize();
  const usage = useAppSelector(selectDiskUsage);
  const segments = useDiskSegments(usage);
  const { sync, syncing, failure } = useSync();
  useBackupsPart();
  const upgrade = useAppSelector((state) => state.session.plan?.upsell?.upgrade);
  const domains = useAppSelector((state) => selectLists(state).domains);
  const databases = useAppSelector((state) => selectLists(state).databases);
  const mailboxes = useAppSelector((state) => selectLists(state).emailAccounts);

  // The statistics are counted afresh each time they are opened.
  useEffect(() => {
    sync();
  }, [sync]);

  const lists: { id: string; title: MessageId; showAll: MessageId; page: PanelPage; entries: TopEntry[] }[] = [
    {
      id: 'websites',
      title: 'stats.topWebsites',
      showAll: 'stats.showAllWebsites',
      page: 'domains',
      entries: topFour(domains, (d) => d.diskUsed).map((d) => ({ name: d.domain, size: <SizeText bytes={d.diskUsed} /> })),
    },
    {
      id: 'databases',
      title: 'stats.topDatabases',
      showAll: 'stats.showAllDatabases',
      page: 'databases',
      entries: topFour(databases, (d) => d.diskUsed).map((d) => ({ name: d.name, size: <SizeText bytes={d.diskUsed} /> })),
    },
    {
      id: 'email-usage',
      title: 'stats.topEmailUsage',
      showAll: 'stats.showAllEmails',
      page: 'emails',
      entries: topFour(mailboxes, (m) => m.diskUsed).map((m) => ({ name: addressOf(m), size: <SizeText bytes={m.diskUsed} /> })),
    },
    {
      id: 'email-capacity',
      title: 'stats.topEmailCapacity',
      showAll: 'stats.showAllEmails',
      page: 'emails',
      entries: topFour(mailboxes, (m) => m.diskLimit).map((m) => ({
        name: addressOf(m),
        size: <FormattedMessage id="stats.capacity" values={{ used: formatSize(m.diskUsed), limit: formatSize(m.diskLimit) }} />,
      })),
    },
  ];

  return (
    <div className="d-grid gap-3 disk-usage">
      <RefreshFailed failure={failure} what="refresh.failed.usage" onRetry={sync} retrying={syncing} testId="stats-sync-failed" />
      {syncing && (
        <div className="alert alert-info d-flex align-items-center gap-2 mb-0 py-2" role="status" data-testid="stats-syncing">
          <ArrowRepeat aria-hidden="true" />
          <FormattedMessage id="stats.syncing" />
        </div>
      )}
      <Card>
        <Card.Body>
          <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
            <h2 className="h6 mb-0 me-auto">
              <FormattedMessage id="stats.total" />
            </h2>
            <span data-testid="stats-used">
              {usage.limit === null ? (
                <FormattedMessage id="stats.usedNoLimit" values={{ used: formatSize(usage.used) }} />
              ) : (
                <FormattedMessage id="stats.usedOf" values={{ used: formatSize(usage.used), limit: formatSize(usage.limit), percent: usage.percent }} />
              )}
            </span>
          </div>
          <div role="group" aria-label={intl.formatMessage({ id: 'stats.total' })}>
            <UsageMeter segments={segments} max={usage.limit ?? Math.max(1, usage.used + usage.reserved)} height={16} />
          </div>
          <ul className="list-inline small mt-2 mb-0 d-flex flex-wrap column-gap-3 row-gap-1" data-testid="stats-legend">
            {segments.map((segment) => (
              <li key={segment.key} className="d-inline-flex align-items-center gap-1">
                <span className={`legend-swatch ${segment.className}`} aria-hidden="true" />
                {segment.label}
              </li>
            ))}
          </ul>
        </Card.Body>
        <Card.Footer className="bg-body d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">
            <FormattedMessage id="stats.available" />
            {': '}
            <strong data-testid="stats-available">
              {usage.limit === null ? <FormattedMessage id="stats.unknown" /> : <SizeText bytes={Math.max(0, usage.limit - usage.used)} />}
            </strong>
          </span>
          {upgrade && (
            <ExternalLink className="btn btn-outline-primary btn-sm" href={upgrade}>
              <FormattedMessage id="stats.getMore" />
            </ExternalLink>
          )}
        </Card.Footer>
      </Card>
      <div className="row g-3">
        {lists.map(({ id, ...list }) => (
          <div key={id} className="col-12 col-md-6">
            <TopList id={id} {...list} />
          </div>
        ))}
      </div>
    </div>
  );
}
