import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listeningTestApp, type TestApp } from './helpers.js';
import { cloneAccount, expectCleanError, homePath, logPath, multipartPost, tree } from './util.js';
import { tar, zip } from './archive-builders.js';
import { ruleMessage } from '@panel/contract/rules';

/**
 * Names that hide what they hold: one that shows as `..` (`.\u200b.`), line and paragraph
 * separators, direction marks, the Arabic letter mark, the Mongolian vowel separator, a byte-order
 * mark. Every way a name enters the home refuses them with the form's message; a log line refuses
 * them too; a name already on disk (put there over FTP) is still listed.
 */
let t: TestApp;
let base: string;
listeningTestApp((server) => ({ t, base } = server));

const HIDDEN: [string, string][] = [
  ['shows as ..', '.\u200b.'],
  ['U+2028', 'a\u2028b'],
  ['U+2029', 'a\u2029b'],
  ['U+200F', 'a\u200fb.txt'],
  ['U+061C', 'a\u061cb.txt'],
  ['U+180E', 'a\u180eb'],
  ['U+FEFF', 'a\ufeffb'],
  ['a trailing U+FEFF', 'ab\ufeff\u180e'],
  ['dots around a space', '. .'],
];

describe('names that hide what they hold', () => {
  it.each(HIDDEN)("the file calls refuse a name with %s (400 with the form's message), creating nothing", async (_what, name) => {
    const a = await cloneAccount(t, 'demo');
    const before = tree(homePath(t, a.login, '/tmp'));
    const calls = [
      ['/file/directory/create', { directory: `/tmp/${name}` }, 'directory', 'validation.file.directoryName'],
      ['/file/file/put', { file: `/tmp/${name}`, contents: 'x' }, 'file', 'validation.file.fileName'],
      ['/file/move', { from: '/tmp/notes.txt', to: `/tmp/${name}` }, 'to', 'validation.file.fileName'],
      ['/file/link/create', { name, directory: '/tmp', destination: 'notes.txt' }, 'name', 'validation.file.linkName'],
      ['/file/link/create', { name: 'ok', directory: '/tmp', destination: `${name}/notes.txt` }, 'destination', 'validation.file.linkDestination'],
    ] as const;
    for (const [p, body, field, message] of calls) {
      const r = await t.call(p, body, a.token);
      expect(r.status, `${p} ${JSON.stringify(body)}`).toBe(400);
      expect(r.body.field).toBe(field);
      expect(r.body.message).toBe(ruleMessage(message));
      expectCleanError(r);
    }
    expect(tree(homePath(t, a.login, '/tmp'))).toEqual(before);
  });

  it.each(HIDDEN)('an upload refuses a file named with %s', async (_what, name) => {
    const a = await cloneAccount(t, 'demo');
    const r = await multipartPost(base, '/file/file/upload', a.token, '/tmp', [{ name, data: 'x' }]);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.field).toBe('files[]');
    expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
  });

  it.each(HIDDEN)('an archive holding a name with %s is refused whole (406 Invalid archive.)', async (_what, name) => {
    const a = await cloneAccount(t, 'demo');
    for (const [file, data] of [
      [
        'hidden.zip',
        zip([
          { name: 'ok.txt', data: 'x' },
          { name: `dir/${name}/a.txt`, data: 'x' },
        ]),
      ],
      [
        'hidden.tar',
        tar([
          { path: 'ok.txt', data: 'x' },
          { path: name, data: 'x' },
        ]),
      ],
    ] as const) {
      const r = await multipartPost(base, '/file/zip/upload', a.token, '/tmp', [{ name: file, data }]);
      expect(r.status, `${file} ${JSON.stringify(r.body)}`).toBe(406);
      expect(r.body.message).toBe('Invalid archive.');
      expect(fs.readdirSync(homePath(t, a.login, '/tmp'))).toEqual(['notes.txt']);
    }
  });

  it('still lists, renames away and deletes a name put on disk another way (over FTP)', async () => {
    const a = await cloneAccount(t, 'demo');
    const odd = ['.\u200b.', 'line\u2028break', 'bom\ufeff'];
    for (const name of odd) fs.writeFileSync(homePath(t, a.login, '/tmp', name), 'x');
    const listed = await t.call('/file/list', { directory: '/tmp' }, a.token);
    expect(listed.status).toBe(200);
    const names = (listed.body.files ?? listed.body.entries ?? []).map((e: { name: string }) => e.name);
    expect(names).toEqual(expect.arrayContaining(odd));
    expect((await t.call('/file/move', { from: `/tmp/${odd[0]}`, to: '/tmp/visible.txt' }, a.token)).status).toBe(200);
    expect((await t.call('/file/file/delete', { file: `/tmp/${odd[1]}` }, a.token)).status).toBe(200);
    expect(fs.readdirSync(homePath(t, a.login, '/tmp')).sort()).toEqual(['bom\ufeff', 'notes.txt', 'visible.txt']);
  });

  it('still takes the names people use: Polish letters, emoji, three dots', async () => {
    const a = await cloneAccount(t, 'demo');
    for (const name of ['Źródła żółć', '❤️ wakacje.jpg', '...']) {
      const r = await t.call('/file/directory/create', { directory: `/tmp/${name}` }, a.token);
      expect(r.status, name).toBe(200);
    }
  });
});

describe('/__test/log lines', () => {
  it.each([
    ['U+202E', 'GET /\u202egpj.exe'],
    ['U+2028', 'one\u2028two'],
    ['U+2029', 'one\u2029two'],
    ['U+200F', 'a\u200fb'],
    ['U+061C', 'a\u061cb'],
    ['U+180E', 'a\u180eb'],
    ['U+FEFF', '\ufeffGET /'],
    ['U+0085', 'one\u0085two'],
  ])('refuses a line holding %s (400 naming the line), appending nothing', async (_what, line) => {
    const a = await cloneAccount(t, 'demo');
    const log = logPath(t, a.login, 'example.com', 'access');
    const before = fs.readFileSync(log, 'utf8');
    const r = await t.call('/__test/log', { login: a.login, domain: 'example.com', kind: 'access', lines: ['GET / 200', line] });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('lines');
    expect(r.body.message).toMatch(/^Line 2 /);
    expect(fs.readFileSync(log, 'utf8')).toBe(before);
  });

  it('still takes tabs and any visible text', async () => {
    const a = await cloneAccount(t, 'demo');
    const r = await t.call('/__test/log', { login: a.login, domain: 'example.com', kind: 'access', lines: ['a\tb', 'zażółć ❤️ 日本'] });
    expect(r.status).toBe(200);
    expect(fs.readFileSync(logPath(t, a.login, 'example.com', 'access'), 'utf8').endsWith('a\tb\nzażółć ❤️ 日本\n')).toBe(true);
  });
});
