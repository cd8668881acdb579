import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { homePath, lists, setClock } from './util.js';
import { MAX_ACCOUNT_ENTRIES } from '../src/lib/sandbox/index.js';

/**
 * The fileTrash extension: the spec's deletes move an entry into the account's trash, out of every
 * file call's reach but still counted against the plan; it comes back to its place (or beside it),
 * or goes for good, by hand or after 30 days of the account's clock. Off, the deletes are the spec's.
 */
let t: TestApp;
withTestApp((app) => (t = app));

const SITE = '/domains/example.com/public_html';
const NOT_AVAILABLE = { type: 'notAvailable', message: 'This backend does not offer "fileTrash" for this account.' };

/** A copy of demo, signed in (at `clock` on the account's clock, when given: a session follows it). */
async function account(capabilities?: string[], clock?: string) {
  const r = await t.call('/__test/account', { fixture: 'demo', ...(capabilities && { capabilities }) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const { login, password } = r.body as { login: string; password: string };
  if (clock) await setClock(t, login, clock);
  return { login, password, token: await t.login(login, password) };
}

async function usage(token: string) {
  const l = await lists(t, token);
  return { user: l.user.diskUsed as number, site: l.domains.find((d: { domain: string }) => d.domain === 'example.com').diskUsed as number };
}

const names = (r: { body: { files: { name: string }[] } }) => r.body.files.map((f) => f.name);
const trash = (token: string) => t.call('/file/trash/list', {}, token);
const put = (token: string, file: string, contents: string) => t.call('/file/file/put', { file, contents }, token);

describe('a delete with the trash on', () => {
  it('moves a file into the trash, out of the listing and out of reach, still counted in the usage', async () => {
    const a = await account(undefined, '2031-05-01T08:00:00.000Z');
    const before = await usage(a.token);
    const r = await t.call('/file/file/delete', { file: `${SITE}/index.html` }, a.token);
    expect(r.status).toBe(200);
    expect(names(r)).not.toContain('index.html');
    expect(fs.existsSync(homePath(t, a.login, SITE, 'index.html'))).toBe(false);
    const list = await trash(a.token);
    expect(list.status).toBe(200);
    expect(list.body.entries).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{16}$/),
        path: `${SITE}/index.html`,
        name: 'index.html',
        type: 'file',
        size: expect.any(Number),
        deletedAt: '2031-05-01T08:00:00.000Z',
        expiresAt: '2031-05-31T08:00:00.000Z',
      },
    ]);
    const size = list.body.entries[0].size as number;
    expect(size).toBeGreaterThan(0);
    // The account still pays for it; the domain no longer holds it; a recount agrees.
    const after = await usage(a.token);
    expect(after).toEqual({ user: before.user, site: before.site - size });
    const synced = await t.call('/account/sync', {}, a.token);
    expect(synced.body.user.diskUsed).toBe(before.user);
    // No file call reaches the trash: it is beside the home, not in it.
    for (const p of ['/../file-trash', '/file-trash', `/../file-trash/${list.body.entries[0].id}`]) {
      expect((await t.call('/file/list', { directory: p }, a.token)).status).toBe(404);
    }
    expect(names(await t.call('/file/list', { directory: '/' }, a.token))).not.toContain('file-trash');
  });

  it('moves a folder with all it holds into the trash and restores it to its place', async () => {
    const a = await account();
    const before = await usage(a.token);
    const del = await t.call('/file/directory/delete', { directory: `${SITE}/blog` }, a.token);
    expect(del.status).toBe(200);
    const [entry] = (await trash(a.token)).body.entries;
    expect(entry).toMatchObject({ path: `${SITE}/blog`, name: 'blog', type: 'directory' });
    const r = await t.call('/file/trash/restore', { id: entry.id }, a.token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ path: `${SITE}/blog`, entries: [] });
    expect(names(await t.call('/file/list', { directory: `${SITE}/blog` }, a.token)).length).toBeGreaterThan(0);
    expect((await usage(a.token)).site).toBe(before.site);
    const synced = await t.call('/account/sync', {}, a.token);
    expect(synced.body.user.diskUsed).toBe((await usage(a.token)).user);
  });

  it('restores beside the place when its name is taken, and into the home when its folder is gone', async () => {
    const a = await account();
    await t.call('/file/file/delete', { file: `${SITE}/robots.txt` }, a.token);
    await put(a.token, `${SITE}/robots.txt`, 'new one');
    await t.call('/file/file/delete', { file: `${SITE}/robots.txt` }, a.token);
    await put(a.token, `${SITE}/robots.txt`, 'newest');
    const [second, first] = (await trash(a.token)).body.entries;
    const one = await t.call('/file/trash/restore', { id: first.id }, a.token);
    expect(one.body.path).toBe(`${SITE}/robots (restored).txt`);
    const two = await t.call('/file/trash/restore', { id: second.id }, a.token);
    expect(two.body.path).toBe(`${SITE}/robots (restored 2).txt`);
    expect(fs.readFileSync(homePath(t, a.login, SITE, 'robots.txt'), 'utf8')).toBe('newest');
    expect(fs.readFileSync(homePath(t, a.login, SITE, 'robots (restored 2).txt'), 'utf8')).toBe('new one');
    // Its folder deleted for good meanwhile: it goes into the home.
    await t.call('/file/file/delete', { file: '/tmp/notes.txt' }, a.token);
    await t.call('/file/directory/delete', { directory: '/tmp' }, a.token);
    const tmp = (await trash(a.token)).body.entries.find((e: { name: string }) => e.name === 'tmp');
    await t.call('/file/trash/delete', { id: tmp.id }, a.token);
    const notes = (await trash(a.token)).body.entries.find((e: { name: string }) => e.name === 'notes.txt');
    const home = await t.call('/file/trash/restore', { id: notes.id }, a.token);
    expect(home.body.path).toBe('/notes.txt');
  });

  it('keeps the trash against the plan: a write that needs its space is refused until it is deleted for good', async () => {
    const a = await account();
    await put(a.token, '/tmp/big.bin', 'x'.repeat(200_000));
    const used = (await lists(t, a.token)).user.diskUsed as number;
    t.app.panel.db.prepare('UPDATE accounts SET disk_limit = ? WHERE login = ?').run(used + 50_000, a.login);
    await t.call('/file/file/delete', { file: '/tmp/big.bin' }, a.token);
    const refused = await put(a.token, '/tmp/other.bin', 'y'.repeat(150_000));
    expect(refused.status).toBe(406);
    const [entry] = (await trash(a.token)).body.entries;
    const gone = await t.call('/file/trash/delete', { id: entry.id }, a.token);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ entries: [] });
    expect((await lists(t, a.token)).user.diskUsed).toBe(used - entry.size);
    expect((await put(a.token, '/tmp/other.bin', 'y'.repeat(150_000))).status).toBe(200);
  });

  it('holds no more entries than a home may: a delete past that is refused, nothing moved', async () => {
    const a = await account();
    const { sandbox } = t.app.panel;
    await t.call('/file/directory/delete', { directory: `${SITE}/blog` }, a.token);
    // The folder in the trash is at least one entry: a home of one entry at most leaves no room.
    sandbox.maxEntries = 1;
    try {
      const r = await t.call('/file/file/delete', { file: `${SITE}/app.js` }, a.token);
      expect(r.status).toBe(406);
      expect(r.body).toEqual({ type: 'notAcceptable', message: 'This account holds too many files and directories.' });
      expect(fs.existsSync(homePath(t, a.login, SITE, 'app.js'))).toBe(true);
    } finally {
      sandbox.maxEntries = MAX_ACCOUNT_ENTRIES;
    }
    await t.call('/file/trash/empty', {}, a.token);
    expect((await t.call('/file/file/delete', { file: `${SITE}/app.js` }, a.token)).status).toBe(200);
  });

  it('empties the trash in one call and says how many went', async () => {
    const a = await account();
    const before = await usage(a.token);
    await t.call('/file/file/delete', { file: `${SITE}/app.js` }, a.token);
    await t.call('/file/file/delete', { file: `${SITE}/style.css` }, a.token);
    const r = await t.call('/file/trash/empty', {}, a.token);
    expect(r.body).toEqual({ deleted: 2, entries: [] });
    expect((await trash(a.token)).body.entries).toEqual([]);
    const after = await usage(a.token);
    expect(after.user).toBe(before.user - (before.site - after.site));
    expect((await t.call('/account/sync', {}, a.token)).body.user.diskUsed).toBe(after.user);
    expect((await t.call('/file/trash/empty', {}, a.token)).body).toEqual({ deleted: 0, entries: [] });
  });

  it('deletes an entry for good once it is 30 days old by the account’s clock', async () => {
    const a = await account(undefined, '2031-05-01T08:00:00.000Z');
    const before = (await usage(a.token)).user;
    await t.call('/file/file/delete', { file: `${SITE}/app.js` }, a.token);
    // Each step a sign-in of its own: a session does not outlive a month of the clock.
    const at = async (clock: string) => {
      await setClock(t, a.login, clock);
      return t.login(a.login, a.password);
    };
    const day29 = await at('2031-05-31T07:59:59.000Z');
    const [entry] = (await trash(day29)).body.entries;
    expect(entry.name).toBe('app.js');
    const day30 = await at('2031-05-31T08:00:00.000Z');
    expect((await trash(day30)).body.entries).toEqual([]);
    expect((await usage(day30)).user).toBe(before - entry.size);
    expect((await t.call('/file/trash/restore', { id: entry.id }, day30)).status).toBe(404);
  });

  it('refuses an id that cannot be one with 400 and one of no entry with 404, changing nothing', async () => {
    const a = await account();
    await t.call('/file/file/delete', { file: `${SITE}/app.js` }, a.token);
    for (const id of ['../home', 'ABCDEF0123456789', '', 42]) {
      const r = await t.call('/file/trash/restore', { id }, a.token);
      expect(r.status, String(id)).toBe(400);
      expect(r.body.type).toBe('validation');
    }
    for (const call of ['/file/trash/restore', '/file/trash/delete']) {
      const r = await t.call(call, { id: '0123456789abcdef' }, a.token);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ type: 'notFound', message: 'Trash entry not found.', field: 'id' });
    }
    expect((await trash(a.token)).body.entries).toHaveLength(1);
    // Another account's id names nothing here.
    const b = await account();
    const [entry] = (await trash(a.token)).body.entries;
    expect((await t.call('/file/trash/restore', { id: entry.id }, b.token)).status).toBe(404);
  });

  it('restores an entry asked for many times at once exactly once', async () => {
    const a = await account();
    await t.call('/file/file/delete', { file: `${SITE}/app.js` }, a.token);
    const [entry] = (await trash(a.token)).body.entries;
    const replies = await Promise.all(Array.from({ length: 8 }, () => t.call('/file/trash/restore', { id: entry.id }, a.token)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
    const listed = names(await t.call('/file/list', { directory: SITE }, a.token));
    expect(listed.filter((n) => n.startsWith('app'))).toEqual(['app.js']);
    expect((await t.call('/account/sync', {}, a.token)).body.user.diskUsed).toBe((await usage(a.token)).user);
  });
});

describe('with the trash off', () => {
  it('deletes for good as the spec says, and answers every trash call 404 notAvailable', async () => {
    const a = await account([]);
    const before = await usage(a.token);
    const size = fs.lstatSync(homePath(t, a.login, SITE, 'app.js')).blocks * 512;
    expect((await t.call('/file/file/delete', { file: `${SITE}/app.js` }, a.token)).status).toBe(200);
    expect((await usage(a.token)).user).toBe(before.user - size);
    expect(fs.existsSync(path.join(t.dataDir, 'accounts', a.login, 'file-trash'))).toBe(false);
    for (const [call, body] of [
      ['/file/trash/list', {}],
      ['/file/trash/restore', { id: '0123456789abcdef' }],
      ['/file/trash/delete', { id: '0123456789abcdef' }],
      ['/file/trash/empty', {}],
    ] as const) {
      const r = await t.call(call, body, a.token);
      expect(r.status, call).toBe(404);
      expect(r.body).toEqual(NOT_AVAILABLE);
    }
  });
});
