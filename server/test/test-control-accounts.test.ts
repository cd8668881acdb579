import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));
afterEach(() => {
  vi.useRealTimers();
});

const listed = async (body: object = {}) => {
  const r = await t.call('/__test/accounts', body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.accounts as { login: string; fixture: string; scenario?: string; createdAt: string; ageSeconds: number }[];
};

describe('/__test/accounts', () => {
  it('lists the clones and scenario accounts with their fixture, scenario, creation time and age; never a fixture account', async () => {
    const before = Date.now();
    const clone = await cloneAccount(t, 'basic');
    const inline = (await t.call('/__test/scenario', { scenario: { fixture: 'empty' } })).body;
    const named = (await t.call('/__test/scenario', { name: 'over-quota' })).body;
    const accounts = await listed();
    expect(accounts.map((a) => a.login)).toEqual([clone.login, inline.login, named.login]);
    expect(accounts[0]).toEqual({ login: clone.login, fixture: 'basic', createdAt: expect.any(String), ageSeconds: expect.any(Number) });
    expect(accounts[0].ageSeconds).toBeLessThan(60);
    expect(accounts[1]).toMatchObject({ fixture: 'empty', scenario: 'inline' });
    expect(accounts[2]).toMatchObject({ fixture: 'demo', scenario: 'over-quota' });
    for (const a of accounts) {
      expect(Date.parse(a.createdAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(a.createdAt)).toBeLessThanOrEqual(Date.now());
    }
    expect(accounts.map((a) => a.login)).not.toContain('demo');
    expect((await listed({ fixture: 'basic' })).map((a) => a.login)).toEqual([clone.login]);
  });

  it('counts the age by the real time, filters by olderThan, and forgets a removed clone', async () => {
    const old = await cloneAccount(t, 'demo');
    // The account's virtual clock does not move its age.
    await t.call('/__test/clock', { login: old.login, now: '2040-01-01T00:00:00Z' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
    const fresh = await cloneAccount(t, 'demo');
    const all = await listed();
    expect(all.find((a) => a.login === old.login)?.ageSeconds).toBeGreaterThanOrEqual(3600);
    expect(all.find((a) => a.login === fresh.login)?.ageSeconds).toBe(0);
    const stale = (await listed({ olderThan: 3000 })).map((a) => a.login);
    expect(stale).toContain(old.login);
    expect(stale).not.toContain(fresh.login);
    expect((await t.call('/__test/account/delete', { login: old.login })).status).toBe(200);
    expect((await listed()).map((a) => a.login)).not.toContain(old.login);
  });

  it('is empty after a whole reset, and refuses a bad filter', async () => {
    await cloneAccount(t, 'demo');
    await t.call('/__test/reset', {});
    expect(await listed()).toEqual([]);
    for (const body of [{ olderThan: -1 }, { olderThan: 'old' }, { fixture: 'nobody' }, { since: 1 }]) {
      const r = await t.call('/__test/accounts', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.type).toBe('validation');
    }
  });
});
