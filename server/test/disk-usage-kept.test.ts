import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findAccountByLogin } from '../src/lib/accounts.js';
import { measureDiskUsage } from '../src/lib/disk-usage.js';
import { testApp, type TestApp, withTestApp } from './helpers.js';
import { homePath } from './util.js';

/**
 * `/account/sync` answers the disk usage the calls keep (lib/disk-usage.ts); a walk of the home
 * counts it only at first need. Each kind of write through the panel keeps it exact: after each
 * one the usage the server answers is compared here with a walk of the files. (The tests' servers
 * check their replies, so every sync in the other suites makes the same check: uploads and
 * archives in files-upload and files-archive-upload, races in races.test.ts.)
 */
let t: TestApp;
withTestApp((app) => (t = app));

const SITE = '/domains/example.com/public_html';
const MB = 2 ** 20;

async function account(app: TestApp) {
  const r = await app.call('/__test/account', { fixture: 'demo', capabilities: ['fileTrash', 'backups'] });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const { login, password } = r.body as { login: string; password: string };
  return { login, token: await app.login(login, password) };
}

/** The call succeeds, and the usage the lists show, and then sync, is what a walk of the files finds. */
async function expectExact(a: { login: string; token: string }, what: string, call: Promise<{ status: number; body: unknown }>) {
  const r = await call;
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(200);
  const walked = measureDiskUsage(t.app.panel, findAccountByLogin(t.app.panel.db, a.login)!);
  for (const p of ['/keepalive', '/account/sync']) {
    const shown = await t.call(p, {}, a.token);
    expect(shown.status, `${what}, ${p}: ${JSON.stringify(shown.body)}`).toBe(200);
    expect(shown.body.user.diskUsed, `${what}, ${p}`).toBe(walked.total);
    for (const d of shown.body.domains as { domain: string; diskUsed: number }[]) {
      expect(d.diskUsed, `${what}, ${p}: ${d.domain}`).toBe(walked.domains.get(d.domain) ?? 0);
    }
  }
}

describe('the disk usage kept by each kind of write', () => {
  it('stays what is on disk after files, folders, links, moves, the trash, backups, domains, scripts, mailboxes and databases', async () => {
    const a = await account(t);
    const call = (p: string, body: unknown) => t.call(p, body, a.token);
    await expectExact(a, 'first sync', call('/account/sync', {}));
    await expectExact(a, 'a new file', call('/file/file/put', { file: `${SITE}/kept.txt`, contents: 'x'.repeat(100_000) }));
    await expectExact(a, 'a file saved smaller', call('/file/file/put', { file: `${SITE}/kept.txt`, contents: 'y' }));
    await expectExact(a, 'a file saved bigger', call('/file/file/put', { file: `${SITE}/kept.txt`, contents: 'z'.repeat(300_000) }));
    await expectExact(a, 'a folder', call('/file/directory/create', { directory: '/tmp/kept-dir' }));
    await expectExact(a, 'a link', call('/file/link/create', { name: 'kept-link', directory: '/tmp', destination: SITE }));
    await expectExact(a, 'a move out of a domain', call('/file/move', { from: `${SITE}/kept.txt`, to: '/tmp/kept-dir/kept.txt' }));
    await expectExact(a, 'a move into a domain', call('/file/move', { from: '/tmp/kept-dir', to: `${SITE}/kept-dir` }));
    await expectExact(a, 'a delete into the trash', call('/file/file/delete', { file: `${SITE}/kept-dir/kept.txt` }));
    const [held] = (await call('/file/trash/list', {})).body.entries as { id: string }[];
    await expectExact(a, 'a restore from the trash', call('/file/trash/restore', { id: held.id }));
    await expectExact(a, 'a folder deleted into the trash', call('/file/directory/delete', { directory: `${SITE}/kept-dir` }));
    const [folder] = (await call('/file/trash/list', {})).body.entries as { id: string }[];
    await expectExact(a, 'a trash entry deleted', call('/file/trash/delete', { id: folder.id }));
    await expectExact(a, 'a second delete', call('/file/file/delete', { file: `${SITE}/robots.txt` }));
    await expectExact(a, 'the trash emptied', call('/file/trash/empty', {}));
    // A backup is made in the background: its usage is checked once it is made.
    expect((await call('/backup/create', {})).status).toBe(200);
    while ((await call('/backup/list', {})).body.backups.some((b: { state: string }) => b.state === 'making')) await new Promise((r) => setImmediate(r));
    await expectExact(a, 'a backup made', call('/keepalive', {}));
    await expectExact(a, 'a domain added', call('/domain/add', { domain: `kept-${a.login}.com` }));
    await expectExact(
      a,
      'a script installed',
      call('/script/install', {
        type: 'wordpress',
        domain: `kept-${a.login}.com`,
        directory: '/blog/',
        database: null,
        login: 'admin',
        password: 'Str0ng-pass',
      }),
    );
    await expectExact(a, 'a domain removed', call('/domain/remove', { domain: `kept-${a.login}.com` }));
    await expectExact(a, 'a mailbox', call('/email/account/create', { domain: 'example.com', name: 'kept', quota: 100 * MB, password: 'Kx9#mPq2vL' }));
    await expectExact(a, 'a mailbox deleted', call('/email/account/delete', { domain: 'example.com', name: 'kept' }));
    await expectExact(a, 'a database', call('/database/create', { name: 'kept', type: 'mysql' }));
    await expectExact(a, 'a database deleted', call('/database/delete', { name: `${a.login}_kept`, type: 'mysql' }));
  });
});

describe('/account/sync', () => {
  it('reads the kept usage once the home is counted: a file written beside the panel shows at the next count only', async () => {
    // A server that does not check its replies, as in production and the bench.
    const plain = await testApp({ validateReplies: false });
    try {
      const a = await account(plain);
      const first = (await plain.call('/account/sync', {}, a.token)).body.user.diskUsed;
      fs.writeFileSync(homePath(plain, a.login, '/tmp/beside.bin'), Buffer.alloc(50_000, 7));
      expect((await plain.call('/account/sync', {}, a.token)).body.user.diskUsed).toBe(first);
    } finally {
      await plain.close();
    }
  });
});
