import type { FastifyRequest } from 'fastify';
import { noSession } from '../../lib/errors.js';
import { randomToken, tokenHash } from '../../lib/passwords.js';
import * as repo from './repository.js';
import { findAccountById, type AccountRow } from '../../lib/accounts.js';
import type { Panel } from '../../panel.js';

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const HANDOFF_LIFETIME_MS = 60 * 1000;

export function createSession(panel: Panel, account: AccountRow): string {
  const token = randomToken();
  repo.insertSession(panel.db, tokenHash(token), account.id, panel.clock.now(account));
  return token;
}

/** The account behind a session token, renewing the session; undefined when there is none. */
export function sessionAccount(panel: Panel, token: unknown) {
  if (typeof token !== 'string' || !token) return undefined;
  const hash = tokenHash(token);
  const session = repo.findSession(panel.db, hash);
  if (!session) return undefined;
  const account = findAccountById(panel.db, session.account_id);
  if (!account) return undefined;
  const now = panel.clock.now(account);
  if (now - session.last_seen_at > IDLE_TIMEOUT_MS || now - session.created_at > ABSOLUTE_LIFETIME_MS) {
    repo.deleteSession(panel.db, hash);
    return undefined;
  }
  // Renewed to the second: a burst of calls writes the session once, not once per call.
  if (now - session.last_seen_at >= 1000) repo.touchSession(panel.db, hash, now);
  return { account, hash };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1];
}

/** Before every secured operation: 403 unless the bearer token names a live session. */
export function authenticate(request: FastifyRequest) {
  const found = sessionAccount(request.server.panel, bearerToken(request));
  if (!found) throw noSession();
  request.account = found.account;
  request.sessionHash = found.hash;
}

export function issueHandoff(panel: Panel, account: AccountRow, hint: { page?: string; action?: string; domain?: string }) {
  const token = randomToken();
  repo.insertHandoff(panel.db, tokenHash(token), account.id, hint, panel.clock.now(account) + HANDOFF_LIFETIME_MS);
  return token;
}
