import { sql, type Db } from './db.js';

/**
 * How many rows this connection has written since it opened: SQLite's `total_changes()`, which
 * counts every INSERT, UPDATE and DELETE, those of triggers and foreign-key cascades included. Two
 * readings are equal only when nothing was written between them, so what the server keeps from
 * the database (a session's account, an account's lists as text) is still current while the count
 * stays. The server is the only writer of its data folder (`npm run seed` runs while it is
 * stopped), so its own connection sees every write.
 */
export function writesOf(db: Db): number {
  return sql(db, 'SELECT total_changes()').pluck().get() as number;
}

/**
 * Whether what is read now may be kept: not inside a transaction, whose writes a rollback would
 * undo without moving the count back.
 */
export const keepable = (db: Db): boolean => !db.inTransaction;
