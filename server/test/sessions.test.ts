import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount, setClock } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const NO_SESSION = { type: 'session', message: 'No valid session.' };
const MIN = 60_000;
const keepalive = (token?: string, headers?: Record<string, string>) => t.call('/keepalive', {}, token, headers);

describe('session check', () => {
  it('answers 403 session without a token, with an unknown one, or with a malformed header', async () => {
    const token = await t.login('demo', 'demo1234');
    const cases: [string | undefined, Record<string, string> | undefined][] = [
      [undefined, undefined],
      ['not-a-real-token', undefined],
      [token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), undefined],
      [undefined, { authorization: `Basic ${token}` }],
      [undefined, { authorization: 'Bearer' }],
      [undefined, { authorization: `Bearer ${token} extra` }],
      [undefined, { authorization: token }],
    ];
    for (const [tok, headers] of cases) {
      const r = await keepalive(tok, headers);
      expect(r.status, JSON.stringify([tok, headers])).toBe(403);
      expect(r.body).toEqual(NO_SESSION);
    }
    // The scheme is case-insensitive, as HTTP says.
    expect((await keepalive(undefined, { authorization: `bearer ${token}` })).status).toBe(200);
  });

  it('answers 403 for a logged-out token', async () => {
    const token = await t.login('demo', 'demo1234');
    expect((await t.call('/account/logout', {}, token)).status).toBe(200);
    for (const p of ['/keepalive', '/account/sync', '/account/logout']) {
      const r = await t.call(p, {}, token);
      expect(r.status, p).toBe(403);
      expect(r.body).toEqual(NO_SESSION);
    }
  });

  it('ends a session idle for more than 30 minutes; every call renews it', async () => {
    const c = await cloneAccount(t, 'demo');
    const t0 = new Date('2031-05-01T08:00:00Z').getTime();
    await setClock(t, c.login, new Date(t0));
    const token = await t.login(c.login, c.password);
    await setClock(t, c.login, new Date(t0 + 29 * MIN));
    expect((await keepalive(token)).status).toBe(200);
    await setClock(t, c.login, new Date(t0 + 58 * MIN));
    // Any call renews, even one that fails on its own merits.
    expect((await t.call('/domain/php', { domain: 'example.com', version: '1.0' }, token)).status).toBe(406);
    await setClock(t, c.login, new Date(t0 + 88 * MIN));
    expect((await keepalive(token)).status).toBe(200);
    await setClock(t, c.login, new Date(t0 + 118 * MIN + 1000));
    const r = await keepalive(token);
    expect(r.status).toBe(403);
    expect(r.body).toEqual(NO_SESSION);
    // Gone for good: turning the clock back does not revive it.
    await setClock(t, c.login, new Date(t0 + 100 * MIN));
    expect((await keepalive(token)).status).toBe(403);
    await setClock(t, c.login, null);
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const c = await cloneAccount(t, 'empty');
    const t0 = new Date('2031-06-01T00:00:00Z').getTime();
    await setClock(t, c.login, new Date(t0));
    const token = await t.login(c.login, c.password);
    for (let m = 25; m <= 12 * 60; m += 25) {
      await setClock(t, c.login, new Date(t0 + m * MIN));
      expect((await keepalive(token)).status, `after ${m} min`).toBe(200);
    }
    await setClock(t, c.login, new Date(t0 + 12 * 60 * MIN + 1000));
    const r = await keepalive(token);
    expect(r.status).toBe(403);
    expect(r.body).toEqual(NO_SESSION);
    // A new sign-in at that time works.
    expect((await keepalive(await t.login(c.login, c.password))).status).toBe(200);
    await setClock(t, c.login, null);
  });

  it('keeps the clock of one account away from the sessions of another', async () => {
    const a = await cloneAccount(t, 'empty');
    const b = await cloneAccount(t, 'empty');
    await setClock(t, a.login, new Date(Date.now() + 13 * 60 * MIN));
    expect((await keepalive(a.token)).status).toBe(403);
    expect((await keepalive(b.token)).status).toBe(200);
    await setClock(t, a.login, null);
  });
});
