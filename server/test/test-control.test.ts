import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers.js';
import { cloneAccount, homePath, lists, setClock } from './util.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

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
    for (const [l, p] of [['basic', 'basic1234'], ['unpaid', 'unpaid1234'], ['empty', 'empty1234']]) {
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

  it('makes every clone from a template nobody can sign in to, with the fixture\'s files, logs and rows', async () => {
    for (const login of ['.template-demo', '.template-basic']) {
      expect((await t.call('/account/login', { login, password: login.endsWith('demo') ? 'demo1234' : 'basic1234' })).status).toBe(403);
    }
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => t.call('/__test/account', { fixture: 'demo', login: `burst${i}` })));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(200));
    // The same login asked for twice at once is one clone.
    const twice = await Promise.all([t.call('/__test/account', { fixture: 'basic', login: 'twice' }), t.call('/__test/account', { fixture: 'basic', login: 'twice' })]);
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

describe('/__test/fault', () => {
  it('answers the next `times` calls with the status and body, then normally', async () => {
    const token = await t.login('demo', 'demo1234');
    expect((await t.call('/__test/fault', { path: '/keepalive', status: 503, type: 'maintenance', message: 'Down for a moment.', times: 2 })).body).toEqual({ ok: true });
    for (let i = 0; i < 2; i++) {
      const r = await t.call('/keepalive', {}, token);
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ type: 'maintenance', message: 'Down for a moment.' });
    }
    expect((await t.call('/keepalive', {}, token)).status).toBe(200);
  });

  it('defaults to one call, and leaves other paths alone', async () => {
    const token = await t.login('demo', 'demo1234');
    await t.call('/__test/fault', { path: '/domain/add', status: 500 });
    expect((await t.call('/keepalive', {}, token)).status).toBe(200);
    const r = await t.call('/domain/add', { domain: 'fault-default.com' }, token);
    expect(r.status).toBe(500);
    expect(typeof r.body.type).toBe('string');
    expect(typeof r.body.message).toBe('string');
    // The faulted call did nothing.
    expect((await lists(t, token)).domains.map((d: any) => d.domain)).not.toContain('fault-default.com');
    expect((await t.call('/domain/add', { domain: 'fault-default.com' }, token)).status).toBe(200);
  });

  it('applies to one login only when it names one', async () => {
    const demo = await t.login('demo', 'demo1234');
    const basic = await t.login('basic', 'basic1234');
    await t.call('/__test/fault', { login: 'basic', path: '/keepalive', status: 502, type: 'gateway', message: 'Bad gateway.' });
    expect((await t.call('/keepalive', {}, demo)).status).toBe(200);
    const r = await t.call('/keepalive', {}, basic);
    expect(r.status).toBe(502);
    expect(r.body).toEqual({ type: 'gateway', message: 'Bad gateway.' });
    expect((await t.call('/keepalive', {}, basic)).status).toBe(200);

    // At sign-in the login comes from the body.
    await t.call('/__test/fault', { login: 'empty', path: '/account/login', status: 503, times: 1 });
    expect((await t.call('/account/login', { login: 'unpaid', password: 'unpaid1234' })).status).toBe(200);
    expect((await t.call('/account/login', { login: 'empty', password: 'empty1234' })).status).toBe(503);
    expect((await t.call('/account/login', { login: 'empty', password: 'empty1234' })).status).toBe(200);
  });

  it('delays a call by delayMs and then handles it normally', async () => {
    const token = await t.login('demo', 'demo1234');
    await t.call('/__test/fault', { path: '/keepalive', delayMs: 400 });
    const start = Date.now();
    const r = await t.call('/keepalive', {}, token);
    expect(Date.now() - start).toBeGreaterThanOrEqual(390);
    expect(r.status).toBe(200);
    expect(r.body.domains.map((d: any) => d.domain)).toContain('example.com');
    const again = Date.now();
    await t.call('/keepalive', {}, token);
    expect(Date.now() - again).toBeLessThan(390);

    await t.call('/__test/fault', { path: '/keepalive', delayMs: 300, status: 504 });
    const s2 = Date.now();
    expect((await t.call('/keepalive', {}, token)).status).toBe(504);
    expect(Date.now() - s2).toBeGreaterThanOrEqual(290);
  });

  it('drops the connection mid-reply for networkError', async () => {
    const token = await t.login('demo', 'demo1234');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const post = (p: string) =>
      fetch(`http://127.0.0.1:${port}/api${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      });
    await t.call('/__test/fault', { path: '/keepalive', networkError: true });
    // Headers and part of the body arrive (so a browser does not quietly resend), then the connection drops.
    const cut = await post('/keepalive');
    expect(cut.headers.get('content-type')).toMatch(/application\/json/);
    await expect(cut.text()).rejects.toThrow(TypeError);
    const next = await post('/keepalive');
    expect(next.status).toBe(200);
    expect(((await next.json()) as any).domains.map((d: any) => d.domain)).toContain('example.com');
  });

  it('is cleared by /__test/faults/clear, for everyone or for one login', async () => {
    const demo = await t.login('demo', 'demo1234');
    const basic = await t.login('basic', 'basic1234');
    await t.call('/__test/fault', { path: '/keepalive', status: 500, times: 10 });
    const r = await t.call('/__test/faults/clear', {});
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true });
    expect((await t.call('/keepalive', {}, demo)).status).toBe(200);

    await t.call('/__test/fault', { login: 'demo', path: '/keepalive', status: 500, times: 10 });
    await t.call('/__test/fault', { login: 'basic', path: '/keepalive', status: 500, times: 10 });
    await t.call('/__test/faults/clear', { login: 'demo' });
    expect((await t.call('/keepalive', {}, demo)).status).toBe(200);
    expect((await t.call('/keepalive', {}, basic)).status).toBe(500);
    await t.call('/__test/faults/clear', {});
    expect((await t.call('/keepalive', {}, basic)).status).toBe(200);
  });

  it('refuses a path that is no call of the contract, naming the paths there are', async () => {
    for (const path of ['/database/add', '/__test/reset', '/keepalive/', '/KEEPALIVE']) {
      const r = await t.call('/__test/fault', { path, status: 500 });
      expect(r.status, path).toBe(400);
      expect(r.body.field).toBe('path');
      expect(r.body.message).toContain(`No call of the contract has the path ${path}.`);
      expect(r.body.message).toContain('/database/create');
    }
    expect((await t.call('/__test/faults', {})).body.faults).toEqual([]);
  });

  it('lists the pending faults with the uses they have left, for one login or all', async () => {
    const a = await cloneAccount(t, 'demo');
    const b = await cloneAccount(t, 'demo');
    await t.call('/__test/fault', { login: a.login, path: '/keepalive', status: 503, times: 2 });
    await t.call('/__test/fault', { login: b.login, path: '/domain/add', when: { domain: 'x.com' }, delayMs: [10, 20] });
    await t.call('/__test/fault', { path: '/account/sync', networkError: true });
    expect((await t.call('/keepalive', {}, a.token)).status).toBe(503);
    expect((await t.call('/__test/faults', { login: a.login })).body.faults).toEqual([
      { login: a.login, path: '/keepalive', status: 503, times: 1 },
      { path: '/account/sync', networkError: true, times: 1 },
    ]);
    expect((await t.call('/__test/faults', {})).body.faults).toHaveLength(3);
    await t.call('/__test/faults/clear', {});
    expect((await t.call('/__test/faults', {})).body.faults).toEqual([]);
  });

  it('fires only for calls whose body has the fields of `when`, after a delay drawn from a range', async () => {
    const c = await cloneAccount(t, 'demo');
    await t.call('/__test/fault', { login: c.login, path: '/domain/php', when: { domain: 'shop.example.com' }, status: 500, type: 'broken', message: 'Boom.', delayMs: [100, 200] });
    expect((await t.call('/domain/php', { domain: 'example.com', version: '8.1' }, c.token)).status).toBe(200);
    const started = Date.now();
    const r = await t.call('/domain/php', { domain: 'shop.example.com', version: '8.1' }, c.token);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ type: 'broken', message: 'Boom.' });
    expect((await t.call('/domain/php', { domain: 'shop.example.com', version: '8.1' }, c.token)).status).toBe(200);
    for (const bad of [{ delayMs: [1, 2, 3] }, { delayMs: [-1, 5] }, { when: { domain: { nested: true } } }]) {
      expect((await t.call('/__test/fault', { path: '/keepalive', ...bad })).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('answers 404 for an unknown login and 400 for a bad fault', async () => {
    const r = await t.call('/__test/fault', { login: 'nobody', path: '/keepalive', status: 500 });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ type: 'notFound', message: 'Account not found.' });
    for (const [body, field] of [
      [{ path: 'keepalive', status: 500 }, 'path'],
      [{ path: '/keepalive', status: 99 }, 'status'],
      [{ path: '/keepalive', status: 600 }, 'status'],
      [{ path: '/keepalive', times: 0 }, 'times'],
      [{ path: '/keepalive', delayMs: 60_001 }, 'delayMs'],
      [{ status: 500 }, 'path'],
    ] as const) {
      const bad = await t.call('/__test/fault', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body).toMatchObject({ type: 'validation', field });
    }
    // None of them was stored.
    expect((await t.call('/keepalive', {}, await t.login('demo', 'demo1234'))).status).toBe(200);
  });
});

describe('/__test/clock', () => {
  it('sets and clears the virtual time of one login', async () => {
    const c = await cloneAccount(t, 'empty');
    // A session made an hour "ago" lives while the clock says so, and dies of idleness once the
    // clock is back to real time.
    await setClock(t, c.login, new Date(Date.now() - 60 * MIN));
    const token = await t.login(c.login, c.password);
    expect((await t.call('/keepalive', {}, token)).status).toBe(200);
    expect((await t.call('/keepalive', {}, c.token)).status).toBe(200);
    await setClock(t, c.login, null);
    expect((await t.call('/keepalive', {}, token)).status).toBe(403);
    expect((await t.call('/keepalive', {}, c.token)).status).toBe(200);
  });

  it('gives every reply of the account a Date of its virtual time, and only of that account', async () => {
    const c = await cloneAccount(t, 'demo');
    const other = await cloneAccount(t, 'demo');
    await setClock(t, c.login, '2031-05-01T10:00:00.000Z');
    // A session from the real time is long idle in 2031: sign in again, in the account's time.
    const signIn = await t.call('/account/login', { login: c.login, password: c.password });
    for (const r of [signIn, await t.call('/keepalive', {}, signIn.body.token), await t.call('/domain/add', { domain: 'not valid' }, signIn.body.token)]) {
      expect(r.headers.date).toBe('Thu, 01 May 2031 10:00:00 GMT');
    }
    const real = Date.parse(String((await t.call('/keepalive', {}, other.token)).headers.date));
    expect(Math.abs(real - Date.now())).toBeLessThan(5000);
    await setClock(t, c.login, null);
    expect(Math.abs(Date.parse(String((await t.call('/keepalive', {}, c.token)).headers.date)) - Date.now())).toBeLessThan(5000);
    // The global clock moves every account without one of its own.
    await setClock(t, undefined, '2030-01-02T03:04:05.000Z');
    expect((await t.call('/account/login', { login: other.login, password: other.password })).headers.date).toBe('Wed, 02 Jan 2030 03:04:05 GMT');
    await setClock(t, undefined, null);
  });

  it('sets and clears the virtual time of everyone', async () => {
    const other = await cloneAccount(t, 'empty');
    await setClock(t, undefined, new Date(Date.now() - 60 * MIN));
    const a = await t.login('unpaid', 'unpaid1234');
    expect((await t.call('/keepalive', {}, a)).status).toBe(200);
    await setClock(t, undefined, null);
    expect((await t.call('/keepalive', {}, a)).status).toBe(403);
    expect((await t.call('/keepalive', {}, other.token)).status).toBe(200);
  });

  it('answers 404 for an unknown login and 400 for a time that is not an ISO date', async () => {
    const r = await t.call('/__test/clock', { login: 'nobody', now: '2031-01-01T00:00:00Z' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ type: 'notFound', message: 'Account not found.' });
    for (const now of ['yesterday', '', 'not-a-date']) {
      const bad = await t.call('/__test/clock', { now });
      expect(bad.status, now).toBe(400);
      expect(bad.body).toMatchObject({ type: 'validation', field: 'now' });
    }
    expect((await t.call('/__test/clock', {})).body).toMatchObject({ type: 'validation', field: 'now' });
    // The real time still rules.
    expect((await t.call('/keepalive', {}, await t.login('demo', 'demo1234'))).status).toBe(200);
  });
});

describe('/__test/handoff', () => {
  it('issues a token for a known login and answers 404 for an unknown one', async () => {
    const ok = await t.call('/__test/handoff', { login: 'basic', page: 'domains' });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(ok.body.url).toBe(`/authorize/${ok.body.token}`);
    const r = await t.call('/__test/handoff', { login: 'nobody' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ type: 'notFound', message: 'Account not found.' });
  });
});

describe('/__test/requests', () => {
  it("lists the account's calls newest last, with path, status and time", async () => {
    const started = Date.now();
    const c = await cloneAccount(t, 'demo');
    await t.call('/account/login', { login: c.login, password: 'wrong-password' });
    await t.call('/keepalive', {}, c.token);
    await t.call('/domain/add', { domain: 'not valid' }, c.token);
    await t.call('/__test/clock', { login: c.login, now: null });
    await t.call('/domain/php', { domain: 'shop.example.com', version: '8.1' }, c.token);
    await t.call('/log/show', { domain: 'other-customer.com', type: 'access' }, c.token);
    await t.call('/keepalive', {}); // no session: nobody's call
    await t.call('/keepalive', {}, await t.login('basic', 'basic1234')); // another account's

    const r = await t.call('/__test/requests', { login: c.login });
    expect(r.status).toBe(200);
    expect(r.body.requests.map((x: any) => [x.path, x.status])).toEqual([
      ['/account/login', 200],
      ['/account/login', 403],
      ['/keepalive', 200],
      ['/domain/add', 406],
      ['/domain/php', 200],
      ['/log/show', 404],
    ]);
    const times = r.body.requests.map((x: any) => Date.parse(x.time));
    for (const [i, time] of times.entries()) {
      expect(new Date(time).toISOString()).toBe(r.body.requests[i].time);
      expect(time).toBeGreaterThanOrEqual(i === 0 ? started - 1000 : times[i - 1]);
      expect(time).toBeLessThanOrEqual(Date.now());
    }
  });

  it('journals every call with its operation, duration and body with secrets masked; since and sequence', async () => {
    const c = await cloneAccount(t, 'demo');
    const mark = (await t.call('/__test/requests', { login: c.login })).body.sequence as number;
    await t.call('/account/login', { login: c.login, password: 'wrong-password' });
    await t.call('/account/password', { oldPassword: 'wrong-old-password', newPassword: 'New-Secret-2042' }, c.token);
    await t.call('/email/account/create', { domain: 'example.com', name: 'journal', password: 'Mailbox-Secret-77', quota: 100 * 2 ** 20 }, c.token);
    await t.call('/sshkey/upload', { name: 'laptop', key: 'ssh-ed25519 AAAA-not-a-key journal@test' }, c.token);
    await t.call('/file/file/put', { file: '/big.txt', contents: 'x'.repeat(5000) }, c.token);
    const handoff = await t.call('/__test/handoff', { login: c.login, page: 'emails' });
    await t.call('/account/redirect', { token: handoff.body.token });
    await t.call('/keepalive', {}, 'a-token-that-is-no-session'); // nobody's call

    const r = await t.call('/__test/requests', { login: c.login, since: mark });
    expect(r.status).toBe(200);
    const rows = r.body.requests as any[];
    expect(rows.map((x) => [x.operationId, x.status])).toEqual([
      ['accountLogin', 403], ['accountPassword', 403], ['emailAccountCreate', expect.any(Number)], ['sshkeyUpload', 406],
      ['fileFilePut', expect.any(Number)], ['accountRedirect', 200],
    ]);
    const text = JSON.stringify(rows);
    for (const secret of ['wrong-password', 'wrong-old-password', 'New-Secret-2042', 'Mailbox-Secret-77', 'AAAA-not-a-key', handoff.body.token]) {
      expect(text).not.toContain(secret);
    }
    expect(rows[0].body).toEqual({ login: c.login, password: '[masked]' });
    expect(rows[2].body).toMatchObject({ domain: 'example.com', name: 'journal', password: '[masked]' });
    expect(rows[4].body.contents).toMatch(/^x{1000}… \(5000 characters\)$/);
    for (const [i, row] of rows.entries()) {
      expect(row.sequence).toBeGreaterThan(i === 0 ? mark : rows[i - 1].sequence);
      expect(row.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(r.body.sequence).toBeGreaterThanOrEqual(rows.at(-1).sequence);
    expect(r.body.inFlight).toBe(0);
    // Nothing after the last sequence.
    expect((await t.call('/__test/requests', { login: c.login, since: r.body.sequence })).body.requests).toEqual([]);
  });

  it('counts the calls in flight, so a test can wait for the panel to be idle', async () => {
    const c = await cloneAccount(t, 'demo');
    expect((await t.call('/__test/fault', { login: c.login, path: '/keepalive', delayMs: 400, times: 2 })).status).toBe(200);
    const slow = [t.call('/keepalive', {}, c.token), t.call('/keepalive', {}, c.token)];
    await new Promise((r) => setTimeout(r, 150));
    expect((await t.call('/__test/requests', { login: c.login })).body.inFlight).toBe(2);
    await Promise.all(slow);
    const after = await t.call('/__test/requests', { login: c.login });
    expect(after.body.inFlight).toBe(0);
    expect(after.body.requests.slice(-2).map((x: any) => [x.operationId, x.status, x.faulted])).toEqual([['keepalive', 200, true], ['keepalive', 200, true]]);
    expect(after.body.requests.at(-1).durationMs).toBeGreaterThanOrEqual(390);
  });

  it('answers 404 for an unknown login', async () => {
    const r = await t.call('/__test/requests', { login: 'nobody' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ type: 'notFound', message: 'Account not found.' });
  });
});

describe('production mode', () => {
  it('has no test-control path at all', async () => {
    const prod = await testApp({ mode: 'production', fixtures: ['demo'] });
    try {
      const calls: [string, object][] = [
        ['/__test/reset', {}],
        ['/__test/account', { fixture: 'demo' }],
        ['/__test/fault', { path: '/keepalive', status: 500 }],
        ['/__test/faults/clear', {}],
        ['/__test/clock', { now: null }],
        ['/__test/handoff', { login: 'demo' }],
        ['/__test/requests', { login: 'demo' }],
        ['/__test/unknown', {}],
      ];
      for (const [p, body] of calls) {
        const r = await prod.call(p, body);
        expect(r.status, p).toBe(404);
        expect(r.body).toEqual({ type: 'notFound', message: 'Not found.' });
      }
      // Nothing happened: no fault, and the API itself works.
      const token = await prod.login('demo', 'demo1234');
      expect((await prod.call('/keepalive', {}, token)).status).toBe(200);
      expect(prod.app.printRoutes({ commonPrefix: false })).not.toContain('__test');
    } finally {
      await prod.close();
    }
  });
});
