import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStats } from '../src/features/visitor-stats/reader.js';
import { type TestApp, withTestApp } from './helpers.js';
import { logPath, setClock } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const NOW = '2031-05-10T12:00:00.000Z';
const DOMAIN = 'other-customer.com';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** One combined-format line at `time` (day and hh:mm:ss of May 2031). */
const line = (ip: string, day: number, time: string, request: string, status: number, bytes: number | '-', referrer: string, agent: string) =>
  `${ip} - - [${String(day).padStart(2, '0')}/May/2031:${time} +0000] "${request} HTTP/1.1" ${status} ${bytes} "${referrer}" "${agent}"`;

// Yesterday: A's two visits (the second after 40 minutes) with three page views and a style sheet,
// B's 404 and POST an hour apart (two visits, no page view), Googlebot's page (a bot).
const YESTERDAY = [
  line('192.0.2.1', 9, '10:00:00', 'GET /', 200, 1000, 'https://www.google.com/search?q=oak', FIREFOX),
  line('192.0.2.1', 9, '10:00:01', 'GET /style.css', 200, 500, `https://${DOMAIN}/`, FIREFOX),
  line('192.0.2.1', 9, '10:20:00', 'GET /about/', 200, 2000, `https://${DOMAIN}/`, FIREFOX),
  line('192.0.2.1', 9, '11:00:00', 'GET /about/', 304, '-', '-', FIREFOX),
  line('198.51.100.7', 9, '12:00:00', 'GET /missing', 404, 196, '-', CHROME),
  line('203.0.113.5', 9, '12:30:00', 'GET /', 200, 1000, '-', GOOGLEBOT),
  line('198.51.100.7', 9, '13:00:00', 'POST /contact', 302, 0, '-', CHROME),
];
// Today: A again, C on a phone (a page and a server error), a line not in the format, curl (a bot).
const TODAY = [
  line('192.0.2.1', 10, '09:00:00', 'GET /blog/?page=2', 200, 3000, 'https://duckduckgo.com/', FIREFOX),
  line('2001:db8::1', 10, '09:05:00', 'GET /blog/', 200, 3000, 'https://www.google.com/', IPHONE),
  line('2001:db8::1', 10, '09:06:00', 'GET /api/status', 500, 527, `https://${DOMAIN}/`, IPHONE),
  'this is not a log line',
  line('192.0.2.9', 10, '09:10:00', 'GET /', 200, 1000, '-', 'curl/8.5.0'),
];

/** A clone of basic on the account's clock at NOW, signed in then (a session lives on that clock). */
async function account(capabilities?: string[]) {
  const r = await t.call('/__test/account', { fixture: 'basic', ...(capabilities && { capabilities }) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await setClock(t, r.body.login, NOW);
  return { login: r.body.login as string, password: r.body.password as string, token: await t.login(r.body.login, r.body.password) };
}
const append = async (login: string, lines: string[]) => {
  const r = await t.call('/__test/log', { login, domain: DOMAIN, kind: 'access', lines });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};
const stats = async (token: string, body: object = { domain: DOMAIN, days: 30 }) => {
  const r = await t.call('/stats/visitors', body, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const day = (body: any, date: string) => body.days.find((d: any) => d.date === date);

describe('visitor statistics', () => {
  it('adds up the lines of the log exactly: visits, visitors, page views, bytes, pages, referrers, status classes, bots apart', async () => {
    const a = await account();
    // The seeded lines are from years before the account's clock: thirty empty days.
    const empty = await stats(a.token);
    expect(empty.days).toHaveLength(30);
    expect([empty.from, empty.to]).toEqual(['2031-04-11', '2031-05-10']);
    expect(empty.totals).toEqual({ requests: 0, visits: 0, visitors: 0, pageViews: 0, bytes: 0, botRequests: 0 });

    await append(a.login, [...YESTERDAY, ...TODAY]);
    const s = await stats(a.token);
    expect(day(s, '2031-05-09')).toEqual({ date: '2031-05-09', requests: 7, visits: 4, visitors: 2, pageViews: 3, bytes: 4696 });
    expect(day(s, '2031-05-10')).toEqual({ date: '2031-05-10', requests: 4, visits: 2, visitors: 2, pageViews: 2, bytes: 7527 });
    expect(s.totals).toEqual({ requests: 11, visits: 6, visitors: 3, pageViews: 5, bytes: 12223, botRequests: 2 });
    expect(s.statusClasses).toEqual({ '2xx': 7, '3xx': 2, '4xx': 1, '5xx': 1 });
    expect(s.topPages).toEqual([
      { name: '/about/', count: 2 },
      { name: '/blog/', count: 2 },
      { name: '/', count: 1 },
    ]);
    expect(s.topReferrers).toEqual([
      { name: 'www.google.com', count: 2 },
      { name: 'duckduckgo.com', count: 1 },
    ]);
    expect(s.skipped).toBe(1);
    // Two days: yesterday and today alone.
    const two = await stats(a.token, { domain: DOMAIN, days: 2 });
    expect(two.days.map((d: any) => d.date)).toEqual(['2031-05-09', '2031-05-10']);
    expect(two.totals.requests).toBe(11);
    // A day later, yesterday's figures are the oldest of two days; the visitor count is over the days.
    await setClock(t, a.login, '2031-05-11T08:00:00.000Z');
    const next = await stats(await t.login(a.login, a.password), { domain: DOMAIN, days: 2 });
    expect(next.days.map((d: any) => [d.date, d.requests])).toEqual([
      ['2031-05-10', 4],
      ['2031-05-11', 0],
    ]);
    expect(next.totals.visitors).toBe(2);
  });

  it('reads only what was appended since the last call, and a rotated log anew', async () => {
    const a = await account();
    await append(a.login, YESTERDAY);
    expect((await stats(a.token)).totals.requests).toBe(7);
    const before = { ...readStats };
    await append(a.login, TODAY);
    const grown = await stats(a.token);
    expect(grown.totals).toMatchObject({ requests: 11, visits: 6, pageViews: 5, botRequests: 2 });
    expect(readStats.bytes - before.bytes).toBe(Buffer.byteLength(`${TODAY.join('\n')}\n`));
    expect(readStats.fullReads).toBe(before.fullReads);
    // A burst of calls: each sees the same figures, the log read once more at most.
    const burst = await Promise.all(Array.from({ length: 5 }, () => stats(a.token)));
    for (const b of burst) expect(b.totals).toEqual(grown.totals);
    expect(readStats.bytes - before.bytes).toBe(Buffer.byteLength(`${TODAY.join('\n')}\n`));
    // Rotated: the log starts over with one line of today's.
    fs.writeFileSync(logPath(t, a.login, DOMAIN, 'access'), `${TODAY[0]}\n`);
    const rotated = await stats(a.token);
    expect(rotated.totals).toMatchObject({ requests: 1, visits: 1, visitors: 1, pageViews: 1, bytes: 3000 });
    expect(readStats.fullReads).toBe(before.fullReads + 1);
  });

  it('refuses what it cannot answer: off 404 notAvailable, an unknown domain 404, days out of range 400', async () => {
    const off = await account([]);
    const r = await t.call('/stats/visitors', { domain: DOMAIN, days: 30 }, off.token);
    expect([r.status, r.body.type]).toEqual([404, 'notAvailable']);
    const a = await account();
    const unknown = await t.call('/stats/visitors', { domain: 'nobody.example', days: 30 }, a.token);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Domain not found.']);
    for (const days of [0, 31, 1.5, undefined]) {
      const bad = await t.call('/stats/visitors', { domain: DOMAIN, days }, a.token);
      expect([bad.status, bad.body.field]).toEqual([400, 'days']);
    }
    expect((await t.call('/stats/visitors', { domain: DOMAIN, days: 30 }, 'no-session')).status).toBe(403);
  });
});
