import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { refusalChecks } from './refusals.js';
import { cloneAccount, expectCleanError, homePath, lists } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const install = (over: Record<string, unknown> = {}) => ({
  type: 'wordpress',
  domain: 'example.com',
  directory: '/site/',
  database: null,
  login: 'admin',
  password: 'Str0ng-pass',
  ...over,
});
const count = (replies: { status: number }[], status: number) => replies.filter((r) => r.status === status).length;

const { expectNoChange: expectKept } = refusalChecks(() => t);
/** Runs refused calls and checks that the account's lists and the site's folder are as before. */
const expectNoChange = (c: { token: string; login: string }, calls: () => Promise<void>) =>
  expectKept(c.token, calls, { login: c.login, folder: '/domains/example.com/public_html' });

describe('/script/install', () => {
  it('installs WordPress into a subfolder with a new database: files on disk, the database and the record', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = await lists(t, c.token);
    const r = await t.call('/script/install', install({ directory: 'site' }), c.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const script = r.body.scripts.find((s: any) => s.directory === '/site/');
    expect(script).toMatchObject({ type: 'wordpress', domain: 'example.com', directory: '/site/', database: `${c.login}_wordpress2` });
    expect(r.body.databases).toHaveLength(before.databases.length + 1);
    expect(r.body.databases).toContainEqual({ name: `${c.login}_wordpress2`, type: 'mysql', diskUsed: 16384 });
    const root = homePath(t, c.login, '/domains/example.com/public_html/site');
    expect(fs.readFileSync(`${root}/wp-config.php`, 'utf8')).toContain(`define('DB_NAME', '${c.login}_wordpress2');`);
    expect(fs.existsSync(`${root}/wp-admin/index.php`)).toBe(true);
    expect(fs.readFileSync(`${root}/wp-config.php`, 'utf8')).not.toContain('Str0ng-pass');
    expect(r.body.user.diskUsed).toBeGreaterThan(before.user.diskUsed + 16384);
    const listing = await t.call('/file/list', { directory: '/domains/example.com/public_html/site' }, c.token);
    expect(listing.body.files.map((f: any) => f.name)).toEqual(expect.arrayContaining(['index.php', 'wp-config.php', 'wp-admin', 'wp-content']));
  });

  it('installs into the main directory of an empty site folder and records an existing database', async () => {
    const c = await cloneAccount(t, 'demo');
    fs.rmSync(homePath(t, c.login, '/domains/blog.example.org/public_html/index.html'));
    const r = await t.call('/script/install', install({ type: 'joomla', domain: 'Blog.Example.ORG', directory: '/', database: `${c.login}_shop` }), c.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.scripts).toContainEqual(expect.objectContaining({ type: 'joomla', domain: 'blog.example.org', directory: '/', database: `${c.login}_shop` }));
    expect(r.body.databases.filter((d: any) => d.name.startsWith(c.login))).toHaveLength(4);
    expect(fs.readFileSync(homePath(t, c.login, '/domains/blog.example.org/public_html/configuration.php'), 'utf8')).toContain(
      `public $db = '${c.login}_shop';`,
    );
  });

  it('writes the administrator login as text, never as code', async () => {
    const c = await cloneAccount(t, 'demo');
    const login = "x'); system('id'); ?><?php //";
    const r = await t.call('/script/install', install({ login }), c.token);
    expect(r.status).toBe(200);
    const config = fs.readFileSync(homePath(t, c.login, '/domains/example.com/public_html/site/wp-config.php'), 'utf8');
    expect(config).toContain("$admin_login = 'x\\'); system(\\'id\\'); ?><?php //';");
  });

  it('refuses a folder that holds files with 412 Directory not empty, leaving nothing behind', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c, async () => {
      const main = await t.call('/script/install', install({ directory: '/' }), c.token);
      expect(main.status).toBe(412);
      expect(main.body).toEqual({ type: 'precondition', message: 'Directory not empty' });
      fs.writeFileSync(homePath(t, c.login, '/domains/example.com/public_html/images.txt'), 'x');
      const onFile = await t.call('/script/install', install({ directory: '/images.txt/' }), c.token);
      expect(onFile.status).toBe(412);
      expect(onFile.body.message).toBe('Directory not empty');
      fs.rmSync(homePath(t, c.login, '/domains/example.com/public_html/images.txt'));
    });
  });

  it('refuses a database another script uses with 412 Database not empty, and creates no folder', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c, async () => {
      const r = await t.call('/script/install', install({ database: `${c.login}_wordpress` }), c.token);
      expect(r.status).toBe(412);
      expect(r.body).toEqual({ type: 'precondition', message: 'Database not empty' });
    });
    expect(fs.existsSync(homePath(t, c.login, '/domains/example.com/public_html/site'))).toBe(false);
  });

  it('refuses a PHP version outside the script bounds (406), unknown script, domain or database (404), bad input (400)', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c, async () => {
      const php = await t.call('/script/install', install({ type: 'prestashop' }), c.token);
      expect(php.status).toBe(406);
      expect(php.body.message).toBe('The script does not support the PHP version of this domain.');
      const unknown = await t.call('/script/install', install({ type: 'typo3' }), c.token);
      expect([unknown.status, unknown.body.message]).toEqual([404, 'Script not found.']);
      const foreign = await t.call('/script/install', install({ domain: 'other-customer.com' }), c.token);
      expect([foreign.status, foreign.body.message]).toEqual([404, 'Domain not found.']);
      const otherDb = await t.call('/script/install', install({ database: 'basic_site' }), c.token);
      expect([otherDb.status, otherDb.body.message]).toEqual([404, 'Database not found.']);
      const postgres = await t.call('/script/install', install({ database: `${c.login}_reports` }), c.token);
      expect(postgres.status).toBe(404);
      for (const [over, field, message] of [
        [{ directory: '../x' }, 'directory', 'You need to enter a valid subdirectory name.'],
        [{ directory: 'a//b' }, 'directory', 'You need to enter a valid subdirectory name.'],
        [{ login: ' ' }, 'login', 'You need to enter a valid login.'],
        [{ password: 'short' }, 'password', 'Password must be at least 8 characters long.'],
      ] as const) {
        const r = await t.call('/script/install', install(over), c.token);
        expect(r.status, JSON.stringify(over)).toBe(400);
        expect(r.body).toMatchObject({ field, message });
        expectCleanError(r);
      }
    });
  });

  it('without a session is 403', async () => {
    expect((await t.call('/script/install', install())).status).toBe(403);
  });

  it('of parallel installs into one folder, one succeeds and the rest are 412', async () => {
    const c = await cloneAccount(t, 'demo');
    const replies = await Promise.all(Array.from({ length: 6 }, () => t.call('/script/install', install(), c.token)));
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 412)).toBe(5);
    const after = await lists(t, c.token);
    expect(after.scripts.filter((s: any) => s.directory === '/site/')).toHaveLength(1);
    expect(after.databases.filter((d: any) => d.name.startsWith(`${c.login}_wordpress`))).toHaveLength(2);
  });

  it('of parallel installs on one existing database, one succeeds and the rest are 412', async () => {
    const c = await cloneAccount(t, 'demo');
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) => t.call('/script/install', install({ directory: `/s${i}/`, database: `${c.login}_shop` }), c.token)),
    );
    expect(count(replies, 200)).toBe(1);
    expect(replies.filter((r) => r.status === 412).every((r) => r.body.message === 'Database not empty')).toBe(true);
    const dirs = fs.readdirSync(homePath(t, c.login, '/domains/example.com/public_html')).filter((n) => /^s\d$/.test(n));
    expect(dirs).toHaveLength(1);
  });
});

describe('/script/uninstall', () => {
  it('removes the record and the files it wrote, keeps the files the user added and the database', async () => {
    const c = await cloneAccount(t, 'demo');
    const installed = await t.call('/script/install', install(), c.token);
    const id = installed.body.scripts.find((s: any) => s.directory === '/site/').id;
    const root = homePath(t, c.login, '/domains/example.com/public_html/site');
    fs.writeFileSync(`${root}/wp-content/uploads/photo.jpg`, 'user data');
    const r = await t.call('/script/uninstall', { id }, c.token);
    expect(r.status).toBe(200);
    expect(r.body.scripts.find((s: any) => s.id === id)).toBeUndefined();
    expect(r.body.databases).toContainEqual(expect.objectContaining({ name: `${c.login}_wordpress2` }));
    expect(fs.existsSync(`${root}/wp-config.php`)).toBe(false);
    expect(fs.existsSync(`${root}/wp-admin`)).toBe(false);
    expect(fs.readFileSync(`${root}/wp-content/uploads/photo.jpg`, 'utf8')).toBe('user data');
    expect(fs.readdirSync(`${root}/wp-content`)).toEqual(['uploads']);
    const again = await t.call('/script/uninstall', { id }, c.token);
    expect([again.status, again.body.message]).toEqual([404, 'Script not found.']);
  });

  it('takes the whole subfolder away when nothing of the user is left, and the seeded install too', async () => {
    const c = await cloneAccount(t, 'demo');
    const installed = await t.call('/script/install', install(), c.token);
    const id = installed.body.scripts.find((s: any) => s.directory === '/site/').id;
    expect((await t.call('/script/uninstall', { id }, c.token)).status).toBe(200);
    expect(fs.existsSync(homePath(t, c.login, '/domains/example.com/public_html/site'))).toBe(false);
    const seeded = installed.body.scripts.find((s: any) => s.directory === '/blog/');
    expect((await t.call('/script/uninstall', { id: seeded.id }, c.token)).status).toBe(200);
    const again = await t.call('/script/install', install({ directory: '/blog/', database: `${c.login}_wordpress` }), c.token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it("answers another customer's script with 404", async () => {
    const a = await cloneAccount(t, 'demo');
    const b = await cloneAccount(t, 'demo');
    const id = (await lists(t, a.token)).scripts[0].id;
    const r = await t.call('/script/uninstall', { id }, b.token);
    expect([r.status, r.body.message]).toEqual([404, 'Script not found.']);
    expect((await lists(t, a.token)).scripts.map((s: any) => s.id)).toContain(id);
  });

  it('of parallel uninstalls, one succeeds and the rest are 404', async () => {
    const c = await cloneAccount(t, 'demo');
    const id = (await lists(t, c.token)).scripts[0].id;
    const replies = await Promise.all(Array.from({ length: 5 }, () => t.call('/script/uninstall', { id }, c.token)));
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 404)).toBe(4);
  });
});
