import type { Schemas } from '@panel/contract';
import { sql, type Db } from '../lib/db.js';
import { isTemplateLogin } from '../lib/accounts.js';

/**
 * When each clone was made (`/__test/account`, `/__test/scenario`), so `/__test/accounts` can list
 * the clones a run left behind with their age. Kept in the data folder beside the accounts, by
 * login: a row whose account is gone is dropped on the next look. A clone made by a mock that did
 * not record it yet is counted from the first time it is listed.
 */

type Listed = Schemas['TestAccountList']['accounts'][number];

export function ensureCloneTimes(db: Db) {
  db.exec('CREATE TABLE IF NOT EXISTS test_clones (login TEXT PRIMARY KEY, created_at INTEGER NOT NULL, scenario TEXT) WITHOUT ROWID');
}

export function recordClone(db: Db, login: string, scenario?: string) {
  sql(db, 'INSERT OR REPLACE INTO test_clones (login, created_at, scenario) VALUES (?, ?, ?)').run(login, Date.now(), scenario ?? null);
}

export function listClones(db: Db, { olderThan, fixture }: Schemas['TestAccountsRequest']): Listed[] {
  const now = Date.now();
  sql(db, 'DELETE FROM test_clones WHERE login NOT IN (SELECT login FROM accounts)').run();
  const rows = sql(
    db,
    `SELECT a.login, a.fixture, c.created_at AS createdAt, c.scenario FROM accounts a LEFT JOIN test_clones c ON c.login = a.login
    WHERE a.login <> a.fixture ORDER BY c.created_at, a.login`,
  ).all() as { login: string; fixture: Listed['fixture']; createdAt: number | null; scenario: string | null }[];
  const clones = rows.filter((r) => !isTemplateLogin(r.login));
  for (const r of clones) if (r.createdAt === null) recordFirstSeen(db, r, now);
  return clones
    .filter((r) => fixture === undefined || r.fixture === fixture)
    .map((r) => ({
      login: r.login,
      fixture: r.fixture,
      ...(r.scenario !== null && { scenario: r.scenario }),
      createdAt: new Date(r.createdAt!).toISOString(),
      ageSeconds: Math.max(0, Math.floor((now - r.createdAt!) / 1000)),
    }))
    .filter((r) => olderThan === undefined || r.ageSeconds >= olderThan);
}

function recordFirstSeen(db: Db, row: { login: string; createdAt: number | null }, now: number) {
  sql(db, 'INSERT OR IGNORE INTO test_clones (login, created_at) VALUES (?, ?)').run(row.login, now);
  row.createdAt = now;
}
