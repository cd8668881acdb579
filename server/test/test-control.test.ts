import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount, homePath, lists, setClock } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const MIN = 60_000;

describe('/__test/reset', () => {
  it('restores the fixtures and drops clones, sessions, faults, clocks and the request log', async () => {
    const token = await t.login('demo', 'demo1234');
    const before = await lists(t, token);
    expect((await t.call('/domain/add', { domain: 'reset-me.com' }, token)).status).toBe(200);
    expect((await t.call('/domain/remove', { domain: 'shop.example.com' }, token)).status).toBe(200);
    expect((await t.call('/domain/php', { domain: 'blog.example.org', version: '7.4' }, token)).status).toBe(200);
    expect((await t.call('/account/display', { hideDomainConfig: true, hideDatabaseConfig: true, hideEmailConfig: true }, token)).status).toBe(200);
    expect((await t.call('/account/password', { oldPassword: 'demo1234', newPassword: 'Changed-Pass-2031' }, token)).status).toBe(200);
    fs.writeFileSync(homePath(t, 'demo', '/tmp/stray.txt'), 'stray');
    fs.rmSync(homePath(t, 'demo', '/tmp/notes.txt'));
    const clone = await cloneAccount(t, 'basic');
    expect(fs.existsSync(homePath(t, clone.login))).toBe(true);
    expect((await t.call('/__test/fault', { path: '/account/sync', status: 500, times: 5 })).status).toBe(200);
    await setClock(t, undefined, new Date(Date.now() - 3 * 60 * MIN));

    const r = await t.call('/__test/reset', {});
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true });

    // Sessions are gone, the old password works again and the data is as seeded.
    expect((await t.call('/keepalive', {}, token)).status).toBe(403);
    expect((await t.call('/account/login', { login: 'demo', password: 'Changed-Pass-2031' })).status).toBe(403);
    const fresh = await t.login('demo', 'demo1234');
    expect(await lists(t, fresh)).toEqual(before);
    expect(fs.existsSync(homePath(t, 'demo', '/tmp/stray.txt'))).toBe(false);
    expect(fs.existsSync(homePath(t, 'demo', '/tmp/notes.txt'))).toBe(true);
    expect(fs.existsSync(homePath(t, 'demo', '/domains/reset-me.com'))).toBe(false);
    expect(fs.existsSync(homePath(t, 'demo', '/domains/shop.example.com/public_html'))).toBe(true);
    // The clone is gone, with its folder.
    expect((await t.call('/account/login', { login: clone.login, password: clone.password })).status).toBe(403);
    expect(fs.existsSync(homePath(t, clone.login))).toBe(false);
    // No fault, real time (a session made now lives), no recorded calls from before.
    expect((await t.call('/account/sync', {}, fresh)).status).toBe(200);
    expect((await t.call('/__test/requests', { login: 'demo' })).body.requests.map((x: any) => [x.path, x.status])).toEqual([
      ['/account/login', 403],
      ['/account/login', 200],
      ['/keepalive', 200],
      ['/account/sync', 200],
    ]);
    // The other fixtures are there too.
    for (const [l, p] of [
      ['basic', 'basic1234'],
      ['unpaid', 'unpaid1234'],
      ['empty', 'empty1234'],
    ]) {
      expect((await t.call('/account/login', { login: l, password: p })).status, l).toBe(200);
    }
  });
});

describe('/__test/reset of some fixtures, /__test/account/delete, templates', () => {
  it('puts back only the fixtures named, keeping every other account and its faults alive', async () => {
    const worker = await cloneAccount(t, 'demo');
    const token = await t.login('demo', 'demo1234');
    const before = await lists(t, token);
    expect((await t.call('/domain/add', { domain: 'partly-reset.com' }, token)).status).toBe(200);
    expect((await t.call('/domain/add', { domain: 'worker-keeps.com' }, worker.token)).status).toBe(200);
    const basicToken = await t.login('basic', 'basic1234');
    expect((await t.call('/__test/fault', { login: worker.login, path: '/account/sync', status: 503 })).status).toBe(200);

    expect((await t.call('/__test/reset', { fixtures: ['demo'] })).status).toBe(200);
    expect((await t.call('/keepalive', {}, token)).status).toBe(403);
    expect(await lists(t, await t.login('demo', 'demo1234'))).toEqual(before);
    // The worker's clone, its session, its data and its fault live on; so does basic's session.
    expect((await lists(t, worker.token)).domains.map((d: any) => d.domain)).toContain('worker-keeps.com');
    expect((await t.call('/account/sync', {}, worker.token)).status).toBe(503);
    expect((await t.call('/keepalive', {}, basicToken)).status).toBe(200);
    expect((await t.call('/__test/reset', { fixtures: ['nobody'] })).status).toBe(400);
  });

  it('deletes a clone with everything it had, and refuses a fixture account or an unknown login', async () => {
    const c = await cloneAccount(t, 'demo');
    expect(fs.existsSync(homePath(t, c.login))).toBe(true);
    const r = await t.call('/__test/account/delete', { login: c.login });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true });
    expect((await t.call('/keepalive', {}, c.token)).status).toBe(403);
    expect((await t.call('/account/login', { login: c.login, password: c.password })).status).toBe(403);
    expect(fs.existsSync(homePath(t, c.login))).toBe(false);
    expect((await t.call('/__test/requests', { login: c.login })).status).toBe(404);
    expect((await t.call('/__test/account/delete', { login: c.login })).status).toBe(404);
    const fixture = await t.call('/__test/account/delete', { login: 'demo' });
    expect(fixture.status).toBe(400);
    expect(fixture.body).toMatchObject({ type: 'validation', field: 'login' });
    expect((await t.call('/account/login', { login: 'demo', password: 'demo1234' })).status).toBe(200);
    // The login is free again.
    expect((await t.call('/__test/account', { fixture: 'demo', login: c.login })).status).toBe(200);
  });

  it("makes every clone from a template nobody can sign in to, with the fixture's files, logs and rows", async () => {
    for (const login of ['.template-demo', '.template-basic']) {
      expect((await t.call('/account/login', { login, password: login.endsWith('demo') ? 'demo1234' : 'basic1234' })).status).toBe(403);
    }
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => t.call('/__test/account', { fixture: 'demo', login: `burst${i}` })));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(200));
    // The same login asked for twice at once is one clone.
    const twice = await Promise.all([
      t.call('/__test/account', { fixture: 'basic', login: 'twice' }),
      t.call('/__test/account', { fixture: 'basic', login: 'twice' }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    const demo = await lists(t, await t.login('demo', 'demo1234'));
    const clone = await lists(t, await t.login('burst3', 'demo1234'));
    expect(clone.domains).toEqual(demo.domains);
    expect(clone.databases.map((d: any) => d.name)).toEqual(demo.databases.map((d: any) => d.name.replace(/^demo_/, 'burst3_')));
    expect(clone.scripts.map((s: any) => s.database)).toEqual(demo.scripts.map((s: any) => s.database?.replace(/^demo_/, 'burst3_') ?? null));
    const log = await t.call('/log/show', { domain: 'example.com', type: 'access' }, await t.login('burst3', 'demo1234'));
    expect(log.status).toBe(200);
    expect(log.body.log.split('\n').length).toBeGreaterThan(100);
    expect(fs.readFileSync(homePath(t, 'burst3', '/tmp/notes.txt'), 'utf8')).toBe(fs.readFileSync(homePath(t, 'demo', '/tmp/notes.txt'), 'utf8'));
    // A clone's files are its own: a change does not reach the fixture (and the hard-link rule lets it write).
    const token = await t.login('burst3', 'demo1234');
    expect((await t.call('/file/file/put', { file: '/tmp/notes.txt', contents: 'changed' }, token)).status).toBe(200);
    expect(fs.readFileSync(homePath(t, 'demo', '/tmp/notes.txt'), 'utf8')).not.toBe('changed');
  });
});

describe('/__test/account', () => {
  it('clones a fixture into an isolated account', async () => {
    const r = await t.call('/__test/account', { fixture: 'demo', login: 'worker1' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ login: 'worker1', password: 'demo1234' });
    const token = await t.login('worker1', 'demo1234');
    const demoToken = await t.login('demo', 'demo1234');
    const mine = await lists(t, token);
    const demo = await lists(t, demoToken);
    expect(mine.domains).toEqual(demo.domains);
    expect(mine.emailAccounts).toEqual(demo.emailAccounts);
    expect(mine.ftp).toEqual({ login: 'worker1' });
    expect(mine.databases.map((d: any) => d.name)).toEqual(demo.databases.map((d: any) => d.name.replace(/^demo_/, 'worker1_')));
    expect(mine.databaseUsers.every((u: any) => u.login === 'worker1')).toBe(true);
    expect(mine.scripts.map((s: any) => s.database)).toEqual(['worker1_wordpress']);
    expect((await t.call('/account/login', { login: 'worker1', password: 'demo1234' })).body.upsell.upgrade).toContain('login=worker1');

    // Own rows: a change in the clone does not reach the fixture.
    const added = await t.call('/domain/add', { domain: 'only-in-clone.com' }, token);
    expect(added.status).toBe(200);
    expect((await lists(t, demoToken)).domains.map((d: any) => d.domain)).not.toContain('only-in-clone.com');
    expect((await t.call('/domain/php', { domain: 'example.com', version: '7.4' }, token)).status).toBe(200);
    expect((await lists(t, demoToken)).domains.find((d: any) => d.domain === 'example.com').phpVersion).toBe('8.3');
    // Own sandbox.
    expect(fs.existsSync(homePath(t, 'worker1', '/domains/only-in-clone.com/public_html/index.html'))).toBe(true);
    expect(fs.existsSync(homePath(t, 'demo', '/domains/only-in-clone.com'))).toBe(false);
    fs.writeFileSync(homePath(t, 'worker1', '/tmp/notes.txt'), 'changed in the clone');
    expect(fs.readFileSync(homePath(t, 'demo', '/tmp/notes.txt'), 'utf8')).not.toBe('changed in the clone');
    expect(fs.realpathSync(homePath(t, 'worker1'))).not.toBe(fs.realpathSync(homePath(t, 'demo')));
    // Own sessions: signing the clone out leaves the fixture's session alone.
    await t.call('/account/logout', {}, token);
    expect((await t.call('/keepalive', {}, demoToken)).status).toBe(200);
  });

  it('chooses a fresh login of the allowed form when none is given', async () => {
    const seen = new Set<string>();
    for (const fixture of ['demo', 'basic', 'unpaid', 'empty', 'demo']) {
      const r = await t.call('/__test/account', { fixture });
      expect(r.status).toBe(200);
      expect(r.body.login).toMatch(/^[a-z][a-z0-9]{1,15}$/);
      expect(seen.has(r.body.login)).toBe(false);
      seen.add(r.body.login);
      const session = await t.call('/account/login', { login: r.body.login, password: r.body.password });
      expect(session.status).toBe(200);
      expect(session.body.locale).toBe(fixture === 'unpaid' ? 'pl' : 'en');
    }
  });

  it('refuses a login in use with 409 and a bad fixture or login with 400', async () => {
    for (const login of ['demo', 'basic']) {
      const r = await t.call('/__test/account', { fixture: 'empty', login });
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ type: 'conflict', message: 'This login is already in use.', field: 'login' });
    }
    expect((await t.call('/__test/account', { fixture: 'empty', login: 'twice1' })).status).toBe(200);
    expect((await t.call('/__test/account', { fixture: 'demo', login: 'twice1' })).status).toBe(409);
    // The first clone is untouched by the refused one.
    expect((await t.call('/account/login', { login: 'twice1', password: 'empty1234' })).status).toBe(200);

    const unknown = await t.call('/__test/account', { fixture: 'nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ type: 'validation', field: 'fixture' });
    for (const login of ['Worker1', 'w', '1worker', 'worker-1', 'a'.repeat(17), '../demo']) {
      const r = await t.call('/__test/account', { fixture: 'empty', login });
      expect(r.status, login).toBe(400);
      expect(r.body).toMatchObject({ type: 'validation', field: 'login' });
    }
  });
});
