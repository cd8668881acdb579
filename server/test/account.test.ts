import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { LIST_KEYS, PLATFORM, cloneAccount, expectCleanError, fixture, homePath, diskUse, lists } from './util.js';

/**
 * The account's own settings and lists: its password, display flags, disk usage and the lists
 * every call refreshes. Signing in and out: account-sign-in.test.ts.
 */

let t: TestApp;
withTestApp((app) => (t = app));

const login = (l: string, password: string, headers?: Record<string, string>) => t.call('/account/login', { login: l, password }, undefined, headers);

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
  it('counts the files of a home it has not counted yet (a new copy), then answers the usage the calls keep', async () => {
    const c = await cloneAccount(t, 'demo');
    const template = await t.call('/account/sync', {}, (await cloneAccount(t, 'demo')).token);
    // Written beside the panel before the copy's first sync: the walk at first need counts them.
    fs.writeFileSync(homePath(t, c.login, '/domains/example.com/public_html/upload.bin'), Buffer.alloc(123_456, 7));
    fs.writeFileSync(homePath(t, c.login, '/tmp/scratch.bin'), Buffer.alloc(1000, 7));
    const after = await t.call('/account/sync', {}, c.token);
    expect(after.status).toBe(200);
    expect(Object.keys(after.body).sort()).toEqual(['databases', 'domains', 'emailAccounts', 'user']);
    const domainUsed = (body: any, name: string) => body.domains.find((d: any) => d.domain === name).diskUsed;
    // Usage is what the entries take on disk, folders included (blocks, as `du` counts them).
    expect(domainUsed(after.body, 'example.com')).toBe(diskUse(homePath(t, c.login, '/domains/example.com')));
    const upload = diskUse(homePath(t, c.login, '/domains/example.com/public_html/upload.bin'));
    const scratch = diskUse(homePath(t, c.login, '/tmp/scratch.bin'));
    expect(upload).toBeGreaterThanOrEqual(123_456);
    expect(domainUsed(after.body, 'example.com')).toBe(domainUsed(template.body, 'example.com') + upload);
    expect(domainUsed(after.body, 'shop.example.com')).toBe(domainUsed(template.body, 'shop.example.com'));
    expect(after.body.user.diskUsed).toBe(template.body.user.diskUsed + upload + scratch);
    const simulated = [...after.body.databases, ...after.body.emailAccounts].reduce((s: number, x: any) => s + x.diskUsed, 0);
    const home = homePath(t, c.login);
    expect(after.body.user.diskUsed).toBe(diskUse(home) - fs.lstatSync(home).blocks * 512 + simulated);
    // The other lists see the new numbers too.
    expect((await lists(t, c.token)).user.diskUsed).toBe(after.body.user.diskUsed);

    // Counted once, the usage is what the calls keep: a server that checks its replies (as the
    // tests' do) walks again and refuses to answer numbers that are not what is on disk.
    fs.writeFileSync(homePath(t, c.login, '/tmp/beside-the-panel.bin'), Buffer.alloc(5000, 7));
    const drifted = await t.call('/account/sync', {}, c.token);
    expect(drifted.status).toBe(500);
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
    expect(pick(r.body.emailAccounts, ['domain', 'name', 'diskLimit', 'diskUsed']).sort(byKey)).toEqual(
      pick(demo.emailAccounts, ['domain', 'name', 'diskLimit', 'diskUsed']).sort(byKey),
    );
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
      expect(d).toMatchObject({
        phpVersion: f.phpVersion,
        sslType: f.sslType,
        sslExpires: f.sslExpires,
        catchallEmail: f.catchallEmail,
        bccEmail: f.bccEmail,
        ip: PLATFORM.serverIp,
      });
    }
  });

  it('answers each account its own lists', async () => {
    const r = await lists(t, await t.login('basic', 'basic1234'));
    expect(r.domains.map((d: any) => d.domain)).toEqual(['other-customer.com']);
    expect(r.databases.map((d: any) => d.name)).toEqual(['basic_site']);
    expect(r.ftp).toEqual({ login: 'basic' });
  });
});
