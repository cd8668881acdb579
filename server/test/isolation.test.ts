import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listeningTestApp, type TestApp } from './helpers.js';
import { cloneAccount, homePath, lists, multipartPost, type Part } from './util.js';
import { zip } from './archive-builders.js';
import { cloning } from '../src/seed/templates.js';
import { setTemplateFingerprint } from '../src/seed/template-repository.js';

/**
 * Clones are independent of their template and of each other, whether their files are copies
 * (small homes) or copy-on-write hard links to the template's (large homes, `cloning.linkFromFiles`,
 * lowered here so demo's small home is linked): a write, an upload, an extraction or a chmod in
 * one clone never shows in the template, the fixture account or another clone; a hard link the
 * panel did not make is still refused. Test-control calls made at once behave as if made in turn.
 */
let t: TestApp;
let base: string;
const LINK_FROM = cloning.linkFromFiles;
listeningTestApp((server) => ({ t, base } = server));
afterEach(() => {
  cloning.linkFromFiles = LINK_FROM;
});

const NOTES = '/tmp/notes.txt';
const SITE = '/domains/example.com/public_html';
const templatePath = (...virtual: string[]) => homePath(t, '.template-demo', ...virtual);
const upload = (token: string, directory: string, files: Part[]) => multipartPost(base, '/file/file/upload', token, directory, files);
const archive = (token: string, directory: string, name: string, data: Buffer) => multipartPost(base, '/file/zip/upload', token, directory, [{ name, data }]);
const ino = (p: string) => fs.statSync(p).ino;
const modeOf = (p: string) => fs.statSync(p).mode & 0o777;
const listed = async (token: string, directory: string, name: string) =>
  (await t.call('/file/list', { directory }, token)).body.files.find((f: { name: string }) => f.name === name);

async function linkedClones(n: number) {
  cloning.linkFromFiles = 0;
  const clones = [];
  for (let i = 0; i < n; i++) clones.push(await cloneAccount(t, 'demo'));
  cloning.linkFromFiles = LINK_FROM;
  return clones;
}

describe('copy-on-write clones (files hard-linked to the template)', () => {
  it("shares the template's files until a clone changes one, and shows them as the fixture has them", async () => {
    const [a, b] = await linkedClones(2);
    expect(ino(homePath(t, a.login, NOTES))).toBe(ino(templatePath(NOTES)));
    expect(ino(homePath(t, b.login, NOTES))).toBe(ino(templatePath(NOTES)));
    // Listed with one link, as the fixture's own file; the same usage as the fixture account.
    const demo = await t.login('demo', 'demo1234');
    expect(await listed(a.token, '/tmp', 'notes.txt')).toEqual(await listed(demo, '/tmp', 'notes.txt'));
    expect((await listed(a.token, '/tmp', 'notes.txt')).number).toBe(1);
    const usage = async (token: string) => (await t.call('/account/sync', {}, token)).body.user.diskUsed;
    expect(await usage(a.token)).toBe(await usage(demo));
    expect((await lists(t, a.token)).domains).toEqual((await lists(t, demo)).domains);
  });

  it('writes, uploads and extracts over a shared file in one clone only', async () => {
    const [a, b] = await linkedClones(2);
    const original = fs.readFileSync(templatePath(NOTES), 'utf8');
    const others = () => [templatePath(NOTES), homePath(t, 'demo', NOTES), homePath(t, b.login, NOTES)].map((p) => fs.readFileSync(p, 'utf8'));

    expect((await t.call('/file/file/put', { file: NOTES, contents: 'saved in a' }, a.token)).status).toBe(200);
    expect(fs.readFileSync(homePath(t, a.login, NOTES), 'utf8')).toBe('saved in a');
    expect(fs.statSync(homePath(t, a.login, NOTES)).nlink).toBe(1);
    expect(others()).toEqual([original, original, original]);

    const index = `${SITE}/index.html`;
    const indexBefore = fs.readFileSync(templatePath(index), 'utf8');
    expect((await upload(a.token, SITE, [{ name: 'index.html', data: 'uploaded in a' }])).status).toBe(200);
    expect(fs.readFileSync(homePath(t, a.login, index), 'utf8')).toBe('uploaded in a');
    const robots = `${SITE}/robots.txt`;
    const robotsBefore = fs.readFileSync(templatePath(robots), 'utf8');
    expect((await archive(a.token, '/', 'over.zip', zip([{ name: `${robots.slice(1)}`, data: 'extracted in a' }]))).status).toBe(200);
    expect(fs.readFileSync(homePath(t, a.login, robots), 'utf8')).toBe('extracted in a');
    for (const login of ['.template-demo', 'demo', b.login]) {
      expect(fs.readFileSync(homePath(t, login, index), 'utf8'), login).toBe(indexBefore);
      expect(fs.readFileSync(homePath(t, login, robots), 'utf8'), login).toBe(robotsBefore);
    }
    // b still shares what a replaced; its own save is its own.
    expect(ino(homePath(t, b.login, index))).toBe(ino(templatePath(index)));
    expect((await t.call('/file/file/put', { file: NOTES, contents: 'saved in b' }, b.token)).status).toBe(200);
    expect(fs.readFileSync(homePath(t, a.login, NOTES), 'utf8')).toBe('saved in a');
    expect(fs.readFileSync(templatePath(NOTES), 'utf8')).toBe(original);
    // Deleting a shared name leaves the template's file.
    expect((await t.call('/file/file/delete', { file: index }, b.token)).status).toBe(200);
    expect(fs.readFileSync(templatePath(index), 'utf8')).toBe(indexBefore);
  });

  it('chmods a shared file by giving the clone a copy of its own (contents and time kept)', async () => {
    const [a, b] = await linkedClones(2);
    const file = `${SITE}/app.js`;
    const before = fs.statSync(templatePath(file));
    // Moved first: a shared file is known by what it is, not where it lies.
    expect((await t.call('/file/move', { from: file, to: '/tmp/app.js' }, a.token)).status).toBe(200);
    expect((await t.call('/file/chmod', { file: '/tmp/app.js', chmod: '0600' }, a.token)).status).toBe(200);
    const mine = homePath(t, a.login, '/tmp/app.js');
    expect(modeOf(mine)).toBe(0o600);
    expect(ino(mine)).not.toBe(before.ino);
    expect(fs.readFileSync(mine, 'utf8')).toBe(fs.readFileSync(templatePath(file), 'utf8'));
    expect(fs.statSync(mine).mtimeMs).toBe(before.mtimeMs);
    for (const p of [templatePath(file), homePath(t, 'demo', file), homePath(t, b.login, file)]) expect(modeOf(p), p).toBe(before.mode & 0o777);
    expect(fs.readdirSync(path.join(t.dataDir, 'accounts', a.login, 'staging'))).toEqual([]);
    // The clone's copy is an ordinary file now.
    expect((await t.call('/file/chmod', { file: '/tmp/app.js', chmod: '0640' }, a.token)).status).toBe(200);
    expect(modeOf(mine)).toBe(0o640);
  });

  it('still refuses a hard link the panel did not make, in a linked clone too', async () => {
    const [a] = await linkedClones(1);
    const outside = path.join(t.dataDir, `outside-${a.login}`);
    fs.mkdirSync(outside);
    const secret = path.join(outside, 'secret.txt');
    fs.writeFileSync(secret, 'secret', { mode: 0o600 });
    fs.linkSync(secret, homePath(t, a.login, '/tmp/hard.txt'));
    for (const r of [
      await t.call('/file/chmod', { file: '/tmp/hard.txt', chmod: '0666' }, a.token),
      await t.call('/file/file/put', { file: '/tmp/hard.txt', contents: 'pwned' }, a.token),
      await upload(a.token, '/tmp', [{ name: 'hard.txt', data: 'pwned' }]),
    ]) {
      expect(r.status).toBe(406);
      expect(r.body.message).toBe('Permission denied.');
    }
    expect(fs.readFileSync(secret, 'utf8')).toBe('secret');
    expect(fs.statSync(secret).mode & 0o777).toBe(0o600);
    expect((await listed(a.token, '/tmp', 'hard.txt')).number).toBe(2);
  });

  it("keeps a retired template's files shared with its clones until a whole reset drops them", async () => {
    const [a] = await linkedClones(1);
    const old = ino(homePath(t, a.login, NOTES));
    // The fixtures changed: the next clone seeds the template again; the old one is retired.
    setTemplateFingerprint(t.app.panel.db, 'demo', 'stale');
    await cloneAccount(t, 'demo');
    expect(ino(templatePath(NOTES))).not.toBe(old);
    expect(fs.statSync(homePath(t, a.login, NOTES)).nlink).toBeGreaterThan(1);
    expect((await t.call('/file/chmod', { file: NOTES, chmod: '0600' }, a.token)).status).toBe(200);
    expect((await t.call('/file/file/put', { file: `${SITE}/index.html`, contents: 'still mine' }, a.token)).status).toBe(200);
    const retired = path.join(t.dataDir, 'retired-templates');
    expect(fs.readdirSync(retired)).toHaveLength(1);
    expect((await t.call('/__test/reset', {})).status).toBe(200);
    expect(fs.existsSync(retired)).toBe(false);
    expect((await t.call('/account/login', { login: 'demo', password: 'demo1234' })).status).toBe(200);
  });
});

describe('spares: a large fixture account put back from a folder laid in advance', () => {
  it('lays one in the background after a reset and puts the fixture back from it at the next, as seeded and independent', async () => {
    cloning.linkFromFiles = 0;
    const templateId = () => t.app.panel.db.prepare("SELECT id FROM accounts WHERE login = '.template-demo'").pluck().get() as number;
    expect((await t.call('/__test/reset', { fixtures: ['demo'] })).status).toBe(200);
    const spare = path.join(t.dataDir, 'spares', `.template-demo-${templateId()}`);
    const until = Date.now() + 20_000;
    while (!fs.existsSync(spare)) {
      if (Date.now() > until) throw new Error('no spare laid');
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 200)); // the child has gone
    const laid = ino(spare);
    const token = await t.login('demo', 'demo1234');
    const before = await lists(t, token);
    expect((await t.call('/file/file/put', { file: NOTES, contents: 'changed before the reset' }, token)).status).toBe(200);

    expect((await t.call('/__test/reset', { fixtures: ['demo'] })).status).toBe(200);
    expect(ino(path.join(t.dataDir, 'accounts', 'demo'))).toBe(laid);
    expect(await lists(t, await t.login('demo', 'demo1234'))).toEqual(before);
    expect(ino(homePath(t, 'demo', NOTES))).toBe(ino(templatePath(NOTES)));
    expect(fs.readdirSync(homePath(t, 'demo')).sort()).toEqual(fs.readdirSync(templatePath()).sort());
    expect(fs.readdirSync(path.join(t.dataDir, 'accounts', 'demo', 'logs')).sort()).toEqual(
      fs.readdirSync(path.join(t.dataDir, 'accounts', '.template-demo', 'logs')).sort(),
    );
    const fresh = await t.login('demo', 'demo1234');
    expect((await t.call('/file/file/put', { file: NOTES, contents: 'changed after' }, fresh)).status).toBe(200);
    expect(fs.readFileSync(templatePath(NOTES), 'utf8')).not.toBe('changed after');
    // Small homes are copied again once the threshold is back: no spare is taken.
    cloning.linkFromFiles = LINK_FROM;
    expect((await t.call('/__test/reset', { fixtures: ['demo'] })).status).toBe(200);
    expect(fs.statSync(homePath(t, 'demo', NOTES)).nlink).toBe(1);
  });

  it('lays one for a template seeded again at a clone, so the reset after it puts the fixture back from it', async () => {
    cloning.linkFromFiles = 0;
    setTemplateFingerprint(t.app.panel.db, 'demo', 'stale');
    await cloneAccount(t, 'demo');
    const template = t.app.panel.db.prepare("SELECT id FROM accounts WHERE login = '.template-demo'").pluck().get() as number;
    const spare = path.join(t.dataDir, 'spares', `.template-demo-${template}`);
    const until = Date.now() + 20_000;
    while (!fs.existsSync(spare)) {
      if (Date.now() > until) throw new Error('no spare laid');
      await new Promise((r) => setTimeout(r, 50));
    }
    const laid = ino(spare);
    expect((await t.call('/__test/reset', { fixtures: ['demo'] })).status).toBe(200);
    expect(ino(path.join(t.dataDir, 'accounts', 'demo'))).toBe(laid);
    expect(ino(homePath(t, 'demo', NOTES))).toBe(ino(templatePath(NOTES)));
  });
});

describe('rows copied and removed in bulk', () => {
  it("moves the list counts once, so a new account given a removed one's id never sees its lists", async () => {
    const { db } = t.app.panel;
    const idOf = (login: string) => db.prepare('SELECT id FROM accounts WHERE login = ?').pluck().get(login) as number;
    const a = await cloneAccount(t, 'demo');
    const id = idOf(a.login);
    expect((await lists(t, a.token)).domains.length).toBeGreaterThan(0);
    expect((await t.call('/__test/account/delete', { login: a.login })).status).toBe(200);
    expect(db.prepare('SELECT count(*) FROM bulk_writes').pluck().get()).toBe(0);
    const b = await cloneAccount(t, 'empty');
    expect(idOf(b.login)).toBe(id); // the highest id is given again
    const mine = await lists(t, b.token);
    expect(mine.domains).toEqual([]);
    expect(mine.emailAccounts).toEqual([]);
    // A write after the copy is counted as before.
    expect((await t.call('/domain/add', { domain: 'counted-after-copy.com' }, b.token)).status).toBe(200);
    expect((await lists(t, b.token)).domains.map((d: { domain: string }) => d.domain)).toEqual(['counted-after-copy.com']);
  });
});

describe('test-control calls at once', () => {
  it('deletes a login asked twice at once once (200, then 404), and many clones at once', async () => {
    const c = await cloneAccount(t, 'basic');
    const twice = await Promise.all([1, 2].map(() => t.call('/__test/account/delete', { login: c.login })));
    expect(twice.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(twice.find((r) => r.status === 404)!.body).toMatchObject({ type: 'notFound' });
    expect(fs.existsSync(homePath(t, c.login))).toBe(false);

    const many = [];
    for (let i = 0; i < 6; i++) many.push(await cloneAccount(t, i % 2 ? 'demo' : 'empty'));
    const deleted = await Promise.all(many.map((m) => t.call('/__test/account/delete', { login: m.login })));
    expect(deleted.map((r) => r.status)).toEqual(Array(6).fill(200));
    for (const m of many) {
      expect(fs.existsSync(homePath(t, m.login))).toBe(false);
      expect((await t.call('/account/login', { login: m.login, password: m.password })).status).toBe(403);
    }
  });

  it('puts fixtures back as seeded however many resets run at once, alongside clones and deletes', async () => {
    const token = await t.login('demo', 'demo1234');
    const before = await lists(t, token);
    const basicBefore = await lists(t, await t.login('basic', 'basic1234'));
    expect((await t.call('/domain/add', { domain: 'burst-reset.com' }, token)).status).toBe(200);
    expect((await t.call('/file/file/put', { file: NOTES, contents: 'changed' }, token)).status).toBe(200);
    const keep = await cloneAccount(t, 'demo');
    const gone = await cloneAccount(t, 'empty');

    const replies = await Promise.all([
      t.call('/__test/reset', { fixtures: ['demo'] }),
      t.call('/__test/reset', { fixtures: ['demo', 'basic'] }),
      t.call('/__test/account', { fixture: 'demo', login: 'burstclone' }),
      t.call('/__test/reset', { fixtures: ['demo'] }),
      t.call('/__test/account/delete', { login: gone.login }),
      t.call('/__test/reset', { fixtures: ['basic'] }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);

    // One demo account, as seeded; basic too; the clones kept or made live, the deleted one is gone.
    expect(t.app.panel.db.prepare("SELECT count(*) FROM accounts WHERE login IN ('demo', 'basic')").pluck().get()).toBe(2);
    expect(await lists(t, await t.login('demo', 'demo1234'))).toEqual(before);
    expect(await lists(t, await t.login('basic', 'basic1234'))).toEqual(basicBefore);
    expect(fs.readFileSync(homePath(t, 'demo', NOTES), 'utf8')).toBe(fs.readFileSync(templatePath(NOTES), 'utf8'));
    expect(fs.existsSync(homePath(t, 'demo', '/domains/burst-reset.com'))).toBe(false);
    expect((await t.call('/keepalive', {}, keep.token)).status).toBe(200);
    expect((await t.call('/account/login', { login: 'burstclone', password: 'demo1234' })).status).toBe(200);
    expect((await t.call('/account/login', { login: gone.login, password: gone.password })).status).toBe(403);
    // Every account folder belongs to an account (or a template); nothing half-made is left.
    const logins = new Set(t.app.panel.db.prepare('SELECT login FROM accounts').pluck().all() as string[]);
    expect(fs.readdirSync(path.join(t.dataDir, 'accounts')).filter((l) => !logins.has(l))).toEqual([]);
  });

  it('answers whole resets at once with 200 each, leaving the fixtures as seeded and no clone', async () => {
    const c = await cloneAccount(t, 'demo');
    const replies = await Promise.all([1, 2, 3].map(() => t.call('/__test/reset', {})));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await t.call('/account/login', { login: c.login, password: c.password })).status).toBe(403);
    const logins = (t.app.panel.db.prepare('SELECT login FROM accounts ORDER BY login').pluck().all() as string[]).filter((l) => !l.startsWith('.'));
    expect(logins).toEqual(['basic', 'demo', 'empty', 'unpaid']);
  });
});
