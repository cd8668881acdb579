import type { FastifyRequest } from 'fastify';
import { ApiError, checkRule } from '../../lib/errors.js';
import { checkNewPassword, hashPassword, tokenHash, verifyPassword } from '../../lib/passwords.js';
import { loginSchema } from '@panel/contract/rules';
import * as repo from './repository.js';
import { createSession, handoffLive, originOf } from './sessions.js';
import { recordSignIn } from './sign-ins.js';
import { beginAttempt, beginDeviceAttempt } from './throttle.js';
import { presentedDevices, trustDevice } from './devices.js';
import { twoFactorRequired } from './two-factor.js';
import { challenge } from './two-factor-sign-in.js';
import { accountLists, userOf } from '../../lists.js';
import { findAccountById, findAccountByLogin, isTemplateLogin, type AccountRow } from '../../lib/accounts.js';
import { syncDiskUsage } from '../../lib/disk-usage.js';
import { upsellFor } from '../../lib/platform.js';
import type { Panel } from '../../panel.js';

const badCredentials = () => new ApiError(403, 'session', 'Invalid login or password.');

/**
 * Signs in. A browser whose device cookies name the account counts its failures on its own (and
 * within the account's ceiling for its browsers); any other meets the per-login and per-address
 * ceilings. The session is created in the same step as the check that the password generation is
 * still the one the password was checked against: a sign-in hashing while the owner changes the
 * password gets no session. Answers the session reply and the Set-Cookie header that trusts this
 * browser (together with the new session) from now on.
 */
export async function login(panel: Panel, request: FastifyRequest<{ Body: { login: string; password: string } }>) {
  const { login } = checkRule(loginSchema, request.body);
  // The fixtures' templates are no accounts to sign in to.
  const account = isTemplateLogin(login) ? undefined : findAccountByLogin(panel.db, login);
  const devices = presentedDevices(panel, request, account?.id);
  const attempt = devices.length > 0 ? beginDeviceAttempt(panel, devices) : beginAttempt(panel, 'signIn', login, request.ip);
  // Unknown logins still pay for a full scrypt, so both failures take the same time.
  const ok = await verifyPassword(request.body.password, account?.password_hash, panel.config.passwordCost);
  const origin = originOf(request);
  if (account && !ok) recordSignIn(panel, account, origin, false);
  if (!account || !ok) throw badCredentials();
  const token = panel.db.transaction(() => {
    if (repo.passwordGeneration(panel.db, account.id) !== account.password_generation) return undefined;
    attempt.succeeded();
    // Two-factor sign-in (an extension): the right password earns a challenge for the code, no session.
    if (twoFactorRequired(panel, account)) return challenge(panel, account);
    recordSignIn(panel, account, origin, true);
    return createSession(panel, account, origin);
  })();
  if (!token) throw badCredentials();
  if (token instanceof ApiError) throw token;
  return { account, session: sessionReply(panel, account, token), deviceCookie: trustDevice(panel, request, account.id, tokenHash(token)) };
}

export function exchangeHandoff(panel: Panel, request: FastifyRequest<{ Body: { token: string } }>) {
  const row = repo.takeHandoff(panel.db, tokenHash(request.body.token));
  const account = row && findAccountById(panel.db, row.account_id);
  if (!row || !account || !handoffLive(row.expires_at, panel.clock.now(account))) {
    throw new ApiError(403, 'session', 'Invalid or expired token.');
  }
  const origin = originOf(request);
  recordSignIn(panel, account, origin, true);
  return { account, session: sessionReply(panel, account, createSession(panel, account, origin), { page: row.page, action: row.action, domain: row.domain }) };
}

export function logout(panel: Panel, sessionHash: string) {
  repo.deleteSession(panel.db, sessionHash);
  return { ok: true as const };
}

/**
 * Wrong current passwords are throttled per session (counted before the hash): a thief in a
 * stolen session cannot stop the owner's change. The new password moves the password generation,
 * in the same step as the check that no other change came first; it voids every other session,
 * every hand-off token issued before it and every trusted browser but the caller's, so whoever
 * signed in with the old password keeps no way around the sign-in ceilings. The caller's browser
 * is the one trusted together with the calling session (its cookie is scoped to the sign-in and
 * never reaches this call), and any trusted one whose cookie came with the call (`keepDevices`).
 */
export async function changePassword(
  panel: Panel,
  account: AccountRow,
  sessionHash: string,
  input: { oldPassword: string; newPassword: string },
  keepDevices: readonly string[],
) {
  const attempt = beginAttempt(panel, 'passwordChange', account.login, sessionHash);
  const wrongPassword = () => new ApiError(403, 'session', 'Incorrect current password.', 'oldPassword');
  if (!(await verifyPassword(input.oldPassword, account.password_hash, panel.config.passwordCost))) throw wrongPassword();
  attempt.succeeded();
  checkNewPassword(input.newPassword, 'newPassword');
  const hash = await hashPassword(input.newPassword, panel.config.passwordCost);
  panel.db.transaction(() => {
    // Another change won the race: the password checked is no longer the current one.
    if (repo.passwordGeneration(panel.db, account.id) !== account.password_generation) throw wrongPassword();
    repo.updatePasswordHash(panel.db, account.id, hash);
    repo.deleteOtherSessions(panel.db, account.id, sessionHash);
    repo.deleteHandoffs(panel.db, account.id);
    repo.deleteOtherTrustedDevices(panel.db, account.id, sessionHash, keepDevices);
  })();
  return { ok: true as const };
}

export function saveDisplay(panel: Panel, account: AccountRow, input: { hideDomainConfig: boolean; hideDatabaseConfig: boolean; hideEmailConfig: boolean }) {
  repo.updateDisplay(panel.db, account.id, input);
  return { user: userOf(findAccountById(panel.db, account.id)!) };
}

/** `/account/sync`: the usage the calls kept (counted by a walk at first need, lib/disk-usage.ts); the route attaches the sync lists. */
export function sync(panel: Panel, account: AccountRow) {
  syncDiskUsage(panel, account);
}

/** Everything the client loads at sign-in (and, after a hand-off, where it was sent). */
export function sessionReply(
  panel: Panel,
  account: AccountRow,
  token: string,
  redirect?: { page: string | null; action: string | null; domain: string | null },
) {
  const { platform } = panel;
  return accountLists(panel, account, {
    token,
    login: account.login,
    locale: account.locale,
    package: repo.packageOf(account),
    connector: platform.connector,
    phpVersions: platform.phpVersions,
    availableScripts: platform.availableScripts,
    upsell: upsellFor(platform, account.login),
    plan: { name: account.plan.charAt(0).toUpperCase() + account.plan.slice(1) },
    ...(redirect && { redirect }),
  });
}
