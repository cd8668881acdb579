import type { FastifyRequest } from 'fastify';
import { passcodeField } from '@panel/contract/rules';
import { ApiError, checkRule } from '../../lib/errors.js';
import { randomToken, tokenHash } from '../../lib/passwords.js';
import { sql } from '../../lib/db.js';
import { findAccountById, type AccountRow } from '../../lib/accounts.js';
import { requireCapability } from '../../lib/capabilities.js';
import type { Panel } from '../../panel.js';
import { createSession, originOf } from './sessions.js';
import { recordSignIn } from './sign-ins.js';
import { beginAttempt } from './throttle.js';
import { trustDevice } from './devices.js';
import { findTwoFactor, takePasscode } from './two-factor-keys.js';
import { wrongCode } from './two-factor.js';

/** How long the code of a sign-in may come after its password (the account's time). */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

interface ChallengeRow {
  account_id: number;
  password_generation: number;
  expires_at: number;
}

/**
 * The sign-in of an account with two-factor on, after its right password: no session yet, but a
 * 403 `twoFactorRequired` with a single-use challenge token (stored hashed) that
 * `/account/two-factor/sign-in` takes with a code. A client that knows only the specification
 * reads a refused sign-in. Call in the sign-in's transaction (the password generation was checked).
 */
export function challenge(panel: Panel, account: AccountRow): ApiError {
  const token = randomToken();
  const now = panel.clock.now(account);
  sql(panel.db, 'DELETE FROM two_factor_challenges WHERE account_id = ? AND expires_at < ?').run(account.id, now);
  sql(panel.db, 'INSERT INTO two_factor_challenges (token_hash, account_id, password_generation, expires_at) VALUES (?, ?, ?, ?)').run(
    tokenHash(token),
    account.id,
    account.password_generation,
    now + CHALLENGE_LIFETIME_MS,
  );
  return new ApiError(403, 'twoFactorRequired', 'Enter the code from your authenticator app.', undefined, {}, { challengeToken: token });
}

const expired = () => new ApiError(403, 'session', 'The sign-in has expired. Sign in again.');

/**
 * `/account/two-factor/sign-in`: a challenge token and a code (or an unused recovery code) give the
 * session and the device cookie a sign-in gives. Wrong codes are counted per login before the
 * check, in the same step (throttle.ts); a wrong one leaves the token usable. The token, the code
 * and the session are taken in one step: a token used twice at once signs in once.
 */
export function finishSignIn(panel: Panel, request: FastifyRequest<{ Body: { challengeToken: string; passcode: string } }>) {
  const { db } = panel;
  const hash = tokenHash(request.body.challengeToken);
  const found = sql(db, 'SELECT * FROM two_factor_challenges WHERE token_hash = ?').get(hash) as ChallengeRow | undefined;
  const account = found && findAccountById(db, found.account_id);
  if (!found || !account) throw expired();
  requireCapability(account, 'twoFactor');
  const passcode = checkRule(passcodeField, request.body.passcode, 'passcode');
  const attempt = beginAttempt(panel, 'twoFactorSignIn', account.login, request.ip);
  const origin = originOf(request);
  const token = db.transaction(() => {
    const row = sql(db, 'SELECT * FROM two_factor_challenges WHERE token_hash = ?').get(hash) as ChallengeRow | undefined;
    const current = findAccountById(db, account.id);
    const now = panel.clock.now(current ?? account);
    const live =
      row && current && row.password_generation === current.password_generation && now <= row.expires_at && now >= row.expires_at - CHALLENGE_LIFETIME_MS;
    const twoFactor = findTwoFactor(db, account.id);
    if (!live || twoFactor?.enabled !== 1) return 'expired';
    if (!takePasscode(db, twoFactor, passcode, now)) {
      recordSignIn(panel, account, origin, false);
      return 'wrong';
    }
    sql(db, 'DELETE FROM two_factor_challenges WHERE token_hash = ?').run(hash);
    attempt.succeeded();
    recordSignIn(panel, account, origin, true);
    return createSession(panel, account, origin);
  })();
  if (token === 'expired') throw expired();
  if (token === 'wrong') throw wrongCode();
  // The device cookie belongs to the sign-in call, where the browser presents it.
  const loginPath = (request.routeOptions.url ?? '/').replace(/two-factor\/sign-in$/, 'login');
  return { account, token, deviceCookie: trustDevice(panel, request, account.id, tokenHash(token), loginPath) };
}
