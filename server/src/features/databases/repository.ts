import { sql, type Db } from '../../lib/db.js';

export const listDatabases = (db: Db, accountId: number) =>
  sql(db, 'SELECT name, type, disk_used AS diskUsed FROM databases WHERE account_id = ? ORDER BY type, name').all(accountId) as {
    name: string; type: 'mysql' | 'postgres'; diskUsed: number;
  }[];

export const listDatabaseUsers = (db: Db, accountId: number, login: string) =>
  (sql(db, 'SELECT type, password FROM database_users WHERE account_id = ? ORDER BY type').all(accountId) as {
    type: 'mysql' | 'postgres'; password: string;
  }[]).map((u) => ({ type: u.type, login, password: u.password }));
