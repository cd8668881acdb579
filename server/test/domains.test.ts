import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers.js';
import { NEWEST_PHP, PLATFORM, cloneAccount, diskUse, expectCleanError, homePath, lists, logPath } from './util.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const names = (body: any) => body.domains.map((d: any) => d.domain);
const domainOf = (body: any, name: string) => body.domains.find((d: any) => d.domain === name);

/** Runs failing calls and checks that none of them changed the account's lists or files. */
async function expectNoChange(token: string, login: string, calls: () => Promise<void>) {
  const before = await lists(t, token);
  const files = fs.readdirSync(homePath(t, login, '/domains')).sort();
  await calls();
  expect(await lists(t, token)).toEqual(before);
  expect(fs.readdirSync(homePath(t, login, '/domains')).sort()).toEqual(files);
}

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
      '', '   ', 'example', 'new site.com', 'new_site.com', '-new.com', 'new-.com', 'new..com', '.new.com', 'new.com.',
      'new.c', 'new.123', 'ünicode.com', 'http://new.com', 'new.com/path', 'user@new.com', '*.new.com',
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

describe('/domain/remove', () => {
  it('removes a domain with everything that hangs on it', async () => {
    const c = await cloneAccount(t, 'demo');
    const { db } = t.app.panel;
    const { id } = db.prepare('SELECT id FROM accounts WHERE login = ?').get(c.login) as { id: number };
    // Addresses at the removed domain named by another domain's catch-all and monitoring, and a
    // script installed on it.
    db.prepare("UPDATE domains SET catchall_email = 'hello@blog.example.org', bcc_email = 'archive@blog.example.org' WHERE account_id = ? AND name = 'example.com'").run(id);
    db.prepare("UPDATE domains SET catchall_email = 'orders@shop.example.com', bcc_email = 'contact@example.com' WHERE account_id = ? AND name = 'elsewhere-dns.net'").run(id);
    db.prepare("INSERT INTO scripts (account_id, type, domain, directory, database_name) VALUES (?, 'joomla', 'blog.example.org', '/', NULL)").run(id);
    const before = await lists(t, c.token);
    expect(before.scripts.some((s: any) => s.domain === 'blog.example.org')).toBe(true);
    const blogLogs = logPath(t, c.login, 'blog.example.org', 'access');
    expect(fs.existsSync(blogLogs)).toBe(true);

    const r = await t.call('/domain/remove', { domain: 'blog.example.org' }, c.token);
    expect(r.status).toBe(200);
    expect(names(r.body)).toEqual(names(before).filter((n: string) => n !== 'blog.example.org'));
    for (const key of ['emailAccounts', 'emailAliases', 'emailBlacklists', 'emailWhitelists', 'redirects', 'proxies', 'scripts']) {
      expect(r.body[key].filter((x: any) => x.domain === 'blog.example.org'), key).toEqual([]);
      // What belongs to the other domains stays.
      expect(r.body[key], key).toEqual(before[key].filter((x: any) => x.domain !== 'blog.example.org'));
    }
    expect(domainOf(r.body, 'example.com')).toMatchObject({ catchallEmail: null, bccEmail: null });
    expect(domainOf(r.body, 'elsewhere-dns.net')).toMatchObject({ catchallEmail: 'orders@shop.example.com', bccEmail: 'contact@example.com' });
    expect(fs.existsSync(homePath(t, c.login, '/domains/blog.example.org'))).toBe(false);
    expect(fs.existsSync(homePath(t, c.login, '/domains/example.com/public_html/index.html'))).toBe(true);
    expect(fs.existsSync(blogLogs)).toBe(false);
    expect(r.body.user.diskUsed).toBeLessThan(before.user.diskUsed);
    expect(await lists(t, c.token)).toEqual(r.body);
    const log = await t.call('/log/show', { domain: 'blog.example.org', type: 'access' }, c.token);
    expect(log.status).toBe(404);
  });

  it('trims and lower-cases the name, and the domain can be added again afresh', async () => {
    const c = await cloneAccount(t, 'demo');
    const name = `again-${c.login}.net`;
    expect((await t.call('/domain/add', { domain: name }, c.token)).status).toBe(200);
    fs.writeFileSync(homePath(t, c.login, `/domains/${name}/public_html/old.txt`), 'old');
    fs.appendFileSync(logPath(t, c.login, name, 'access'), 'a line\n');
    const r = await t.call('/domain/remove', { domain: ` ${name.toUpperCase()} ` }, c.token);
    expect(r.status).toBe(200);
    expect(names(r.body)).not.toContain(name);
    expect(fs.existsSync(homePath(t, c.login, `/domains/${name}`))).toBe(false);
    const again = await t.call('/domain/add', { domain: name }, c.token);
    expect(again.status).toBe(200);
    expect(domainOf(again.body, name)).toMatchObject({ sslType: 'auto', sslExpires: null, phpVersion: NEWEST_PHP, canDelete: true });
    expect(fs.existsSync(homePath(t, c.login, `/domains/${name}/public_html/old.txt`))).toBe(false);
    expect(fs.readFileSync(logPath(t, c.login, name, 'access'), 'utf8')).toBe('');
  });

  it('frees the name for other accounts', async () => {
    const c = await cloneAccount(t, 'demo');
    const name = `moving-${c.login}.com`;
    expect((await t.call('/domain/add', { domain: name }, c.token)).status).toBe(200);
    const basic = await t.login('basic', 'basic1234');
    expect((await t.call('/domain/add', { domain: name }, basic)).status).toBe(409);
    expect((await t.call('/domain/remove', { domain: name }, c.token)).status).toBe(200);
    const r = await t.call('/domain/add', { domain: name }, basic);
    expect(r.status).toBe(200);
    expect(names(r.body)).toContain(name);
    expect((await t.call('/domain/remove', { domain: name }, basic)).status).toBe(200);
  });

  it('answers 404 for an unknown domain and for a domain of another customer (never 403)', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, c.login, async () => {
      for (const domain of ['unknown-domain.com', 'other-customer.com', 'not a domain']) {
        const r = await t.call('/domain/remove', { domain }, c.token);
        expect(r.status, domain).toBe(404);
        expect(r.body).toEqual({ type: 'notFound', message: 'Domain not found.' });
        expectCleanError(r);
      }
    });
    const basic = await t.login('basic', 'basic1234');
    expect(domainOf(await lists(t, basic), 'other-customer.com')).toBeDefined();
    expect(fs.existsSync(homePath(t, 'basic', '/domains/other-customer.com/public_html'))).toBe(true);
  });

  it('refuses to remove the primary domain with 406', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, c.login, async () => {
      for (const domain of ['example.com', 'EXAMPLE.com ']) {
        const r = await t.call('/domain/remove', { domain }, c.token);
        expect(r.status).toBe(406);
        expect(r.body).toEqual({ type: 'notAcceptable', message: 'The primary domain cannot be removed.', field: 'domain' });
        expectCleanError(r);
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

describe('disk usage after adding and removing domains', () => {
  it('counts the new folder at once, and a removal takes back its files and mailboxes, as a full sync would', async () => {
    const c = await cloneAccount(t, 'demo');
    const start = (await t.call('/account/sync', {}, c.token)).body.user.diskUsed;

    const added = await t.call('/domain/add', { domain: `usage-${c.login}.com` }, c.token);
    const folder = diskUse(homePath(t, c.login, `/domains/usage-${c.login}.com`));
    expect(folder).toBeGreaterThan(0);
    expect(domainOf(added.body, `usage-${c.login}.com`).diskUsed).toBe(folder);
    expect(added.body.user.diskUsed).toBe(start + folder);
    expect((await t.call('/account/sync', {}, c.token)).body.user.diskUsed).toBe(added.body.user.diskUsed);

    const shopFiles = diskUse(homePath(t, c.login, '/domains/shop.example.com'));
    const shopMail = added.body.emailAccounts
      .filter((a: any) => a.domain === 'shop.example.com')
      .reduce((sum: number, a: any) => sum + a.diskUsed, 0);
    expect(shopMail).toBeGreaterThan(0);
    const removed = await t.call('/domain/remove', { domain: 'shop.example.com' }, c.token);
    expect(removed.body.user.diskUsed).toBe(added.body.user.diskUsed - shopFiles - shopMail);
    expect((await t.call('/account/sync', {}, c.token)).body.user.diskUsed).toBe(removed.body.user.diskUsed);
  });
});
