import { sql, type Db } from '../../lib/db.js';

// Creating and finding a database is shared with the script installer.
export { ensureDatabaseUser, findDatabase, insertDatabase } from '../../lib/databases.js';

export const listDatabases = (db: Db, accountId: number) =>
  sql(db, 'SELECT name, type, disk_used AS diskUsed FROM databases WHERE account_id = ? ORDER BY type, name').all(accountId) as {
    name: string;
    type: 'mysql' | 'postgres';
    diskUsed: number;
  }[];

export const listDatabaseUsers = (db: Db, accountId: number, login: string) =>
  (
    sql(db, 'SELECT type, password FROM database_users WHERE account_id = ? ORDER BY type').all(accountId) as {
      type: 'mysql' | 'postgres';
      password: string;
    }[]
  ).map((u) => ({ type: u.type, login, password: u.password }));

export const insertDatabaseUser = (db: Db, accountId: number, type: 'mysql' | 'postgres', password: string) =>
  sql(db, 'INSERT INTO database_users (account_id, type, password) VALUES (?, ?, ?)').run(accountId, type, password);

export const deleteDatabase = (db: Db, accountId: number, name: string, type: 'mysql' | 'postgres') =>
  sql(db, 'DELETE FROM databases WHERE account_id = ? AND name = ? AND type = ?').run(accountId, name, type).changes > 0;

export const setDatabaseUserPassword = (db: Db, accountId: number, type: 'mysql' | 'postgres', password: string) =>
  sql(
    db,
    `INSERT INTO database_users (account_id, type, password) VALUES (?, ?, ?)
           ON CONFLICT (account_id, type) DO UPDATE SET password = excluded.password`,
  ).run(accountId, type, password);
