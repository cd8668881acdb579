import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers.js';
import { cloneAccount, diskUse, expectCleanError, formPost, homePath } from './util.js';

/**
 * The file browser under attack. Outside the sandbox lies a folder with a secret (standing in for
 * the host's files and for other customers'); every attack must end in a clean refusal or act
 * inside the attacker's own home, and the outside must be exactly as it was afterwards — also
 * while a second thread keeps swapping a folder on the path for a link to the outside.
 */
let t: TestApp;
let outside: string;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const SECRET = 'the host secret';

beforeEach(() => {
  outside = path.join(t.dataDir, 'outside');
  fs.rmSync(outside, { recursive: true, force: true });
  fs.mkdirSync(path.join(outside, 'inner'), { recursive: true });
  fs.writeFileSync(path.join(outside, 'secret.txt'), SECRET, { mode: 0o600 });
  fs.chmodSync(path.join(outside, 'secret.txt'), 0o600);
});

/** The outside folder is exactly as it was set up. */
function expectOutsideIntact() {
  expect(fs.readdirSync(outside).sort()).toEqual(['inner', 'secret.txt']);
  expect(fs.readdirSync(path.join(outside, 'inner'))).toEqual([]);
  expect(fs.readFileSync(path.join(outside, 'secret.txt'), 'utf8')).toBe(SECRET);
  expect(fs.statSync(path.join(outside, 'secret.txt')).mode & 0o777).toBe(0o600);
  expect(fs.statSync(outside).mode & 0o777).toBe(0o755);
}

/** Every call a user can make on a path, each in its own shape. */
function callsOn(p: string, token: string): [string, () => Promise<{ status: number; body: any }>][] {
  return [
    ['list', () => t.call('/file/list', { directory: p }, token)],
    ['get', () => t.call('/file/file/get', { file: `${p}/secret.txt` }, token)],
    ['put existing', () => t.call('/file/file/put', { file: `${p}/secret.txt`, contents: 'pwned' }, token)],
    ['put new', () => t.call('/file/file/put', { file: `${p}/new.txt`, contents: 'pwned' }, token)],
    ['mkdir', () => t.call('/file/directory/create', { directory: `${p}/made` }, token)],
    ['rmdir', () => t.call('/file/directory/delete', { directory: `${p}/inner` }, token)],
    ['delete', () => t.call('/file/file/delete', { file: `${p}/secret.txt` }, token)],
    ['chmod', () => t.call('/file/chmod', { file: `${p}/secret.txt`, chmod: '0777' }, token)],
    ['chmod folder', () => t.call('/file/chmod', { file: p, chmod: '0777' }, token)],
    ['move out', () => t.call('/file/move', { from: `${p}/secret.txt`, to: '/tmp/stolen.txt' }, token)],
    ['move in', () => t.call('/file/move', { from: '/tmp/notes.txt', to: `${p}/notes.txt` }, token)],
    ['link in', () => t.call('/file/link/create', { name: 'l', directory: p, destination: '/tmp' }, token)],
    ['link to', () => t.call('/file/link/create', { name: 'l', directory: '/tmp', destination: `${p}/secret.txt` }, token)],
    ['download', () => formPost(t, '/file/file/download', { session: token, file: `${p}/secret.txt` })],
  ];
}

describe('links that lead out of the sandbox', () => {
  it('refuses every call through a planted link to the outside, relative or absolute', async () => {
    const a = await cloneAccount(t, 'demo');
    const home = homePath(t, a.login, '/');
    fs.symlinkSync(outside, path.join(home, 'abs'));
    fs.symlinkSync('../../../outside', path.join(home, 'rel'));
    fs.symlinkSync('../../../../../../../../../../../..' + outside, path.join(home, 'climb'));
    fs.mkdirSync(path.join(home, 'deep/er'), { recursive: true });
    fs.symlinkSync('../../../../../outside', path.join(home, 'deep/er/up'));
    for (const p of ['/abs', '/rel', '/climb', '/deep/er/up']) {
      for (const [what, call] of callsOn(p, a.token)) {
        const r = await call();
        // chmod of the link itself is allowed: a link has no mode of its own, its target is untouched.
        const allowed = what === 'chmod folder' ? [200, 404] : [400, 404, 406];
        expect(allowed, `${what} ${p}: ${r.status} ${JSON.stringify(r.body)}`).toContain(r.status);
        if (r.status !== 200) expectCleanError(r);
      }
    }
    expectOutsideIntact();
    expect(fs.existsSync(homePath(t, a.login, '/tmp/stolen.txt'))).toBe(false);
    expect(fs.readFileSync(homePath(t, a.login, '/tmp/notes.txt'), 'utf8').length).toBeGreaterThan(0);
  });

  it('treats a link to a file outside as the link itself for chmod and delete, never its target', async () => {
    const a = await cloneAccount(t, 'demo');
    const link = homePath(t, a.login, '/tmp/secret-link');
    fs.symlinkSync(path.join(outside, 'secret.txt'), link);
    expect((await t.call('/file/file/get', { file: '/tmp/secret-link' }, a.token)).status).toBe(404);
    expect((await formPost(t, '/file/file/download', { session: a.token, file: '/tmp/secret-link' })).status).toBe(404);
    const put = await t.call('/file/file/put', { file: '/tmp/secret-link', contents: 'pwned' }, a.token);
    expect(put.status).toBe(404);
    expect((await t.call('/file/chmod', { file: '/tmp/secret-link', chmod: '0777' }, a.token)).status).toBe(200);
    const moved = await t.call('/file/move', { from: '/tmp/secret-link', to: '/tmp/moved-link' }, a.token);
    expect(moved.status).toBe(200);
    expect((await t.call('/file/file/delete', { file: '/tmp/moved-link' }, a.token)).status).toBe(200);
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
    expectOutsideIntact();
  });

  it('deletes a folder holding links to the outside without following them', async () => {
    const a = await cloneAccount(t, 'demo');
    const box = homePath(t, a.login, '/tmp/box');
    fs.mkdirSync(path.join(box, 'sub'), { recursive: true });
    fs.symlinkSync(outside, path.join(box, 'out'));
    fs.symlinkSync(outside, path.join(box, 'sub/out2'));
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(box, 'secret'));
    expect((await t.call('/file/directory/delete', { directory: '/tmp/box' }, a.token)).status).toBe(200);
    expect(fs.existsSync(box)).toBe(false);
    expectOutsideIntact();
  });

  it("refuses another customer's files however the path or a link is written", async () => {
    const a = await cloneAccount(t, 'demo');
    const b = await cloneAccount(t, 'basic');
    const theirs = homePath(t, b.login, '/domains/other-customer.com/public_html');
    const before = fs.readdirSync(theirs).sort();
    fs.symlinkSync(`../../${b.login}/home/domains`, homePath(t, a.login, 'neighbour'));
    fs.symlinkSync(homePath(t, b.login, '/'), homePath(t, a.login, 'neighbour-abs'));
    const paths = [
      `/../${b.login}/home/domains/other-customer.com/public_html`,
      `/../../accounts/${b.login}/home/domains/other-customer.com/public_html`,
      '/neighbour/other-customer.com/public_html',
      '/neighbour-abs/domains/other-customer.com/public_html',
      '/domains/other-customer.com/public_html',
    ];
    for (const p of paths) {
      for (const [what, call] of callsOn(p, a.token)) {
        const r = await call();
        expect([400, 404, 406], `${what} ${p}: ${r.status}`).toContain(r.status);
      }
    }
    expect(fs.readdirSync(theirs).sort()).toEqual(before);
  });
});

describe('hostile paths and names', () => {
  it('keeps .. at / and refuses NUL bytes, overlong paths and names, and look-alike separators', async () => {
    const a = await cloneAccount(t, 'demo');
    const listed = async (directory: string) => (await t.call('/file/list', { directory }, a.token)).body.files?.map((f: { name: string }) => f.name);
    expect(await listed('/../../../../')).toEqual(['domains', 'tmp']);
    expect(await listed('/tmp/../../../tmp')).toEqual(['notes.txt']);
    expect(await listed('tmp')).toEqual(['notes.txt']);
    for (const file of [
      '/tmp/notes.txt\u0000.jpg',
      '/tmp\u0000/notes.txt',
      `/${'a/'.repeat(3000)}`,
      `/tmp/${'n'.repeat(256)}`,
      '/tmp／notes.txt',
      '/tmp∕notes.txt',
      '/tmp\\notes.txt',
      '/tmp/notes.txt/',
      '/tmp/notes.txt/.',
      '/tmp/%2e%2e/%2e%2e/outside/secret.txt',
      '/tmp/..%2f..%2foutside',
      '\u202e/tmp/notes.txt',
    ]) {
      const r = await t.call('/file/file/get', { file }, a.token);
      expect([404, 406], JSON.stringify(file)).toContain(r.status);
      expectCleanError(r);
    }
    expect((await t.call('/file/file/get', { file: '//tmp///./notes.txt' }, a.token)).status).toBe(200);
  });

  it('answers type-confused bodies with 400, never 500', async () => {
    const a = await cloneAccount(t, 'demo');
    const bodies: [string, unknown][] = [
      ['/file/list', { directory: ['/'] }],
      ['/file/list', { directory: { toString: '/' } }],
      ['/file/list', { directory: null }],
      ['/file/list', {}],
      ['/file/move', { from: '/tmp/notes.txt' }],
      ['/file/file/put', { file: '/tmp/x', contents: 5 }],
      ['/file/link/create', { name: 'x', directory: '/tmp', destination: 7 }],
      ['/file/chmod', { file: '/tmp/notes.txt', chmod: 420 }],
    ];
    for (const [p, body] of bodies) {
      const r = await t.call(p, body, a.token);
      expect(r.status, `${p} ${JSON.stringify(body)}`).toBe(400);
      expectCleanError(r);
    }
  });
});

describe('races', () => {
  /**
   * A second thread swaps `/race/dir` between a real folder and a link to the outside as fast as
   * it can, while every call runs against paths through it. Whatever the interleaving, nothing
   * outside may change.
   */
  it('never reaches outside while a folder on the path is swapped for a link', async () => {
    const a = await cloneAccount(t, 'demo');
    const race = homePath(t, a.login, '/race');
    fs.mkdirSync(path.join(race, 'dir/inner'), { recursive: true });
    fs.writeFileSync(path.join(race, 'dir/secret.txt'), 'mine');
    fs.symlinkSync(outside, path.join(race, 'link'));
    const worker = new Worker(
      `const fs = require('node:fs');
       const { workerData: { race, ms } } = require('node:worker_threads');
       const end = Date.now() + ms;
       let swaps = 0;
       const mv = (a, b) => { try { fs.renameSync(race + a, race + b); return true; } catch { return false; } };
       while (Date.now() < end) {
         if (mv('/dir', '/dir.real')) { mv('/link', '/dir'); mv('/dir', '/link'); mv('/dir.real', '/dir'); swaps++; }
         // Put back what the calls removed or moved, so every round has something to aim at; only
         // here, where /dir is never the link.
         try { fs.mkdirSync(race + '/dir/inner', { recursive: true }); } catch {}
       }
       require('node:worker_threads').parentPort.postMessage(swaps);`,
      { eval: true, workerData: { race, ms: 4000 } },
    );
    const swaps = new Promise<number>((resolve) => worker.on('message', resolve));
    const statuses = new Map<number, number>();
    const deadline = Date.now() + 3800;
    try {
      while (Date.now() < deadline) {
        const replies = await Promise.all(callsOn('/race/dir', a.token).map(([, call]) => call()));
        for (const r of replies) {
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
        }
      }
      expect(await swaps).toBeGreaterThan(10);
    } finally {
      await worker.terminate();
    }
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
    expectOutsideIntact();
    if (fs.existsSync(homePath(t, a.login, '/tmp/stolen.txt'))) {
      expect(fs.readFileSync(homePath(t, a.login, '/tmp/stolen.txt'), 'utf8')).not.toBe(SECRET);
    }
    const usage = (await t.call('/keepalive', {}, a.token)).body.user.diskUsed;
    const synced = (await t.call('/account/sync', {}, a.token)).body.user.diskUsed;
    expect(Math.abs(usage - synced)).toBeLessThan(1024 * 1024);
  }, 30_000);

  const count = (replies: { status: number }[], status: number) => replies.filter((r) => r.status === status).length;

  it('creates a folder once when asked twelve times at once', async () => {
    const a = await cloneAccount(t, 'demo');
    const replies = await Promise.all(Array.from({ length: 12 }, () => t.call('/file/directory/create', { directory: '/tmp/once' }, a.token)));
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 409)).toBe(11);
  });

  it('creates a link once when asked twelve times at once', async () => {
    const a = await cloneAccount(t, 'demo');
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => t.call('/file/link/create', { name: 'l', directory: '/tmp', destination: 'notes.txt' }, a.token)),
    );
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 409)).toBe(11);
  });

  it('deletes a file and a folder once each when asked twelve times at once, usage counted once', async () => {
    // The spec's delete: no extension (with fileTrash the entry goes to the trash, extensions-file-trash.test.ts).
    const a = await cloneAccount(t, 'demo', undefined, []);
    const site = '/domains/example.com/public_html';
    const before = (await t.call('/keepalive', {}, a.token)).body.user.diskUsed;
    const size = diskUse(homePath(t, a.login, site, 'index.html')) + diskUse(homePath(t, a.login, site, 'images'));
    const replies = await Promise.all([
      ...Array.from({ length: 12 }, () => t.call('/file/file/delete', { file: `${site}/index.html` }, a.token)),
      ...Array.from({ length: 12 }, () => t.call('/file/directory/delete', { directory: `${site}/images` }, a.token)),
    ]);
    expect(count(replies, 200)).toBe(2);
    expect(count(replies, 404)).toBe(22);
    const after = (await t.call('/keepalive', {}, a.token)).body.user.diskUsed;
    expect(before - after).toBe(size);
    expect((await t.call('/account/sync', {}, a.token)).body.user.diskUsed).toBe(after);
  });

  it('moves one file to twelve names at once exactly once, and twelve files to one name exactly once', async () => {
    const a = await cloneAccount(t, 'demo');
    const spread = await Promise.all(Array.from({ length: 12 }, (_, i) => t.call('/file/move', { from: '/tmp/notes.txt', to: `/tmp/n${i}.txt` }, a.token)));
    expect(count(spread, 200)).toBe(1);
    expect(count(spread, 404)).toBe(11);
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toHaveLength(1);
    for (let i = 0; i < 12; i++) fs.writeFileSync(homePath(t, a.login, `/tmp/f${i}`), String(i));
    const gather = await Promise.all(Array.from({ length: 12 }, (_, i) => t.call('/file/move', { from: `/tmp/f${i}`, to: '/tmp/one' }, a.token)));
    expect(count(gather, 200)).toBe(1);
    expect(count(gather, 409)).toBe(11);
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toHaveLength(13);
  });

  it('keeps one whole version when twelve saves of one file race, with usage true', async () => {
    const a = await cloneAccount(t, 'demo');
    const versions = Array.from({ length: 12 }, (_, i) => String(i).repeat(1000 * (i + 1)));
    const replies = await Promise.all(versions.map((contents) => t.call('/file/file/put', { file: '/tmp/notes.txt', contents }, a.token)));
    expect(count(replies, 200)).toBe(12);
    expect(versions).toContain(fs.readFileSync(homePath(t, a.login, '/tmp/notes.txt'), 'utf8'));
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
    const usage = (await t.call('/keepalive', {}, a.token)).body.user.diskUsed;
    expect((await t.call('/account/sync', {}, a.token)).body.user.diskUsed).toBe(usage);
  });
});
