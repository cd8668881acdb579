import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { expectCleanError } from './util.js';

/**
 * The test-control calls that carry data take bodies as large as what they are documented to take:
 * an inline scenario as large as a recording (a scenario file may weigh 1 MiB), and a log call of
 * thousands of real-looking lines (a recording's log tails keep up to 1,000 a log). Past the
 * operation's limit the body is refused with a 400 saying so, nothing written.
 */
let t: TestApp;
withTestApp((app) => (t = app));

const KIB = 1024;
const json = (body: unknown) => Buffer.byteLength(JSON.stringify(body));

describe('the test-control calls take bodies as large as their data', () => {
  it('plays back an inline scenario of about 200 KiB, its files as given', async () => {
    const text = `${'A recorded line of a customer file, kept as it was.\n'.repeat(1000)}`;
    const files = Array.from({ length: 4 }, (_, i) => ({ path: `/data/part-${i}.txt`, text }));
    const scenario = { fixture: 'empty', description: 'a large inline scenario', files };
    expect(json({ scenario })).toBeGreaterThan(200 * KIB);
    const made = await t.call('/__test/scenario', { scenario });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const token = await t.login(made.body.login, made.body.password);
    const listed = await t.call('/file/list', { directory: '/data' }, token);
    expect(listed.status).toBe(200);
    expect(listed.body.files.map((f: { name: string; size: number }) => [f.name, f.size]).sort()).toEqual(
      files.map((f) => [f.path.slice('/data/'.length), Buffer.byteLength(text)]),
    );
  });

  it('appends 2,000 lines of a real-looking access log in one call', async () => {
    const clone = await t.call('/__test/account', { fixture: 'demo' });
    expect(clone.status).toBe(200);
    const lines = Array.from(
      { length: 2000 },
      (_, i) =>
        `203.0.113.${i % 250} - - [27/Nov/2026:12:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')} +0000] "GET /shop/products/item-${i}?ref=newsletter&utm_source=mail HTTP/1.1" 200 ${5000 + i} "https://example.com/shop/" "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"`,
    );
    const body = { login: clone.body.login, domain: 'example.com', kind: 'access', lines };
    expect(json(body)).toBeGreaterThan(400 * KIB);
    const appended = await t.call('/__test/log', body);
    expect(appended.status, JSON.stringify(appended.body)).toBe(200);
    expect(appended.body.appended).toBe(2000);
    const token = await t.login(clone.body.login, clone.body.password);
    const shown = await t.call('/log/show', { domain: 'example.com', type: 'access' }, token);
    expect(shown.status).toBe(200);
    expect(shown.body.log.trimEnd().split('\n').at(-1)).toBe(lines.at(-1));
  });

  it("refuses a body past the operation's limit with a clear 400, no account made", async () => {
    const before = (await t.call('/__test/accounts', {})).body.accounts.length as number;
    const text = 'x'.repeat(1024 * KIB - 64);
    const scenario = { fixture: 'empty', files: [0, 1, 2].map((i) => ({ path: `/f${i}`, text })) };
    const refused = await t.call('/__test/scenario', { scenario });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The body is too large.');
    expectCleanError(refused);
    expect((await t.call('/__test/accounts', {})).body.accounts).toHaveLength(before);
  });
});
