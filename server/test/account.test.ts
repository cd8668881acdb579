import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers.js';
import {
  LIST_KEYS, PLATFORM, SESSION_KEYS, cloneAccount, expectCleanError, fixture, homePath, diskUse, lists, setClock,
} from './util.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

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

describe('/account/password', () => {
  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const c = await cloneAccount(t, 'demo');
    const other = await t.login(c.login, c.password);
    for (const oldPassword of ['wrong-password', '', c.password.toUpperCase()]) {
      const r = await t.call('/account/password', { oldPassword, newPassword: 'Fresh-Secret-2031' }, c.token);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ message: 'Incorrect current password.', field: 'oldPassword' });
      expectCleanError(r);
    }
    expect((await t.call('/keepalive', {}, other)).status).toBe(200);
    expect((await login(c.login, c.password)).status).toBe(200);
    expect((await login(c.login, 'Fresh-Secret-2031')).status).toBe(403);
  });

  it('refuses a short new password with 400 and a common one with 406', async () => {
    const c = await cloneAccount(t, 'demo');
    const short = await t.call('/account/password', { oldPassword: c.password, newPassword: 'Sh0rt!' }, c.token);
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ type: 'validation', message: 'Password must be at least 8 characters long.', field: 'newPassword' });
    for (const common of ['password123', 'QWERTY123', 'iloveyou']) {
      const r = await t.call('/account/password', { oldPassword: c.password, newPassword: common }, c.token);
      expect(r.status, common).toBe(406);
      expect(r.body).toEqual({ type: 'notAcceptable', message: 'Try using a different password.', field: 'newPassword' });
    }
    expect((await login(c.login, c.password)).status).toBe(200);
  });

  it('stores the new password, revokes the other sessions and keeps the calling one', async () => {
    const c = await cloneAccount(t, 'demo');
    const other = await t.login(c.login, c.password);
    const r = await t.call('/account/password', { oldPassword: c.password, newPassword: 'Fresh-Secret-2031' }, c.token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true });
    expect((await t.call('/keepalive', {}, c.token)).status).toBe(200);
    const revoked = await t.call('/keepalive', {}, other);
    expect(revoked.status).toBe(403);
    expect(revoked.body.type).toBe('session');
    expect((await login(c.login, c.password)).status).toBe(403);
    expect((await login(c.login, 'Fresh-Secret-2031')).status).toBe(200);
  });
});

describe('/account/display', () => {
  it('saves the three flags and answers the user', async () => {
    const c = await cloneAccount(t, 'demo');
    const flags = { hideDomainConfig: true, hideDatabaseConfig: false, hideEmailConfig: true };
    const r = await t.call('/account/display', flags, c.token);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['user']);
    expect(r.body.user).toMatchObject({ ...flags, paid: true });
    expect((await lists(t, c.token)).user).toMatchObject(flags);
    expect((await login(c.login, c.password)).body.user).toMatchObject(flags);

    const flipped = { hideDomainConfig: false, hideDatabaseConfig: true, hideEmailConfig: false };
    expect((await t.call('/account/display', flipped, c.token)).body.user).toMatchObject(flipped);
    expect((await lists(t, c.token)).user).toMatchObject(flipped);
  });
});

describe('/account/sync', () => {
  it('recomputes domain and account disk usage from the files', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = await t.call('/account/sync', {}, c.token);
    expect(before.status).toBe(200);
    expect(Object.keys(before.body).sort()).toEqual(['databases', 'domains', 'emailAccounts', 'user']);
    const domainUsed = (body: any, name: string) => body.domains.find((d: any) => d.domain === name).diskUsed;
    // Usage is what the entries take on disk, folders included (blocks, as `du` counts them).
    expect(domainUsed(before.body, 'example.com')).toBe(diskUse(homePath(t, c.login, '/domains/example.com')));

    fs.writeFileSync(homePath(t, c.login, '/domains/example.com/public_html/upload.bin'), Buffer.alloc(123_456, 7));
    fs.writeFileSync(homePath(t, c.login, '/tmp/scratch.bin'), Buffer.alloc(1000, 7));
    const after = await t.call('/account/sync', {}, c.token);
    expect(after.status).toBe(200);
    const upload = diskUse(homePath(t, c.login, '/domains/example.com/public_html/upload.bin'));
    const scratch = diskUse(homePath(t, c.login, '/tmp/scratch.bin'));
    expect(upload).toBeGreaterThanOrEqual(123_456);
    expect(domainUsed(after.body, 'example.com')).toBe(domainUsed(before.body, 'example.com') + upload);
    expect(domainUsed(after.body, 'shop.example.com')).toBe(domainUsed(before.body, 'shop.example.com'));
    expect(after.body.user.diskUsed).toBe(before.body.user.diskUsed + upload + scratch);
    const simulated = [...after.body.databases, ...after.body.emailAccounts].reduce((s: number, x: any) => s + x.diskUsed, 0);
    const home = homePath(t, c.login);
    expect(after.body.user.diskUsed).toBe(diskUse(home) - fs.lstatSync(home).blocks * 512 + simulated);
    // The other lists see the new numbers too.
    expect((await lists(t, c.token)).user.diskUsed).toBe(after.body.user.diskUsed);
  });
});

describe('/keepalive', () => {
  it('answers every account list and no session data', async () => {
    const token = await t.login('demo', 'demo1234');
    const r = await t.call('/keepalive', {}, token);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual([...LIST_KEYS].sort());
    const demo = fixture('demo');
    const pick = (xs: any[], keys: string[]) => xs.map((x) => Object.fromEntries(keys.map((k) => [k, x[k]])));
    const byKey = (a: any, b: any) => JSON.stringify(a).localeCompare(JSON.stringify(b));
    expect(pick(r.body.emailAccounts, ['domain', 'name', 'diskLimit', 'diskUsed']).sort(byKey))
      .toEqual(pick(demo.emailAccounts, ['domain', 'name', 'diskLimit', 'diskUsed']).sort(byKey));
    expect([...r.body.emailAliases].sort(byKey)).toEqual([...demo.emailAliases].sort(byKey));
    expect([...r.body.emailWhitelists].sort(byKey)).toEqual([...demo.emailWhitelists].sort(byKey));
    expect([...r.body.emailBlacklists].sort(byKey)).toEqual([...demo.emailBlacklists].sort(byKey));
    expect([...r.body.databases].sort(byKey)).toEqual([...demo.databases].sort(byKey));
    expect([...r.body.redirects].sort(byKey)).toEqual([...demo.redirects].sort(byKey));
    expect([...r.body.proxies].sort(byKey)).toEqual([...demo.proxies].sort(byKey));
    expect(r.body.databaseUsers).toEqual([
      { type: 'mysql', login: 'demo', password: demo.databasePasswords.mysql },
      { type: 'postgres', login: 'demo', password: demo.databasePasswords.postgres },
    ]);
    expect(r.body.ftp).toEqual({ login: 'demo' });
    expect(r.body.scripts).toEqual([expect.objectContaining({ type: 'wordpress', domain: 'example.com', directory: '/blog/', database: 'demo_wordpress' })]);
    expect(r.body.sshKeys.map((k: any) => [k.name, k.fingerprint])).toEqual([
      ['laptop', 'SHA256:tcYIXX6+qiVkbLvJHXj+yJaZYiuSYeKCyIwyqTmbzTc'],
      ['ci-deploy', 'SHA256:FMYrilp/7unIPukIWkRAKPsdmFZk1M6T93xn0vWbz4A'],
    ]);
    expect(r.body.cronJobs.map((j: any) => [j.settings, j.command])).toEqual(demo.cronJobs.map((j: any) => [j.settings, j.command]));
    for (const d of r.body.domains) {
      const f = demo.domains.find((x: any) => x.domain === d.domain);
      expect(d).toMatchObject({ phpVersion: f.phpVersion, sslType: f.sslType, sslExpires: f.sslExpires, catchallEmail: f.catchallEmail, bccEmail: f.bccEmail, ip: PLATFORM.serverIp });
    }
  });

  it('answers each account its own lists', async () => {
    const r = await lists(t, await t.login('basic', 'basic1234'));
    expect(r.domains.map((d: any) => d.domain)).toEqual(['other-customer.com']);
    expect(r.databases.map((d: any) => d.name)).toEqual(['basic_site']);
    expect(r.ftp).toEqual({ login: 'basic' });
  });
});
