import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { entry, names, SITE, usageChecks } from './file-checks.js';
import { cloneAccount, diskUse, formPost, homePath, lists } from './util.js';

/**
 * Every /file call of the file browser: each success with the state it leaves (the reply's
 * listing, the files on disk, the disk usage), and each refusal with its status and message and
 * nothing changed. The attacks (links out, archives, races) are in files-attack.test.ts.
 */
let t: TestApp;
withTestApp((app) => (t = app));
const { usage, expectUsageTrue } = usageChecks(() => t);

describe('/file/file/put and /file/file/get', () => {
  it('creates an empty file, saves text into it and reads it back, keeping its mode and leaving no temporary file', async () => {
    const a = await cloneAccount(t, 'demo');
    const created = await t.call('/file/file/put', { file: `${SITE}/new.php`, contents: '' }, a.token);
    expect(created.status).toBe(200);
    expect(entry(created, 'new.php')).toMatchObject({ type: 'file', size: 0 });
    await t.call('/file/chmod', { file: `${SITE}/new.php`, chmod: '0640' }, a.token);
    const text = '<?php\necho "zażółć gęślą jaźń";\n';
    const saved = await t.call('/file/file/put', { file: `${SITE}/new.php`, contents: text }, a.token);
    expect(saved.status).toBe(200);
    expect(entry(saved, 'new.php')).toMatchObject({ size: Buffer.byteLength(text), permissions: '-rw-r-----' });
    expect(names(saved).filter((n) => n.startsWith('.panel'))).toEqual([]);
    const got = await t.call('/file/file/get', { file: `${SITE}/new.php` }, a.token);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ file: text });
  });

  it('adjusts the usage by what a save adds or removes', async () => {
    const a = await cloneAccount(t, 'demo');
    const before = await usage(a.token);
    const old = diskUse(homePath(t, a.login, SITE, 'index.html'));
    await t.call('/file/file/put', { file: `${SITE}/index.html`, contents: 'x'.repeat(5000) }, a.token);
    const after = await usage(a.token);
    const now = diskUse(homePath(t, a.login, SITE, 'index.html'));
    expect(now).toBeGreaterThanOrEqual(5000);
    expect(after.user - before.user).toBe(now - old);
    expect(after.site - before.site).toBe(now - old);
    await expectUsageTrue(a.token);
  });

  it('saves through a link inside the sandbox into its target', async () => {
    const a = await cloneAccount(t, 'demo');
    fs.symlinkSync('../tmp/notes.txt', homePath(t, a.login, 'notes-link'));
    expect((await t.call('/file/file/put', { file: '/notes-link', contents: 'via link' }, a.token)).status).toBe(200);
    expect(fs.readFileSync(homePath(t, a.login, '/tmp/notes.txt'), 'utf8')).toBe('via link');
    expect(fs.lstatSync(homePath(t, a.login, 'notes-link')).isSymbolicLink()).toBe(true);
  });

  it('refuses a save beyond the plan (406 Not enough disk space.), leaving the file as it was', async () => {
    const a = await cloneAccount(t, 'demo');
    const used = (await lists(t, a.token)).user.diskUsed;
    t.app.panel.db.prepare('UPDATE accounts SET disk_limit = ? WHERE login = ?').run(used + 100, a.login);
    const before = fs.readFileSync(homePath(t, a.login, SITE, 'robots.txt'), 'utf8');
    const r = await t.call('/file/file/put', { file: `${SITE}/robots.txt`, contents: 'y'.repeat(before.length + 101) }, a.token);
    expect(r.status).toBe(406);
    expect(r.body.message).toBe('Not enough disk space.');
    expect(fs.readFileSync(homePath(t, a.login, SITE, 'robots.txt'), 'utf8')).toBe(before);
    expect(fs.readdirSync(homePath(t, a.login, SITE)).filter((n) => n.startsWith('.panel'))).toEqual([]);
    // Making a file smaller is always possible.
    expect((await t.call('/file/file/put', { file: `${SITE}/robots.txt`, contents: 'small' }, a.token)).status).toBe(200);
  });

  it('refuses a folder (406 Not a file.), a missing folder (404) and an invalid new name (400)', async () => {
    const a = await cloneAccount(t, 'demo');
    for (const file of [`${SITE}/images`, '/', `${SITE}/images/..`]) {
      const r = await t.call('/file/file/put', { file, contents: 'x' }, a.token);
      expect(r.status, file).toBe(406);
      expect(r.body.message).toBe('Not a file.');
    }
    expect((await t.call('/file/file/put', { file: '/none/x.txt', contents: 'x' }, a.token)).status).toBe(404);
    const bad = await t.call('/file/file/put', { file: '/tmp/a|b', contents: 'x' }, a.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('You need to enter a valid file name.');
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
  });

  it('refuses to open a folder, a binary file and a file too large for the editor (406), and a missing file (404)', async () => {
    const a = await cloneAccount(t, 'demo');
    const dir = await t.call('/file/file/get', { file: `${SITE}/images` }, a.token);
    expect(dir.status).toBe(406);
    expect(dir.body.message).toBe('Not a file.');
    fs.writeFileSync(homePath(t, a.login, '/tmp/bin.dat'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 0xff]));
    const bin = await t.call('/file/file/get', { file: '/tmp/bin.dat' }, a.token);
    expect(bin.status).toBe(406);
    expect(bin.body.message).toBe('This file is not a text file.');
    fs.writeFileSync(homePath(t, a.login, '/tmp/big.txt'), Buffer.alloc(4 * 1024 * 1024 + 1, 'a'));
    const big = await t.call('/file/file/get', { file: '/tmp/big.txt' }, a.token);
    expect(big.status).toBe(406);
    expect(big.body.message).toBe('This file is too large to edit.');
    expect((await t.call('/file/file/get', { file: '/tmp/none.txt' }, a.token)).status).toBe(404);
  });

  it('accepts a save up to the 8 MiB body the contract allows', async () => {
    const a = await cloneAccount(t, 'demo');
    const contents = 'z'.repeat(6 * 1024 * 1024);
    const r = await t.call('/file/file/put', { file: '/tmp/large.txt', contents }, a.token);
    expect(r.status).toBe(200);
    expect(fs.statSync(homePath(t, a.login, '/tmp/large.txt')).size).toBe(contents.length);
  });
});

describe('/file/file/delete', () => {
  it('deletes a file and lowers the usage by its size', async () => {
    // The spec's delete: no extension (with fileTrash the entry goes to the trash, extensions-file-trash.test.ts).
    const a = await cloneAccount(t, 'demo', undefined, []);
    const before = await usage(a.token);
    const size = diskUse(homePath(t, a.login, SITE, 'style.css'));
    const r = await t.call('/file/file/delete', { file: `${SITE}/style.css` }, a.token);
    expect(r.status).toBe(200);
    expect(names(r)).not.toContain('style.css');
    const after = await usage(a.token);
    expect(before.user - after.user).toBe(size);
    expect(before.site - after.site).toBe(size);
  });

  it('deletes a link itself, never its target (a file or a folder)', async () => {
    const a = await cloneAccount(t, 'demo');
    fs.symlinkSync('notes.txt', homePath(t, a.login, '/tmp/to-file'));
    fs.symlinkSync(SITE, homePath(t, a.login, '/tmp/to-dir'));
    for (const file of ['/tmp/to-file', '/tmp/to-dir']) {
      expect((await t.call('/file/file/delete', { file }, a.token)).status).toBe(200);
    }
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
    expect(fs.existsSync(homePath(t, a.login, SITE, 'index.html'))).toBe(true);
  });

  it('refuses a folder and / (406 Not a file.) and what is missing (404)', async () => {
    const a = await cloneAccount(t, 'demo');
    for (const file of [`${SITE}/images`, '/']) {
      const r = await t.call('/file/file/delete', { file }, a.token);
      expect(r.status).toBe(406);
      expect(r.body.message).toBe('Not a file.');
    }
    expect(fs.existsSync(homePath(t, a.login, SITE, 'images/logo.svg'))).toBe(true);
    expect((await t.call('/file/file/delete', { file: '/tmp/none' }, a.token)).status).toBe(404);
  });
});

describe('/file/link/create', () => {
  it('creates a link with the destination as typed, relative or absolute, and lists it with its target', async () => {
    const a = await cloneAccount(t, 'demo');
    const r = await t.call('/file/link/create', { name: 'site', directory: '/', destination: SITE }, a.token);
    expect(r.status).toBe(200);
    expect(entry(r, 'site')).toMatchObject({ type: 'link', target: SITE });
    expect(fs.readlinkSync(homePath(t, a.login, 'site'))).toBe(SITE);
    const rel = await t.call('/file/link/create', { name: 'n', directory: '/tmp', destination: 'notes.txt' }, a.token);
    expect(entry(rel, 'n')).toMatchObject({ type: 'link', target: 'notes.txt' });
    expect((await t.call('/file/file/get', { file: '/tmp/n' }, a.token)).status).toBe(200);
    expect(names(await t.call('/file/list', { directory: '/site/images' }, a.token))).toEqual(['logo.svg']);
  });

  it('refuses a destination that does not exist inside the sandbox (404 Link destination does not exist.)', async () => {
    const a = await cloneAccount(t, 'demo');
    for (const destination of ['nowhere', '/etc/passwd', '../../../../../etc/passwd', '/domains/other-customer.com', `../../../${a.login}/home/tmp`]) {
      const r = await t.call('/file/link/create', { name: 'l', directory: '/tmp', destination }, a.token);
      expect(r.status, destination).toBe(404);
      expect(r.body.message).toBe('Link destination does not exist.');
    }
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
  });

  it('refuses a taken name (409), a missing folder (404), bad names and destinations (400)', async () => {
    const a = await cloneAccount(t, 'demo');
    const taken = await t.call('/file/link/create', { name: 'notes.txt', directory: '/tmp', destination: '/domains' }, a.token);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Directory or file already exists.');
    expect((await t.call('/file/link/create', { name: 'l', directory: '/none', destination: '/tmp' }, a.token)).status).toBe(404);
    const badName = await t.call('/file/link/create', { name: 'a/b', directory: '/tmp', destination: '/tmp' }, a.token);
    expect(badName.status).toBe(400);
    expect(badName.body.message).toBe('You need to enter a valid link name.');
    for (const destination of ['', '  ', 'a:b', 'C:\\Windows', 'a|b', 'x\u0000']) {
      const r = await t.call('/file/link/create', { name: 'l', directory: '/tmp', destination }, a.token);
      expect(r.status, JSON.stringify(destination)).toBe(400);
      expect(r.body.message).toBe('You need to enter a valid link destination.');
    }
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
  });
});

describe('/file/file/download', () => {
  it('streams the file as an attachment with an RFC 6266 name, never inline', async () => {
    const a = await cloneAccount(t, 'demo');
    const r = await formPost(t, '/file/file/download', { session: a.token, file: `${SITE}/index.html` });
    expect(r.status).toBe(200);
    expect(r.raw.equals(fs.readFileSync(homePath(t, a.login, SITE, 'index.html')))).toBe(true);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="index.html"; filename*=UTF-8''index.html`);
    expect(r.headers['content-type']).toBe('application/octet-stream');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    fs.writeFileSync(homePath(t, a.login, '/tmp/zażółć "x".txt'), 'pl');
    const pl = await formPost(t, '/file/file/download', { session: a.token, file: '/tmp/zażółć "x".txt' });
    expect(pl.headers['content-disposition']).toBe(`attachment; filename="za____ _x_.txt"; filename*=UTF-8''za%C5%BC%C3%B3%C5%82%C4%87%20%22x%22.txt`);
  });

  it('refuses without a valid session (403), a folder (406) and what is missing (404)', async () => {
    const a = await cloneAccount(t, 'demo');
    expect((await formPost(t, '/file/file/download', { session: 'nope', file: `${SITE}/index.html` })).status).toBe(403);
    expect((await formPost(t, '/file/file/download', { file: `${SITE}/index.html` })).status).toBe(403);
    const dir = await formPost(t, '/file/file/download', { session: a.token, file: SITE });
    expect(dir.status).toBe(406);
    expect(dir.body.message).toBe('Not a file.');
    expect((await formPost(t, '/file/file/download', { session: a.token, file: '/tmp/none' })).status).toBe(404);
  });
});
