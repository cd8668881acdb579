import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Reply } from '../../api/client';
import { InfoDialog } from '../../components/info-dialog';
import { QueryPending } from '../../components/query-pending';
import { useFormatSize } from '../../components/size-text';
import { Switch } from '../../components/switch';
import type { MessageId } from '../../i18n/messages';
import { useVisitorStatsQuery } from './api';
import { DailyChart, ShareBar, dayLabel, type Part } from './charts';
import { DaysTable, TopTable } from './figures-tables';

/** The periods offered, in days (today included). */
const PERIODS = [7, 30] as const;

/**
 * A domain's visitor statistics (the `visitorStats` extension), read from its access log: the
 * period's visits, unique visitors, page views, data sent and share of bots; a chart of visits and
 * page views per day with the same numbers as a table (hidden but read by screen readers, shown by
 * "Show as table"); the answers by status class and people against bots as bars; the top pages and
 * referrers. Loading, failure (with Retry) and an empty period each say so.
 */
export function VisitorStatsDialog({ domain }: { domain: string }) {
  const intl = useIntl();
  const [days, setDays] = useState<number>(30);
  const [table, setTable] = useState(false);
  const query = useVisitorStatsQuery({ domain, days });
  return (
    <InfoDialog
      id="visitor-stats-dialog"
      size="lg"
      fullscreen="md-down"
      initialFocus="field"
      title={<FormattedMessage id="visitor-stats.title" values={{ domain }} />}
    >
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <select
          className="form-select form-select-sm w-auto"
          aria-label={intl.formatMessage({ id: 'visitor-stats.period' })}
          value={days}
          onChange={(event) => setDays(Number(event.currentTarget.value))}
        >
          {PERIODS.map((count) => (
            <option key={count} value={count}>
              {intl.formatMessage({ id: 'visitor-stats.days' }, { count })}
            </option>
          ))}
        </select>
        <Switch id="visitor-stats-table" label="visitor-stats.showTable" checked={table} onChange={setTable} className="mb-0" />
      </div>
      <QueryPending query={query} what="visitor-stats.loadFailed" testId="visitor-stats-failed" rows={6} />
      {query.data && <Figures stats={query.data} days={days} table={table} />}
    </InfoDialog>
  );
}

const STATUS_COLOURS = { '2xx': 'var(--bs-success)', '3xx': 'var(--bs-info)', '4xx': 'var(--bs-warning)', '5xx': 'var(--bs-danger)' } as const;

function Figures({ stats, days, table }: { stats: Reply<'/stats/visitors'>; days: number; table: boolean }) {
  const intl = useIntl();
  const size = useFormatSize();
  const list = stats.days ?? [];
  const totals = stats.totals;
  if (totals?.requests === 0) {
    return (
      <p className="text-body-secondary text-center mt-4 mb-4" data-testid="visitor-stats-empty">
        <FormattedMessage id="visitor-stats.empty" values={{ count: days }} />
      </p>
    );
  }
  const number = (n: number | undefined) => (n === undefined ? '—' : intl.formatNumber(n));
  const botShare =
    totals && totals.requests > 0 ? intl.formatNumber(totals.botRequests / totals.requests, { style: 'percent', maximumFractionDigits: 1 }) : '—';
  const tiles: [MessageId, string][] = [
    ['visitor-stats.visits', number(totals?.visits)],
    ['visitor-stats.visitors', number(totals?.visitors)],
    ['visitor-stats.pageViews', number(totals?.pageViews)],
    ['visitor-stats.bytes', totals ? size(totals.bytes) : '—'],
    ['visitor-stats.botShare', botShare],
  ];
  const status = stats.statusClasses;
  const statusParts: Part[] = status
    ? (['2xx', '3xx', '4xx', '5xx'] as const).map((name) => ({ label: `visitor-stats.status.${name}`, count: status[name], colour: STATUS_COLOURS[name] }))
    : [];
  const peopleParts: Part[] = totals
    ? [
        { label: 'visitor-stats.people', count: totals.requests - totals.botRequests, colour: 'var(--bs-primary)' },
        { label: 'visitor-stats.bots', count: totals.botRequests, colour: 'var(--bs-secondary-color)' },
      ]
    : [];
  return (
    <>
      <ul className="row g-2 mb-3 list-unstyled" data-testid="visitor-totals">
        {tiles.map(([label, value]) => (
          <li key={label} className="col-6 col-sm-4 col-lg">
            <div className="border rounded p-2 h-100">
              <div className="small text-body-secondary">
                <FormattedMessage id={label} />
              </div>
              <div className="fs-5 fw-semibold text-nowrap" data-testid="visitor-total">
                {value}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {list.length > 0 && (
        <section className="mb-3">
          <h3 className="fs-6 fw-semibold">
            <FormattedMessage id="visitor-stats.daily" />
          </h3>
          <DailyChart
            days={list}
            label={intl.formatMessage(
              { id: 'visitor-stats.chartLabel' },
              { from: dayLabel(intl, list[0].date), to: dayLabel(intl, list[list.length - 1].date) },
            )}
          />
        </section>
      )}
      <DaysTable days={list} shown={table} />
      <div className="row">
        <div className="col-md-6">{statusParts.length > 0 && <ShareBar title="visitor-stats.statusClasses" parts={statusParts} />}</div>
        <div className="col-md-6">{peopleParts.length > 0 && <ShareBar title="visitor-stats.peopleAndBots" parts={peopleParts} />}</div>
      </div>
      <div className="row">
        <div className="col-md-6">
          <TopTable title="visitor-stats.topPages" name="visitor-stats.page" rows={stats.topPages ?? []} testId="visitor-top-pages" />
        </div>
        <div className="col-md-6">
          <TopTable title="visitor-stats.topReferrers" name="visitor-stats.referrer" rows={stats.topReferrers ?? []} testId="visitor-top-referrers" />
        </div>
      </div>
      <p className="small text-body-secondary mb-0">
        <FormattedMessage id="visitor-stats.terms" />
        {stats.skipped ? (
          <>
            {' '}
            <FormattedMessage id="visitor-stats.skipped" values={{ count: stats.skipped }} />
          </>
        ) : null}
      </p>
    </>
  );
}
