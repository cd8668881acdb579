import { ApiError, checkRule } from '../../lib/errors.js';
import { checkNewPassword, hashPassword, tokenHash, verifyPassword } from '../../lib/passwords.js';
import { loginSchema } from '@panel/contract/rules';
import * as repo from './repository.js';
import { createSession } from './sessions.js';
import { beginAttempt } from './throttle.js';
import { accountLists, userOf } from '../../lists.js';
import { findAccountById, findAccountByLogin, type AccountRow } from '../../lib/accounts.js';
import { recomputeDiskUsage } from '../../lib/disk-usage.js';
import { upsellFor } from '../../lib/platform.js';
import type { Panel } from '../../panel.js';

const badCredentials = () => new ApiError(403, 'session', 'Invalid login or password.');

export async function login(panel: Panel, input: { login: string; password: string }, address: string) {
  const { login } = checkRule(loginSchema, input);
  const attempt = beginAttempt(panel, 'signIn', login, address);
  const account = findAccountByLogin(panel.db, login);
  // Unknown logins still pay for a full scrypt, so both failures take the same time.
  const ok = await verifyPassword(input.password, account?.password_hash);
  if (!account || !ok) throw badCredentials();
  attempt.succeeded();
  return sessionReply(panel, account, createSession(panel, account));
}

export function exchangeHandoff(panel: Panel, token: string) {
  const row = repo.takeHandoff(panel.db, tokenHash(token));
  const account = row && findAccountById(panel.db, row.account_id);
  if (!row || !account || panel.clock.now(account) > row.expires_at) {
    throw new ApiError(403, 'session', 'Invalid or expired token.');
  }
  return sessionReply(panel, account, createSession(panel, account), { page: row.page, action: row.action, domain: row.domain });
}

export function logout(panel: Panel, sessionHash: string) {
  repo.deleteSession(panel.db, sessionHash);
  return { ok: true as const };
}


/**
 * Wrong current passwords are throttled like sign-ins (counted before the hash). The new password
 * voids every other session and every hand-off token issued before it.
 */
export async function changePassword(
  panel: Panel, account: AccountRow, sessionHash: string, input: { oldPassword: string; newPassword: string }, address: string,
) {
  const attempt = beginAttempt(panel, 'passwordChange', account.login, address);
  if (!(await verifyPassword(input.oldPassword, account.password_hash))) {
    throw new ApiError(403, 'session', 'Incorrect current password.', 'oldPassword');
  }
  attempt.succeeded();
  checkNewPassword(input.newPassword, 'newPassword');
  const hash = await hashPassword(input.newPassword);
  panel.db.transaction(() => {
    repo.updatePasswordHash(panel.db, account.id, hash);
    repo.deleteOtherSessions(panel.db, account.id, sessionHash);
    repo.deleteHandoffs(panel.db, account.id);
  })();
  return { ok: true as const };
}

export function saveDisplay(panel: Panel, account: AccountRow, input: { hideDomainConfig: boolean; hideDatabaseConfig: boolean; hideEmailConfig: boolean }) {
  repo.updateDisplay(panel.db, account.id, input);
  return { user: userOf(findAccountById(panel.db, account.id)!) };
}

/** `/account/sync`: usage measured again; the route attaches the sync lists. */
export function sync(panel: Panel, account: AccountRow) {
  recomputeDiskUsage(panel, account);
}

/** Everything the client loads at sign-in (and, after a hand-off, where it was sent). */
export function sessionReply(panel: Panel, account: AccountRow, token: string, redirect?: { page: string | null; action: string | null; domain: string | null }) {
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
    ...(redirect && { redirect }),
  });
}
