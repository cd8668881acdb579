import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount, setClock } from './util.js';

/**
 * A session's age is never negative: sessions and hand-off tokens take their times from the
 * account's clock, and a clock moved back before a session's start (or its last call) ends it.
 * Moving the clock forward still ends sessions as real time would.
 */

let t: TestApp;
withTestApp((app) => (t = app));

const MIN = 60_000;
const HOUR = 60 * MIN;
const NO_SESSION = { type: 'session', message: 'No valid session.' };
const keepalive = (token: string) => t.call('/keepalive', {}, token);
const at = (ms: number) => new Date(Date.now() + ms);

describe('a session made on a moved clock', () => {
  it("ends once the account's clock is back before the session was made", async () => {
    const c = await cloneAccount(t, 'empty');
    await setClock(t, c.login, '2031-05-01T10:00:00.000Z');
    const ahead = await t.login(c.login, c.password);
    expect((await keepalive(ahead)).status).toBe(200);
    await setClock(t, c.login, null);
    const r = await keepalive(ahead);
    expect(r.status).toBe(403);
    expect(r.body).toEqual(NO_SESSION);
    // Ended for good: the clock going ahead again brings nothing back.
    await setClock(t, c.login, '2031-05-01T10:00:01.000Z');
    expect((await keepalive(ahead)).status).toBe(403);
    // The session made in real time lives on.
    await setClock(t, c.login, null);
    expect((await keepalive(c.token)).status).toBe(200);
  });

  it('ends when the clock steps back by minutes only, a session made ahead with the global clock too', async () => {
    const c = await cloneAccount(t, 'empty');
    await setClock(t, c.login, at(10 * MIN));
    const ahead = await t.login(c.login, c.password);
    await setClock(t, c.login, at(5 * MIN));
    expect((await keepalive(ahead)).status).toBe(403);
    await setClock(t, c.login, null);

    const other = await cloneAccount(t, 'empty');
    await setClock(t, undefined, at(2 * HOUR));
    const global = await t.login(other.login, other.password);
    expect((await keepalive(global)).status).toBe(200);
    await setClock(t, undefined, null);
    expect((await keepalive(global)).status).toBe(403);
  });

  it("ends when the clock goes back before the session's last call", async () => {
    const c = await cloneAccount(t, 'empty');
    const token = await t.login(c.login, c.password);
    await setClock(t, c.login, at(20 * MIN));
    expect((await keepalive(token)).status).toBe(200);
    await setClock(t, c.login, at(10 * MIN));
    expect((await keepalive(token)).status).toBe(403);
  });

  it('still ends a session idle for 30 minutes when the clock moves forward, and keeps one renewed in time', async () => {
    const c = await cloneAccount(t, 'empty');
    const token = await t.login(c.login, c.password);
    await setClock(t, c.login, at(29 * MIN));
    expect((await keepalive(token)).status).toBe(200);
    await setClock(t, c.login, at(58 * MIN));
    expect((await keepalive(token)).status).toBe(200);
    await setClock(t, c.login, at(89 * MIN));
    expect((await keepalive(token)).status).toBe(403);

    const idle = await t.login(c.login, c.password);
    await setClock(t, c.login, at(89 * MIN + 31 * MIN));
    expect((await keepalive(idle)).status).toBe(403);
    await setClock(t, c.login, null);
  });

  it('ends a session past its 12 hours whatever its calls', async () => {
    const c = await cloneAccount(t, 'empty');
    const token = await t.login(c.login, c.password);
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      await setClock(t, c.login, at(minutes * MIN));
      expect((await keepalive(token)).status, `${minutes} min`).toBe(200);
    }
    await setClock(t, c.login, at(12 * HOUR + MIN));
    expect((await keepalive(token)).status).toBe(403);
    await setClock(t, c.login, null);
  });
});

describe('a hand-off token issued on a moved clock', () => {
  it('is refused once the clock is back before it was issued', async () => {
    const c = await cloneAccount(t, 'empty');
    await setClock(t, c.login, '2031-05-01T10:00:00.000Z');
    const { token } = (await t.call('/__test/handoff', { login: c.login })).body;
    await setClock(t, c.login, null);
    const r = await t.call('/account/redirect', { token });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ type: 'session', message: 'Invalid or expired token.' });
  });

  it('works within its minute, and not after it, on the clock it was issued by', async () => {
    const c = await cloneAccount(t, 'empty');
    await setClock(t, c.login, at(HOUR));
    const fresh = (await t.call('/__test/handoff', { login: c.login })).body.token;
    const late = (await t.call('/__test/handoff', { login: c.login })).body.token;
    await setClock(t, c.login, at(HOUR + 30_000));
    expect((await t.call('/account/redirect', { token: fresh })).status).toBe(200);
    await setClock(t, c.login, at(HOUR + 61_000));
    expect((await t.call('/account/redirect', { token: late })).status).toBe(403);
    await setClock(t, c.login, null);
  });
});
