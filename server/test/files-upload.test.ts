import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listeningTestApp, type TestApp } from './helpers.js';
import { cloneAccount, expectCleanError, homePath, tree } from './util.js';
import { du, SITE, uploadCalls } from './upload-calls.js';

/**
 * Uploads through a listening server, as a browser sends them (multipart over HTTP): each streams
 * to disk, is limited by the plan's free space, and leaves nothing behind when it fails. Archives
 * (`/file/zip/upload`) are tested in files-archive-upload.test.ts.
 */
let t: TestApp;
let base: string;
listeningTestApp((server) => ({ t, base } = server));

const { post, upload, staged, usage, expectUsageTrue, leaveFree } = uploadCalls(() => ({ t, base }));

describe('/file/file/upload', () => {
  it('stores every part under its name, answers the listing and raises the usage by what arrived', async () => {
    const a = await cloneAccount(t, 'demo');
    const before = await usage(a.token);
    const big = Buffer.alloc(3 * 1024 * 1024 + 7, 0x61);
    const r = await upload(a.token, SITE, [
      { name: 'a.txt', data: 'alpha' },
      { name: 'zdjęcie ż.bin', data: big },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.files.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['a.txt', 'zdjęcie ż.bin']));
    expect(fs.readFileSync(homePath(t, a.login, SITE, 'a.txt'), 'utf8')).toBe('alpha');
    expect(fs.readFileSync(homePath(t, a.login, SITE, 'zdjęcie ż.bin')).equals(big)).toBe(true);
    expect(tree(homePath(t, a.login, SITE)).filter((n) => n.includes('.panel-'))).toEqual([]);
    const after = await usage(a.token);
    const cost = du(homePath(t, a.login, SITE, 'a.txt'), homePath(t, a.login, SITE, 'zdjęcie ż.bin'));
    expect(cost).toBeGreaterThan(5 + big.length);
    expect(after.user - before.user).toBe(cost);
    expect(after.site - before.site).toBe(cost);
    expect(staged(a.login)).toEqual([]);
    await expectUsageTrue(a.token);
  });

  it('replaces a file of the same name, counting only the difference', async () => {
    const a = await cloneAccount(t, 'demo');
    const before = await usage(a.token);
    const old = du(homePath(t, a.login, SITE, 'robots.txt'));
    const data = 'x'.repeat(10_000);
    expect((await upload(a.token, SITE, [{ name: 'robots.txt', data }])).status).toBe(200);
    expect(fs.readFileSync(homePath(t, a.login, SITE, 'robots.txt'), 'utf8')).toBe(data);
    expect((await usage(a.token)).user - before.user).toBe(du(homePath(t, a.login, SITE, 'robots.txt')) - old);
    await expectUsageTrue(a.token);
  });

  it('takes only the base name a browser sends', async () => {
    const a = await cloneAccount(t, 'demo');
    expect((await upload(a.token, '/tmp', [{ name: 'C:\\fakepath\\up.txt', data: 'x' }])).status).toBe(200);
    expect(fs.readdirSync(homePath(t, a.login, '/tmp')).sort()).toEqual(['notes.txt', 'up.txt']);
  });

  it('refuses more than the plan has free (406 Files too big for upload.), keeping nothing of the request', async () => {
    const a = await cloneAccount(t, 'demo');
    await leaveFree(a.login, a.token, 1024 * 1024);
    const before = tree(homePath(t, a.login, '/'));
    const usedBefore = (await usage(a.token)).user;
    const r = await upload(a.token, '/tmp', [
      { name: 'ok.txt', data: 'fine' },
      { name: 'huge.bin', data: Buffer.alloc(2 * 1024 * 1024) },
    ]);
    expect(r.status).toBe(406);
    expect(r.body.message).toBe('Files too big for upload.');
    expectCleanError(r);
    expect(tree(homePath(t, a.login, '/'))).toEqual(before);
    expect((await usage(a.token)).user).toBe(usedBefore);
    // What fits still goes through.
    expect((await upload(a.token, '/tmp', [{ name: 'ok.txt', data: 'fine' }])).status).toBe(200);
  });

  it('lets only as much through as fits when two uploads race for the last free space', async () => {
    const a = await cloneAccount(t, 'demo');
    await leaveFree(a.login, a.token, 3 * 1024 * 1024);
    const part = (name: string) => [{ name, data: Buffer.alloc(2 * 1024 * 1024, 1) }];
    const replies = await Promise.all([upload(a.token, '/tmp', part('one.bin')), upload(a.token, '/tmp', part('two.bin'))]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 406]);
    const stored = fs.readdirSync(homePath(t, a.login, '/tmp')).filter((n) => n.endsWith('.bin'));
    expect(stored).toHaveLength(1);
    expect(fs.readdirSync(homePath(t, a.login, '/tmp')).filter((n) => n.startsWith('.panel'))).toEqual([]);
    await expectUsageTrue(a.token);
  });

  it('checks the session before the body (403) and refuses a missing or late directory, unknown fields and bad names (400)', async () => {
    const a = await cloneAccount(t, 'demo');
    expect((await upload(undefined, '/tmp', [{ name: 'x.txt', data: 'x' }])).status).toBe(403);
    expect((await upload('bad-token', '/tmp', [{ name: 'x.txt', data: 'x' }])).status).toBe(403);
    const noDir = await upload(a.token, undefined, [{ name: 'x.txt', data: 'x' }]);
    expect(noDir.status).toBe(400);
    const late = await post('/file/file/upload', a.token, undefined, [{ name: 'x.txt', data: 'x' }], []);
    expect(late.status).toBe(400);
    expect((await upload(a.token, '/tmp', [], [['other', 'x']])).status).toBe(400);
    expect((await upload(a.token, '/tmp', [])).status).toBe(400);
    for (const name of ['a:b.txt', '..', 'a|b', 'x'.repeat(256)]) {
      const r = await upload(a.token, '/tmp', [{ name, data: 'x' }]);
      expect(r.status, name).toBe(400);
      expect(r.body.message).toBe('You need to enter a valid file name.');
    }
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
  });

  it('refuses a missing folder (404) and a name held by a folder (409 naming it)', async () => {
    const a = await cloneAccount(t, 'demo');
    expect((await upload(a.token, '/none', [{ name: 'x.txt', data: 'x' }])).status).toBe(404);
    expect((await upload(a.token, '/tmp/notes.txt', [{ name: 'x.txt', data: 'x' }])).status).toBe(404);
    const clash = await upload(a.token, SITE, [
      { name: 'new.txt', data: 'x' },
      { name: 'images', data: 'x' },
    ]);
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ type: 'conflict', message: 'File or directory already exists.', field: 'images' });
    expect(fs.existsSync(homePath(t, a.login, SITE, 'new.txt'))).toBe(false);
    expect(staged(a.login)).toEqual([]);
    expect(fs.statSync(homePath(t, a.login, SITE, 'images')).isDirectory()).toBe(true);
    expect(tree(homePath(t, a.login, SITE)).filter((n) => n.includes('.panel-'))).toEqual([]);
  });
});
