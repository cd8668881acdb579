import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { LIST_KEYS, PLATFORM, SESSION_KEYS, cloneAccount, expectCleanError, setClock } from './util.js';

/**
 * Signing in and out: a login and password, a hand-off token, and the end of a session. The
 * account's settings and lists: account.test.ts.
 */

let t: TestApp;
withTestApp((app) => (t = app));

const login = (l: string, password: string, headers?: Record<string, string>) => t.call('/account/login', { login: l, password }, undefined, headers);

describe('/account/login', () => {
  it('signs in and answers the token, the platform data and every account list', async () => {
    const r = await login('demo', 'demo1234');
    expect(r.status).toBe(200);
    for (const k of [...SESSION_KEYS, ...LIST_KEYS]) expect(r.body, `key ${k}`).toHaveProperty(k);
    expect(r.body.token).toMatch(/^[A-Za-z0-9_-]{22,}$/); // at least 128 bits
    expect(r.body.login).toBe('demo');
    expect(r.body.locale).toBe('en');
    expect(r.body.package).toEqual({ diskLimit: 10737418240, emailLimit: 5368709120, sshAvailable: true, postgresAvailable: true });
    expect(r.body.connector).toEqual(PLATFORM.connector);
    expect(r.body.phpVersions).toEqual(PLATFORM.phpVersions);
    expect(r.body.availableScripts).toEqual(PLATFORM.availableScripts);
    expect(r.body.upsell).toEqual({
      upgrade: 'https://www.hosting.example/upgrade?login=demo',
      pay: 'https://www.hosting.example/pay?login=demo',
      certificate: 'https://www.hosting.example/ssl-certificates?login=demo',
    });
    expect(r.body.user).toMatchObject({ hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false, paid: true });
    expect(r.body.domains.map((d: any) => d.domain)).toEqual(['example.com', 'blog.example.org', 'elsewhere-dns.net', 'shop.example.com']);
    expect(r.body.domains[0]).toMatchObject({ domain: 'example.com', canDelete: false, directory: '/domains/example.com/public_html' });
    expect(r.body.domains.slice(1).every((d: any) => d.canDelete)).toBe(true);
    expect(r.body.ftp).toEqual({ login: 'demo' });
  });

  it('issues a fresh token on every sign-in', async () => {
    const a = await t.login('demo', 'demo1234');
    const b = await t.login('demo', 'demo1234');
    expect(a).not.toBe(b);
    expect((await t.call('/keepalive', {}, a)).status).toBe(200);
    expect((await t.call('/keepalive', {}, b)).status).toBe(200);
  });

  it('answers the stored language as the locale and the plan of the account', async () => {
    const unpaid = await login('unpaid', 'unpaid1234');
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.locale).toBe('pl');
    expect(unpaid.body.user.paid).toBe(false);

    const basic = await login('basic', 'basic1234');
    expect(basic.body.locale).toBe('en');
    expect(basic.body.package).toEqual({ diskLimit: 2147483648, emailLimit: 1073741824, sshAvailable: false, postgresAvailable: false });
    expect(basic.body.upsell.pay).toBe('https://www.hosting.example/pay?login=basic');
    expect(basic.body.plan).toEqual({ name: 'Start' });
    expect(basic.body.domains.map((d: any) => d.domain)).toEqual(['other-customer.com']);

    const empty = await login('empty', 'empty1234');
    expect(empty.body.locale).toBe('en');
    expect(empty.body.domains).toEqual([]);
    expect(empty.body.emailAccounts).toEqual([]);
  });

  it('trims the login (the password is taken as typed)', async () => {
    expect((await login('  demo ', 'demo1234')).status).toBe(200);
    expect((await login('demo', ' demo1234')).status).toBe(403);
  });

  it('answers an unknown login and a wrong password with the same 403', async () => {
    const unknown = await login('nobody-here', 'demo1234');
    const wrong = await login('demo', 'wrong-password');
    expect(unknown.status).toBe(403);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ type: 'session', message: 'Invalid login or password.' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.field).toBeUndefined();
    expectCleanError(wrong);
  });

  it('refuses an empty or blank login or password with 400', async () => {
    for (const l of ['', '   ', '\t']) {
      const r = await login(l, 'demo1234');
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ type: 'validation', message: 'You need to enter a valid login.', field: 'login' });
    }
    for (const p of ['', '   ']) {
      const r = await login('demo', p);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ type: 'validation', message: 'You need to enter a valid password.', field: 'password' });
    }
  });
});

describe('/account/redirect (hand-off)', () => {
  it('exchanges a hand-off token for a session with the redirect hint', async () => {
    const h = await t.call('/__test/handoff', { login: 'demo', page: 'emails', action: 'add', domain: 'shop.example.com' });
    expect(h.status).toBe(200);
    expect(h.body.url).toBe(`/authorize/${h.body.token}`);
    const r = await t.call('/account/redirect', { token: h.body.token });
    expect(r.status).toBe(200);
    expect(r.body.redirect).toEqual({ page: 'emails', action: 'add', domain: 'shop.example.com' });
    for (const k of [...SESSION_KEYS, ...LIST_KEYS]) expect(r.body, `key ${k}`).toHaveProperty(k);
    expect(r.body.login).toBe('demo');
    expect(r.body.token).not.toBe(h.body.token);
    expect((await t.call('/keepalive', {}, r.body.token)).status).toBe(200);
    // The hand-off token is not a session token.
    expect((await t.call('/keepalive', {}, h.body.token)).status).toBe(403);
  });

  it('answers null hints when the token carries none, and the locale of the account', async () => {
    const h = await t.call('/__test/handoff', { login: 'unpaid' });
    const r = await t.call('/account/redirect', { token: h.body.token });
    expect(r.status).toBe(200);
    expect(r.body.redirect).toEqual({ page: null, action: null, domain: null });
    expect(r.body.locale).toBe('pl');
  });

  it('refuses a used, unknown or expired token with 403', async () => {
    const expected = { type: 'session', message: 'Invalid or expired token.' };
    const h = await t.call('/__test/handoff', { login: 'demo' });
    expect((await t.call('/account/redirect', { token: h.body.token })).status).toBe(200);
    const used = await t.call('/account/redirect', { token: h.body.token });
    expect(used.status).toBe(403);
    expect(used.body).toEqual(expected);

    const unknown = await t.call('/account/redirect', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual(expected);
    expect((await t.call('/account/redirect', { token: '' })).status).toBe(403);

    const c = await cloneAccount(t, 'demo');
    const t0 = new Date('2031-03-01T10:00:00Z');
    await setClock(t, c.login, t0);
    const fresh = await t.call('/__test/handoff', { login: c.login });
    const stale = await t.call('/__test/handoff', { login: c.login });
    await setClock(t, c.login, new Date(t0.getTime() + 59_000));
    expect((await t.call('/account/redirect', { token: fresh.body.token })).status).toBe(200);
    await setClock(t, c.login, new Date(t0.getTime() + 61_000));
    const expired = await t.call('/account/redirect', { token: stale.body.token });
    expect(expired.status).toBe(403);
    expect(expired.body).toEqual(expected);
    // Spent by the failed attempt: turning the clock back does not revive it.
    await setClock(t, c.login, t0);
    expect((await t.call('/account/redirect', { token: stale.body.token })).status).toBe(403);
    await setClock(t, c.login, null);
  });
});

describe('/account/logout', () => {
  it('ends only the calling session', async () => {
    const a = await t.login('basic', 'basic1234');
    const b = await t.login('basic', 'basic1234');
    const r = await t.call('/account/logout', {}, a);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true });
    const after = await t.call('/keepalive', {}, a);
    expect(after.status).toBe(403);
    expect(after.body).toEqual({ type: 'session', message: 'No valid session.' });
    expect((await t.call('/account/logout', {}, a)).status).toBe(403);
    expect((await t.call('/keepalive', {}, b)).status).toBe(200);
  });
});
