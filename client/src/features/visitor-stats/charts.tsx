import { useLayoutEffect, useRef, useState } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schemas } from '@panel/contract';
import type { MessageId } from '../../i18n/messages';

type Day = Schemas['VisitorDay'];

const HEIGHT = 180;
const MARGIN = { top: 10, right: 8, bottom: 24, left: 44 };
/** The theme's colours (Bootstrap's variables), so the chart follows light and dark. */
const PAGE_VIEWS = 'var(--bs-primary)';
const VISITS = 'var(--bs-emphasis-color)';
const GRID = 'var(--bs-border-color)';
const LABEL = 'var(--bs-secondary-color)';

/** The width of a box, followed as it changes (a phone turned, the dialog laid out). */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [box, width || 600] as const;
}

export const dayLabel = (intl: ReturnType<typeof useIntl>, date: string) =>
  intl.formatDate(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Page views per day as bars and visits as a line with dots over them, a few value lines with
 * their numbers, and the first, middle and last days named under it: a picture only (its numbers
 * are in the table of days), described by `label`.
 */
export function DailyChart({ days, label }: { days: Day[]; label: string }) {
  const intl = useIntl();
  const [box, width] = useWidth();
  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: days.map((d) => d.date), range: [0, innerWidth], padding: 0.25 });
  const top = Math.max(4, ...days.map((d) => Math.max(d.visits, d.pageViews)));
  const y = scaleLinear({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(4).filter(Number.isInteger);
  const named = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])].filter((i) => i >= 0);
  const middle = (date: string) => (x(date) ?? 0) + x.bandwidth() / 2;
  return (
    <div ref={box} className="w-100">
      <svg width={width} height={HEIGHT} role="img" aria-label={label} style={{ display: 'block', fontSize: 11 }}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} style={{ stroke: GRID }} />
              <text x={-6} y={y(tick)} dy="0.32em" textAnchor="end" style={{ fill: LABEL }}>
                {intl.formatNumber(tick, { notation: 'compact' })}
              </text>
            </g>
          ))}
          {days.map((d) => (
            <Bar key={d.date} x={x(d.date)} y={y(d.pageViews)} width={x.bandwidth()} height={innerHeight - y(d.pageViews)} style={{ fill: PAGE_VIEWS }} />
          ))}
          <LinePath data={days} x={(d) => middle(d.date)} y={(d) => y(d.visits)} style={{ stroke: VISITS, fill: 'none', strokeWidth: 2 }} />
          {days.map((d) => (
            <circle key={d.date} cx={middle(d.date)} cy={y(d.visits)} r={2.5} style={{ fill: VISITS }} />
          ))}
          {named.map((i) => (
            <text
              key={days[i].date}
              x={middle(days[i].date)}
              y={innerHeight + 16}
              textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
              style={{ fill: LABEL }}
            >
              {dayLabel(intl, days[i].date)}
            </text>
          ))}
        </Group>
      </svg>
      <ul className="list-unstyled d-flex flex-wrap gap-3 small mb-0" aria-hidden="true">
        <Swatch colour={PAGE_VIEWS} label="visitor-stats.pageViews" />
        <Swatch colour={VISITS} label="visitor-stats.visits" line />
      </ul>
    </div>
  );
}

function Swatch({ colour, label, line }: { colour: string; label: MessageId; line?: boolean }) {
  return (
    <li className="d-flex align-items-center gap-1">
      <span style={{ display: 'inline-block', width: 12, height: line ? 3 : 12, background: colour, borderRadius: line ? 2 : 3 }} />
      <FormattedMessage id={label} />
    </li>
  );
}

export interface Part {
  label: MessageId;
  count: number;
  colour: string;
}

/**
 * One bar split in parts by their share (status classes; people and bots), a picture only, and
 * under it each part named with its count and share, which is what a screen reader reads.
 */
export function ShareBar({ title, parts }: { title: MessageId; parts: Part[] }) {
  const intl = useIntl();
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  const share = (count: number) => intl.formatNumber(total ? count / total : 0, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <figure className="mb-3">
      <figcaption className="fw-semibold mb-1">
        <FormattedMessage id={title} />
      </figcaption>
      <div className="d-flex w-100 rounded" style={{ height: 14, overflow: 'hidden', background: 'var(--bs-secondary-bg)' }} aria-hidden="true">
        {parts.map((part) =>
          total && part.count ? <div key={part.label} style={{ width: `${(part.count / total) * 100}%`, background: part.colour }} /> : null,
        )}
      </div>
      <ul className="list-unstyled d-flex flex-wrap column-gap-3 small mt-1 mb-0">
        {parts.map((part) => (
          <li key={part.label} className="d-flex align-items-center gap-1">
            <span aria-hidden="true" style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: part.colour }} />
            <FormattedMessage id={part.label} />:{' '}
            <FormattedMessage id="visitor-stats.share" values={{ count: intl.formatNumber(part.count), share: share(part.count) }} />
          </li>
        ))}
      </ul>
    </figure>
  );
}
