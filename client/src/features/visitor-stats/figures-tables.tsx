import { FormattedMessage, useIntl } from 'react-intl';
import type { Schemas } from '@panel/contract';
import { useFormatSize } from '../../components/size-text';
import type { MessageId } from '../../i18n/messages';
import { dayLabel } from './charts';

type Day = Schemas['VisitorDay'];

/**
 * Every day's visits, visitors, page views and data as a table, newest first: the chart's numbers for a screen reader (visually
 * hidden until "Show as table" is on).
 */
export function DaysTable({ days, shown }: { days: Day[]; shown: boolean }) {
  const intl = useIntl();
  const size = useFormatSize();
  const number = (n: number) => intl.formatNumber(n);
  return (
    <div className={shown ? 'mb-3' : 'visually-hidden'} data-testid="visitor-days">
      <table className="table table-sm small mb-0">
        <caption className={shown ? 'pt-0' : undefined}>
          <FormattedMessage id="visitor-stats.tableCaption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="visitor-stats.date" />
            </th>
            {(['visits', 'visitorsShort', 'pageViews', 'bytesShort'] as const).map((column) => (
              <th key={column} scope="col" className="text-end">
                <FormattedMessage id={`visitor-stats.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((d) => (
            <tr key={d.date}>
              <th scope="row" className="fw-normal text-nowrap">
                {dayLabel(intl, d.date)}
              </th>
              <td className="text-end">{number(d.visits)}</td>
              <td className="text-end">{number(d.visitors)}</td>
              <td className="text-end">{number(d.pageViews)}</td>
              <td className="text-end text-nowrap">{size(d.bytes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The top pages or referrers with their page views; a sentence when there are none. */
export function TopTable({ title, name, rows, testId }: { title: MessageId; name: MessageId; rows: Schemas['VisitorCount'][]; testId: string }) {
  const intl = useIntl();
  return (
    <section className="mb-3" data-testid={testId}>
      <h3 className="fs-6 fw-semibold">
        <FormattedMessage id={title} />
      </h3>
      {rows.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage id="visitor-stats.none" />
        </p>
      ) : (
        <table className="table table-sm mb-0">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id={name} />
              </th>
              <th scope="col" className="text-end">
                <FormattedMessage id="visitor-stats.pageViews" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <td className="text-break">{row.name}</td>
                <td className="text-end">{intl.formatNumber(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
