import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { formPost, homePath, lists, setClock } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const NOW = '2031-05-10T12:00:00.000Z';
const DAY = 24 * 3600 * 1000;

interface Backup {
  id: string;
  kind: 'daily' | 'onDemand';
  takenAt: string;
  size: number;
  state: 'making' | 'ready';
  progress: number;
  databases: { name: string; type: string; size: number }[];
}

/** The list once nothing is being made any more (the copies run between turns of the event loop). */
async function settled(token: string): Promise<{ backups: Backup[]; used: number }> {
  for (;;) {
    const r = await t.call('/backup/list', {}, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    if (!r.body.backups.some((b: Backup) => b.state === 'making')) return r.body;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A clone on the account's clock at NOW, signed in then (a session lives on that clock). */
async function account(fixture = 'basic', capabilities?: string[]) {
  const r = await t.call('/__test/account', { fixture, ...(capabilities && { capabilities }) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await setClock(t, r.body.login, NOW);
  return { login: r.body.login as string, password: r.body.password as string, token: await t.login(r.body.login, r.body.password) };
}

const put = (token: string, file: string, contents: string) => t.call('/file/file/put', { file, contents }, token);
const read = async (token: string, file: string) => (await t.call('/file/file/get', { file }, token)).body;
const pastBackup = async (login: string, daysAgo = 1) => {
  const r = await t.call('/__test/backup', { login, daysAgo });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id as string;
};

describe('backups', () => {
  it('lists yesterday’s snapshot (made through test control) beside today’s, with sizes counted in disk usage', async () => {
    const a = await account();
    await put(a.token, '/keep.txt', 'v1');
    const before = (await lists(t, a.token)).user.diskUsed;
    const id = await pastBackup(a.login);
    const { backups, used } = await settled(a.token);
    expect(backups.map((b) => [b.kind, b.takenAt, b.state])).toEqual([
      ['daily', NOW, 'ready'],
      ['daily', new Date(Date.parse(NOW) - DAY).toISOString(), 'ready'],
    ]);
    const yesterday = backups.find((b) => b.id === id)!;
    expect(yesterday.size).toBeGreaterThan(7340032);
    expect(yesterday.databases).toEqual([{ name: `${a.login}_site`, type: 'mysql', size: 7340032 }]);
    expect(used).toBe(backups[0].size + backups[1].size);
    expect((await lists(t, a.token)).user.diskUsed).toBe(before + used);
    // A day later the daily of that day is taken; 7 days old a daily is deleted and its space freed.
    await setClock(t, a.login, new Date(Date.parse(NOW) + 6 * DAY));
    const later = await settled(await t.login(a.login, a.password));
    expect(later.backups.map((b) => b.takenAt)).toEqual([new Date(Date.parse(NOW) + 6 * DAY).toISOString(), NOW]);
  });

  it('makes one on demand with progress, one at a time (of a burst of five, one starts), the last 3 kept', async () => {
    const a = await account();
    // Enough files that the copy takes several turns of the event loop.
    fs.mkdirSync(homePath(t, a.login, 'many'));
    for (let i = 0; i < 2000; i++) fs.writeFileSync(homePath(t, a.login, 'many', `f${i}.txt`), 'x');
    const burst = await Promise.all(Array.from({ length: 5 }, () => t.call('/backup/create', {}, a.token)));
    expect(burst.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(burst.find((r) => r.status === 200)!.body.backups).toEqual([
      expect.objectContaining({ kind: 'onDemand', state: 'making', progress: 0, takenAt: NOW }),
    ]);
    expect(burst.find((r) => r.status === 409)!.body).toMatchObject({ type: 'conflict', message: 'A backup is being made already.' });
    const progress = (await t.call('/backup/list', {}, a.token)).body.backups.find((b: Backup) => b.kind === 'onDemand');
    expect(progress.progress).toBeGreaterThanOrEqual(0);
    fs.rmSync(homePath(t, a.login, 'many'), { recursive: true });
    for (let i = 0; i < 3; i++) {
      expect((await t.call('/backup/create', {}, a.token)).status).toBe(200);
      await settled(a.token);
    }
    const { backups, used } = await settled(a.token);
    const onDemand = backups.filter((b) => b.kind === 'onDemand');
    expect(onDemand).toHaveLength(3);
    expect(onDemand.every((b) => b.state === 'ready' && b.progress === 100 && b.size > 0)).toBe(true);
    // The first (with the 2000 files) was replaced; every folder kept is a snapshot listed.
    expect(Math.max(...onDemand.map((b) => b.size))).toBeLessThan(2000 * 4096);
    expect(fs.readdirSync(`${t.dataDir}/accounts/${a.login}/backups`).sort()).toEqual(backups.map((b) => b.id).sort());
    expect(used).toBe(backups.reduce((s, b) => s + b.size, 0));
  });

  it('browses a snapshot, restores a file deleted since where it was and a changed one beside it', async () => {
    const a = await account();
    await t.call('/file/directory/create', { directory: '/dir' }, a.token);
    await put(a.token, '/dir/a.txt', 'A');
    await put(a.token, '/keep.txt', 'v1');
    const id = await pastBackup(a.login);
    await t.call('/file/file/delete', { file: '/keep.txt' }, a.token);
    await put(a.token, '/dir/a.txt', 'changed');

    const root = await t.call('/backup/files', { id, directory: '/' }, a.token);
    expect(root.status).toBe(200);
    expect(root.body.files.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['dir', 'keep.txt']));
    const dir = await t.call('/backup/files', { id, directory: '/dir' }, a.token);
    expect(dir.body.files).toEqual([expect.objectContaining({ name: 'a.txt', type: 'file', size: 1 })]);

    const back = await t.call('/backup/restore-files', { id, path: '/keep.txt', to: 'original' }, a.token);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toEqual({ path: '/keep.txt' });
    expect((await read(a.token, '/keep.txt')).file).toBe('v1');

    const beside = await t.call('/backup/restore-files', { id, path: '/dir/a.txt', to: 'beside' }, a.token);
    expect(beside.body).toEqual({ path: '/dir/a (restored).txt' });
    expect((await t.call('/backup/restore-files', { id, path: '/dir/a.txt', to: 'beside' }, a.token)).body).toEqual({ path: '/dir/a (restored 2).txt' });
    expect((await read(a.token, '/dir/a.txt')).file).toBe('changed');
    expect((await read(a.token, '/dir/a (restored).txt')).file).toBe('A');

    // A folder where it was: the snapshot's files replace theirs, those made since stay.
    await t.call('/file/directory/delete', { directory: '/dir' }, a.token);
    const folder = await t.call('/backup/restore-files', { id, path: '/dir', to: 'original' }, a.token);
    expect(folder.body).toEqual({ path: '/dir' });
    expect((await read(a.token, '/dir/a.txt')).file).toBe('A');
  });

  it('restores a database deleted since: it is listed again with its tables’ size', async () => {
    const a = await account();
    const id = await pastBackup(a.login);
    await t.call('/database/delete', { name: `${a.login}_site`, type: 'mysql' }, a.token);
    const used = (await lists(t, a.token)).user.diskUsed;
    const r = await t.call('/backup/restore-database', { id, name: `${a.login}_site`, type: 'mysql' }, a.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.databases).toEqual([{ name: `${a.login}_site`, type: 'mysql', diskUsed: 7340032 }]);
    expect(r.body.user.diskUsed).toBe(used + 7340032);
    const none = await t.call('/backup/restore-database', { id, name: 'basic_other', type: 'mysql' }, a.token);
    expect(none).toMatchObject({ status: 404, body: { type: 'notFound', message: 'Database not found.' } });
  });

  it('downloads a snapshot as one gzipped tar whose entries are its files', async () => {
    const a = await account();
    await t.call('/file/directory/create', { directory: '/dir' }, a.token);
    await put(a.token, '/dir/a.txt', 'A');
    const id = await pastBackup(a.login);
    const r = await formPost(t, '/backup/download', { session: a.token, id });
    expect(r.status).toBe(200);
    expect(String(r.headers['content-disposition'])).toMatch(/^attachment; filename="backup-[a-z0-9]+-2031-05-09-1200\.tar\.gz"/);
    const entries = new Map<string, string>();
    await new Promise<void>((resolve, reject) => {
      const parser = new Parser({
        onReadEntry: (e: ReadEntry) => {
          const chunks: Buffer[] = [];
          e.on('data', (c: Buffer) => chunks.push(c));
          e.on('end', () => entries.set(e.path.replace(/\/$/, ''), Buffer.concat(chunks).toString()));
        },
      });
      parser.on('end', resolve);
      parser.on('error', reject);
      parser.end(gunzipSync(r.raw));
    });
    expect(entries.get('dir/a.txt')).toBe('A');
    const home = fs.readdirSync(homePath(t, a.login));
    for (const name of home) expect(entries.has(name), name).toBe(true);
    expect([...entries.keys()].every((p) => !p.startsWith('/') && !p.split('/').includes('..'))).toBe(true);
    expect((await formPost(t, '/backup/download', { session: 'nope', id })).status).toBe(403);
    expect((await formPost(t, '/backup/download', { session: a.token, id: 'ffffffffffffffff' })).status).toBe(404);
  });

  it('refuses a restore or a backup the plan’s disk cannot take, changing nothing', async () => {
    const s = await t.call('/__test/scenario', { scenario: { fixture: 'empty', plan: { diskLimit: 1_048_576 }, files: [{ path: '/a.bin', bytes: 600_000 }] } });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    const token = await t.login(s.body.login, s.body.password);
    const made = await t.call('/backup/create', {}, token);
    expect(made).toMatchObject({ status: 406, body: { message: 'Not enough disk space.' } });
    const id = await pastBackup(s.body.login);
    await t.call('/file/file/delete', { file: '/a.bin' }, token);
    const used = (await lists(t, token)).user.diskUsed;
    const r = await t.call('/backup/restore-files', { id, path: '/a.bin', to: 'original' }, token);
    expect(r).toMatchObject({ status: 406, body: { message: 'Not enough disk space.' } });
    expect(fs.existsSync(homePath(t, s.body.login, 'a.bin'))).toBe(false);
    expect((await lists(t, token)).user.diskUsed).toBe(used);
  });

  it('never reaches outside the snapshot or another account’s snapshots', async () => {
    const a = await account();
    const b = await account();
    fs.symlinkSync('/../../..', homePath(t, a.login, 'up'));
    const id = await pastBackup(a.login);
    const other = await pastBackup(b.login);
    const names = async (directory: string) => (await t.call('/backup/files', { id, directory }, a.token)).body.files?.map((f: { name: string }) => f.name);
    const root = await names('/');
    expect(await names('/../../..')).toEqual(root);
    expect(await names('/up')).toEqual(root);
    expect(root).not.toContain('files');
    expect((await t.call('/backup/files', { id, directory: '/../../../../etc' }, a.token)).status).toBe(404);
    for (const bad of ['../' + id, other, `${id}/../${id}`]) {
      expect((await t.call('/backup/files', { id: bad, directory: '/' }, a.token)).body).toMatchObject({ type: 'notFound', message: 'Backup not found.' });
    }
    const r = await t.call('/backup/restore-files', { id, path: '/../../../etc/passwd', to: 'original' }, a.token);
    expect(r.status).toBe(404);
    expect((await t.call('/backup/restore-files', { id, path: '/', to: 'beside' }, a.token)).status).toBe(400);
  });

  it('answers 404 notAvailable for every call when the extension is off', async () => {
    const a = await account('basic', ['sessions']);
    const id = 'ffffffffffffffff';
    for (const [p, body] of [
      ['/backup/list', {}],
      ['/backup/create', {}],
      ['/backup/files', { id, directory: '/' }],
      ['/backup/restore-files', { id, path: '/x', to: 'original' }],
      ['/backup/restore-database', { id, name: 'x', type: 'mysql' }],
    ] as const) {
      expect((await t.call(p, body, a.token)).body, p).toMatchObject({ type: 'notAvailable' });
    }
    expect((await formPost(t, '/backup/download', { session: a.token, id })).body).toMatchObject({ type: 'notAvailable' });
    expect((await t.call('/account/capabilities', {}, a.token)).body.capabilities).not.toContain('backups');
  });
});
