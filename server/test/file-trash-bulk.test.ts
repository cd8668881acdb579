import { describe, expect, it, vi } from 'vitest';
import { FileTrash } from '../src/lib/sandbox/index.js';
import { type TestApp, withTestApp } from './helpers.js';
import { lists, setClock } from './util.js';

/**
 * A bulk delete with the trash on (the `fileTrash` extension): each delete checks what the trash
 * holds against the home's cap and deletes the expired entries, from what the account's trash is
 * known to hold, so the trash is read once for the whole bulk rather than once per entry.
 */
let t: TestApp;
withTestApp((app) => (t = app));

async function account(clock: string) {
  const r = await t.call('/__test/account', { fixture: 'demo', capabilities: ['fileTrash'] });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const { login, password } = r.body as { login: string; password: string };
  await setClock(t, login, clock);
  return { login, password, token: await t.login(login, password) };
}

describe('a bulk delete into the trash', () => {
  it('reads the trash once for 30 deletes, and the trash and the usage show all 30', async () => {
    const a = await account('2031-05-01T08:00:00.000Z');
    for (let i = 0; i < 30; i++) expect((await t.call('/file/file/put', { file: `/tmp/bulk-${i}.txt`, contents: `file ${i}` }, a.token)).status).toBe(200);
    const read = vi.spyOn(FileTrash.prototype, 'list');
    try {
      for (let i = 0; i < 30; i++) expect((await t.call('/file/file/delete', { file: `/tmp/bulk-${i}.txt` }, a.token)).status).toBe(200);
      expect(read.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      read.mockRestore();
    }
    expect((await t.call('/file/trash/list', {}, a.token)).body.entries).toHaveLength(30);
    // The server checks its sync replies against a walk of the files (lib/disk-usage.ts).
    expect((await t.call('/account/sync', {}, a.token)).status).toBe(200);
  });

  it('still deletes for good what has expired when the next delete comes', async () => {
    const a = await account('2031-05-01T08:00:00.000Z');
    await t.call('/file/file/delete', { file: '/domains/example.com/public_html/app.js' }, a.token);
    const [old] = (await t.call('/file/trash/list', {}, a.token)).body.entries;
    await t.call('/file/file/delete', { file: '/domains/example.com/public_html/style.css' }, a.token);
    const used = (await lists(t, a.token)).user.diskUsed;
    await setClock(t, a.login, '2031-05-31T08:00:30.000Z');
    const later = await t.login(a.login, a.password);
    expect((await t.call('/file/file/delete', { file: '/domains/example.com/public_html/robots.txt' }, later)).status).toBe(200);
    // The first two went for good when the third came: 30 days had passed for both.
    const left = (await t.call('/file/trash/list', {}, later)).body.entries;
    expect(left.map((e: { name: string }) => e.name)).toEqual(['robots.txt']);
    expect((await lists(t, later)).user.diskUsed).toBeLessThan(used - old.size);
    expect((await t.call('/account/sync', {}, later)).status).toBe(200);
  });
});
