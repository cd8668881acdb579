import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount, lists } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('/__test/fault', () => {
  it('answers the next `times` calls with the status and body, then normally', async () => {
    const token = await t.login('demo', 'demo1234');
    expect((await t.call('/__test/fault', { path: '/keepalive', status: 503, type: 'maintenance', message: 'Down for a moment.', times: 2 })).body).toEqual({
      ok: true,
    });
    for (let i = 0; i < 2; i++) {
      const r = await t.call('/keepalive', {}, token);
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ type: 'maintenance', message: 'Down for a moment.' });
    }
    expect((await t.call('/keepalive', {}, token)).status).toBe(200);
  });

  it('without `times` answers every call until cleared, and leaves other paths alone', async () => {
    const token = await t.login('demo', 'demo1234');
    await t.call('/__test/fault', { path: '/domain/add', status: 500 });
    expect((await t.call('/keepalive', {}, token)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const r = await t.call('/domain/add', { domain: 'fault-default.com' }, token);
      expect(r.status).toBe(500);
      expect(typeof r.body.type).toBe('string');
      expect(typeof r.body.message).toBe('string');
    }
    expect((await t.call('/__test/faults', {})).body.faults).toEqual([{ path: '/domain/add', status: 500 }]);
    // The faulted calls did nothing.
    expect((await lists(t, token)).domains.map((d: any) => d.domain)).not.toContain('fault-default.com');
    await t.call('/__test/faults/clear', {});
    expect((await t.call('/domain/add', { domain: 'fault-default.com' }, token)).status).toBe(200);
  });

  it('applies to one login only when it names one', async () => {
    const demo = await t.login('demo', 'demo1234');
    const basic = await t.login('basic', 'basic1234');
    await t.call('/__test/fault', { login: 'basic', path: '/keepalive', status: 502, type: 'gateway', message: 'Bad gateway.', times: 1 });
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
    await t.call('/__test/fault', { path: '/keepalive', delayMs: 400, times: 1 });
    const start = Date.now();
    const r = await t.call('/keepalive', {}, token);
    expect(Date.now() - start).toBeGreaterThanOrEqual(390);
    expect(r.status).toBe(200);
    expect(r.body.domains.map((d: any) => d.domain)).toContain('example.com');
    const again = Date.now();
    await t.call('/keepalive', {}, token);
    expect(Date.now() - again).toBeLessThan(390);

    await t.call('/__test/fault', { path: '/keepalive', delayMs: 300, status: 504, times: 1 });
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
    await t.call('/__test/fault', { path: '/keepalive', networkError: true, times: 1 });
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
    await t.call('/__test/fault', { path: '/account/sync', networkError: true, times: 1 });
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
    await t.call('/__test/fault', {
      login: c.login,
      path: '/domain/php',
      when: { domain: 'shop.example.com' },
      status: 500,
      type: 'broken',
      message: 'Boom.',
      delayMs: [100, 200],
      times: 1,
    });
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
