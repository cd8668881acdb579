import { sql } from '../../lib/db.js';
import type { AccountRow } from '../../lib/accounts.js';
import type { Panel } from '../../panel.js';
import { describeUserAgent } from './user-agent.js';
import type { SessionOrigin } from './sessions.js';

/** Sign-ins and failed attempts an account keeps; older ones are dropped as new ones come. */
export const SIGN_INS_KEPT = 20;

/**
 * Records a sign-in (by password or hand-off link) or a wrong password, at the account's time,
 * and drops what falls past the newest `SIGN_INS_KEPT`.
 */
export function recordSignIn(panel: Panel, account: AccountRow, origin: SessionOrigin, ok: boolean) {
  const { db } = panel;
  sql(db, 'INSERT INTO sign_ins (account_id, at, address, user_agent, ok) VALUES (?, ?, ?, ?, ?)').run(
    account.id,
    panel.clock.now(account),
    origin.address,
    origin.userAgent?.slice(0, 512) ?? null,
    +ok,
  );
  sql(
    db,
    `DELETE FROM sign_ins WHERE account_id = ? AND id NOT IN
       (SELECT id FROM sign_ins WHERE account_id = ? ORDER BY at DESC, id DESC LIMIT ?)`,
  ).run(account.id, account.id, SIGN_INS_KEPT);
}

interface SignInRow {
  at: number;
  address: string;
  user_agent: string | null;
  ok: number;
}

/** `/account/signins`: the kept sign-ins, newest first. */
export function signIns(panel: Panel, account: AccountRow) {
  const rows = sql(panel.db, 'SELECT at, address, user_agent, ok FROM sign_ins WHERE account_id = ? ORDER BY at DESC, id DESC LIMIT ?').all(
    account.id,
    SIGN_INS_KEPT,
  ) as SignInRow[];
  return {
    signIns: rows.map((r) => ({ at: new Date(r.at).toISOString(), address: r.address, ...describeUserAgent(r.user_agent), ok: r.ok === 1 })),
  };
}
