import type { FastifyRequest } from 'fastify';
import { noSession } from '../../lib/errors.js';
import { randomToken, tokenHash } from '../../lib/passwords.js';
import * as repo from './repository.js';
import { findAccountById, type AccountRow } from '../../lib/accounts.js';
import type { Panel } from '../../panel.js';
import { keepable, writesOf } from '../../lib/writes.js';
import { keepNewest, perConnection } from '../../lib/kept.js';

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const HANDOFF_LIFETIME_MS = 60 * 1000;

/** Where a session was started from: the client's address (as `PANEL_TRUST_PROXY` lets it be told) and its User-Agent. */
export interface SessionOrigin {
  address: string;
  userAgent: string | undefined;
}

export const originOf = (request: FastifyRequest): SessionOrigin => ({ address: request.ip, userAgent: request.headers['user-agent'] });

export function createSession(panel: Panel, account: AccountRow, origin: SessionOrigin): string {
  const token = randomToken();
  repo.insertSession(panel.db, tokenHash(token), account.id, panel.clock.now(account), origin);
  return token;
}

/** A session and its account as read at a count of the connection's writes (lib/writes.ts). */
interface Kept {
  writes: number;
  hash: string;
  session: { created_at: number; last_seen_at: number };
  account: AccountRow;
}

/**
 * Per connection: a session token → its session and account, kept while nothing is written. Every
 * call of a signed-in user names its session, so reading both from the database each time was most
 * of a keepalive's work; any write (a sign-out, a password change, an account's change, a reset)
 * makes the next call read them again. The account is frozen: a handler never changes it in place.
 */
const keptSessions = perConnection<string, Kept>();
/** Sessions kept at most; past it the oldest is let go. */
const KEPT_SESSIONS = 1000;

function lookUp(panel: Panel, token: string): Kept | undefined {
  const { db } = panel;
  const writes = writesOf(db);
  const kept = keptSessions(db);
  const hit = kept.get(token);
  if (hit?.writes === writes) return hit;
  kept.delete(token);
  const hash = tokenHash(token);
  const session = repo.findSession(db, hash);
  const account = session && findAccountById(db, session.account_id);
  if (!session || !account) return undefined;
  const found: Kept = { writes, hash, session: { created_at: session.created_at, last_seen_at: session.last_seen_at }, account: Object.freeze(account) };
  if (keepable(db)) keepNewest(kept, token, found, KEPT_SESSIONS);
  return found;
}

/** The account behind a session token, renewing the session; undefined when there is none. */
export function sessionAccount(panel: Panel, token: unknown) {
  if (typeof token !== 'string' || !token) return undefined;
  const found = lookUp(panel, token);
  if (!found) return undefined;
  const { hash, session, account } = found;
  const now = panel.clock.now(account);
  if (!sessionLive(session, now)) {
    repo.deleteSession(panel.db, hash);
    return undefined;
  }
  // Renewed to the second: a burst of calls writes the session once, not once per call. That
  // write is the only one since the session was read, so what is kept stays current.
  if (now - session.last_seen_at >= 1000) {
    repo.touchSession(panel.db, hash, now);
    session.last_seen_at = now;
    found.writes = writesOf(panel.db);
  }
  return { account, hash };
}

/**
 * Whether a session is alive at `now`, the account's time (virtual or not): not idle past 30 min,
 * not older than 12 h, and never of a negative age. A clock moved back before the session began,
 * or before its last call, ends it (a session made while the clock was ahead would otherwise never
 * expire); moving the clock forward ends idle and old sessions as real time would.
 */
export function sessionLive(session: { created_at: number; last_seen_at: number }, now: number): boolean {
  if (now < session.created_at || now < session.last_seen_at) return false;
  return now - session.last_seen_at <= IDLE_TIMEOUT_MS && now - session.created_at <= ABSOLUTE_LIFETIME_MS;
}

/**
 * Whether a hand-off token is usable at `now`: within its minute, and not before it was issued
 * (a token issued while the clock was ahead dies once the clock is back).
 */
export function handoffLive(expiresAt: number, now: number): boolean {
  return now <= expiresAt && now >= expiresAt - HANDOFF_LIFETIME_MS;
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
