import { describe, expect, it } from 'vitest';
import { testApp, type TestApp, withTestApp } from './helpers.js';
import { setClock } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NO_SESSION = { type: 'session', message: 'No valid session.' };

async function account(capabilities?: string[]) {
  const r = await t.call('/__test/account', { fixture: 'basic', ...(capabilities && { capabilities }) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { login: string; password: string };
}

async function signIn(a: { login: string; password: string }, userAgent: string, address: string) {
  const r = await t.call('/account/login', a, undefined, { 'user-agent': userAgent, 'x-test-address': address });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.token as string;
}

const sessions = (token: string) => t.call('/account/sessions', {}, token);

describe('where the account is signed in', () => {
  it('lists both sessions in words, the caller’s marked, with times on the account’s clock', async () => {
    const a = await account();
    await setClock(t, a.login, '2031-05-01T08:00:00.000Z');
    const first = await signIn(a, FIREFOX, '203.0.113.7');
    await setClock(t, a.login, '2031-05-01T08:05:00.000Z');
    const second = await signIn(a, SAFARI, '198.51.100.9');
    const r = await sessions(second);
    expect(r.status).toBe(200);
    expect(r.body.sessions).toEqual([
      expect.objectContaining({ browser: 'Safari 17', system: 'iOS', address: '198.51.100.9', started: '2031-05-01T08:05:00.000Z', current: true }),
      expect.objectContaining({ browser: 'Firefox 128', system: 'Windows', address: '203.0.113.7', started: '2031-05-01T08:00:00.000Z', current: false }),
    ]);
    const ids = r.body.sessions.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(first);
    expect(ids).not.toContain(second);
    expect(new Set(ids).size).toBe(2);
  });

  it('ends another session: its token is refused from then on; the caller’s own is refused with 400', async () => {
    const a = await account();
    const other = await signIn(a, FIREFOX, '203.0.113.8');
    const mine = await signIn(a, SAFARI, '203.0.113.9');
    const list = (await sessions(mine)).body.sessions as { id: string; current: boolean }[];
    const own = list.find((s) => s.current)!.id;
    const theirs = list.find((s) => !s.current)!.id;
    const self = await t.call('/account/sessions/end', { id: own }, mine);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ type: 'validation', field: 'id', message: 'This is the session you are using: sign out instead.' });
    const r = await t.call('/account/sessions/end', { id: theirs }, mine);
    expect(r.status).toBe(200);
    expect(r.body.sessions).toEqual([expect.objectContaining({ id: own, current: true })]);
    const refused = await t.call('/keepalive', {}, other);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(NO_SESSION);
    const again = await t.call('/account/sessions/end', { id: theirs }, mine);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ type: 'notFound', message: 'Session not found.', field: 'id' });
    expect((await t.call('/keepalive', {}, mine)).status).toBe(200);
  });

  it('never ends a session of another account', async () => {
    const a = await account();
    const b = await account();
    const tokenA = await signIn(a, FIREFOX, '203.0.113.10');
    const tokenB = await signIn(b, FIREFOX, '203.0.113.11');
    const idB = (await sessions(tokenB)).body.sessions[0].id as string;
    expect((await t.call('/account/sessions/end', { id: idB }, tokenA)).status).toBe(404);
    expect((await t.call('/keepalive', {}, tokenB)).status).toBe(200);
  });

  it('ends every other session at once and says how many', async () => {
    const a = await account();
    const others = [await signIn(a, FIREFOX, '203.0.113.12'), await signIn(a, FIREFOX, '203.0.113.13')];
    const mine = await signIn(a, SAFARI, '203.0.113.14');
    const r = await t.call('/account/sessions/end-others', {}, mine);
    expect(r.status).toBe(200);
    expect(r.body.ended).toBe(2);
    expect(r.body.sessions).toEqual([expect.objectContaining({ current: true })]);
    for (const token of others) expect((await t.call('/keepalive', {}, token)).status).toBe(403);
    expect((await t.call('/account/sessions/end-others', {}, mine)).body.ended).toBe(0);
  });

  it('ends a session once when the same end arrives many times at once', async () => {
    const a = await account();
    const other = await signIn(a, FIREFOX, '203.0.113.15');
    const mine = await signIn(a, SAFARI, '203.0.113.16');
    const id = ((await sessions(mine)).body.sessions as { id: string; current: boolean }[]).find((s) => !s.current)!.id;
    const replies = await Promise.all(Array.from({ length: 8 }, () => t.call('/account/sessions/end', { id }, mine)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
    expect((await t.call('/keepalive', {}, other)).status).toBe(403);
    expect((await sessions(mine)).body.sessions).toHaveLength(1);
  });

  it('lists sign-ins and failed attempts, newest first, the hand-off link included', async () => {
    const a = await account();
    await setClock(t, a.login, '2031-05-02T09:00:00.000Z');
    await signIn(a, FIREFOX, '203.0.113.17');
    await setClock(t, a.login, '2031-05-02T09:01:00.000Z');
    const wrong = await t.call('/account/login', { login: a.login, password: 'not-the-password' }, undefined, {
      'user-agent': SAFARI,
      'x-test-address': '198.51.100.1',
    });
    expect(wrong.status).toBe(403);
    await setClock(t, a.login, '2031-05-02T09:02:00.000Z');
    const handoff = await t.call('/__test/handoff', { login: a.login });
    const h = await t.call('/account/redirect', { token: handoff.body.token }, undefined, { 'user-agent': FIREFOX, 'x-test-address': '203.0.113.18' });
    expect(h.status).toBe(200);
    const r = await t.call('/account/signins', {}, h.body.token);
    expect(r.status).toBe(200);
    expect(r.body.signIns).toEqual([
      { at: '2031-05-02T09:02:00.000Z', address: '203.0.113.18', browser: 'Firefox 128', system: 'Windows', ok: true },
      { at: '2031-05-02T09:01:00.000Z', address: '198.51.100.1', browser: 'Safari 17', system: 'iOS', ok: false },
      { at: '2031-05-02T09:00:00.000Z', address: '203.0.113.17', browser: 'Firefox 128', system: 'Windows', ok: true },
    ]);
  });

  it('keeps the last 20 sign-ins', async () => {
    const a = await account();
    let token = '';
    for (let i = 0; i < 23; i++) token = await signIn(a, FIREFOX, `203.0.114.${i + 1}`);
    const r = await t.call('/account/signins', {}, token);
    expect(r.body.signIns).toHaveLength(20);
    expect(r.body.signIns[0].address).toBe('203.0.114.23');
    expect(r.body.signIns[19].address).toBe('203.0.114.4');
  });

  it('answers 404 notAvailable for every call when sessions is off for the account, 403 without a session', async () => {
    const a = await account([]);
    const token = await signIn(a, FIREFOX, '203.0.113.19');
    for (const [p, body] of [
      ['/account/sessions', {}],
      ['/account/sessions/end', { id: 'abc' }],
      ['/account/sessions/end-others', {}],
      ['/account/signins', {}],
    ] as const) {
      const r = await t.call(p, body, token);
      expect(r.status, p).toBe(404);
      expect(r.body.type, p).toBe('notAvailable');
      const anon = await t.call(p, body);
      expect(anon.status, p).toBe(403);
      expect(anon.body).toEqual(NO_SESSION);
    }
    expect((await t.call('/keepalive', {}, token)).status).toBe(200);
  });

  it('refuses bad bodies with 400, never a 500', async () => {
    const a = await account();
    const token = await signIn(a, FIREFOX, '203.0.113.20');
    for (const body of [{}, { id: '' }, { id: 5 }, { id: 'x'.repeat(65) }, { id: 'abc', extra: 1 }, { id: null }]) {
      const r = await t.call('/account/sessions/end', body, token);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.type).toBe('validation');
    }
    for (const p of ['/account/sessions', '/account/sessions/end-others', '/account/signins']) {
      expect((await t.call(p, { id: 'abc' }, token)).status, p).toBe(400);
    }
    expect((await t.call('/account/sessions/end', { id: 'no-such-session' }, token)).status).toBe(404);
  });
});

describe('the address behind a proxy', () => {
  it('is the one a trusted proxy names, and never one forged by another peer', async () => {
    const behind = await testApp({ trustProxy: ['10.0.0.0/8'] });
    try {
      const made = await behind.call('/__test/account', { fixture: 'basic' });
      const a = made.body as { login: string; password: string };
      const via = (peer: string, forwarded: string) => ({ 'x-test-address': peer, 'x-forwarded-for': forwarded, 'user-agent': FIREFOX });
      expect((await behind.call('/account/login', a, undefined, via('10.1.2.3', '203.0.113.50'))).status).toBe(200);
      const r = await behind.call('/account/login', a, undefined, via('198.51.100.60', '203.0.113.51'));
      const listed = await behind.call('/account/sessions', {}, r.body.token);
      expect(listed.body.sessions.map((s: { address: string }) => s.address)).toEqual(['198.51.100.60', '203.0.113.50']);
      const history = await behind.call('/account/signins', {}, r.body.token);
      expect(history.body.signIns.map((s: { address: string }) => s.address)).toEqual(['198.51.100.60', '203.0.113.50']);
    } finally {
      await behind.close();
    }
  });
});
