import { describe, expect, it } from 'vitest';
import { testApp, type TestApp, withTestApp } from './helpers.js';
import { cloneAccount, setClock } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const MIN = 60_000;

describe('/__test/clock', () => {
  it('sets and clears the virtual time of one login', async () => {
    const c = await cloneAccount(t, 'empty');
    // A session made an hour "ago" lives while the clock says so, and dies of idleness once the
    // clock is back to real time; the one made in real time, ahead of that clock, ended with the move.
    await setClock(t, c.login, new Date(Date.now() - 60 * MIN));
    const token = await t.login(c.login, c.password);
    expect((await t.call('/keepalive', {}, token)).status).toBe(200);
    expect((await t.call('/keepalive', {}, c.token)).status).toBe(403);
    await setClock(t, c.login, null);
    expect((await t.call('/keepalive', {}, token)).status).toBe(403);
    expect((await t.call('/keepalive', {}, await t.login(c.login, c.password))).status).toBe(200);
  });

  it('gives every reply of the account a Date of its virtual time, and only of that account', async () => {
    const c = await cloneAccount(t, 'demo');
    const other = await cloneAccount(t, 'demo');
    await setClock(t, c.login, '2031-05-01T10:00:00.000Z');
    // A session from the real time is long idle in 2031: sign in again, in the account's time.
    const signIn = await t.call('/account/login', { login: c.login, password: c.password });
    for (const r of [signIn, await t.call('/keepalive', {}, signIn.body.token), await t.call('/domain/add', { domain: 'not valid' }, signIn.body.token)]) {
      expect(r.headers.date).toBe('Thu, 01 May 2031 10:00:00 GMT');
    }
    const real = Date.parse(String((await t.call('/keepalive', {}, other.token)).headers.date));
    expect(Math.abs(real - Date.now())).toBeLessThan(5000);
    await setClock(t, c.login, null);
    expect(Math.abs(Date.parse(String((await t.call('/keepalive', {}, c.token)).headers.date)) - Date.now())).toBeLessThan(5000);
    // The global clock moves every account without one of its own.
    await setClock(t, undefined, '2030-01-02T03:04:05.000Z');
    expect((await t.call('/account/login', { login: other.login, password: other.password })).headers.date).toBe('Wed, 02 Jan 2030 03:04:05 GMT');
    await setClock(t, undefined, null);
  });

  it('sets and clears the virtual time of everyone', async () => {
    const other = await cloneAccount(t, 'empty');
    await setClock(t, undefined, new Date(Date.now() - 60 * MIN));
    const a = await t.login('unpaid', 'unpaid1234');
    expect((await t.call('/keepalive', {}, a)).status).toBe(200);
    await setClock(t, undefined, null);
    expect((await t.call('/keepalive', {}, a)).status).toBe(403);
    expect((await t.call('/keepalive', {}, other.token)).status).toBe(200);
  });

  it('answers 404 for an unknown login and 400 for a time that is not an ISO date', async () => {
    const r = await t.call('/__test/clock', { login: 'nobody', now: '2031-01-01T00:00:00Z' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ type: 'notFound', message: 'Account not found.' });
    for (const now of ['yesterday', '', 'not-a-date']) {
      const bad = await t.call('/__test/clock', { now });
      expect(bad.status, now).toBe(400);
      expect(bad.body).toMatchObject({ type: 'validation', field: 'now' });
    }
    expect((await t.call('/__test/clock', {})).body).toMatchObject({ type: 'validation', field: 'now' });
    // The real time still rules.
    expect((await t.call('/keepalive', {}, await t.login('demo', 'demo1234'))).status).toBe(200);
  });
});

describe('/__test/handoff', () => {
  it('issues a token for a known login and answers 404 for an unknown one', async () => {
    const ok = await t.call('/__test/handoff', { login: 'basic', page: 'domains' });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(ok.body.url).toBe(`/authorize/${ok.body.token}`);
    const r = await t.call('/__test/handoff', { login: 'nobody' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ type: 'notFound', message: 'Account not found.' });
  });
});

describe('/__test/requests', () => {
  it("lists the account's calls newest last, with path, status and time", async () => {
    const started = Date.now();
    const c = await cloneAccount(t, 'demo');
    await t.call('/account/login', { login: c.login, password: 'wrong-password' });
    await t.call('/keepalive', {}, c.token);
    await t.call('/domain/add', { domain: 'not valid' }, c.token);
    await t.call('/__test/clock', { login: c.login, now: null });
    await t.call('/domain/php', { domain: 'shop.example.com', version: '8.1' }, c.token);
    await t.call('/log/show', { domain: 'other-customer.com', type: 'access' }, c.token);
    await t.call('/keepalive', {}); // no session: nobody's call
    await t.call('/keepalive', {}, await t.login('basic', 'basic1234')); // another account's

    const r = await t.call('/__test/requests', { login: c.login });
    expect(r.status).toBe(200);
    expect(r.body.requests.map((x: any) => [x.path, x.status])).toEqual([
      ['/account/login', 200],
      ['/account/login', 403],
      ['/keepalive', 200],
      ['/domain/add', 406],
      ['/domain/php', 200],
      ['/log/show', 404],
    ]);
    const times = r.body.requests.map((x: any) => Date.parse(x.time));
    for (const [i, time] of times.entries()) {
      expect(new Date(time).toISOString()).toBe(r.body.requests[i].time);
      expect(time).toBeGreaterThanOrEqual(i === 0 ? started - 1000 : times[i - 1]);
      expect(time).toBeLessThanOrEqual(Date.now());
    }
  });

  it('journals every call with its operation, duration and body with secrets masked; since and sequence', async () => {
    const c = await cloneAccount(t, 'demo');
    const mark = (await t.call('/__test/requests', { login: c.login })).body.sequence as number;
    await t.call('/account/login', { login: c.login, password: 'wrong-password' });
    await t.call('/account/password', { oldPassword: 'wrong-old-password', newPassword: 'New-Secret-2042' }, c.token);
    await t.call('/email/account/create', { domain: 'example.com', name: 'journal', password: 'Mailbox-Secret-77', quota: 100 * 2 ** 20 }, c.token);
    await t.call('/sshkey/upload', { name: 'laptop', key: 'ssh-ed25519 AAAA-not-a-key journal@test' }, c.token);
    await t.call('/file/file/put', { file: '/big.txt', contents: 'x'.repeat(5000) }, c.token);
    const handoff = await t.call('/__test/handoff', { login: c.login, page: 'emails' });
    await t.call('/account/redirect', { token: handoff.body.token });
    await t.call('/keepalive', {}, 'a-token-that-is-no-session'); // nobody's call

    const r = await t.call('/__test/requests', { login: c.login, since: mark });
    expect(r.status).toBe(200);
    const rows = r.body.requests as any[];
    expect(rows.map((x) => [x.operationId, x.status])).toEqual([
      ['accountLogin', 403],
      ['accountPassword', 403],
      ['emailAccountCreate', expect.any(Number)],
      ['sshkeyUpload', 406],
      ['fileFilePut', expect.any(Number)],
      ['accountRedirect', 200],
    ]);
    const text = JSON.stringify(rows);
    for (const secret of ['wrong-password', 'wrong-old-password', 'New-Secret-2042', 'Mailbox-Secret-77', 'AAAA-not-a-key', handoff.body.token]) {
      expect(text).not.toContain(secret);
    }
    expect(rows[0].body).toEqual({ login: c.login, password: '[masked]' });
    expect(rows[2].body).toMatchObject({ domain: 'example.com', name: 'journal', password: '[masked]' });
    expect(rows[4].body.contents).toBe('[contents: 5000 characters]');
    const full = (await t.call('/__test/requests', { login: c.login, since: mark, contents: true })).body.requests as any[];
    expect(full[4].body.contents).toMatch(/^x{1000}… \(5000 characters\)$/);
    for (const [i, row] of rows.entries()) {
      expect(row.sequence).toBeGreaterThan(i === 0 ? mark : rows[i - 1].sequence);
      expect(row.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(r.body.sequence).toBeGreaterThanOrEqual(rows.at(-1).sequence);
    expect(r.body.inFlight).toBe(0);
    // Nothing after the last sequence.
    expect((await t.call('/__test/requests', { login: c.login, since: r.body.sequence })).body.requests).toEqual([]);
  });

  it('counts the calls in flight, so a test can wait for the panel to be idle', async () => {
    const c = await cloneAccount(t, 'demo');
    expect((await t.call('/__test/fault', { login: c.login, path: '/keepalive', delayMs: 400, times: 2 })).status).toBe(200);
    const slow = [t.call('/keepalive', {}, c.token), t.call('/keepalive', {}, c.token)];
    await new Promise((r) => setTimeout(r, 150));
    expect((await t.call('/__test/requests', { login: c.login })).body.inFlight).toBe(2);
    await Promise.all(slow);
    const after = await t.call('/__test/requests', { login: c.login });
    expect(after.body.inFlight).toBe(0);
    expect(after.body.requests.slice(-2).map((x: any) => [x.operationId, x.status, x.faulted])).toEqual([
      ['keepalive', 200, true],
      ['keepalive', 200, true],
    ]);
    expect(after.body.requests.at(-1).durationMs).toBeGreaterThanOrEqual(390);
  });

  it('answers 404 for an unknown login', async () => {
    const r = await t.call('/__test/requests', { login: 'nobody' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ type: 'notFound', message: 'Account not found.' });
  });
});

describe('production mode', () => {
  it('has no test-control path at all', async () => {
    const prod = await testApp({ mode: 'production', fixtures: ['demo'] });
    try {
      const calls: [string, object][] = [
        ['/__test/reset', {}],
        ['/__test/account', { fixture: 'demo' }],
        ['/__test/fault', { path: '/keepalive', status: 500 }],
        ['/__test/faults/clear', {}],
        ['/__test/clock', { now: null }],
        ['/__test/handoff', { login: 'demo' }],
        ['/__test/requests', { login: 'demo' }],
        ['/__test/unknown', {}],
      ];
      for (const [p, body] of calls) {
        const r = await prod.call(p, body);
        expect(r.status, p).toBe(404);
        expect(r.body).toEqual({ type: 'notFound', message: 'Not found.' });
      }
      // Nothing happened: no fault, and the API itself works.
      const token = await prod.login('demo', 'demo1234');
      expect((await prod.call('/keepalive', {}, token)).status).toBe(200);
      expect(prod.app.printRoutes({ commonPrefix: false })).not.toContain('__test');
    } finally {
      await prod.close();
    }
  });
});
