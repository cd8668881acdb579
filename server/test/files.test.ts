import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { entry, names, SITE, usageChecks } from './file-checks.js';
import { cloneAccount, diskUse, expectCleanError, homePath, lists } from './util.js';

/**
 * Every /file call of the file browser: each success with the state it leaves (the reply's
 * listing, the files on disk, the disk usage), and each refusal with its status and message and
 * nothing changed. The attacks (links out, archives, races) are in files-attack.test.ts.
 */
let t: TestApp;
withTestApp((app) => (t = app));
const { usage, expectUsageTrue } = usageChecks(() => t);

const mode = (p: string) => (fs.lstatSync(p).mode & 0o777).toString(8);

describe('/file/list', () => {
  it('lists a folder as ls -l would: directories first, then names; sizes, permissions, dates, link targets', async () => {
    const a = await cloneAccount(t, 'demo');
    fs.symlinkSync('index.html', homePath(t, a.login, SITE, 'home-link'));
    const r = await t.call('/file/list', { directory: SITE }, a.token);
    expect(r.status).toBe(200);
    expect(names(r)).toEqual(['blog', 'images', '.htaccess', 'app.js', 'home-link', 'index.html', 'robots.txt', 'style.css']);
    const index = entry(r, 'index.html');
    const stat = fs.statSync(homePath(t, a.login, SITE, 'index.html'));
    expect(index).toMatchObject({ type: 'file', size: stat.size, permissions: '-rw-r--r--', target: null, number: 1 });
    expect(index.day).toBe(String(stat.mtime.getUTCDate()));
    expect(index.month).toBe(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][stat.mtime.getUTCMonth()]);
    expect(index.time).toMatch(/^\d\d:\d\d$/);
    expect(entry(r, 'blog')).toMatchObject({ type: 'directory', permissions: 'drwxr-xr-x', target: null });
    expect(entry(r, 'home-link')).toMatchObject({ type: 'link', target: 'index.html' });
    expect(entry(r, 'home-link').permissions).toMatch(/^l/);
  });

  it('shows the year for entries older than six months', async () => {
    const a = await cloneAccount(t, 'demo');
    const old = new Date('2020-03-04T05:06:07Z');
    fs.utimesSync(homePath(t, a.login, '/tmp/notes.txt'), old, old);
    const r = await t.call('/file/list', { directory: '/tmp' }, a.token);
    expect(entry(r, 'notes.txt')).toMatchObject({ day: '4', month: 'Mar', time: '2020' });
  });

  it('lists the home as /, and follows a link to a folder inside the sandbox', async () => {
    const a = await cloneAccount(t, 'demo');
    expect(names(await t.call('/file/list', { directory: '/' }, a.token))).toEqual(['domains', 'tmp']);
    fs.symlinkSync(SITE, homePath(t, a.login, 'site'));
    const r = await t.call('/file/list', { directory: '/site/images' }, a.token);
    expect(names(r)).toEqual(['logo.svg']);
  });

  it('refuses what is missing (404), what is not a folder (406), and a call without a session (403)', async () => {
    const a = await cloneAccount(t, 'demo');
    const missing = await t.call('/file/list', { directory: '/nothing/here' }, a.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('File or directory not found.');
    expectCleanError(missing);
    const file = await t.call('/file/list', { directory: '/tmp/notes.txt' }, a.token);
    expect(file.status).toBe(406);
    expect(file.body.message).toBe('Not a directory.');
    expect((await t.call('/file/list', { directory: '/' })).status).toBe(403);
    expect((await t.call('/file/list', { directory: '/', extra: 1 }, a.token)).status).toBe(400);
  });

  it("never shows another customer's files: their folders do not exist here", async () => {
    const a = await cloneAccount(t, 'demo');
    const b = await cloneAccount(t, 'basic');
    for (const directory of ['/domains/other-customer.com', `/../${b.login}/home`, `/../../${b.login}/home/domains`]) {
      const r = await t.call('/file/list', { directory }, a.token);
      expect(r.status, directory).toBe(404);
    }
    expect((await t.call('/file/list', { directory: '/domains/other-customer.com' }, b.token)).status).toBe(200);
  });
});

describe('/file/directory/create', () => {
  it('creates the folder and answers the listing of its parent', async () => {
    const a = await cloneAccount(t, 'demo');
    const r = await t.call('/file/directory/create', { directory: `${SITE}/uploads` }, a.token);
    expect(r.status).toBe(200);
    expect(entry(r, 'uploads')).toMatchObject({ type: 'directory', permissions: 'drwxr-xr-x' });
    expect(fs.statSync(homePath(t, a.login, SITE, 'uploads')).isDirectory()).toBe(true);
    // Unicode names are names like any other.
    const pl = await t.call('/file/directory/create', { directory: `${SITE}/zdjęcia ł` }, a.token);
    expect(names(pl)).toContain('zdjęcia ł');
  });

  it('refuses a name that is taken (409) and a missing parent (404), creating nothing', async () => {
    const a = await cloneAccount(t, 'demo');
    for (const taken of ['images', 'index.html']) {
      const r = await t.call('/file/directory/create', { directory: `${SITE}/${taken}` }, a.token);
      expect(r.status, taken).toBe(409);
      expect(r.body.message).toBe('Directory or file already exists.');
    }
    expect(fs.statSync(homePath(t, a.login, SITE, 'index.html')).isFile()).toBe(true);
    const r = await t.call('/file/directory/create', { directory: `${SITE}/no/such` }, a.token);
    expect(r.status).toBe(404);
    expect(fs.existsSync(homePath(t, a.login, SITE, 'no'))).toBe(false);
  });

  it('refuses invalid names with the rule message (400), creating nothing', async () => {
    const a = await cloneAccount(t, 'demo');
    const before = fs.readdirSync(homePath(t, a.login, SITE)).sort();
    const bad = ['', ' ', 'a:b', 'a<b', 'a>b', 'a"b', 'a|b', 'a?b', 'a*b', 'a\\b', '.', '..', '‥', '／etc', 'a∕b', 'x\u0001', 'x'.repeat(256), 'ż'.repeat(128)];
    for (const name of bad) {
      const r = await t.call('/file/directory/create', { directory: `${SITE}/${name}` }, a.token);
      expect(r.status, JSON.stringify(name)).toBe(400);
      expect(r.body.message).toBe('You need to enter a valid directory name.');
    }
    expect(fs.readdirSync(homePath(t, a.login, SITE)).sort()).toEqual(before);
    expect((await t.call('/file/directory/create', { directory: `${SITE}/${'x'.repeat(255)}` }, a.token)).status).toBe(200);
  });
});

describe('/file/directory/delete', () => {
  it('removes a folder with everything below it and lowers the usage by what it held', async () => {
    // The spec's delete: no extension (with fileTrash the entry goes to the trash, extensions-file-trash.test.ts).
    const a = await cloneAccount(t, 'demo', undefined, []);
    const before = await usage(a.token);
    const held = diskUse(homePath(t, a.login, SITE, 'blog'));
    expect(held).toBeGreaterThan(0);
    const r = await t.call('/file/directory/delete', { directory: `${SITE}/blog` }, a.token);
    expect(r.status).toBe(200);
    expect(names(r)).not.toContain('blog');
    expect(fs.existsSync(homePath(t, a.login, SITE, 'blog'))).toBe(false);
    const after = await usage(a.token);
    expect(before.user - after.user).toBe(held);
    expect(before.site - after.site).toBe(held);
    await expectUsageTrue(a.token);
  });

  it('removes links inside the folder, never what they point at', async () => {
    const a = await cloneAccount(t, 'demo');
    fs.mkdirSync(homePath(t, a.login, '/tmp/box'));
    fs.symlinkSync('/domains', homePath(t, a.login, '/tmp/box/all-domains'));
    fs.symlinkSync('../notes.txt', homePath(t, a.login, '/tmp/box/notes'));
    expect((await t.call('/file/directory/delete', { directory: '/tmp/box' }, a.token)).status).toBe(200);
    expect(fs.existsSync(homePath(t, a.login, SITE, 'index.html'))).toBe(true);
    expect(fs.existsSync(homePath(t, a.login, '/tmp/notes.txt'))).toBe(true);
  });

  it('refuses / and what is not a folder (406), a link to a folder included, and what is missing (404)', async () => {
    const a = await cloneAccount(t, 'demo');
    fs.symlinkSync(SITE, homePath(t, a.login, 'site'));
    for (const directory of ['/', '/tmp/notes.txt', '/site', '/tmp/..']) {
      const r = await t.call('/file/directory/delete', { directory }, a.token);
      expect(r.status, directory).toBe(406);
      expect(r.body.message).toBe('Not a directory.');
    }
    expect(fs.existsSync(homePath(t, a.login, SITE, 'index.html'))).toBe(true);
    expect((await t.call('/file/directory/delete', { directory: '/gone' }, a.token)).status).toBe(404);
  });
});

describe('/file/move', () => {
  it('renames a file and answers the listing of its folder', async () => {
    const a = await cloneAccount(t, 'demo');
    const r = await t.call('/file/move', { from: `${SITE}/robots.txt`, to: `${SITE}/robots-old.txt` }, a.token);
    expect(r.status).toBe(200);
    expect(names(r)).toContain('robots-old.txt');
    expect(names(r)).not.toContain('robots.txt');
  });

  it('moves a folder to another folder, and a file between domains with both domains usage adjusted', async () => {
    const a = await cloneAccount(t, 'demo');
    const moved = await t.call('/file/move', { from: `${SITE}/images`, to: '/tmp/images' }, a.token);
    expect(moved.status).toBe(200);
    expect(names(moved)).toEqual(['images', 'notes.txt']);
    const size = diskUse(homePath(t, a.login, SITE, 'index.html'));
    const l1 = await lists(t, a.token);
    const shop = (l: any) => l.domains.find((d: { domain: string }) => d.domain === 'shop.example.com').diskUsed;
    const r = await t.call('/file/move', { from: `${SITE}/index.html`, to: '/domains/shop.example.com/public_html/index.html' }, a.token);
    expect(r.status).toBe(200);
    const l2 = await lists(t, a.token);
    expect(shop(l2) - shop(l1)).toBe(size);
    expect(l2.user.diskUsed).toBe(l1.user.diskUsed);
    await expectUsageTrue(a.token);
  });

  it('moves a link itself, never its target', async () => {
    const a = await cloneAccount(t, 'demo');
    fs.symlinkSync('notes.txt', homePath(t, a.login, '/tmp/n'));
    const r = await t.call('/file/move', { from: '/tmp/n', to: '/tmp/m' }, a.token);
    expect(r.status).toBe(200);
    expect(fs.readlinkSync(homePath(t, a.login, '/tmp/m'))).toBe('notes.txt');
    expect(fs.readFileSync(homePath(t, a.login, '/tmp/notes.txt'), 'utf8').length).toBeGreaterThan(0);
  });

  it('refuses a taken name (409), a folder into itself or / (406), what is missing (404) and bad names (400)', async () => {
    const a = await cloneAccount(t, 'demo');
    const taken = await t.call('/file/move', { from: `${SITE}/app.js`, to: `${SITE}/style.css` }, a.token);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('File or directory already exists.');
    expect(fs.readFileSync(homePath(t, a.login, SITE, 'style.css'), 'utf8')).not.toContain('function');
    for (const [from, to] of [
      [`${SITE}/blog`, `${SITE}/blog/inside`],
      [`${SITE}/blog`, `${SITE}/blog/wp-admin/x`],
      ['/', '/tmp/root'],
    ]) {
      const r = await t.call('/file/move', { from, to }, a.token);
      expect(r.status, `${from} -> ${to}`).toBe(406);
      expect(r.body.message).toBe('Cannot move a directory into itself.');
    }
    expect((await t.call('/file/move', { from: '/tmp/none', to: '/tmp/x' }, a.token)).status).toBe(404);
    expect((await t.call('/file/move', { from: '/tmp/notes.txt', to: '/none/x' }, a.token)).status).toBe(404);
    const bad = await t.call('/file/move', { from: '/tmp/notes.txt', to: '/tmp/a:b' }, a.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('You need to enter a valid file name.');
    const badDir = await t.call('/file/move', { from: `${SITE}/images`, to: `${SITE}/..` }, a.token);
    expect(badDir.status).toBe(400);
    expect(badDir.body.message).toBe('You need to enter a valid directory name.');
    expect(fs.existsSync(homePath(t, a.login, SITE, 'images/logo.svg'))).toBe(true);
  });

  it('answers an unchanged name with the listing, changing nothing', async () => {
    const a = await cloneAccount(t, 'demo');
    const r = await t.call('/file/move', { from: '/tmp/notes.txt', to: '/tmp/notes.txt' }, a.token);
    expect(r.status).toBe(200);
    expect(names(r)).toEqual(['notes.txt']);
  });
});

describe('/file/chmod', () => {
  it('sets the mode of a file or folder and shows it in the listing', async () => {
    const a = await cloneAccount(t, 'demo');
    const r = await t.call('/file/chmod', { file: `${SITE}/app.js`, chmod: '0755' }, a.token);
    expect(r.status).toBe(200);
    expect(entry(r, 'app.js').permissions).toBe('-rwxr-xr-x');
    expect(mode(homePath(t, a.login, SITE, 'app.js'))).toBe('755');
    const d = await t.call('/file/chmod', { file: `${SITE}/images`, chmod: '0700' }, a.token);
    expect(entry(d, 'images').permissions).toBe('drwx------');
    const none = await t.call('/file/chmod', { file: `${SITE}/app.js`, chmod: '0000' }, a.token);
    expect(entry(none, 'app.js').permissions).toBe('----------');
  });

  it('never changes what a link points at', async () => {
    const a = await cloneAccount(t, 'demo');
    fs.symlinkSync('notes.txt', homePath(t, a.login, '/tmp/n'));
    const r = await t.call('/file/chmod', { file: '/tmp/n', chmod: '0777' }, a.token);
    expect(r.status).toBe(200);
    expect(mode(homePath(t, a.login, '/tmp/notes.txt'))).toBe('644');
  });

  it('refuses any mode that is not 0000-0777 as text, and /, changing nothing (400); a missing entry 404', async () => {
    const a = await cloneAccount(t, 'demo');
    for (const chmod of ['0800', '755', '01777', '4755', '0o644', '7777', ' 0644', '0644 ', '0644\n', '0777; rm -rf /', '', '-0644']) {
      const r = await t.call('/file/chmod', { file: `${SITE}/app.js`, chmod }, a.token);
      expect(r.status, JSON.stringify(chmod)).toBe(400);
      expectCleanError(r);
    }
    for (const chmod of [644, null, ['0644'], { mode: '0644' }]) {
      expect((await t.call('/file/chmod', { file: `${SITE}/app.js`, chmod }, a.token)).status).toBe(400);
    }
    expect(mode(homePath(t, a.login, SITE, 'app.js'))).toBe('644');
    expect((await t.call('/file/chmod', { file: '/', chmod: '0000' }, a.token)).status).toBe(400);
    expect((await t.call('/file/chmod', { file: '/nope', chmod: '0644' }, a.token)).status).toBe(404);
  });
});
