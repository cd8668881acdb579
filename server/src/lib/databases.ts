import crypto from 'node:crypto';
import { sql, type Db } from './db.js';
import { adjustDiskUsed } from './accounts.js';

/**
 * A customer's databases as more than one area needs them: the databases screen creates them, and
 * the script installer creates one for a new install and checks the one an install names. The
 * databases feature owns the rest (deleting, passwords, lists).
 */
export type DatabaseKind = 'mysql' | 'postgres';

/** Simulated size of a database just created (its empty system tables); it counts towards disk usage. */
export const EMPTY_DATABASE_BYTES = 16 * 1024;

const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A password for a database user the account did not have yet: 10 random letters and digits. */
const newUserPassword = () => Array.from({ length: 10 }, () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)]).join('');

export const insertDatabase = (db: Db, accountId: number, d: { name: string; type: DatabaseKind; diskUsed?: number }) =>
  sql(db, 'INSERT INTO databases (account_id, name, type, disk_used) VALUES (?, ?, ?, ?)').run(accountId, d.name, d.type, d.diskUsed ?? 0);

export const findDatabase = (db: Db, accountId: number, name: string, type: DatabaseKind) =>
  sql(db, 'SELECT name, disk_used AS diskUsed FROM databases WHERE account_id = ? AND name = ? COLLATE NOCASE AND type = ?').get(accountId, name, type) as
    | { name: string; diskUsed: number }
    | undefined;

/** Gives the account its database user of a type, unless it has one already. */
export const ensureDatabaseUser = (db: Db, accountId: number, type: DatabaseKind, password: string) =>
  sql(db, 'INSERT INTO database_users (account_id, type, password) VALUES (?, ?, ?) ON CONFLICT (account_id, type) DO NOTHING').run(accountId, type, password);

/**
 * Creates an empty database of a full name (call inside the caller's transaction): the row, the
 * account's database user of that type if it had none, and the usage it adds.
 */
export function createEmptyDatabase(db: Db, accountId: number, name: string, type: DatabaseKind) {
  insertDatabase(db, accountId, { name, type, diskUsed: EMPTY_DATABASE_BYTES });
  ensureDatabaseUser(db, accountId, type, newUserPassword());
  adjustDiskUsed(db, accountId, EMPTY_DATABASE_BYTES);
}
