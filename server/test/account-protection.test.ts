import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers.js';
import { cloneAccount, expectCleanError } from './util.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const from = (address: string) => ({ 'x-test-address': address });
const login = (l: string, password: string, address: string) => t.call('/account/login', { login: l, password }, undefined, from(address));
const changePassword = (token: string, oldPassword: string, address = '192.0.2.1') =>
  t.call('/account/password', { oldPassword, newPassword: 'Fresh-Secret-2031' }, token, from(address));
const statuses = (rs: { status: number }[]) => rs.map((r) => r.status);
const count = (xs: number[], status: number) => xs.filter((s) => s === status).length;

function expectThrottled(r: { status: number; body: any; headers: Record<string, unknown> }, message: string) {
  expect(r.status).toBe(429);
  expect(r.body).toEqual({ type: 'throttled', message });
  expectCleanError(r);
  const retry = Number(r.headers['retry-after']);
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThanOrEqual(1);
  expect(retry).toBeLessThanOrEqual(15 * 60);
}

const SIGN_IN_THROTTLED = 'Too many failed sign-in attempts. Try again later.';
const CHANGE_THROTTLED = 'Too many incorrect current passwords. Try again later.';

describe('sign-in throttling', () => {
  it('stops the guessing address after 10 failures while the owner signs in from elsewhere', async () => {
    const c = await cloneAccount(t, 'empty');
    for (let i = 0; i < 10; i++) expect((await login(c.login, `wrong-${i}-password`, '203.0.113.7')).status).toBe(403);
    expectThrottled(await login(c.login, 'wrong-again-password', '203.0.113.7'), SIGN_IN_THROTTLED);
    // The right password waits too at the guessing address…
    expect((await login(c.login, c.password, '203.0.113.7')).status).toBe(429);
    // …but the owner, anywhere else, is not locked out, and the login is matched case-blind.
    expect((await login(c.login, c.password, '198.51.100.20')).status).toBe(200);
    expect((await login(c.login.toUpperCase(), 'wrong-password', '203.0.113.7')).status).toBe(429);
    // An unknown login is counted the same way.
    for (let i = 0; i < 10; i++) await login('ghost-login', 'whatever-password', '203.0.113.8');
    expect((await login('ghost-login', 'whatever-password', '203.0.113.8')).status).toBe(429);
  });

  it('takes back the owner\'s own misses from an address when the right password arrives', async () => {
    const c = await cloneAccount(t, 'empty');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await login(c.login, `typo-${i}-password`, '198.51.100.30')).status).toBe(403);
      expect((await login(c.login, c.password, '198.51.100.30')).status).toBe(200);
    }
  });

  it('keeps a ceiling of 100 failures per login over every address', async () => {
    const c = await cloneAccount(t, 'empty');
    for (let a = 0; a < 10; a++) {
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => login(c.login, `spread-${i}-password`, `100.64.${a}.1`)));
      expect(statuses(burst)).toEqual(Array(10).fill(403));
    }
    expectThrottled(await login(c.login, 'spread-more-password', '100.64.99.1'), SIGN_IN_THROTTLED);
    expect((await login(c.login, c.password, '198.51.100.40')).status).toBe(429);
    // Other logins are not affected.
    expect((await login('empty', 'empty1234', '198.51.100.40')).status).toBe(200);
  });

  it('evaluates at most 10 of 60 parallel wrong passwords; the right one inside the burst is refused too', async () => {
    const c = await cloneAccount(t, 'empty');
    const passwords = Array.from({ length: 60 }, (_, i) => (i === 30 ? c.password : `burst-${i}-password`));
    const replies = await Promise.all(passwords.map((p) => login(c.login, p, '203.0.113.60')));
    const s = statuses(replies);
    expect(count(s, 403)).toBe(10);
    expect(count(s, 429)).toBe(50);
    expect(s[30]).toBe(429);
    for (const r of replies.filter((r) => r.status === 429)) expectThrottled(r, SIGN_IN_THROTTLED);
    // The owner from another address is unaffected by the burst.
    expect((await login(c.login, c.password, '198.51.100.60')).status).toBe(200);
  });

  it('throttles an address after 50 failures across logins, and only that address', async () => {
    // A forged X-Forwarded-For does not make the failures come from elsewhere.
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.call('/account/login', { login: `stranger${i % 6}`, password: 'not-the-password' }, undefined, {
          ...from('203.0.113.99'), 'x-forwarded-for': `198.51.100.${i}`,
        }),
      ),
    );
    const s = statuses(burst);
    expect(count(s, 403)).toBe(50);
    expect(count(s, 429)).toBe(10);
    expectThrottled(await login('demo', 'demo1234', '203.0.113.99'), SIGN_IN_THROTTLED);
    expect((await login('demo', 'demo1234', '203.0.113.100')).status).toBe(200);
  });
});

describe('/account/password throttling and what a change voids', () => {
  it('throttles wrong current passwords after 10, even the right one, and changes nothing', async () => {
    const c = await cloneAccount(t, 'demo');
    for (let i = 0; i < 10; i++) {
      const r = await changePassword(c.token, `wrong-${i}-password`);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ message: 'Incorrect current password.', field: 'oldPassword' });
    }
    expectThrottled(await changePassword(c.token, 'wrong-again-password'), CHANGE_THROTTLED);
    expectThrottled(await changePassword(c.token, c.password, '198.51.100.70'), CHANGE_THROTTLED);
    // The session and the password are untouched; sign-in is a different count.
    expect((await t.call('/keepalive', {}, c.token)).status).toBe(200);
    expect((await login(c.login, c.password, '198.51.100.70')).status).toBe(200);
  });

  it('evaluates at most 10 of a burst of wrong current passwords; the right one inside it is refused', async () => {
    const c = await cloneAccount(t, 'demo');
    const olds = Array.from({ length: 40 }, (_, i) => (i === 25 ? c.password : `burst-${i}-password`));
    const s = statuses(await Promise.all(olds.map((old) => changePassword(c.token, old))));
    expect(count(s, 403)).toBe(10);
    expect(count(s, 429)).toBe(30);
    expect(s[25]).toBe(429);
    expect((await login(c.login, c.password, '198.51.100.71')).status).toBe(200);
    expect((await login(c.login, 'Fresh-Secret-2031', '198.51.100.71')).status).toBe(403);
  });

  it('takes back misses when the right current password arrives', async () => {
    const c = await cloneAccount(t, 'demo');
    for (let i = 0; i < 9; i++) expect((await changePassword(c.token, `typo-${i}-password`)).status).toBe(403);
    expect((await t.call('/account/password', { oldPassword: c.password, newPassword: 'Sh0rt!' }, c.token, from('192.0.2.1'))).status).toBe(400);
    for (let i = 0; i < 9; i++) expect((await changePassword(c.token, `typo-${i}-password`)).status).toBe(403);
    expect((await changePassword(c.token, c.password)).status).toBe(200);
  });

  it('voids hand-off tokens issued before the change, not those issued after', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = await t.call('/__test/handoff', { login: c.login, page: 'emails' });
    expect(before.status).toBe(200);
    expect((await changePassword(c.token, c.password)).status).toBe(200);
    const stale = await t.call('/account/redirect', { token: before.body.token });
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({ type: 'session', message: 'Invalid or expired token.' });
    const after = await t.call('/__test/handoff', { login: c.login, page: 'emails' });
    const fresh = await t.call('/account/redirect', { token: after.body.token });
    expect(fresh.status).toBe(200);
    expect(fresh.body.login).toBe(c.login);
  });
});
