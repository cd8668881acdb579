// The conformance kit's entries for the `twoFactor` extension (checked only when /account/capabilities
// advertises it: extensions.ts). The kit never turns two-factor sign-in on for a customer's account:
// without --test-control it reads the state and sends only refused calls (a malformed code, an
// unknown sign-in challenge), which change nothing. With --test-control, on the kit's clone, it
// turns it on with a code it computes from the key (RFC 6238), signs in with a recovery code and
// turns it off again in the same entry (and, should a step fail, in its clean-up).

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import crypto from 'node:crypto';
import { Skip, type Context, type Entry } from '../runner.js';
import { refuse } from './helpers.js';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The 6-digit code of a base32 key at a time (RFC 6238: HMAC-SHA-1, 30 s steps), as an authenticator app makes it. */
export function totpCode(secret: string, at: number): string {
  let bits = '';
  for (const ch of secret.replace(/=+$/, '')) bits += BASE32.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Whether the working account has two-factor sign-in on (read from the backend). */
async function isOn(c: Context): Promise<boolean> {
  const r = await c.call('accountTwoFactor', {}, { expect: 200, what: 'the two-factor state' });
  return r.body?.enabled === true;
}

export const twoFactor: Entry[] = [
  {
    operationId: 'accountTwoFactor',
    changes: false,
    async run(c) {
      const r = await c.call('accountTwoFactor', {}, { expect: 200 });
      const enabled: unknown = r.body?.enabled;
      const recoveryCodesLeft: unknown = r.body?.recoveryCodesLeft;
      c.expect(
        'accountTwoFactor',
        enabled === true || recoveryCodesLeft === 0,
        { status: 200, pointer: '/recoveryCodesLeft', expected: '0 while two-factor sign-in is off', what: 'success' },
        r.body,
      );
    },
  },
  {
    operationId: 'accountTwoFactorConfirm',
    changes: false,
    async run(c) {
      await refuse(c, 'accountTwoFactorConfirm', { passcode: 'not-a-code' }, 400, '400 for a code that is no code');
    },
  },
  {
    operationId: 'accountTwoFactorDisable',
    changes: false,
    async run(c) {
      await refuse(c, 'accountTwoFactorDisable', { password: c.password, passcode: 'not-a-code' }, 400, '400 for a code that is no code');
    },
  },
  {
    operationId: 'accountTwoFactorSignIn',
    changes: false,
    async run(c) {
      await refuse(c, 'accountTwoFactorSignIn', { challengeToken: `${c.base}-no-such-challenge`, passcode: '123456' }, 403, '403 for an unknown challenge', {
        token: null,
      });
    },
  },
  {
    operationId: 'accountTwoFactorStart',
    changes: true,
    async run(c) {
      if (!c.options.testControl) throw new Skip("it would start a key on the customer's account; with --test-control it is tried on a clone");
      if (await isOn(c)) throw new Skip('two-factor sign-in is on for the clone already');
      const started = await c.call('accountTwoFactorStart', {}, { expect: 200 });
      const secret = String(started.body?.secret ?? '');
      // Whatever happens next, the clone ends with two-factor sign-in off.
      const undo = c.later('turn two-factor sign-in off', async () => {
        if (!(await isOn(c))) return;
        const code = totpCode(secret, Date.now() + 30_000);
        await c.call('accountTwoFactorDisable', { password: c.password, passcode: code }, { expect: [200, 400, 409], what: 'clean-up: off' });
      });
      if (!/^[A-Z2-7]{16,}$/.test(secret)) return;
      const on = await c.call('accountTwoFactorConfirm', { passcode: totpCode(secret, Date.now()) }, { expect: 200, what: 'turned on with a computed code' });
      const codes = (on.body?.recoveryCodes ?? []) as string[];
      await refuse(c, 'accountTwoFactorStart', {}, 409, '409 while it is on');
      const asked = await refuse(c, 'accountLogin', { login: c.login, password: c.password }, 403, 'the password alone gives no session', { token: null });
      const challengeToken: unknown = asked?.body?.challengeToken;
      c.expect(
        'accountLogin',
        typeof challengeToken === 'string',
        { status: 403, pointer: '/challengeToken', expected: 'a challenge token (type twoFactorRequired)', what: 'two-factor sign-in' },
        asked?.body,
      );
      if (typeof challengeToken !== 'string' || codes.length < 2) return;
      const signedIn = await c.call(
        'accountTwoFactorSignIn',
        { challengeToken, passcode: codes[0] },
        { token: null, expect: 200, what: 'a recovery code signs in' },
      );
      if (typeof signedIn.body?.token === 'string') {
        const token = signedIn.body.token as string;
        await c.call('accountLogout', {}, { token, expect: [200, 403], what: 'sign out the two-factor session' });
      }
      await c.call('accountTwoFactorDisable', { password: c.password, passcode: codes[1] }, { expect: 200, what: 'turned off with a recovery code' });
      undo.dismiss();
      c.expect('accountTwoFactorDisable', !(await isOn(c)), { status: 200, pointer: '/enabled', expected: 'off after the call', what: 'success' });
    },
  },
];
