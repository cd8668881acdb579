import { ApiError, invalid, notAcceptable } from '../../lib/errors.js';
import { hashPassword, tokenHash, verifyPassword } from '../../lib/passwords.js';
import { isCommonPassword, MIN_PASSWORD_LENGTH } from '@panel/contract/rules';
import * as repo from './repository.js';
import { createSession } from './sessions.js';
import { checkThrottle, recordFailure, recordSuccess } from './throttle.js';
import { accountLists, sessionReply, syncLists } from './lists.js';
import { domainFolder, listDomains, setDomainDiskUsed } from '../domains/repository.js';
import type { Panel } from '../../panel.js';

const badCredentials = () => new ApiError(403, 'session', 'Invalid login or password.');

export async function login(panel: Panel, input: { login: string; password: string }, address: string) {
  const login = input.login.trim();
  if (!login) throw invalid('You need to enter a valid login.', 'login');
  if (!input.password.trim()) throw invalid('You need to enter a valid password.', 'password');
  checkThrottle(panel, login, address);
  const account = repo.findAccountByLogin(panel.db, login);
  // Unknown logins still pay for a full scrypt, so both failures take the same time.
  const ok = await verifyPassword(input.password, account?.password_hash);
  if (!account || !ok) {
    recordFailure(panel, login, address);
    throw badCredentials();
  }
  recordSuccess(panel, login);
  return sessionReply(panel, account, createSession(panel, account));
}

export function exchangeHandoff(panel: Panel, token: string) {
  const row = repo.takeHandoff(panel.db, tokenHash(token));
  const account = row && repo.findAccountById(panel.db, row.account_id);
  if (!row || !account || panel.clock.now(account) > row.expires_at) {
    throw new ApiError(403, 'session', 'Invalid or expired token.');
  }
  return {
    ...sessionReply(panel, account, createSession(panel, account)),
    redirect: { page: row.page, action: row.action, domain: row.domain },
  };
}

export function logout(panel: Panel, sessionHash: string) {
  repo.deleteSession(panel.db, sessionHash);
  return { ok: true as const };
}

export function checkNewPassword(password: string, field = 'password') {
  if (password.length < MIN_PASSWORD_LENGTH) throw invalid('Password must be at least 8 characters long.', field);
  if (isCommonPassword(password)) throw notAcceptable('Try using a different password.', field);
}

export async function changePassword(panel: Panel, account: repo.AccountRow, sessionHash: string, input: { oldPassword: string; newPassword: string }) {
  if (!(await verifyPassword(input.oldPassword, account.password_hash))) {
    throw new ApiError(403, 'session', 'Incorrect current password.', 'oldPassword');
  }
  checkNewPassword(input.newPassword, 'newPassword');
  const hash = await hashPassword(input.newPassword);
  panel.db.transaction(() => {
    repo.updatePasswordHash(panel.db, account.id, hash);
    repo.deleteOtherSessions(panel.db, account.id, sessionHash);
  })();
  return { ok: true as const };
}

export function saveDisplay(panel: Panel, account: repo.AccountRow, input: { hideDomainConfig: boolean; hideDatabaseConfig: boolean; hideEmailConfig: boolean }) {
  repo.updateDisplay(panel.db, account.id, input);
  return { user: accountLists(panel, account).user };
}

/**
 * Recomputes disk usage: each domain's folder as it is on disk, and the account total (the whole
 * home plus the simulated sizes of databases and mailboxes).
 */
export async function recomputeDiskUsage(panel: Panel, account: repo.AccountRow) {
  const { sandbox, db } = panel;
  const domains = listDomains(db, account.id);
  const sizes = await Promise.all(domains.map((d) => sandbox.size(sandbox.resolveTrusted(account.login, domainFolder(d.name)))));
  const home = await sandbox.size(sandbox.home(account.login));
  const simulated = repo.simulatedUsage(db, account.id);
  db.transaction(() => {
    domains.forEach((d, i) => setDomainDiskUsed(db, account.id, d.name, sizes[i]));
    repo.updateDiskUsed(db, account.id, home + simulated);
  })();
}

export async function sync(panel: Panel, account: repo.AccountRow) {
  await recomputeDiskUsage(panel, account);
  return syncLists(panel, account);
}
