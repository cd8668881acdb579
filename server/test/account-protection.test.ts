import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount, expectCleanError } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

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

/** A test that makes a hundred sign-ins pays a hundred scrypt hashes: room for a busy machine. */
const HUNDRED_HASHES_MS = 120_000;

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

  it("takes back the owner's own misses from an address when the right password arrives", async () => {
    const c = await cloneAccount(t, 'empty');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await login(c.login, `typo-${i}-password`, '198.51.100.30')).status).toBe(403);
      expect((await login(c.login, c.password, '198.51.100.30')).status).toBe(200);
    }
  });

  it(
    'keeps a ceiling of 100 failures per login over every address',
    async () => {
      const c = await cloneAccount(t, 'empty');
      for (let a = 0; a < 10; a++) {
        const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => login(c.login, `spread-${i}-password`, `100.64.${a}.1`)));
        expect(statuses(burst)).toEqual(Array(10).fill(403));
      }
      expectThrottled(await login(c.login, 'spread-more-password', '100.64.99.1'), SIGN_IN_THROTTLED);
      expect((await login(c.login, c.password, '198.51.100.40')).status).toBe(429);
      // Other logins are not affected.
      expect((await login('empty', 'empty1234', '198.51.100.40')).status).toBe(200);
    },
    HUNDRED_HASHES_MS,
  );

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
          ...from('203.0.113.99'),
          'x-forwarded-for': `198.51.100.${i}`,
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

/** The device cookie a sign-in reply sets, as `name=value` for the next request's Cookie header. */
function deviceCookieOf(r: { headers: Record<string, unknown> }): string {
  const header = r.headers['set-cookie'];
  if (typeof header !== 'string') throw new Error(`no single device cookie: ${JSON.stringify(header)}`);
  expect(header).toMatch(/^panel_device=[A-Za-z0-9_-]{20,}; Path=\/api\/account\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
  return header.split(';')[0];
}
const loginWith = (l: string, password: string, address: string, cookie: string) =>
  t.call('/account/login', { login: l, password }, undefined, { ...from(address), cookie });

describe('no one can lock the owner out (device cookies)', () => {
  it(
    "lets the owner's browser sign in after 100 guesses from 10 addresses, while unknown browsers meet the ceiling",
    async () => {
      const c = await cloneAccount(t, 'empty');
      const owner = deviceCookieOf(await login(c.login, c.password, '198.51.100.80'));
      for (let a = 0; a < 10; a++) {
        const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => login(c.login, `guess-${i}-password`, `100.65.${a}.1`)));
        expect(statuses(burst)).toEqual(Array(10).fill(403));
      }
      // An unknown browser meets the per-login ceiling, from a new address too…
      expectThrottled(await login(c.login, c.password, '198.51.100.81'), SIGN_IN_THROTTLED);
      // …and so does a cookie made up, or one another account's browser holds.
      const other = await cloneAccount(t, 'empty');
      const othersBrowser = deviceCookieOf(await login(other.login, other.password, '198.51.100.82'));
      expect((await loginWith(c.login, c.password, '198.51.100.81', 'panel_device=made-up-token-0123456789')).status).toBe(429);
      expect((await loginWith(c.login, c.password, '198.51.100.81', othersBrowser)).status).toBe(429);
      // The owner's browser signs in, from anywhere, and its cookie is renewed.
      const r = await loginWith(c.login, c.password, '198.51.100.83', owner);
      expect(r.status).toBe(200);
      const renewed = deviceCookieOf(r);
      expect(renewed).not.toBe(owner);
      // The old cookie was used up; the renewed one goes on working.
      expect((await loginWith(c.login, c.password, '198.51.100.83', owner)).status).toBe(429);
      expect((await loginWith(c.login, c.password, '198.51.100.84', renewed)).status).toBe(200);
    },
    HUNDRED_HASHES_MS,
  );

  it("counts a trusted browser's own wrong passwords on it alone: past 10 it waits, no other browser does", async () => {
    const c = await cloneAccount(t, 'empty');
    const first = deviceCookieOf(await login(c.login, c.password, '198.51.100.90'));
    const second = deviceCookieOf(await login(c.login, c.password, '198.51.100.91'));
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => loginWith(c.login, `wrong-${i}-password`, '198.51.100.90', first)));
    const s = statuses(burst);
    expect(count(s, 403)).toBe(10);
    expect(count(s, 429)).toBe(20);
    expectThrottled(await loginWith(c.login, c.password, '198.51.100.90', first), SIGN_IN_THROTTLED);
    // The other browser, and an unknown one, are untouched.
    expect((await loginWith(c.login, c.password, '198.51.100.92', second)).status).toBe(200);
    expect((await login(c.login, c.password, '198.51.100.93')).status).toBe(200);
  });
});

describe('a password change wins every race', () => {
  it('gives no working session to a sign-in with the old password that is hashing while the password changes', async () => {
    const c = await cloneAccount(t, 'empty');
    let password = c.password;
    let leaked = 0;
    for (let round = 0; round < 8; round++) {
      const next = `Fresh-Secret-${2040 + round}`;
      const change = t.call('/account/password', { oldPassword: password, newPassword: next }, c.token, from('192.0.2.50'));
      // Sign-ins with the old password, started across the change's two hashes.
      const logins = Array.from({ length: 6 }, (_, i) =>
        new Promise((r) => setTimeout(r, i * 15 + round * 3)).then(() => login(c.login, password, `198.51.${round}.${i + 1}`)),
      );
      expect((await change).status).toBe(200);
      for (const r of await Promise.all(logins)) {
        if (r.status !== 200) {
          expect(r.status).toBe(403);
          continue;
        }
        if ((await t.call('/keepalive', {}, r.body.token)).status === 200) leaked++;
      }
      password = next;
    }
    expect(leaked).toBe(0);
    // The new password works; the calling session stayed.
    expect((await login(c.login, password, '198.51.100.99')).status).toBe(200);
    expect((await t.call('/keepalive', {}, c.token)).status).toBe(200);
  });

  it('lets one of two parallel changes win; the loser is refused and changes nothing', async () => {
    const c = await cloneAccount(t, 'empty');
    const other = (await login(c.login, c.password, '198.51.100.95')).body.token as string;
    const [a, b] = await Promise.all([
      t.call('/account/password', { oldPassword: c.password, newPassword: 'Winner-Secret-2050' }, c.token, from('192.0.2.60')),
      t.call('/account/password', { oldPassword: c.password, newPassword: 'Second-Secret-2051' }, other, from('192.0.2.61')),
    ]);
    expect(statuses([a, b]).sort()).toEqual([200, 403]);
    const winner = a.status === 200 ? 'Winner-Secret-2050' : 'Second-Secret-2051';
    const loser = a.status === 200 ? 'Second-Secret-2051' : 'Winner-Secret-2050';
    expect((await login(c.login, winner, '198.51.100.96')).status).toBe(200);
    expect((await login(c.login, loser, '198.51.100.96')).status).toBe(403);
  });
});

describe('wrong current passwords count per session', () => {
  it("never lets a thief in a stolen session stop the owner's change, which ends the thief's session", async () => {
    const c = await cloneAccount(t, 'empty');
    const thief = (await login(c.login, c.password, '203.0.113.120')).body.token as string;
    for (let i = 0; i < 10; i++) expect((await changePassword(thief, `guess-${i}-password`, '203.0.113.120')).status).toBe(403);
    expectThrottled(await changePassword(thief, 'guess-more-password', '203.0.113.120'), CHANGE_THROTTLED);
    // The owner, in a session of their own, changes the password at once.
    const r = await changePassword(c.token, c.password, '198.51.100.120');
    expect(r.status).toBe(200);
    expect((await t.call('/keepalive', {}, thief)).status).toBe(403);
    expect((await t.call('/keepalive', {}, c.token)).status).toBe(200);
  });
});
