import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { type TestApp, withTestApp } from './helpers.js';
import { setClock } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const T0 = Date.parse('2031-05-01T08:00:00.000Z');
const WRONG_CODE = { type: 'validation', field: 'passcode', message: 'The code is not correct.' };

/** The code an authenticator app shows for a key at a time. */
const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
/** A code that is none of the three steps the server takes at `at`. */
const wrongCodeAt = (secret: string, at: number) => {
  const taken = new Set([-30_000, 0, 30_000].map((d) => codeAt(secret, at + d)));
  for (let n = 0; ; n++) if (!taken.has(String(n).padStart(6, '0'))) return String(n).padStart(6, '0');
};

/** An account of basic signed in at T0 on its clock (two-factor off). */
async function signedInAccount(capabilities?: string[]) {
  const r = await t.call('/__test/account', { fixture: 'basic', ...(capabilities && { capabilities }) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await setClock(t, r.body.login, new Date(T0));
  return { ...(r.body as { login: string; password: string }), token: await t.login(r.body.login, r.body.password) };
}

/** An account with two-factor on with `KEY` (test control), its clock at T0. */
async function twoFactorAccount() {
  const r = await t.call('/__test/account', { fixture: 'basic', twoFactorSecret: KEY });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await setClock(t, r.body.login, new Date(T0));
  return r.body as { login: string; password: string };
}

/** The sign-in's first step: the password earns a challenge, no session. */
async function challengeOf(a: { login: string; password: string }, address?: string) {
  const r = await t.call('/account/login', { login: a.login, password: a.password }, undefined, address ? { 'x-test-address': address } : {});
  expect(r.status, JSON.stringify(r.body)).toBe(403);
  expect(r.body).toMatchObject({ type: 'twoFactorRequired', message: 'Enter the code from your authenticator app.' });
  expect(r.body.token).toBeUndefined();
  return r.body.challengeToken as string;
}

const finish = (challengeToken: string, passcode: string, address?: string) =>
  t.call('/account/two-factor/sign-in', { challengeToken, passcode }, undefined, address ? { 'x-test-address': address } : {});

describe('two-factor sign-in', () => {
  it('turns on with a first code, answers recovery codes once, then the sign-in asks for a code', async () => {
    const a = await signedInAccount();
    expect((await t.call('/account/two-factor', {}, a.token)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const started = await t.call('/account/two-factor/start', {}, a.token);
    expect(started.status).toBe(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.uri).toContain(`otpauth://totp/Hosting%20panel:${a.login}?`);
    expect(started.body.uri).toContain(`secret=${started.body.secret}`);
    const secret = started.body.secret as string;

    const wrong = await t.call('/account/two-factor/confirm', { passcode: wrongCodeAt(secret, T0) }, a.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(WRONG_CODE);
    expect((await t.call('/account/two-factor', {}, a.token)).body.enabled).toBe(false);
    const malformed = await t.call('/account/two-factor/confirm', { passcode: '12ab' }, a.token);
    expect(malformed.body).toEqual({ type: 'validation', field: 'passcode', message: 'Enter the 6-digit code your app shows.' });

    const confirmed = await t.call('/account/two-factor/confirm', { passcode: codeAt(secret, T0) }, a.token);
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await t.call('/account/two-factor', {}, a.token)).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await t.call('/account/two-factor/start', {}, a.token)).status).toBe(409);

    // The password alone no longer signs in; the code of the next step does, once.
    const challenge = await challengeOf(a);
    const at = T0 + 30_000;
    await setClock(t, a.login, new Date(at));
    expect(await finish(challenge, wrongCodeAt(secret, at))).toMatchObject({ status: 400, body: WRONG_CODE });
    const signedIn = await finish(challenge, codeAt(secret, at));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.login).toBe(a.login);
    expect(signedIn.headers['set-cookie']).toMatch(/^panel_device=[A-Za-z0-9_-]{43}; Path=\/api\/account\/login;/);
    expect((await t.call('/keepalive', {}, signedIn.body.token)).status).toBe(200);
    // The challenge is used up, and so is the code's step.
    expect((await finish(challenge, codeAt(secret, at))).body).toEqual({ type: 'session', message: 'The sign-in has expired. Sign in again.' });
    expect(await finish(await challengeOf(a), codeAt(secret, at))).toMatchObject({ status: 400, body: WRONG_CODE });
  });

  it('takes each recovery code once, in place of a code', async () => {
    const a = await signedInAccount();
    const { secret } = (await t.call('/account/two-factor/start', {}, a.token)).body;
    const codes = (await t.call('/account/two-factor/confirm', { passcode: codeAt(secret, T0) }, a.token)).body.recoveryCodes as string[];
    const typed = ` ${codes[3].toUpperCase().replace('-', ' ')} `;
    const first = await finish(await challengeOf(a), typed);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await finish(await challengeOf(a), codes[3])).toMatchObject({ status: 400, body: WRONG_CODE });
    expect((await t.call('/account/two-factor', {}, first.body.token)).body).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('throttles wrong codes at sign-in per login like passwords (429), and the owner elsewhere waits for the same login', async () => {
    const a = await twoFactorAccount();
    const challenge = await challengeOf(a, '203.0.113.50');
    const wrong = wrongCodeAt(KEY, T0);
    for (let i = 0; i < 10; i++) {
      const r = await finish(challenge, wrong, '203.0.113.50');
      expect(r.status, JSON.stringify(r.body)).toBe(400);
    }
    const refused = await finish(challenge, codeAt(KEY, T0), '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ type: 'throttled', message: 'Too many incorrect codes. Try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // From another address the right code still signs in (per-login ceiling: 20).
    expect((await finish(challenge, codeAt(KEY, T0), '198.51.100.50')).status).toBe(200);
  });

  it('throttles wrong codes when turning it off (429), and off takes the password and a code', async () => {
    const a = await twoFactorAccount();
    const token = (await finish(await challengeOf(a), codeAt(KEY, T0))).body.token as string;
    await setClock(t, a.login, new Date(T0 + 60_000));
    const now = T0 + 60_000;
    const badPassword = await t.call('/account/two-factor/disable', { password: 'not-the-password', passcode: codeAt(KEY, now) }, token);
    expect(badPassword.body).toEqual({ type: 'validation', field: 'password', message: 'Incorrect password.' });
    for (let i = 0; i < 9; i++) {
      expect((await t.call('/account/two-factor/disable', { password: a.password, passcode: wrongCodeAt(KEY, now) }, token)).body).toEqual(WRONG_CODE);
    }
    const refused = await t.call('/account/two-factor/disable', { password: a.password, passcode: codeAt(KEY, now) }, token);
    expect(refused.status).toBe(429);
    expect((await t.call('/account/two-factor', {}, token)).body.enabled).toBe(true);

    // Another session of the owner turns it off.
    const other = (await finish(await challengeOf(a), codeAt(KEY, now))).body.token as string;
    await setClock(t, a.login, new Date(now + 30_000));
    const off = await t.call('/account/two-factor/disable', { password: a.password, passcode: codeAt(KEY, now + 30_000) }, other);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await t.call('/account/two-factor', {}, other)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await t.call('/account/login', { login: a.login, password: a.password })).status).toBe(200);
    expect((await t.call('/account/two-factor/disable', { password: a.password, passcode: '123456' }, other)).status).toBe(409);
  });

  it('the host’s hand-off link signs in without a code', async () => {
    const r = await t.call('/__test/scenario', { scenario: { fixture: 'basic', twoFactorSecret: KEY } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await challengeOf({ login: r.body.login, password: r.body.password });
    const handoff = await t.call('/account/redirect', { token: (r.body.handoffUrl as string).split('/').pop() });
    expect(handoff.status).toBe(200);
    expect(handoff.body.login).toBe(r.body.login);
  });

  it('of a burst of confirmations with the right code, one turns it on; the others change nothing', async () => {
    const a = await signedInAccount();
    const { secret } = (await t.call('/account/two-factor/start', {}, a.token)).body;
    const replies = await Promise.all(Array.from({ length: 6 }, () => t.call('/account/two-factor/confirm', { passcode: codeAt(secret, T0) }, a.token)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const codes = replies.find((r) => r.status === 200)!.body.recoveryCodes as string[];
    expect((await t.call('/account/two-factor', {}, a.token)).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await finish(await challengeOf(a), codes[0])).status).toBe(200);
  });

  it('with the capability off: 404 notAvailable, and the password alone signs in', async () => {
    const a = await signedInAccount(['sessions']);
    for (const path of ['/account/two-factor', '/account/two-factor/start']) {
      const r = await t.call(path, {}, a.token);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ type: 'notAvailable', message: 'This backend does not offer "twoFactor" for this account.' });
    }
    const refused = await t.call('/__test/account', { fixture: 'basic', capabilities: ['sessions'], twoFactorSecret: KEY });
    expect(refused.body).toMatchObject({ type: 'validation', field: 'twoFactorSecret' });
  });

  it('never shows a code, a key or a challenge in the journal', async () => {
    const a = await twoFactorAccount();
    const mark = (await t.call('/__test/requests', { login: a.login })).body.sequence as number;
    const challenge = await challengeOf(a);
    const code = codeAt(KEY, T0);
    const token = (await finish(challenge, code)).body.token as string;
    await t.call('/account/two-factor/disable', { password: a.password, passcode: wrongCodeAt(KEY, T0) }, token);
    const text = JSON.stringify((await t.call('/__test/requests', { login: a.login, since: mark, contents: true })).body.requests);
    expect(text).toContain('/account/two-factor/sign-in');
    for (const secret of [challenge, code, a.password, KEY]) expect(text).not.toContain(secret);
  });
});
