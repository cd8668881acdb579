import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers.js';
import { accountLists } from '../src/lists.js';
import { findAccountByLogin } from '../src/lib/accounts.js';

/**
 * A session's account and an account's whole reply of lists are kept in memory while nothing is
 * written (lib/writes.ts): whatever changes between two calls — a call of the account, a reset, an
 * account's removal, a moved clock, a write undone — the next call sees it.
 */
describe('kept sessions and lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  type Lists = { domains: { domain: string }[]; emailAccounts: { name: string }[]; user: { diskUsed: number } };
  const keepalive = async (token: string) => t.call<Lists>('/keepalive', {}, token);
  const domainsOf = async (token: string) => {
    const r = await keepalive(token);
    expect(r.status).toBe(200);
    return r.body.domains.map((d) => d.domain);
  };

  it('shows a domain added by a call at the next keepalive and sync, and its removal', async () => {
    const token = await t.login('demo', 'demo1234');
    const before = await domainsOf(token);
    expect(await domainsOf(token)).toEqual(before);
    expect((await t.call('/domain/add', { domain: 'kept-lists.example' }, token)).status).toBe(200);
    expect(await domainsOf(token)).toEqual(expect.arrayContaining([...before, 'kept-lists.example']));
    expect((await t.call('/account/sync', {}, token)).body.domains.map((d: { domain: string }) => d.domain)).toContain('kept-lists.example');
    expect((await t.call('/domain/remove', { domain: 'kept-lists.example' }, token)).status).toBe(200);
    expect(await domainsOf(token)).toEqual(before);
  });

  it('refuses a session at once after its sign-out, its account reset or removed', async () => {
    const signedOut = await t.login('basic', 'basic1234');
    await domainsOf(signedOut);
    expect((await t.call('/account/logout', {}, signedOut)).status).toBe(200);
    expect((await keepalive(signedOut)).status).toBe(403);

    const clone = (await t.call('/__test/account', { fixture: 'demo', login: 'keptclone' })).body as { login: string; password: string };
    const token = await t.login(clone.login, clone.password);
    expect((await t.call('/domain/add', { domain: 'gone-with-reset.example' }, token)).status).toBe(200);
    expect(await domainsOf(token)).toContain('gone-with-reset.example');
    expect((await t.call('/__test/account/delete', { login: clone.login })).status).toBe(200);
    expect((await keepalive(token)).status).toBe(403);

    const demo = await t.login('demo', 'demo1234');
    expect((await t.call('/domain/add', { domain: 'before-reset.example' }, demo)).status).toBe(200);
    expect(await domainsOf(demo)).toContain('before-reset.example');
    expect((await t.call('/__test/reset', { fixtures: ['demo'] })).status).toBe(200);
    const after = await keepalive(demo);
    if (after.status === 200) expect(after.body.domains.map((d) => d.domain)).not.toContain('before-reset.example');
    else expect(after.status).toBe(403);
    expect(await domainsOf(await t.login('demo', 'demo1234'))).not.toContain('before-reset.example');
  });

  it('ends a kept session when the clock moves past its idle time, which writes nothing', async () => {
    const token = await t.login('demo', 'demo1234');
    await domainsOf(token);
    expect((await t.call('/__test/clock', { now: new Date(Date.now() + 31 * 60_000).toISOString() })).status).toBe(200);
    try {
      expect((await keepalive(token)).status).toBe(403);
    } finally {
      await t.call('/__test/clock', { now: null });
    }
  });

  it('checks a reply sent as kept bytes against the contract, as any other', async () => {
    const token = await t.login('demo', 'demo1234');
    const [domain] = await domainsOf(token);
    const { db } = t.app.panel;
    const demo = findAccountByLogin(db, 'demo')!;
    const setDiskUsed = db.prepare('UPDATE domains SET disk_used = ? WHERE account_id = ? AND name = ?');
    const kept = db.prepare('SELECT disk_used FROM domains WHERE account_id = ? AND name = ?').pluck().get(demo.id, domain);
    setDiskUsed.run('a lot', demo.id, domain);
    try {
      await expect(keepalive(token)).rejects.toThrow(/reply 200 of keepalive breaks the contract: \/domains\/0\/diskUsed/);
    } finally {
      setDiskUsed.run(kept, demo.id, domain);
    }
    expect(await domainsOf(token)).toContain(domain);
  });

  it('never keeps lists read inside a transaction that is then undone', async () => {
    const token = await t.login('demo', 'demo1234');
    const before = await domainsOf(token);
    const { db } = t.app.panel;
    const demo = findAccountByLogin(db, 'demo')!;
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE domains SET name = 'undone.example' WHERE account_id = ? AND name = ?").run(demo.id, before[0]);
        expect(accountLists(t.app.panel, demo).bytes.toString()).toContain('undone.example');
        throw new Error('undo');
      })(),
    ).toThrow('undo');
    expect(await domainsOf(token)).toEqual(before);
  });
});
