// The conformance kit's entries for the `visitorStats` extension (checked only when
// /account/capabilities advertises it: extensions.ts). Reading the figures changes nothing, so they
// are read on any account and held together (each day's figures add up to the totals, the status
// classes and the bots within the requests, one entry per day asked for); bad input is refused.
// Only in a clone of the kit's own (--test-control) does it append known lines to the log of the
// domain it added there, through test control, and check the figures grew by exactly what they hold.

import { Skip, type Context, type Entry } from '../runner.js';
import { absentDomain, domain, lists, refuse, type Item } from './helpers.js';

type Day = { date: string; requests: number; visits: number; visitors: number; pageViews: number; bytes: number };
type Stats = {
  from: string;
  to: string;
  days: Day[];
  totals: { requests: number; visits: number; visitors: number; pageViews: number; bytes: number; botRequests: number };
  statusClasses: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  topPages: { name: string; count: number }[];
  topReferrers: { name: string; count: number }[];
};

const read = async (c: Context, d: string, days: number, what?: string) =>
  (await c.call('statsVisitors', { domain: d, days }, { expect: 200, ...(what && { what }) })).body as Stats;

/** The figures held together: one day per day asked for, oldest first, ending at `to`; the days adding up to the totals. */
function holdsTogether(c: Context, s: Stats, days: number) {
  const expect = (ok: boolean, pointer: string, expected: string) => c.expect('statsVisitors', ok, { status: 200, pointer, expected, what: 'success' }, s);
  const list = Array.isArray(s?.days) ? s.days : [];
  expect(list.length === days, '/days', `${days} days, one per day asked for`);
  expect(list.length > 0 && list[0].date === s.from && list[list.length - 1].date === s.to, '/days', 'from the first day to the last, oldest first');
  if (!s?.totals || !s.statusClasses) return;
  for (const key of ['requests', 'visits', 'pageViews', 'bytes'] as const) {
    const sum = list.reduce((t, d) => t + d[key], 0);
    expect(sum === s.totals[key], `/totals/${key}`, `the days' ${key} added up (${sum})`);
  }
  const maxDay = Math.max(0, ...list.map((d) => d.visitors));
  const sumDays = list.reduce((t, d) => t + d.visitors, 0);
  expect(s.totals.visitors >= maxDay && s.totals.visitors <= sumDays, '/totals/visitors', "between the busiest day's visitors and the days' added up");
  const classes = Object.values(s.statusClasses).reduce((t, n) => t + n, 0);
  expect(classes <= s.totals.requests, '/statusClasses', 'no more answers by class than requests');
  expect(s.totals.botRequests <= s.totals.requests, '/totals/botRequests', 'no more bot requests than requests');
}

export const visitorStats: Entry[] = [
  {
    operationId: 'statsVisitors',
    changes: false,
    needs: ['domainAdd'],
    async run(c) {
      await refuse(c, 'statsVisitors', { domain: absentDomain(c), days: 30 }, 404, '404 for a domain that is not there');
      const listed = ((await lists(c)).domains as Item[] | undefined)?.[0]?.domain as string | undefined;
      const d = (c.state.domain as string | undefined) ?? listed;
      if (!d) throw new Skip('the account has no domain');
      for (const days of [0, 31]) await refuse(c, 'statsVisitors', { domain: d, days }, 400, `400 for ${days} days`);
      holdsTogether(c, await read(c, d, 30), 30);
      if (!c.options.testControl) return;
      await grows(c, domain(c));
    },
  },
];

/**
 * In the kit's clone: known lines dated today (the account's day, as the reply names it) appended
 * to the kit's domain's log through test control; the day's figures grow by exactly what they hold.
 */
async function grows(c: Context, d: string) {
  const before = await read(c, d, 1, "today's figures before the kit's lines");
  const day = before.to;
  const [y, m, dd] = day.split('-').map(Number);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
  const at = (time: string) => `${String(dd).padStart(2, '0')}/${month}/${y}:${time} +0000`;
  const browser = `Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0 ${c.base}`;
  const phone = `Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1 ${c.base}`;
  const page = `/${c.base}/`;
  // Two visits of one visitor (two page views and a style sheet), another visitor's 404, Googlebot.
  const lines = [
    `192.0.2.77 - - [${at('00:00:10')}] "GET ${page} HTTP/1.1" 200 1000 "https://search.example/" "${browser}"`,
    `192.0.2.77 - - [${at('00:00:11')}] "GET ${page}style.css HTTP/1.1" 200 500 "https://${d}${page}" "${browser}"`,
    `198.51.100.77 - - [${at('00:01:00')}] "GET ${page}missing HTTP/1.1" 404 100 "-" "${phone}"`,
    `203.0.113.77 - - [${at('00:02:00')}] "GET / HTTP/1.1" 200 700 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"`,
    `192.0.2.77 - - [${at('00:50:00')}] "GET ${page}about HTTP/1.1" 200 2000 "-" "${browser}"`,
  ];
  await c.call('testLog', { login: c.login, domain: d, kind: 'access', lines }, { expect: 200, what: "the kit's lines appended to its domain's log" });
  const after = await read(c, d, 1, "today's figures after the kit's lines");
  holdsTogether(c, after, 1);
  const grew = (key: keyof Stats['totals']) => (after.totals?.[key] ?? 0) - (before.totals?.[key] ?? 0);
  const expected = { requests: 5, visits: 3, visitors: 2, pageViews: 2, bytes: 4300, botRequests: 1 };
  for (const [key, n] of Object.entries(expected) as [keyof Stats['totals'], number][]) {
    c.expect(
      'statsVisitors',
      grew(key) === n,
      { status: 200, pointer: `/totals/${key}`, expected: `${n} more after the kit's lines`, got: `${grew(key)} more`, what: 'success' },
      after,
    );
  }
  const status = (k: '2xx' | '4xx') => (after.statusClasses?.[k] ?? 0) - (before.statusClasses?.[k] ?? 0);
  c.expect(
    'statsVisitors',
    status('2xx') === 4 && status('4xx') === 1,
    { status: 200, pointer: '/statusClasses', expected: '4 more 2xx and 1 more 4xx', what: 'success' },
    after,
  );
  const pages = new Map((after.topPages ?? []).map((p) => [p.name, p.count]));
  c.expect(
    'statsVisitors',
    pages.get(page) === 1 && pages.get(`${page}about`) === 1,
    { status: 200, pointer: '/topPages', expected: `${page} and ${page}about with one page view each`, what: 'success' },
    after,
  );
  c.expect(
    'statsVisitors',
    (after.topReferrers ?? []).some((r) => r.name === 'search.example'),
    { status: 200, pointer: '/topReferrers', expected: 'search.example among the referrers', what: 'success' },
    after,
  );
}
