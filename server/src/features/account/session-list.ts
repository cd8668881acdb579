import { sql } from '../../lib/db.js';
import { ApiError, invalid } from '../../lib/errors.js';
import type { AccountRow } from '../../lib/accounts.js';
import type { Panel } from '../../panel.js';
import { describeUserAgent } from './user-agent.js';
import { sessionLive } from './sessions.js';

/** The `sessions` extension: where the account is signed in, and ending those sessions. */

interface SessionRow {
  token_hash: string;
  public_id: string;
  created_at: number;
  last_seen_at: number;
  user_agent: string | null;
  address: string | null;
}

/** The account's sessions alive at its time; those that are no longer are dropped on the way. */
function liveSessions(panel: Panel, account: AccountRow): SessionRow[] {
  const now = panel.clock.now(account);
  const rows = sql(
    panel.db,
    'SELECT token_hash, public_id, created_at, last_seen_at, user_agent, address FROM sessions WHERE account_id = ? ORDER BY created_at DESC, rowid DESC',
  ).all(account.id) as SessionRow[];
  const dead = rows.filter((r) => !sessionLive(r, now));
  for (const r of dead) sql(panel.db, 'DELETE FROM sessions WHERE token_hash = ?').run(r.token_hash);
  return rows.filter((r) => sessionLive(r, now));
}

export function listSessions(panel: Panel, account: AccountRow, currentHash: string) {
  return {
    sessions: liveSessions(panel, account).map((r) => ({
      id: r.public_id,
      ...describeUserAgent(r.user_agent),
      address: r.address ?? '',
      started: new Date(r.created_at).toISOString(),
      lastSeen: new Date(r.last_seen_at).toISOString(),
      current: r.token_hash === currentHash,
    })),
  };
}

/**
 * Ends one other session of the account. The calling one is refused (it signs out with
 * /account/logout); an id of no live session of the account (another account's, one ended
 * already) is 404. One statement decides, so two calls at once end it once.
 */
export function endSession(panel: Panel, account: AccountRow, currentHash: string, id: string) {
  const own = sql(panel.db, 'SELECT public_id FROM sessions WHERE token_hash = ?').pluck().get(currentHash) as string | undefined;
  if (own === id) throw invalid('This is the session you are using: sign out instead.', 'id');
  const live = liveSessions(panel, account).some((r) => r.public_id === id);
  const ended = live && sql(panel.db, 'DELETE FROM sessions WHERE public_id = ? AND account_id = ?').run(id, account.id).changes > 0;
  if (!ended) throw new ApiError(404, 'notFound', 'Session not found.', 'id');
  return listSessions(panel, account, currentHash);
}

/** Ends every session of the account but the calling one; answers how many. */
export function endOtherSessions(panel: Panel, account: AccountRow, currentHash: string) {
  const others = liveSessions(panel, account).filter((r) => r.token_hash !== currentHash).length;
  sql(panel.db, 'DELETE FROM sessions WHERE account_id = ? AND token_hash <> ?').run(account.id, currentHash);
  return { ended: others, ...listSessions(panel, account, currentHash) };
}
