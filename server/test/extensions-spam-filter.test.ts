import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { expectCleanError } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const BOX = { domain: 'example.com', name: 'office' };
const HOST = { level: 'medium', action: 'mark', days: null };

async function account(capabilities?: string[]) {
  const r = await t.call('/__test/account', { fixture: 'demo', ...(capabilities && { capabilities }) });
  return { login: r.body.login as string, token: await t.login(r.body.login, r.body.password) };
}

type Spam = {
  domains: { domain: string; own: boolean; setting: unknown; allowedSenders: number; blockedSenders: number }[];
  mailboxes: { domain: string; name: string; setting: unknown }[];
};
const list = async (token: string) => {
  const r = await t.call('/email/spam', {}, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as Spam;
};
const domainOf = (spam: Spam, name: string) => spam.domains.find((d) => d.domain === name);

describe('spamFilter', () => {
  it('gives each domain the host’s default, a domain default its mailboxes follow, and a mailbox override cleared to inherit', async () => {
    const a = await account();
    const before = await list(a.token);
    expect(domainOf(before, 'example.com')).toMatchObject({ own: false, setting: HOST });
    expect(before.mailboxes).toEqual([]);
    // The sender lists show as the filter's exceptions, counted per domain.
    await t.call('/email/whitelist/add', { domain: 'example.com', sender: 'friend@partner.example' }, a.token);
    await t.call('/email/blacklist/add', { domain: 'example.com', sender: 'spam.example' }, a.token);
    await t.call('/email/blacklist/add', { domain: 'example.com', sender: '203.0.113.9' }, a.token);

    const set = await t.call('/email/spam/domain', { domain: 'example.com', level: 'low', action: 'delete', days: 14 }, a.token);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ domain: 'example.com', own: true, setting: { level: 'low', action: 'delete', days: 14 } });
    const afterDomain = await list(a.token);
    expect(domainOf(afterDomain, 'example.com')).toMatchObject({ own: true, setting: { level: 'low', action: 'delete', days: 14 } });
    const senders = domainOf(afterDomain, 'example.com');
    const was = domainOf(before, 'example.com');
    expect([senders?.allowedSenders, senders?.blockedSenders]).toEqual([(was?.allowedSenders ?? 0) + 1, (was?.blockedSenders ?? 0) + 2]);

    // days only with delete: a move keeps none.
    const own = await t.call('/email/spam/mailbox', { ...BOX, setting: { level: 'high', action: 'move', days: 7 } }, a.token);
    expect(own.body).toEqual({ ...BOX, setting: { level: 'high', action: 'move', days: null }, effective: { level: 'high', action: 'move', days: null } });
    expect((await list(a.token)).mailboxes).toEqual([{ ...BOX, setting: { level: 'high', action: 'move', days: null } }]);

    const cleared = await t.call('/email/spam/mailbox', { ...BOX, setting: null }, a.token);
    expect(cleared.body).toEqual({ ...BOX, setting: null, effective: { level: 'low', action: 'delete', days: 14 } });
    expect((await list(a.token)).mailboxes).toEqual([]);
  });

  it('refuses bad input field by field in words, unknown domains and mailboxes, and changes nothing', async () => {
    const a = await account();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ level: 'extreme' }, 'level', 'Choose a level: off, low, medium or high.'],
      [{ action: 'bounce' }, 'action', 'Choose what happens to spam: marked, moved to the spam folder or deleted.'],
      [{ action: 'delete', days: null }, 'days', 'Choose a whole number of days between 1 and 365.'],
      [{ action: 'delete', days: 0 }, 'days', 'Choose a whole number of days between 1 and 365.'],
      [{ action: 'delete', days: 366 }, 'days', 'Choose a whole number of days between 1 and 365.'],
      [{ action: 'delete', days: 2.5 }, 'days', 'Choose a whole number of days between 1 and 365.'],
    ];
    const good = { level: 'high', action: 'move', days: null };
    for (const [change, field, message] of refusals) {
      const d = await t.call('/email/spam/domain', { domain: 'example.com', ...good, ...change }, a.token);
      expect(d.status, JSON.stringify(change)).toBe(400);
      expectCleanError(d);
      expect(d.body, JSON.stringify(change)).toMatchObject({ type: 'validation', field, message });
      const m = await t.call('/email/spam/mailbox', { ...BOX, setting: { ...good, ...change } }, a.token);
      expect(m.body, JSON.stringify(change)).toMatchObject({ type: 'validation', field, message });
    }
    const shape = await t.call('/email/spam/mailbox', { ...BOX, setting: 'high' }, a.token);
    expect(shape.status).toBe(400);
    expectCleanError(shape);
    const noDomain = await t.call('/email/spam/domain', { domain: 'nowhere.example', ...good }, a.token);
    expect([noDomain.status, noDomain.body.message]).toEqual([404, 'Domain not found.']);
    const noBox = await t.call('/email/spam/mailbox', { ...BOX, name: 'nobody', setting: good }, a.token);
    expect([noBox.status, noBox.body.message]).toEqual([404, 'E-mail account not found.']);
    const after = await list(a.token);
    expect(after.mailboxes).toEqual([]);
    expect(after.domains.every((d) => !d.own)).toBe(true);
  });

  it('stays consistent after a burst of parallel sets, and loses the override with the mailbox and the default with the domain', async () => {
    const a = await account();
    const levels = ['off', 'low', 'medium', 'high', 'off', 'low', 'medium', 'high'];
    const sets = await Promise.all(
      levels.flatMap((level, i) => [
        t.call('/email/spam/mailbox', { ...BOX, setting: i % 3 === 2 ? null : { level, action: 'delete', days: i + 1 } }, a.token),
        t.call('/email/spam/domain', { domain: 'example.com', level, action: 'move', days: null }, a.token),
      ]),
    );
    expect(sets.map((r) => r.status)).toEqual(sets.map(() => 200));
    const after = await list(a.token);
    expect(after.mailboxes.length).toBeLessThanOrEqual(1);
    expect(levels).toContain((domainOf(after, 'example.com')?.setting as { level: string }).level);
    await t.call('/email/spam/mailbox', { ...BOX, setting: HOST }, a.token);
    expect((await t.call('/email/account/delete', BOX, a.token)).status).toBe(200);
    expect((await list(a.token)).mailboxes).toEqual([]);
    // A removed domain takes its default: added again, it has the host's.
    const BLOG = `spam-${a.login}.example`.toLowerCase();
    expect((await t.call('/domain/add', { domain: BLOG }, a.token)).status).toBe(200);
    await t.call('/email/spam/domain', { domain: BLOG, level: 'high', action: 'move', days: null }, a.token);
    expect(domainOf(await list(a.token), BLOG)).toMatchObject({ own: true });
    expect((await t.call('/domain/remove', { domain: BLOG }, a.token)).status).toBe(200);
    expect(domainOf(await list(a.token), BLOG)).toBeUndefined();
    expect((await t.call('/domain/add', { domain: BLOG }, a.token)).status).toBe(200);
    expect(domainOf(await list(a.token), BLOG)).toMatchObject({ own: false, setting: HOST });
  });

  it('answers 404 notAvailable when the extension is off, and changes nothing', async () => {
    const a = await account(['autoresponder']);
    for (const [path, body] of [
      ['/email/spam', {}],
      ['/email/spam/domain', { domain: 'example.com', ...HOST }],
      ['/email/spam/mailbox', { ...BOX, setting: null }],
    ] as const) {
      const r = await t.call(path, body, a.token);
      expect([r.status, r.body.type], path).toEqual([404, 'notAvailable']);
    }
  });
});
