import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers.js';

/**
 * The refreshed lists keep each list's JSON until its table changes (src/lists.ts): whatever
 * writes a row — a call, another account's call, a write straight to the database — the next
 * reply shows it, and nothing of one account reaches another.
 */
describe('refreshed lists', () => {
  let t: TestApp;
  let demo: string;
  let basic: string;
  beforeAll(async () => {
    t = await testApp();
    demo = await t.login('demo', 'demo1234');
    basic = await t.login('basic', 'basic1234');
  });
  afterAll(() => t.close());

  const lists = async (token: string) => {
    const r = await t.call('/keepalive', {}, token);
    expect(r.status).toBe(200);
    return r.body as {
      emailAccounts: { domain: string; name: string; diskLimit: number }[];
      domains: { domain: string; diskUsed: number }[];
      cronJobs: unknown[];
      user: { diskUsed: number };
    };
  };
  const accountId = (login: string) => t.app.panel.db.prepare('SELECT id FROM accounts WHERE login = ?').pluck().get(login) as number;

  it('show a row written straight to the database at the next keepalive, and only to its account', async () => {
    const before = await lists(demo);
    const other = await lists(basic);
    const domain = before.domains[0].domain;
    t.app.panel.db
      .prepare("INSERT INTO email_accounts (account_id, domain, name, disk_limit, password_hash) VALUES (?, ?, 'cached', 1048576, 'x')")
      .run(accountId('demo'), domain);
    const after = await lists(demo);
    expect(after.emailAccounts).toContainEqual(expect.objectContaining({ domain, name: 'cached', diskLimit: 1048576 }));
    expect(after.emailAccounts).toHaveLength(before.emailAccounts.length + 1);
    expect((await lists(basic)).emailAccounts).toEqual(other.emailAccounts);
  });

  it('show a changed or removed row, and the account fields, at once', async () => {
    const id = accountId('demo');
    const before = await lists(demo);
    const domain = before.domains[0].domain;
    t.app.panel.db.prepare('UPDATE domains SET disk_used = 123456 WHERE account_id = ? AND name = ?').run(id, domain);
    t.app.panel.db.prepare('UPDATE accounts SET disk_used = 7654321 WHERE id = ?').run(id);
    const changed = await lists(demo);
    expect(changed.domains.find((d) => d.domain === domain)?.diskUsed).toBe(123456);
    expect(changed.user.diskUsed).toBe(7654321);
    t.app.panel.db.prepare("DELETE FROM email_accounts WHERE account_id = ? AND name = 'cached'").run(id);
    expect((await lists(demo)).emailAccounts.map((m) => m.name)).not.toContain('cached');
  });

  it('follow a call that changes a list, in its own reply and in the sync lists', async () => {
    const { domains } = await lists(demo);
    const created = await t.call('/email/account/create', { domain: domains[0].domain, name: 'listed', password: 'Kq8#vPz!2mW', quota: 50 * 1048576 }, demo);
    expect(created.status).toBe(200);
    const sync = await t.call('/account/sync', {}, demo);
    expect(sync.body.emailAccounts).toContainEqual(expect.objectContaining({ name: 'listed' }));
    expect((await lists(demo)).emailAccounts).toContainEqual(expect.objectContaining({ name: 'listed' }));
  });
});
