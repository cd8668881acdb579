import fs from 'node:fs';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { listeningTestApp, type TestApp } from './helpers.js';
import { cloneAccount, expectCleanError, homePath, tree, treeSize } from './util.js';
import { tar, zip } from './archive-builders.js';
import { du, SITE, uploadCalls } from './upload-calls.js';

/**
 * Archives uploaded through a listening server, as a browser sends them (multipart over HTTP):
 * each is extracted while it streams, is limited by the plan's free space, refuses what could
 * escape the folder, and leaves nothing behind when it fails.
 */
let t: TestApp;
let base: string;
listeningTestApp((server) => ({ t, base } = server), { onDisk: true });

const { post, archive, staged, usage, expectUsageTrue, leaveFree } = uploadCalls(() => ({ t, base }));

describe('/file/zip/upload', () => {
  const files = [
    { name: 'site/', data: '' },
    { name: 'site/index.html', data: '<h1>hi</h1>' },
    { name: 'site/css/main.css', data: 'body{}' },
    { name: 'readme.txt', data: 'read me' },
  ];

  it.each([
    ['archive.zip', () => zip(files)],
    ['archive.tar', () => tar([{ path: 'site/', type: 'Directory' }, ...files.filter((f) => f.data).map((f) => ({ path: f.name, data: f.data }))])],
    [
      'archive.tar.gz',
      () =>
        tar(
          files.filter((f) => f.data).map((f) => ({ path: f.name, data: f.data })),
          true,
        ),
    ],
    [
      'ARCHIVE.TGZ',
      () =>
        tar(
          files.filter((f) => f.data).map((f) => ({ path: f.name, data: f.data })),
          true,
        ),
    ],
  ])('extracts %s into the folder and raises the usage by what it wrote', async (name, build) => {
    const a = await cloneAccount(t, 'demo');
    const before = await usage(a.token);
    const r = await archive(a.token, '/tmp', name, build());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(tree(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt', 'readme.txt', 'site/', 'site/css/', 'site/css/main.css', 'site/index.html']);
    expect(fs.readFileSync(homePath(t, a.login, '/tmp/site/css/main.css'), 'utf8')).toBe('body{}');
    // Folders take blocks too: the two new folders count as much as the three files.
    const cost = du(...['site', 'site/css', 'site/css/main.css', 'site/index.html', 'readme.txt'].map((n) => homePath(t, a.login, '/tmp', n)));
    expect(cost).toBeGreaterThanOrEqual(5 * 4096);
    expect((await usage(a.token)).user - before.user).toBe(cost);
    await expectUsageTrue(a.token);
  });

  it('merges into folders already there and replaces files of the same name', async () => {
    const a = await cloneAccount(t, 'demo');
    const r = await archive(
      a.token,
      SITE,
      'up.zip',
      zip([
        { name: 'images/new.svg', data: '<svg/>' },
        { name: 'robots.txt', data: 'Disallow: /' },
      ]),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(fs.readdirSync(homePath(t, a.login, SITE, 'images')).sort()).toEqual(['logo.svg', 'new.svg']);
    expect(fs.readFileSync(homePath(t, a.login, SITE, 'robots.txt'), 'utf8')).toBe('Disallow: /');
    await expectUsageTrue(a.token);
  });

  it('strips absolute paths and drive letters, keeping the entry inside the folder', async () => {
    const a = await cloneAccount(t, 'demo');
    expect((await archive(a.token, '/tmp', 'abs.tar', tar([{ path: '/etc/cron.d/evil', data: 'x' }]))).status).toBe(200);
    expect((await archive(a.token, '/tmp', 'abs.zip', zip([{ name: 'C:/win/evil.txt', data: 'x' }]))).status).toBe(200);
    expect(tree(homePath(t, a.login, '/tmp'))).toEqual(['etc/', 'etc/cron.d/', 'etc/cron.d/evil', 'notes.txt', 'win/', 'win/evil.txt']);
  });

  const unsafe: [string, string, () => Buffer][] = [
    [
      'zip slip with ..',
      'slip.zip',
      () =>
        zip([
          { name: 'ok.txt', data: 'x' },
          { name: '../evil.txt', data: 'x' },
        ]),
    ],
    ['zip slip hidden in a path', 'slip2.zip', () => zip([{ name: 'a/../../evil.txt', data: 'x' }])],
    ['zip slip with backslashes', 'slip3.zip', () => zip([{ name: '..\\..\\evil.txt', data: 'x' }])],
    ['zip with a link', 'link.zip', () => zip([{ name: 'passwd', data: '/etc/passwd', mode: 0o120777 }])],
    ['zip with a device', 'dev.zip', () => zip([{ name: 'null', data: '', mode: 0o020666 }])],
    ['zip lying about its size', 'lie.zip', () => zip([{ name: 'a.txt', data: 'x'.repeat(1000), lieSize: 10 }])],
    [
      'tar slip',
      'slip.tar',
      () =>
        tar([
          { path: 'ok.txt', data: 'x' },
          { path: '../../evil.txt', data: 'x' },
        ]),
    ],
    [
      'tar with a symbolic link',
      'link.tar',
      () =>
        tar([
          { path: 'etc', type: 'SymbolicLink', linkpath: '/etc' },
          { path: 'etc/passwd', data: 'x' },
        ]),
    ],
    ['tar with a hard link', 'hard.tar', () => tar([{ path: 'shadow', type: 'Link', linkpath: '/etc/shadow' }])],
    ['tar with a character device', 'dev.tar', () => tar([{ path: 'null', type: 'CharacterDevice' }])],
    ['tar with a FIFO', 'fifo.tar.gz', () => tar([{ path: 'pipe', type: 'FIFO' }], true)],
    ['folders deeper than 64', 'deep.zip', () => zip([{ name: `${'d/'.repeat(65)}x.txt`, data: 'x' }])],
    ['a gzipped tar named .tar', 'sneaky.tar', () => tar([{ path: 'a.txt', data: 'x' }], true)],
    ['garbage', 'junk.zip', () => Buffer.from('this is not an archive at all')],
    ['garbage tar', 'junk.tar.gz', () => Buffer.from('this is not an archive at all')],
    ['an unknown kind', 'archive.rar', () => zip([{ name: 'a.txt', data: 'x' }])],
    // Names the panel's own rule refuses (the rule of the file dialogs), like a link entry.
    [
      'a zip name with CR/LF',
      'crlf.zip',
      () =>
        zip([
          { name: 'ok.txt', data: 'x' },
          { name: 'evil\r\nname.txt', data: 'x' },
        ]),
    ],
    ['a zip name with U+202E', 'rlo.zip', () => zip([{ name: 'photo\u202egpj.exe', data: 'MZ' }])],
    ['a zip folder with a control character', 'ctl.zip', () => zip([{ name: 'dir\u0007/a.txt', data: 'x' }])],
    ['a tar name with <>', 'angle.tar', () => tar([{ path: 'a<b>.txt', data: 'x' }])],
    ['a tar name with a double quote', 'quote.tar.gz', () => tar([{ path: 'q"uote.txt', data: 'x' }], true)],
    ['a tar name with a bidi isolate', 'iso.tar', () => tar([{ path: 'dir/a\u2066b.txt', data: 'x' }])],
  ];

  it.each(unsafe)('refuses %s (406 Invalid archive.), leaving nothing behind', async (_what, name, build) => {
    const a = await cloneAccount(t, 'demo');
    const home = homePath(t, a.login, '/');
    const before = tree(home);
    const usedBefore = (await usage(a.token)).user;
    const r = await archive(a.token, '/tmp', name, build());
    expect(r.status, JSON.stringify(r.body)).toBe(406);
    expect(r.body.message).toBe('Invalid archive.');
    expectCleanError(r);
    expect(tree(home)).toEqual(before);
    expect(fs.existsSync(homePath(t, a.login, '/evil.txt'))).toBe(false);
    expect(
      fs
        .readdirSync(`${home}/..`)
        .filter((n) => n !== 'staging')
        .sort(),
    ).toEqual(['home', 'logs']);
    expect(staged(a.login)).toEqual([]);
    expect((await usage(a.token)).user).toBe(usedBefore);
  });

  it('refuses more than 10,000 entries (406 Invalid archive.)', async () => {
    const a = await cloneAccount(t, 'demo');
    const many = Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}`, data: '', store: true }));
    const r = await archive(a.token, '/tmp', 'many.zip', zip(many));
    expect(r.status).toBe(406);
    expect(r.body.message).toBe('Invalid archive.');
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
  });

  it('stops bombs while they stream (406 Files too big for upload.): zip and tar.gz of zeros', async () => {
    const a = await cloneAccount(t, 'demo');
    const zeros = Buffer.alloc(40 * 1024 * 1024);
    const bombs: [string, Buffer][] = [
      ['bomb.zip', zip([{ name: 'zeros.bin', data: zeros }])],
      ['bomb.tar.gz', gzipSync(tar([{ path: 'zeros.bin', data: zeros }]), { level: 9 })],
    ];
    for (const [name, data] of bombs) {
      expect(data.length).toBeLessThan(200 * 1024);
      const r = await archive(a.token, '/tmp', name, data);
      expect(r.status, name).toBe(406);
      expect(r.body.message).toBe('Files too big for upload.');
      expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
    }
    // The same bytes with room for them by the ratio are fine: a 1 MiB file of zeros.
    expect(deflateRawSync(Buffer.alloc(1024 * 1024)).length).toBeLessThan(2048);
    expect((await archive(a.token, '/tmp', 'small.zip', zip([{ name: 'z.bin', data: Buffer.alloc(1024 * 1024) }]))).status).toBe(200);
  });

  it('refuses an archive that unpacks to more than the plan has free, leaving nothing', async () => {
    const a = await cloneAccount(t, 'demo');
    await leaveFree(a.login, a.token, 512 * 1024);
    const data = zip([
      { name: 'a.bin', data: Buffer.alloc(400 * 1024, 1) },
      { name: 'b.bin', data: Buffer.alloc(400 * 1024, 2) },
    ]);
    const r = await archive(a.token, '/tmp', 'full.zip', data);
    expect(r.status).toBe(406);
    expect(r.body.message).toBe('Files too big for upload.');
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
    await expectUsageTrue(a.token);
  });

  it('refuses a staged file over a folder of the same name, or a folder over a file (409 naming it), moving nothing', async () => {
    const a = await cloneAccount(t, 'demo');
    const before = treeSize(homePath(t, a.login, SITE));
    const r = await archive(
      a.token,
      SITE,
      'clash.zip',
      zip([
        { name: 'new.txt', data: 'n' },
        { name: 'images', data: 'file, not folder' },
      ]),
    );
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ type: 'conflict', message: 'File or directory already exists.', field: 'images' });
    const deep = await archive(
      a.token,
      SITE,
      'clash.tar',
      tar([
        { path: 'new.txt', data: 'n' },
        { path: 'images/logo.svg/inner.txt', data: 'x' },
      ]),
    );
    expect(deep.status).toBe(409);
    expect(deep.body.field).toBe('images/logo.svg');
    expect(staged(a.login)).toEqual([]);
    expect(fs.existsSync(homePath(t, a.login, SITE, 'new.txt'))).toBe(false);
    expect(treeSize(homePath(t, a.login, SITE))).toBe(before);
  });

  it('refuses a second archive in one request (400) and a missing folder (404)', async () => {
    const a = await cloneAccount(t, 'demo');
    const two = await post('/file/zip/upload', a.token, '/tmp', [
      { name: 'a.zip', data: zip([]) },
      { name: 'b.zip', data: zip([]) },
    ]);
    expect(two.status).toBe(400);
    expect((await archive(a.token, '/none', 'a.zip', zip([{ name: 'a', data: 'a' }]))).status).toBe(404);
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
  });
});
