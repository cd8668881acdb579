import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS, VERSIONED_TABLES } from './migrations.js';

export type Db = Database.Database;

/**
 * Writes many rows of one account (a clone's copy, an account's removal) with the per-row counting
 * triggers skipped, then moves the count of each of its lists once: a list read before is read
 * again, as after any write. Call it inside a transaction.
 */
export function bulkWrite<T>(db: Db, accountId: number, work: () => T): T {
  sql(db, 'INSERT OR IGNORE INTO bulk_writes (account_id) VALUES (?)').run(accountId);
  const result = work();
  sql(db, 'DELETE FROM bulk_writes WHERE account_id = ?').run(accountId);
  const bump = sql(db, 'INSERT INTO list_versions (account_id, list) VALUES (?, ?) ON CONFLICT DO UPDATE SET version = version + 1');
  for (const table of VERSIONED_TABLES) bump.run(accountId, table);
  return result;
}

export function openDb(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'panel.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db) {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let v = current; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** A prepared statement, compiled once per connection. */
export function sql(db: Db, text: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map<string, Database.Statement>()));
  let s = cache.get(text);
  if (!s) cache.set(text, (s = db.prepare(text)));
  return s;
}

/**
 * A SELECT whose rows come back as the text of one JSON array of objects keyed by the column
 * names, in the SELECT's order, built by SQLite: a list of thousands of rows goes out without a
 * JavaScript object per row on the way (a third of the time). `.get(...params)` gives the text.
 */
export function jsonRows(db: Db, select: string): Database.Statement {
  const members = sql(db, select)
    .columns()
    .map(({ name }) => `'${name}', "${name}"`);
  return sql(db, `SELECT json_group_array(json_object(${members.join(', ')})) FROM (${select})`).pluck();
}

export const bool = (v: unknown) => v === 1 || v === true;

/** A UNIQUE or PRIMARY KEY constraint refused the write: someone else got there first. */
export const isUniqueViolation = (e: unknown) =>
  e instanceof Database.SqliteError && (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');

/**
 * Runs `work` as one transaction. Checks and the write they guard belong inside `work`, with no
 * `await` between them; a uniqueness constraint that still refuses the write becomes the call's
 * documented refusal (`refusal()`, usually a 409), never a 500.
 */
export function transact<T>(db: Db, work: () => T, refusal?: () => Error): T {
  try {
    return db.transaction(work)();
  } catch (e) {
    if (refusal && isUniqueViolation(e)) throw refusal();
    throw e;
  }
}
