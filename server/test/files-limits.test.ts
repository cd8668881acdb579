import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listeningTestApp, type TestApp } from './helpers.js';
import { cloneAccount, diskUse, homePath, lists, multipartPost, tree, type Part } from './util.js';
import { tar, zip } from './archive-builders.js';
import { MAX_ACCOUNT_ENTRIES } from '../src/lib/sandbox/index.js';

/**
 * The plan's limits hold however the file calls are combined (issue: staging, blocks, entries,
 * hard links): what an upload or an extraction stages lies outside the customer's files, where no
 * file call can list or move it; usage counts the blocks entries take, folders included; a home
 * holds a capped number of entries; a file with another hard link is never written or chmodded.
 */
let t: TestApp;
let base: string;
listeningTestApp((server) => ({ t, base } = server), { onDisk: true });

const SITE = '/domains/example.com/public_html';

const upload = (token: string, directory: string, files: Part[]) => multipartPost(base, '/file/file/upload', token, directory, files);
const archive = (token: string, directory: string, name: string, data: Buffer) => multipartPost(base, '/file/zip/upload', token, directory, [{ name, data }]);

const stagingOf = (login: string) => path.join(t.dataDir, 'accounts', login, 'staging');
const until = async (what: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

async function usage(token: string) {
  const l = await lists(t, token);
  return { user: l.user.diskUsed as number, site: l.domains.find((d: { domain: string }) => d.domain === 'example.com').diskUsed as number };
}

async function leaveFree(login: string, token: string, bytes: number) {
  const used = (await lists(t, token)).user.diskUsed;
  t.app.panel.db.prepare('UPDATE accounts SET disk_limit = ? WHERE login = ?').run(used + bytes, login);
}

describe('staging outside the customer tree', () => {
  it('keeps an upload that is still arriving out of every listing and out of the home, and commits it by handle', async () => {
    const a = await cloneAccount(t, 'demo');
    const folder = homePath(t, a.login, '/tmp');
    const before = tree(homePath(t, a.login, '/'));
    // A multipart body sent by hand, held open halfway through the file.
    const boundary = 'limits-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="directory"\r\n\r\n/tmp\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="slow.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const first = Buffer.alloc(256 * 1024, 1);
    const rest = Buffer.alloc(256 * 1024, 2);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const url = new URL(`${base}/api/file/file/upload`);
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        authorization: `Bearer ${a.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + first.length + rest.length + tail.length,
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on('error', reject);
    });
    req.write(head);
    req.write(first);
    // Wait until the server has staged some of the bytes (in the old layout, beside the target).
    const stagedBytes = () => {
      const inStaging = fs.existsSync(stagingOf(a.login))
        ? fs.readdirSync(stagingOf(a.login)).some((d) => fs.readdirSync(path.join(stagingOf(a.login), d)).length > 0)
        : false;
      return inStaging || fs.readdirSync(folder).some((n) => n.startsWith('.panel-'));
    };
    await until(stagedBytes);
    try {
      const listed = await t.call('/file/list', { directory: '/tmp' }, a.token);
      expect(listed.status).toBe(200);
      expect(listed.body.files.map((f: { name: string }) => f.name)).toEqual(['notes.txt']);
      expect(tree(homePath(t, a.login, '/'))).toEqual(before);
    } finally {
      req.write(rest);
      req.end(tail);
    }
    const done = await answer;
    expect(done.status, done.body).toBe(200);
    expect(fs.readFileSync(path.join(folder, 'slow.bin')).equals(Buffer.concat([first, rest]))).toBe(true);
    expect(fs.readdirSync(stagingOf(a.login))).toEqual([]);
    expect((await t.call('/account/sync', {}, a.token)).body.user.diskUsed).toBe((await usage(a.token)).user);
  });

  it('leaves nothing staged after a refused upload or archive', async () => {
    const a = await cloneAccount(t, 'demo');
    await leaveFree(a.login, a.token, 64 * 1024);
    expect((await upload(a.token, '/tmp', [{ name: 'big.bin', data: Buffer.alloc(256 * 1024) }])).status).toBe(406);
    expect((await archive(a.token, '/tmp', 'big.zip', zip([{ name: 'big.bin', data: Buffer.alloc(256 * 1024, 3) }]))).status).toBe(406);
    expect(fs.readdirSync(stagingOf(a.login))).toEqual([]);
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
  });
});

describe('usage counts the blocks entries take', () => {
  const emptyFolders = (n: number) => zip(Array.from({ length: n }, (_, i) => ({ name: `empty/d${i}/`, data: '' })));

  it('counts the folders an archive makes, empty or not, as a full sync does', async () => {
    const a = await cloneAccount(t, 'demo');
    const before = await usage(a.token);
    const r = await archive(a.token, SITE, 'folders.zip', emptyFolders(2000));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const taken = diskUse(homePath(t, a.login, SITE, 'empty'));
    expect(taken).toBeGreaterThanOrEqual(2001 * 4096);
    const after = await usage(a.token);
    expect(after.site - before.site).toBe(after.user - before.user);
    expect(after.user - before.user).toBe(taken);
    expect((await t.call('/account/sync', {}, a.token)).body.user.diskUsed).toBe(after.user);
  });

  it('refuses an archive of empty folders that the plan has no room for', async () => {
    const a = await cloneAccount(t, 'demo');
    await leaveFree(a.login, a.token, 1024 * 1024);
    const data = emptyFolders(2000);
    expect(data.length).toBeLessThan(1024 * 1024);
    const r = await archive(a.token, '/tmp', 'folders.zip', data);
    expect(r.status).toBe(406);
    expect(r.body.message).toBe('Files too big for upload.');
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
  });

  it('counts a new folder and a removed one by their blocks', async () => {
    const a = await cloneAccount(t, 'demo');
    const before = await usage(a.token);
    expect((await t.call('/file/directory/create', { directory: `${SITE}/fresh` }, a.token)).status).toBe(200);
    const one = diskUse(homePath(t, a.login, SITE, 'fresh'));
    expect(one).toBeGreaterThan(0);
    expect((await usage(a.token)).site - before.site).toBe(one);
    expect((await t.call('/file/directory/delete', { directory: `${SITE}/fresh` }, a.token)).status).toBe(200);
    expect((await usage(a.token)).site).toBe(before.site);
  });
});

describe('entries per account', () => {
  it('keeps the cap well above the largest fixture', () => {
    expect(MAX_ACCOUNT_ENTRIES).toBe(100_000);
  });

  it('refuses uploads, archives and new entries past the cap (406), keeping what fits', async () => {
    const a = await cloneAccount(t, 'demo');
    const sandbox = t.app.panel.sandbox;
    const home = homePath(t, a.login, '/');
    const count = tree(home).length;
    sandbox.maxEntries = count + 3;
    try {
      // The sync walk counts the entries; creations move the count.
      expect((await t.call('/account/sync', {}, a.token)).status).toBe(200);
      expect((await t.call('/file/directory/create', { directory: '/tmp/one' }, a.token)).status).toBe(200);
      const many = await upload(a.token, '/tmp', [
        { name: 'a', data: 'a' },
        { name: 'b', data: 'b' },
        { name: 'c', data: 'c' },
      ]);
      expect(many.status).toBe(406);
      expect(many.body.message).toBe('This account holds too many files and directories.');
      const tooDeep = await archive(a.token, '/tmp', 'x.tar', tar([{ path: 'x/y/z.txt', data: 'z' }]));
      expect(tooDeep.status).toBe(406);
      expect(tooDeep.body.message).toBe('This account holds too many files and directories.');
      // Replacing a file adds no entry; two more new ones fit, the next does not.
      expect((await upload(a.token, '/tmp', [{ name: 'notes.txt', data: 'new notes' }])).status).toBe(200);
      expect(
        (
          await upload(a.token, '/tmp', [
            { name: 'a', data: 'a' },
            { name: 'b', data: 'b' },
          ])
        ).status,
      ).toBe(200);
      const full = await t.call('/file/file/put', { file: '/tmp/c', contents: '' }, a.token);
      expect(full.status).toBe(406);
      expect(full.body.message).toBe('This account holds too many files and directories.');
      expect((await t.call('/file/link/create', { name: 'l', directory: '/tmp', destination: 'a' }, a.token)).status).toBe(406);
      expect(tree(home).length).toBe(count + 3);
      // Removing frees room again.
      expect((await t.call('/file/file/delete', { file: '/tmp/a' }, a.token)).status).toBe(200);
      expect((await t.call('/file/file/put', { file: '/tmp/c', contents: 'c' }, a.token)).status).toBe(200);
    } finally {
      sandbox.maxEntries = MAX_ACCOUNT_ENTRIES;
    }
  });
});

describe('hard links', () => {
  it('never chmods, saves or uploads over a file with another hard link (406 Permission denied.)', async () => {
    const a = await cloneAccount(t, 'demo');
    const outside = path.join(t.dataDir, `outside-${a.login}`);
    fs.mkdirSync(outside);
    const secret = path.join(outside, 'secret.txt');
    fs.writeFileSync(secret, 'secret', { mode: 0o600 });
    // Made by something other than the panel (an SSH user, a restored backup).
    fs.linkSync(secret, homePath(t, a.login, '/tmp/hard.txt'));
    const refused = (r: { status: number; body: any }) => {
      expect(r.status).toBe(406);
      expect(r.body.message).toBe('Permission denied.');
    };
    refused(await t.call('/file/chmod', { file: '/tmp/hard.txt', chmod: '0666' }, a.token));
    refused(await t.call('/file/file/put', { file: '/tmp/hard.txt', contents: 'pwned' }, a.token));
    refused(await upload(a.token, '/tmp', [{ name: 'hard.txt', data: 'pwned' }]));
    refused(await archive(a.token, '/', 'over.zip', zip([{ name: 'tmp/hard.txt', data: 'pwned' }])));
    expect(fs.statSync(secret).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(secret, 'utf8')).toBe('secret');
    expect(fs.statSync(homePath(t, a.login, '/tmp/hard.txt')).ino).toBe(fs.statSync(secret).ino);
    // Reading, moving and deleting the name stay as they are (they never write the file).
    expect((await t.call('/file/file/get', { file: '/tmp/hard.txt' }, a.token)).body).toEqual({ file: 'secret' });
    expect((await t.call('/file/file/delete', { file: '/tmp/hard.txt' }, a.token)).status).toBe(200);
    expect(fs.readFileSync(secret, 'utf8')).toBe('secret');
  });
});
