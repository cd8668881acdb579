import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));
afterEach(async () => {
  await t.call('/__test/faults/clear', {});
});

/** Whether the fault on /database/create fired for this body (it answers 418). */
async function fires(token: string, body: Record<string, unknown>) {
  const r = await t.call('/database/create', body, token);
  return r.status === 418;
}

describe('/__test/fault `when`', () => {
  it('matches a field by pattern', async () => {
    const c = await cloneAccount(t, 'demo');
    await t.call('/__test/fault', { login: c.login, path: '/database/create', when: { name: { matches: '^wp_[0-9]+$' } }, status: 418 });
    expect(await fires(c.token, { name: 'wp_12', type: 'mysql' })).toBe(true);
    expect(await fires(c.token, { name: 'wp_12', type: 'mysql' })).toBe(true);
    expect(await fires(c.token, { name: 'shop_wp_1', type: 'mysql' })).toBe(false);
  });

  it('matches a field null (or left out), or given with any value', async () => {
    const c = await cloneAccount(t, 'demo');
    const catchall = (email: string | null) => t.call('/email/catchall', { domain: 'example.com', email }, c.token);
    await t.call('/__test/fault', { login: c.login, path: '/email/catchall', when: { email: { absent: true } }, status: 418 });
    expect((await catchall(null)).status).toBe(418);
    expect((await catchall('contact@example.com')).status).not.toBe(418);
    await t.call('/__test/faults/clear', {});
    await t.call('/__test/fault', { login: c.login, path: '/email/catchall', when: { email: { absent: false } }, status: 418 });
    expect((await catchall(null)).status).not.toBe(418);
    expect((await catchall('contact@example.com')).status).toBe(418);
    await t.call('/__test/faults/clear', {});
    await t.call('/__test/fault', { login: c.login, path: '/email/catchall', when: { email: { equals: null } }, status: 418 });
    expect((await catchall(null)).status).toBe(418);
    expect((await catchall('contact@example.com')).status).not.toBe(418);
  });

  it('matches by equal value, plain or as `equals`, numbers too; every field must match', async () => {
    const c = await cloneAccount(t, 'demo');
    await t.call('/__test/fault', {
      login: c.login,
      path: '/email/account/create',
      when: { domain: { equals: 'example.com' }, quota: 104857600, name: { matches: '^qa' } },
      status: 418,
    });
    const body = (name: string, quota: number) => ({ domain: 'example.com', name, password: 'Mailbox-2031-x', quota });
    expect((await t.call('/email/account/create', body('qa1', 104857600), c.token)).status).toBe(418);
    expect((await t.call('/email/account/create', body('qa2', 209715200), c.token)).status).not.toBe(418);
    expect((await t.call('/email/account/create', body('other', 104857600), c.token)).status).not.toBe(418);
    await t.call('/__test/faults/clear', {});
    // A pattern reads a number as its digits.
    await t.call('/__test/fault', { login: c.login, path: '/email/account/create', when: { quota: { matches: '^1048' } }, status: 418 });
    expect((await t.call('/email/account/create', body('qa3', 104857600), c.token)).status).toBe(418);
  });

  it('refuses a pattern that is no regular expression, or one that needs backtracking, naming the field', async () => {
    for (const [matches, why] of [
      ['(', 'not a regular expression'],
      ['(a)\\1', 'backtracking'],
      ['(?=x)y', 'backtracking'],
    ] as const) {
      const r = await t.call('/__test/fault', { path: '/database/create', when: { name: { matches } }, status: 500 });
      expect(r.status, matches).toBe(400);
      expect(r.body.type).toBe('validation');
      expect(r.body.field).toBe('when.name');
      expect(r.body.message).toContain(why);
    }
    for (const when of [
      { name: { matches: 'x'.repeat(201) } },
      { name: { matches: '' } },
      { name: { absent: 'yes' } },
      { name: { equals: 'a', matches: 'b' } },
    ]) {
      const r = await t.call('/__test/fault', { path: '/database/create', when, status: 500 });
      expect(r.status, JSON.stringify(when)).toBe(400);
      expect(r.body).toMatchObject({ type: 'validation', field: 'when' });
    }
    expect((await t.call('/__test/faults', {})).body.faults).toEqual([]);
  });

  it('runs a pattern that would backtrack for ever in a moment', async () => {
    const c = await cloneAccount(t, 'demo');
    expect((await t.call('/__test/fault', { login: c.login, path: '/domain/add', when: { domain: { matches: '^(a+)+$' } }, status: 418 })).status).toBe(200);
    const started = Date.now();
    const r = await t.call('/domain/add', { domain: `${'a'.repeat(60)}!` }, c.token);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(r.status).not.toBe(418);
  });
});
