import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listeningTestApp, type TestApp } from './helpers.js';
import { cloneAccount, homePath, multipartPost, setClock } from './util.js';
import { zip } from './archive-builders.js';
import { fileEntries, listing } from '../src/features/files/listing.js';
import { ListingCache } from '../src/features/files/listing-cache.js';

/**
 * Every file call answers the whole listing of a folder; the server keeps each folder's listing
 * and patches it (listing-cache.ts). What a caller sees must be what a listing read afresh from
 * disk shows, after any change the panel makes, after changes made on disk behind its back, and
 * whatever time the account's clock says; and a change of one entry must not read the others again.
 */
let t: TestApp;
let base: string;
listeningTestApp((server) => ({ t, base } = server));
afterEach(() => vi.restoreAllMocks());

type Files = { files: { name: string }[] };

/** The folder's listing read afresh from disk (no kept listing involved), at `now`. */
const fresh = (login: string, directory: string, now = Date.now()): Files =>
  t.app.panel.sandbox.at(login, directory, {}, (p) => listing(p.list(fileEntries(now))));

/** A small deterministic random source (mulberry32), so a failing sequence can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('a listing kept and patched', () => {
  for (const seed of [1, 2, 3]) {
    it(`answers what a listing read afresh shows, after each of a random run of changes (seed ${seed})`, async () => {
      const a = await cloneAccount(t, 'demo');
      const next = random(seed);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
      const W = '/work';
      const S = '/work/sub';
      expect((await t.call('/file/directory/create', { directory: W }, a.token)).status).toBe(200);
      expect((await t.call('/file/directory/create', { directory: S }, a.token)).status).toBe(200);
      for (let i = 0; i < 40; i++) expect((await t.call('/file/file/put', { file: `${W}/seed-${i}.txt`, contents: 'x'.repeat(i) }, a.token)).status).toBe(200);
      const names = ['a.txt', 'b.txt', 'c', 'D', 'e 1.md', 'f10', 'f9', 'seed-3.txt', 'seed-10.txt'];
      const folders = [W, S];
      const real = (dir: string, name = '') => homePath(t, a.login, dir, name);
      const ops: (() => Promise<{ dir: string; reply: { status: number; body: unknown } } | { dir: string; outside: true }>)[] = [
        async () => {
          const d = pick(folders);
          return { dir: d, reply: await t.call('/file/file/put', { file: `${d}/${pick(names)}`, contents: 'y'.repeat(Math.floor(next() * 9000)) }, a.token) };
        },
        async () => {
          const d = pick(folders);
          return { dir: d, reply: await t.call('/file/directory/create', { directory: `${d}/${pick(names)}` }, a.token) };
        },
        async () => ({ dir: W, reply: await t.call('/file/move', { from: `${W}/${pick(names)}`, to: `${W}/${pick(names)}` }, a.token) }),
        async () => {
          const [from, to] = next() < 0.5 ? [W, S] : [S, W];
          const n = pick(names);
          return { dir: to, reply: await t.call('/file/move', { from: `${from}/${n}`, to: `${to}/${n}` }, a.token) };
        },
        async () => {
          const d = pick(folders);
          return { dir: d, reply: await t.call('/file/file/delete', { file: `${d}/${pick(names)}` }, a.token) };
        },
        async () => {
          const d = pick(folders);
          return { dir: d, reply: await t.call('/file/directory/delete', { directory: `${d}/${pick(names)}` }, a.token) };
        },
        async () => {
          const d = pick(folders);
          return { dir: d, reply: await t.call('/file/chmod', { file: `${d}/${pick(names)}`, chmod: pick(['0600', '0644', '0755', '0700']) }, a.token) };
        },
        async () => ({
          dir: W,
          reply: await t.call('/file/link/create', { name: pick(names), directory: W, destination: pick(['sub', 'seed-1.txt', '../work/sub']) }, a.token),
        }),
        async () => {
          const d = pick(folders);
          return {
            dir: d,
            reply: await multipartPost(base, '/file/file/upload', a.token, d, [{ name: pick(names), data: 'z'.repeat(Math.floor(next() * 5000)) }]),
          };
        },
        async () => ({
          dir: W,
          reply: await multipartPost(base, '/file/zip/upload', a.token, W, [
            {
              name: 'x.zip',
              data: zip([
                { name: `${pick(['sub', 'c', 'new'])}/${pick(names)}`, data: 'q' },
                { name: pick(names), data: 'qq' },
              ]),
            },
          ]),
        }),
        // Behind the panel's back, in the folder whose listing the next call answers: added, removed, renamed.
        async () => {
          const n = pick(names);
          if (next() < 0.5) fs.writeFileSync(real(W, `outside-${n}`), 'o');
          else fs.rmSync(real(W, `outside-${n}`), { force: true, recursive: true });
          if (fs.existsSync(real(W, n)) && !fs.existsSync(real(W, `${n}.moved`))) fs.renameSync(real(W, n), real(W, `${n}.moved`));
          return { dir: W, outside: true };
        },
      ];
      let answered = 0;
      for (let step = 0; step < 120; step++) {
        const result = await pick(ops)();
        if ('outside' in result) continue;
        const { dir, reply } = result;
        if (reply.status !== 200) continue;
        answered++;
        expect(reply.body, `step ${step} in ${dir}`).toEqual(fresh(a.login, dir));
      }
      expect(answered).toBeGreaterThan(30);
      // The folders as /file/list shows them, once more.
      for (const dir of folders) expect((await t.call('/file/list', { directory: dir }, a.token)).body).toEqual(fresh(a.login, dir));
    });
  }

  it('shows what changed on disk behind the panel: entries added, removed or renamed in the next reply, files rewritten or chmodded in /file/list', async () => {
    const a = await cloneAccount(t, 'demo');
    const dir = '/tmp';
    await t.call('/file/list', { directory: dir }, a.token);
    fs.writeFileSync(homePath(t, a.login, dir, 'from-ftp.txt'), 'hello');
    fs.renameSync(homePath(t, a.login, dir, 'notes.txt'), homePath(t, a.login, dir, 'renamed.txt'));
    const put = await t.call('/file/file/put', { file: `${dir}/panel.txt`, contents: 'p' }, a.token);
    expect(put.body.files.map((f: { name: string }) => f.name)).toEqual(['from-ftp.txt', 'panel.txt', 'renamed.txt']);
    expect(put.body).toEqual(fresh(a.login, dir));
    // Rewritten in place, chmodded, its time moved: the folder itself does not change.
    fs.writeFileSync(homePath(t, a.login, dir, 'from-ftp.txt'), 'a longer text');
    fs.chmodSync(homePath(t, a.login, dir, 'renamed.txt'), 0o600);
    fs.utimesSync(homePath(t, a.login, dir, 'panel.txt'), new Date('2020-01-02T03:04:05Z'), new Date('2020-01-02T03:04:05Z'));
    const listed = await t.call('/file/list', { directory: dir }, a.token);
    expect(listed.body).toEqual(fresh(a.login, dir));
    expect(listed.body.files).toEqual([
      expect.objectContaining({ name: 'from-ftp.txt', size: 13 }),
      expect.objectContaining({ name: 'panel.txt', time: '2020' }),
      expect.objectContaining({ name: 'renamed.txt', permissions: '-rw-------' }),
    ]);
  });

  it("keeps a folder's own entry in its parent's listing true when the panel changes what is inside it", async () => {
    const a = await cloneAccount(t, 'demo');
    await t.call('/file/directory/create', { directory: '/box' }, a.token);
    const before = (await t.call('/file/list', { directory: '/' }, a.token)).body;
    for (const d of ['/box/one', '/box/two']) expect((await t.call('/file/directory/create', { directory: d }, a.token)).status).toBe(200);
    const r = await t.call('/file/chmod', { file: '/box', chmod: '0700' }, a.token);
    expect(r.body).toEqual(fresh(a.login, '/'));
    const box = (body: Files) => body.files.find((f) => f.name === 'box') as unknown as { number: number };
    expect(box(r.body).number).toBe(box(before).number + 2);
  });

  it("writes the date texts for the account's time: a clock moved a year ahead shows years, moved back shows times again", async () => {
    const a = await cloneAccount(t, 'demo');
    const dir = '/tmp';
    const first = await t.call('/file/file/put', { file: `${dir}/today.txt`, contents: 't' }, a.token);
    expect(first.body.files.find((f: { name: string }) => f.name === 'today.txt').time).toMatch(/^\d\d:\d\d$/);
    const ahead = new Date(Date.now() + 400 * 24 * 3600 * 1000);
    await setClock(t, a.login, ahead);
    // Sessions end when the clock moves past their life: sign in again on the moved clock.
    const token = await t.login(a.login, a.password);
    const later = await t.call('/file/chmod', { file: `${dir}/today.txt`, chmod: '0600' }, token);
    expect(later.body).toEqual(fresh(a.login, dir, ahead.getTime()));
    expect(later.body.files.find((f: { name: string }) => f.name === 'today.txt').time).toBe(String(new Date().getUTCFullYear()));
    await setClock(t, a.login, null);
    const back = await t.call('/file/chmod', { file: `${dir}/today.txt`, chmod: '0644' }, await t.login(a.login, a.password));
    expect(back.body).toEqual(fresh(a.login, dir));
    expect(back.body.files.find((f: { name: string }) => f.name === 'today.txt').time).toMatch(/^\d\d:\d\d$/);
  });

  it('answers a change of one entry in a 2,000-entry folder without reading the other entries again', async () => {
    const a = await cloneAccount(t, 'demo');
    const dir = homePath(t, a.login, '/many');
    fs.mkdirSync(dir);
    for (let i = 0; i < 2000; i++) fs.writeFileSync(path.join(dir, `file-${i}.txt`), String(i));
    expect((await t.call('/file/list', { directory: '/many' }, a.token)).body.files).toHaveLength(2000);
    const lstat = vi.spyOn(fs, 'lstatSync');
    for (const [p, body] of [
      ['/file/chmod', { file: '/many/file-1.txt', chmod: '0600' }],
      ['/file/move', { from: '/many/file-2.txt', to: '/many/renamed.txt' }],
      ['/file/file/delete', { file: '/many/file-3.txt' }],
      ['/file/file/put', { file: '/many/file-4.txt', contents: 'saved' }],
    ] as const) {
      lstat.mockClear();
      const r = await t.call(p, body, a.token);
      expect(r.status).toBe(200);
      expect(r.body.files).toHaveLength(p === '/file/chmod' || p === '/file/move' ? 2000 : 1999);
      expect(lstat.mock.calls.length, p).toBeLessThan(50);
    }
    lstat.mockRestore();
    expect((await t.call('/file/list', { directory: '/many' }, a.token)).body).toEqual(fresh(a.login, '/many'));
  });

  it('follows a reset of the account and its deletion and a new clone under the same login', async () => {
    const a = await cloneAccount(t, 'demo');
    await t.call('/file/file/put', { file: '/tmp/mine.txt', contents: 'm' }, a.token);
    expect((await t.call('/file/list', { directory: '/tmp' }, a.token)).body.files.map((f: { name: string }) => f.name)).toContain('mine.txt');
    expect((await t.call('/__test/account/delete', { login: a.login })).status).toBe(200);
    const again = await cloneAccount(t, 'demo', a.login);
    const r = await t.call('/file/chmod', { file: '/tmp/notes.txt', chmod: '0600' }, again.token);
    expect(r.body).toEqual(fresh(a.login, '/tmp'));
    expect(r.body.files.map((f: { name: string }) => f.name)).toEqual(['notes.txt']);
  });

  it('keeps listings up to a bound of entries in all, dropping the least recently used', async () => {
    const a = await cloneAccount(t, 'demo');
    const cache = new ListingCache(t.app.panel.sandbox, 12);
    const show = (dir: string) =>
      t.app.panel.sandbox.at(a.login, dir, {}, (p) => p.withDir((fd) => JSON.parse(cache.reply(a.login, p.names, fd, Date.now()).bytes.toString()) as Files));
    for (const dir of ['/', '/domains', '/domains/example.com/public_html', '/tmp']) {
      expect(show(dir)).toEqual(fresh(a.login, dir));
      expect(cache.size.entries).toBeLessThanOrEqual(12);
    }
    expect(cache.size.folders).toBeLessThan(4);
  });
});
