import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount, lists } from './util.js';

// The app checks every reply against the contract (PANEL_VALIDATE_REPLIES): a fault's own reply is exempt.
let t: TestApp;
withTestApp((app) => (t = app));
afterEach(async () => {
  await t.call('/__test/faults/clear', {});
});

describe('a fault that sets headers', () => {
  it('answers a 429 with Retry-After, which the sign-in turns into "Try again in N minutes"', async () => {
    const c = await cloneAccount(t, 'demo');
    const set = await t.call('/__test/fault', {
      login: c.login,
      path: '/account/login',
      status: 429,
      type: 'throttled',
      message: 'Too many failed sign-in attempts.',
      headers: { 'Retry-After': '120' },
      times: 1,
    });
    expect(set.status).toBe(200);
    const r = await t.call('/account/login', { login: c.login, password: 'demo1234' });
    expect(r.status).toBe(429);
    expect(r.headers['retry-after']).toBe('120');
    expect(r.body).toEqual({ type: 'throttled', message: 'Too many failed sign-in attempts.' });
    expect((await t.call('/account/login', { login: c.login, password: 'demo1234' })).status).toBe(200);
  });

  it('adds its headers to the real reply when it has no status or body', async () => {
    const c = await cloneAccount(t, 'demo');
    await t.call('/__test/fault', { login: c.login, path: '/keepalive', headers: { 'X-Backend-Node': 'web-3', Warning: '199 - "slow"' } });
    const r = await t.call('/keepalive', {}, c.token);
    expect(r.status).toBe(200);
    expect(r.headers['x-backend-node']).toBe('web-3');
    expect(r.headers.warning).toBe('199 - "slow"');
    expect(r.body.domains.map((d: any) => d.domain)).toContain('example.com');
  });

  it('refuses a header a reply cannot carry, naming it', async () => {
    for (const [headers, field] of [
      [{ 'Content-Length': '5' }, 'headers.Content-Length'],
      [{ 'transfer-encoding': 'chunked' }, 'headers.transfer-encoding'],
      [{ 'X-Evil': 'a\r\nSet-Cookie: x=1' }, 'headers.X-Evil'],
      [{ 'Bad Name': '1' }, 'headers.Bad Name'],
    ] as const) {
      const r = await t.call('/__test/fault', { path: '/keepalive', status: 500, headers });
      expect(r.status, JSON.stringify(headers)).toBe(400);
      expect(r.body).toMatchObject({ type: 'validation', field });
    }
    expect((await t.call('/__test/fault', { path: '/keepalive', networkError: true, headers: { 'Retry-After': '1' } })).body.field).toBe('headers');
    expect((await t.call('/__test/faults', {})).body.faults).toEqual([]);
  });
});

describe('a fault that answers a body of its own', () => {
  it('sends a made-up success body as given, even one the contract would refuse, and the call does nothing', async () => {
    const c = await cloneAccount(t, 'demo');
    const madeUp = { domains: [], whatever: { nested: [1, 'two', null] } };
    await t.call('/__test/fault', { login: c.login, path: '/domain/add', body: madeUp, times: 1 });
    const r = await t.call('/domain/add', { domain: 'made-up.com' }, c.token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(madeUp);
    expect(String(r.headers['content-type'])).toMatch(/^application\/json/);
    expect((await lists(t, c.token)).domains.map((d: any) => d.domain)).not.toContain('made-up.com');
    const journal = (await t.call('/__test/requests', { login: c.login })).body.requests;
    expect(journal.find((e: any) => e.path === '/domain/add')).toMatchObject({ status: 200, faulted: true });
  });

  it('answers any status with any JSON: an object, a list, a string, null', async () => {
    const c = await cloneAccount(t, 'demo');
    for (const [status, body] of [
      [503, { error: { code: 'maintenance' } }],
      [200, ['a', 'b']],
      [418, 'teapot'],
      [200, null],
    ] as const) {
      await t.call('/__test/fault', { login: c.login, path: '/account/sync', status, body, times: 1 });
      const r = await t.call('/account/sync', {}, c.token);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body).toEqual(body);
    }
  });

  it('refuses `body` beside `type` or `message`', async () => {
    const r = await t.call('/__test/fault', { path: '/keepalive', status: 500, body: {}, message: 'Boom.' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ type: 'validation', field: 'body' });
  });

  it('keeps a made-up body apart from the stored fault: /__test/faults lists it as given', async () => {
    const c = await cloneAccount(t, 'demo');
    await t.call('/__test/fault', { login: c.login, path: '/account/sync', body: { n: 1 }, headers: { 'Retry-After': '5' } });
    expect((await t.call('/__test/faults', { login: c.login })).body.faults).toEqual([
      { login: c.login, path: '/account/sync', body: { n: 1 }, headers: { 'Retry-After': '5' } },
    ]);
    for (let i = 0; i < 3; i++) expect((await t.call('/account/sync', {}, c.token)).body).toEqual({ n: 1 });
  });
});

describe('a scenario fault', () => {
  it('without `times` stays until cleared; with `times: 1` fires once', async () => {
    const s = (
      await t.call('/__test/scenario', {
        scenario: {
          fixture: 'demo',
          faults: [
            { path: '/keepalive', status: 503 },
            { path: '/account/sync', status: 500, times: 1 },
          ],
        },
      })
    ).body;
    const token = await t.login(s.login, 'demo1234');
    for (let i = 0; i < 3; i++) expect((await t.call('/keepalive', {}, token)).status).toBe(503);
    expect((await t.call('/account/sync', {}, token)).status).toBe(500);
    expect((await t.call('/account/sync', {}, token)).status).toBe(200);
  });

  it('is checked with the scenario: a broken pattern or header is a 400 on `faults`, and no account is made', async () => {
    const before = (await t.call('/__test/accounts', {})).body.accounts.length;
    for (const fault of [
      { path: '/keepalive', status: 500, when: { domain: { matches: '(' } } },
      { path: '/keepalive', headers: { 'Content-Type': 'text/html' } },
    ]) {
      const r = await t.call('/__test/scenario', { scenario: { fixture: 'demo', faults: [fault] } });
      expect(r.status, JSON.stringify(fault)).toBe(400);
      expect(r.body).toMatchObject({ type: 'validation', field: 'faults' });
    }
    expect((await t.call('/__test/accounts', {})).body.accounts).toHaveLength(before);
  });
});
