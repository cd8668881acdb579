// Device cookies end with the password, every presented value is tried, and a hoard of cookies
// cannot multiply guesses (features/account/devices.ts, throttle.ts).
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const from = (address: string) => ({ 'x-test-address': address });
const signIn = (login: string, password: string, address: string, cookie?: string) =>
  t.call('/account/login', { login, password }, undefined, { ...from(address), ...(cookie === undefined ? {} : { cookie }) });
const statuses = (rs: { status: number }[]) => rs.map((r) => r.status);
const count = (xs: number[], status: number) => xs.filter((s) => s === status).length;
const NEW_PASSWORD = 'Fresh-Secret-2031';

/** The device cookie a sign-in reply sets, as `name=value` for a Cookie header. */
function deviceCookieOf(r: { status: number; headers: Record<string, unknown> }): string {
  expect(r.status).toBe(200);
  const header = r.headers['set-cookie'];
  if (typeof header !== 'string') throw new Error(`no single device cookie: ${JSON.stringify(header)}`);
  return header.split(';')[0];
}

/** Ten wrong passwords from an address: past them an unknown browser there meets the per-address limit. */
async function exhaustAddress(login: string, address: string) {
  const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(login, `guess-${i}-password`, address)));
  expect(statuses(burst)).toEqual(Array(10).fill(403));
  expect((await signIn(login, 'one-more-guess', address)).status).toBe(429);
}

describe('the browser that changes the password stays trusted', () => {
  it('is the one signed in with the calling session, though its cookie (scoped to the sign-in) stays away', async () => {
    const c = await cloneAccount(t, 'empty');
    const r = await signIn(c.login, c.password, '198.51.100.1');
    expect(r.headers['set-cookie']).toMatch(/^panel_device=[A-Za-z0-9_-]{43}; Path=\/api\/account\/login; Max-Age=31536000; HttpOnly; SameSite=Strict$/);
    const owner = deviceCookieOf(r);
    const stolen = deviceCookieOf(await signIn(c.login, c.password, '203.0.113.1'));
    expect((await t.call('/account/password', { oldPassword: c.password, newPassword: NEW_PASSWORD }, r.body.token, from('198.51.100.1'))).status).toBe(200);
    await exhaustAddress(c.login, '203.0.113.1');
    expect((await signIn(c.login, NEW_PASSWORD, '203.0.113.1', stolen)).status).toBe(429);
    expect((await signIn(c.login, NEW_PASSWORD, '203.0.113.1', owner)).status).toBe(200);
  });
});

describe('a password change ends every other trusted browser', () => {
  it('keeps the browser that changed it; the others meet the limits like strangers', async () => {
    const c = await cloneAccount(t, 'empty');
    const owner = deviceCookieOf(await signIn(c.login, c.password, '198.51.100.10'));
    const stolen = deviceCookieOf(await signIn(c.login, c.password, '203.0.113.10'));
    const r = await t.call('/account/password', { oldPassword: c.password, newPassword: NEW_PASSWORD }, c.token, { ...from('198.51.100.10'), cookie: owner });
    expect(r.status).toBe(200);

    await exhaustAddress(c.login, '203.0.113.10');
    // The old browser's cookie no longer lifts the limit, whatever the password…
    expect((await signIn(c.login, 'another-guess', '203.0.113.10', stolen)).status).toBe(429);
    expect((await signIn(c.login, NEW_PASSWORD, '203.0.113.10', stolen)).status).toBe(429);
    // …while the owner's browser signs in from that same address.
    expect((await signIn(c.login, NEW_PASSWORD, '203.0.113.10', owner)).status).toBe(200);
  });

  it('ends them all when the change comes without a trusted cookie of the account', async () => {
    const c = await cloneAccount(t, 'empty');
    const other = await cloneAccount(t, 'empty');
    const first = deviceCookieOf(await signIn(c.login, c.password, '198.51.100.20'));
    const othersBrowser = deviceCookieOf(await signIn(other.login, other.password, '198.51.100.20'));
    const r = await t.call('/account/password', { oldPassword: c.password, newPassword: NEW_PASSWORD }, c.token, {
      ...from('198.51.100.21'),
      cookie: `${othersBrowser}; panel_device=made-up-0123456789abcdefghij`,
    });
    expect(r.status).toBe(200);
    await exhaustAddress(c.login, '203.0.113.20');
    expect((await signIn(c.login, NEW_PASSWORD, '203.0.113.20', first)).status).toBe(429);
    // The other account's browser is not touched by this account's change.
    await exhaustAddress(other.login, '203.0.113.21');
    expect((await signIn(other.login, other.password, '203.0.113.21', othersBrowser)).status).toBe(200);
  });

  it('lets every old cookie, together or one by one, guess the new password only as a stranger', async () => {
    const c = await cloneAccount(t, 'empty');
    const hoard = [];
    for (let i = 0; i < 5; i++) hoard.push(deviceCookieOf(await signIn(c.login, c.password, `203.0.113.${30 + i}`)));
    expect((await t.call('/account/password', { oldPassword: c.password, newPassword: NEW_PASSWORD }, c.token, from('198.51.100.30'))).status).toBe(200);
    await exhaustAddress(c.login, '203.0.113.39');
    expect((await signIn(c.login, NEW_PASSWORD, '203.0.113.39', hoard.join('; '))).status).toBe(429);
    for (const cookie of hoard) expect((await signIn(c.login, NEW_PASSWORD, '203.0.113.39', cookie)).status).toBe(429);
  });
});

describe('every presented cookie is tried', () => {
  it("a cookie planted ahead of the owner's (made up, another account's, or worn out) never locks the owner out", async () => {
    const c = await cloneAccount(t, 'empty');
    const other = await cloneAccount(t, 'empty');
    const owner = deviceCookieOf(await signIn(c.login, c.password, '198.51.100.40'));
    const othersBrowser = deviceCookieOf(await signIn(other.login, other.password, '198.51.100.41'));
    // A browser of the account whose own failures are used up.
    const worn = deviceCookieOf(await signIn(c.login, c.password, '198.51.100.42'));
    const wrong = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(c.login, `worn-${i}-password`, '198.51.100.42', worn)));
    expect(statuses(wrong)).toEqual(Array(10).fill(403));
    expect((await signIn(c.login, c.password, '198.51.100.42', worn)).status).toBe(429);

    await exhaustAddress(c.login, '203.0.113.40');
    const planted = ['panel_device=made-up-0123456789abcdefghij', othersBrowser, worn, 'panel_device=', 'panel_device="quoted"'];
    let cookie = owner;
    for (const first of planted) {
      const r = await signIn(c.login, c.password, '203.0.113.40', `${first}; ${cookie}; theme=dark`);
      expect(r.status, first).toBe(200);
      cookie = deviceCookieOf(r);
    }
    // Every value planted ahead of it at once, spelled with the spaces and quotes a header may carry.
    const crowd = [
      ...Array.from({ length: 12 }, (_, i) => `panel_device=planted-${i}-0123456789abcdefghij`),
      ` panel_device = "${cookie.split('=')[1]}" `,
    ].join(';');
    const r = await signIn(c.login, c.password, '203.0.113.40', crowd);
    expect(r.status).toBe(200);
    // As many made-up tokens as a request's headers hold, all ahead of the owner's.
    const flood = Array.from({ length: 270 }, (_, i) => `panel_device=${String(i).padStart(43, 'x')}`);
    expect(`${flood.join('; ')}; ${deviceCookieOf(r)}`.length).toBeLessThan(16_000);
    expect((await signIn(c.login, c.password, '203.0.113.40', `${flood.join('; ')}; ${deviceCookieOf(r)}`)).status).toBe(200);
  });
});

describe('a hoard of device cookies cannot multiply guesses', () => {
  it("counts the wrong passwords of all the account's browsers together: 20 in the window, then 429", async () => {
    const c = await cloneAccount(t, 'empty');
    const hoard = [];
    for (let i = 0; i < 8; i++) hoard.push(deviceCookieOf(await signIn(c.login, c.password, `198.51.100.${50 + i}`)));
    const replies = await Promise.all(
      hoard.flatMap((cookie, d) => Array.from({ length: 10 }, (_, i) => signIn(c.login, `hoard-${d}-${i}-password`, `198.51.100.${50 + d}`, cookie))),
    );
    const s = statuses(replies);
    expect(count(s, 403)).toBe(20);
    expect(count(s, 429)).toBe(60);
    const refused = replies.find((r) => r.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Presenting every cookie in one request does not reopen the count.
    expect((await signIn(c.login, 'all-at-once-password', '198.51.100.59', hoard.join('; '))).status).toBe(429);
    // An unknown browser elsewhere is not affected: it meets its own limits.
    expect((await signIn(c.login, c.password, '198.51.100.60')).status).toBe(200);
  });
});
