import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { domainChecks, domainOf, names } from './domain-checks.js';
import { NEWEST_PHP, PLATFORM, cloneAccount, diskUse, expectCleanError, homePath, lists, logPath } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const { expectNoChange } = domainChecks(() => t);

describe('/domain/add', () => {
  it('adds a domain with its folder, welcome page, newest PHP, auto SSL, server IP and empty logs', async () => {
    const c = await cloneAccount(t, 'demo');
    const r = await t.call('/domain/add', { domain: 'new-site.com' }, c.token);
    expect(r.status).toBe(200);
    const index = homePath(t, c.login, '/domains/new-site.com/public_html/index.html');
    expect(fs.existsSync(index)).toBe(true);
    expect(fs.readFileSync(index, 'utf8')).toContain('new-site.com');
    expect(domainOf(r.body, 'new-site.com')).toEqual({
      domain: 'new-site.com',
      directory: '/domains/new-site.com/public_html',
      phpVersion: NEWEST_PHP,
      canDelete: true,
      catchallEmail: null,
      bccEmail: null,
      sslType: 'auto',
      sslExpires: null,
      // Its folder, public_html and the page, as `du` counts them (blocks).
      diskUsed: diskUse(homePath(t, c.login, '/domains/new-site.com')),
      ip: PLATFORM.serverIp,
      // A new domain counts as pointed at our name servers (the extension field `pointed`).
      pointed: true,
    });
    expect(names(r.body)).toHaveLength(5);
    for (const type of ['access', 'error'] as const) expect(fs.readFileSync(logPath(t, c.login, 'new-site.com', type), 'utf8')).toBe('');
    expect((await t.call('/log/show', { domain: 'new-site.com', type: 'access' }, c.token)).body).toEqual({ log: '' });
    // Persisted: the next lists have it, and the account's disk usage counts its page.
    const after = await lists(t, c.token);
    expect(domainOf(after, 'new-site.com')).toEqual(domainOf(r.body, 'new-site.com'));
    expect(after.user.diskUsed).toBe(r.body.user.diskUsed);
  });

  it('trims and lower-cases the name', async () => {
    const c = await cloneAccount(t, 'empty');
    const r = await t.call('/domain/add', { domain: ' New-Site.ORG ' }, c.token);
    expect(r.status).toBe(200);
    expect(names(r.body)).toEqual(['new-site.org']);
    expect(domainOf(r.body, 'new-site.org').directory).toBe('/domains/new-site.org/public_html');
    expect(fs.existsSync(homePath(t, c.login, '/domains/new-site.org/public_html/index.html'))).toBe(true);
    const again = await t.call('/domain/add', { domain: 'NEW-SITE.org' }, c.token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ type: 'conflict', message: 'You have already added this domain.', field: 'domain' });
    // Now held by this account, the name is another user's for everyone else.
    const other = await t.call('/domain/add', { domain: 'new-site.org' }, await t.login('empty', 'empty1234'));
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ type: 'conflict', message: 'Another user has added this domain.', field: 'domain' });
  });

  it('accepts the longest label and name the DNS allows, and an xn-- top-level domain', async () => {
    const c = await cloneAccount(t, 'empty');
    const label63 = `${'a'.repeat(63)}.com`;
    const name253 = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(name253).toHaveLength(253);
    for (const domain of [label63, name253, 'example.xn--p1ai', 'xn--bcher-kva.de', 'a1-b2.c3.io']) {
      const r = await t.call('/domain/add', { domain }, c.token);
      expect(r.status, domain).toBe(200);
      expect(names(r.body)).toContain(domain);
    }
  });

  it('refuses an invalid name with 406, changing nothing', async () => {
    const c = await cloneAccount(t, 'demo');
    const invalid = [
      '',
      '   ',
      'example',
      'new site.com',
      'new_site.com',
      '-new.com',
      'new-.com',
      'new..com',
      '.new.com',
      'new.com.',
      'new.c',
      'new.123',
      'ünicode.com',
      'http://new.com',
      'new.com/path',
      'user@new.com',
      '*.new.com',
      `${'a'.repeat(64)}.com`,
      `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`, // 254
      `${'a.'.repeat(130)}com`, // 263, every label short
    ];
    await expectNoChange(c.token, c.login, async () => {
      for (const domain of invalid) {
        const r = await t.call('/domain/add', { domain }, c.token);
        expect(r.status, JSON.stringify(domain)).toBe(406);
        expect(r.body).toEqual({ type: 'notAcceptable', message: 'This domain name is invalid.', field: 'domain' });
      }
    });
  });

  it('refuses a domain of another account with 409, however it is written', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, c.login, async () => {
      for (const domain of ['other-customer.com', ' Other-Customer.COM ']) {
        const r = await t.call('/domain/add', { domain }, c.token);
        expect(r.status).toBe(409);
        expect(r.body).toEqual({ type: 'conflict', message: 'Another user has added this domain.', field: 'domain' });
      }
    });
    // A clone holds demo's domains, so demo's names count as another user's for it too.
    const basic = await t.login('basic', 'basic1234');
    const r = await t.call('/domain/add', { domain: 'example.com' }, basic);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Another user has added this domain.');
    expect(fs.existsSync(homePath(t, 'basic', '/domains/example.com'))).toBe(false);
  });

  it('refuses a domain the account already has with 409', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, c.login, async () => {
      for (const domain of ['example.com', 'SHOP.example.com', ' blog.example.org']) {
        const r = await t.call('/domain/add', { domain }, c.token);
        expect(r.status).toBe(409);
        expect(r.body).toEqual({ type: 'conflict', message: 'You have already added this domain.', field: 'domain' });
      }
    });
  });
});

describe('/domain/php', () => {
  it('sets a version from the platform list', async () => {
    const c = await cloneAccount(t, 'demo');
    for (const version of [PLATFORM.phpVersions[0], NEWEST_PHP]) {
      const r = await t.call('/domain/php', { domain: 'Shop.example.com', version }, c.token);
      expect(r.status).toBe(200);
      expect(domainOf(r.body, 'shop.example.com').phpVersion).toBe(version);
      expect(domainOf(await lists(t, c.token), 'shop.example.com').phpVersion).toBe(version);
    }
    // The other domains keep theirs.
    expect(domainOf(await lists(t, c.token), 'blog.example.org').phpVersion).toBe('8.1');
  });

  it('refuses a version that is not offered with 406', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, c.login, async () => {
      for (const version of ['5.6', '9.0', '', '8', ' 8.3', '8.3.1']) {
        const r = await t.call('/domain/php', { domain: 'shop.example.com', version }, c.token);
        expect(r.status, version).toBe(406);
        expect(r.body).toEqual({ type: 'notAcceptable', message: 'This PHP version is not available.', field: 'version' });
      }
    });
  });

  it('answers 404 for an unknown domain or one of another customer', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, c.login, async () => {
      for (const domain of ['unknown-domain.com', 'other-customer.com']) {
        const r = await t.call('/domain/php', { domain, version: '8.2' }, c.token);
        expect(r.status).toBe(404);
        expect(r.body).toEqual({ type: 'notFound', message: 'Domain not found.' });
        expectCleanError(r);
      }
    });
    const basic = await lists(t, await t.login('basic', 'basic1234'));
    expect(domainOf(basic, 'other-customer.com').phpVersion).toBe('8.2');
  });
});

describe('/domain/add over entries the user already has', () => {
  it("keeps the user's own page in a folder made beforehand", async () => {
    const c = await cloneAccount(t, 'demo');
    const name = `prepared-${c.login}.com`;
    fs.mkdirSync(homePath(t, c.login, `/domains/${name}/public_html`), { recursive: true });
    fs.writeFileSync(homePath(t, c.login, `/domains/${name}/public_html/index.html`), 'my own page');
    const r = await t.call('/domain/add', { domain: name }, c.token);
    expect(r.status).toBe(200);
    expect(fs.readFileSync(homePath(t, c.login, `/domains/${name}/public_html/index.html`), 'utf8')).toBe('my own page');
    expect(domainOf(r.body, name).diskUsed).toBe(diskUse(homePath(t, c.login, `/domains/${name}`)));
  });

  it('never makes folders outside the sandbox through a link standing where the folder goes', async () => {
    const c = await cloneAccount(t, 'demo');
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-outside-'));
    try {
      // As /file/link/create may make it: any destination text (docs/mock-backend.md, Files), here an absolute path.
      fs.symlinkSync(outside, homePath(t, c.login, '/domains/escape-one.com'));
      await expectNoChange(c.token, c.login, async () => {
        const r = await t.call('/domain/add', { domain: 'escape-one.com' }, c.token);
        expect(r.status).toBe(409);
        expect(r.body).toMatchObject({ type: 'conflict' });
        expectCleanError(r);
      });
      expect(fs.readdirSync(outside)).toEqual([]);
      expect(fs.lstatSync(homePath(t, c.login, '/domains/escape-one.com')).isSymbolicLink()).toBe(true);
      expect(fs.existsSync(logPath(t, c.login, 'escape-one.com', 'access'))).toBe(false);

      // A file in the way is refused the same way and stays.
      fs.writeFileSync(homePath(t, c.login, '/domains/in-the-way.com'), 'a file');
      const r = await t.call('/domain/add', { domain: 'in-the-way.com' }, c.token);
      expect(r.status).toBe(409);
      expect(fs.readFileSync(homePath(t, c.login, '/domains/in-the-way.com'), 'utf8')).toBe('a file');
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('never writes through a link standing where the welcome page goes', async () => {
    const c = await cloneAccount(t, 'demo');
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-outside-'));
    try {
      const victim = path.join(outside, 'victim.txt');
      fs.writeFileSync(victim, 'precious');
      fs.mkdirSync(homePath(t, c.login, '/domains/escape-two.com/public_html'), { recursive: true });
      fs.symlinkSync(victim, homePath(t, c.login, '/domains/escape-two.com/public_html/index.html'));
      await t.call('/domain/add', { domain: 'escape-two.com' }, c.token);
      expect(fs.readFileSync(victim, 'utf8')).toBe('precious');
      expect(fs.readdirSync(outside)).toEqual(['victim.txt']);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
