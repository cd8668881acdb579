import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { domainChecks, domainOf, names } from './domain-checks.js';
import { NEWEST_PHP, cloneAccount, diskUse, expectCleanError, homePath, lists, logPath } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const { expectNoChange } = domainChecks(() => t);

describe('/domain/remove', () => {
  it('removes a domain with everything that hangs on it', async () => {
    const c = await cloneAccount(t, 'demo');
    const { db } = t.app.panel;
    const { id } = db.prepare('SELECT id FROM accounts WHERE login = ?').get(c.login) as { id: number };
    // Addresses at the removed domain named by another domain's catch-all and monitoring, and a
    // script installed on it.
    db.prepare(
      "UPDATE domains SET catchall_email = 'hello@blog.example.org', bcc_email = 'archive@blog.example.org' WHERE account_id = ? AND name = 'example.com'",
    ).run(id);
    db.prepare(
      "UPDATE domains SET catchall_email = 'orders@shop.example.com', bcc_email = 'contact@example.com' WHERE account_id = ? AND name = 'elsewhere-dns.net'",
    ).run(id);
    db.prepare("INSERT INTO scripts (account_id, type, domain, directory, database_name) VALUES (?, 'joomla', 'blog.example.org', '/', NULL)").run(id);
    const before = await lists(t, c.token);
    expect(before.scripts.some((s: any) => s.domain === 'blog.example.org')).toBe(true);
    const blogLogs = logPath(t, c.login, 'blog.example.org', 'access');
    expect(fs.existsSync(blogLogs)).toBe(true);

    const r = await t.call('/domain/remove', { domain: 'blog.example.org' }, c.token);
    expect(r.status).toBe(200);
    expect(names(r.body)).toEqual(names(before).filter((n: string) => n !== 'blog.example.org'));
    for (const key of ['emailAccounts', 'emailAliases', 'emailBlacklists', 'emailWhitelists', 'redirects', 'proxies', 'scripts']) {
      expect(
        r.body[key].filter((x: any) => x.domain === 'blog.example.org'),
        key,
      ).toEqual([]);
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
    const shopMail = added.body.emailAccounts.filter((a: any) => a.domain === 'shop.example.com').reduce((sum: number, a: any) => sum + a.diskUsed, 0);
    expect(shopMail).toBeGreaterThan(0);
    const removed = await t.call('/domain/remove', { domain: 'shop.example.com' }, c.token);
    expect(removed.body.user.diskUsed).toBe(added.body.user.diskUsed - shopFiles - shopMail);
    expect((await t.call('/account/sync', {}, c.token)).body.user.diskUsed).toBe(removed.body.user.diskUsed);
  });
});
