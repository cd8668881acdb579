import type { Schemas } from '@panel/contract';
import { externalReferrer, isBot, isPageView, parseLine } from './parse.js';

/*
 * What a domain's access log adds up to, day by day (UTC days, as the log writes its times), grown
 * line by line as the log is read: the reader (reader.ts) keeps one per log with the byte offset
 * read so far, so a later call reads only the lines appended since.
 */

export const DAY_MS = 24 * 3600 * 1000;
/** A visitor's requests further apart than this are two visits. */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** Days kept before the log's newest day: a window of 30 days ending at the account's today, with room to spare. */
const KEPT_DAYS = 45;
/** Pages and referrers tracked apart per day at most (the rest of a day's are not ranked). */
const MAX_NAMES = 5000;
/** Visitors whose last request is remembered for visits, at most, before the ended visits are dropped. */
const MAX_OPEN = 100_000;
const TOP = 10;

export interface DayFigures {
  requests: number;
  visits: number;
  pageViews: number;
  bytes: number;
  botRequests: number;
  /** Requests answered 2xx, 3xx, 4xx and 5xx. */
  status: [number, number, number, number];
  /** The day's visitors, each by a 53-bit hash of its address and user agent (visitorId). */
  visitors: Set<number>;
  pages: Map<string, number>;
  referrers: Map<string, number>;
}

export interface LogFigures {
  /** By day number (ms since the epoch / DAY_MS). */
  days: Map<number, DayFigures>;
  /** Each visitor's last request (ms), while a visit may go on. */
  lastSeen: Map<number, number>;
  /** Each visitor's last day with a request (the visitors of the days up to the newest, counted without a union). */
  lastDay: Map<number, number>;
  newestDay: number;
  skipped: number;
  /** Lines counted in so far (a summary of the same lines is the same). */
  lines: number;
}

export const noFigures = (): LogFigures => ({ days: new Map(), lastSeen: new Map(), lastDay: new Map(), newestDay: 0, skipped: 0, lines: 0 });

const dayOf = (figures: LogFigures, day: number): DayFigures => {
  let found = figures.days.get(day);
  if (!found) {
    found = {
      requests: 0,
      visits: 0,
      pageViews: 0,
      bytes: 0,
      botRequests: 0,
      status: [0, 0, 0, 0],
      visitors: new Set(),
      pages: new Map(),
      referrers: new Map(),
    };
    figures.days.set(day, found);
  }
  return found;
};

/**
 * A visitor (an address with a user agent) as a number: two 32-bit FNV-1a style hashes of the pair
 * made one 53-bit integer, so a day's set of visitors takes little room and two visitors are
 * practically never taken for one.
 */
export function visitorId(address: string, agent: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  const mix = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 15;
    }
  };
  mix(address);
  mix('\n');
  mix(agent);
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff);
}

const bump = (names: Map<string, number>, name: string) => {
  const n = names.get(name);
  if (n !== undefined) names.set(name, n + 1);
  else if (names.size < MAX_NAMES) names.set(name, 1);
};

/** Counts one line of the log of `domain` in. */
export function addLine(figures: LogFigures, domain: string, line: string) {
  if (line === '') return;
  figures.lines++;
  const hit = parseLine(line);
  if (!hit) {
    figures.skipped++;
    return;
  }
  const dayNumber = Math.floor(hit.time / DAY_MS);
  if (dayNumber < figures.newestDay - KEPT_DAYS) return;
  if (dayNumber > figures.newestDay) newDay(figures, dayNumber);
  const day = dayOf(figures, dayNumber);
  day.requests++;
  day.bytes += hit.bytes;
  const statusClass = Math.floor(hit.status / 100) - 2;
  if (statusClass >= 0 && statusClass < 4) day.status[statusClass]++;
  if (isBot(hit.agent)) {
    day.botRequests++;
    return;
  }
  const visitor = visitorId(hit.address, hit.agent);
  day.visitors.add(visitor);
  if ((figures.lastDay.get(visitor) ?? -1) < dayNumber) figures.lastDay.set(visitor, dayNumber);
  const last = figures.lastSeen.get(visitor);
  if (last === undefined || hit.time - last > VISIT_GAP_MS) day.visits++;
  if (last === undefined || hit.time > last) figures.lastSeen.set(visitor, hit.time);
  if (isPageView(hit)) {
    day.pageViews++;
    bump(day.pages, hit.path);
    const from = externalReferrer(hit.referrer, domain);
    if (from) bump(day.referrers, from);
  }
}

/** A later day begins: the days past keeping are dropped, and visits that have ended forgotten when many. */
function newDay(figures: LogFigures, dayNumber: number) {
  figures.newestDay = dayNumber;
  for (const day of figures.days.keys()) if (day < dayNumber - KEPT_DAYS) figures.days.delete(day);
  for (const [visitor, day] of figures.lastDay) if (day < dayNumber - KEPT_DAYS) figures.lastDay.delete(visitor);
  if (figures.lastSeen.size > MAX_OPEN) {
    const ended = dayNumber * DAY_MS - VISIT_GAP_MS;
    for (const [visitor, last] of figures.lastSeen) if (last < ended) figures.lastSeen.delete(visitor);
  }
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const top = (counts: Map<string, number>) =>
  [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, TOP)
    .map(([name, count]) => ({ name, count }));

/** The figures of the `days` days ending with the day of `now` (ms), as the contract's reply has them. */
export function summary(figures: LogFigures, domain: string, now: number, days: number): Schemas['VisitorStats'] {
  const to = Math.floor(now / DAY_MS);
  const from = to - days + 1;
  const totals = { requests: 0, visits: 0, visitors: 0, pageViews: 0, bytes: 0, botRequests: 0 };
  const status = [0, 0, 0, 0];
  const visitors = new Set<number>();
  const pages = new Map<string, number>();
  const referrers = new Map<string, number>();
  const list: Schemas['VisitorDay'][] = [];
  for (let n = from; n <= to; n++) {
    const day = figures.days.get(n);
    list.push({
      date: isoDay(n),
      requests: day?.requests ?? 0,
      visits: day?.visits ?? 0,
      visitors: day?.visitors.size ?? 0,
      pageViews: day?.pageViews ?? 0,
      bytes: day?.bytes ?? 0,
    });
    if (!day) continue;
    totals.requests += day.requests;
    totals.visits += day.visits;
    totals.pageViews += day.pageViews;
    totals.bytes += day.bytes;
    totals.botRequests += day.botRequests;
    day.status.forEach((count, i) => (status[i] += count));
    if (to < figures.newestDay) for (const visitor of day.visitors) visitors.add(visitor);
    for (const [name, count] of day.pages) pages.set(name, (pages.get(name) ?? 0) + count);
    for (const [name, count] of day.referrers) referrers.set(name, (referrers.get(name) ?? 0) + count);
  }
  totals.visitors = visitors.size;
  if (to >= figures.newestDay) {
    // Every visitor's last day is at most today: those of the days counted are those last seen since `from`.
    for (const day of figures.lastDay.values()) if (day >= from) totals.visitors++;
  }
  return {
    domain,
    from: isoDay(from),
    to: isoDay(to),
    days: list,
    totals,
    statusClasses: { '2xx': status[0], '3xx': status[1], '4xx': status[2], '5xx': status[3] },
    topPages: top(pages),
    topReferrers: top(referrers),
    skipped: figures.skipped,
  };
}
