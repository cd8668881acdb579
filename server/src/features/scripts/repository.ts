import { sql, type Db } from '../../lib/db.js';

export const listScripts = (db: Db, accountId: number) =>
  sql(db, 'SELECT id, type, domain, directory, database_name AS database FROM scripts WHERE account_id = ? ORDER BY id').all(accountId) as {
    id: number;
    type: string;
    domain: string;
    directory: string;
    database: string | null;
  }[];

/** `files` are the paths the install wrote, relative to its folder (an uninstall removes those). */
export const insertScript = (db: Db, accountId: number, s: { type: string; domain: string; directory: string; database: string | null; files: string[] }) =>
  sql(db, 'INSERT INTO scripts (account_id, type, domain, directory, database_name, files) VALUES (?, ?, ?, ?, ?, ?)').run(
    accountId,
    s.type,
    s.domain,
    s.directory,
    s.database,
    JSON.stringify(s.files),
  );

export interface ScriptRow {
  id: number;
  type: string;
  domain: string;
  directory: string;
  database: string | null;
  files: string[];
}

export const findScript = (db: Db, accountId: number, id: number) => {
  const row = sql(db, 'SELECT id, type, domain, directory, database_name AS database, files FROM scripts WHERE account_id = ? AND id = ?').get(accountId, id) as
    | (Omit<ScriptRow, 'files'> & { files: string })
    | undefined;
  return row && { ...row, files: JSON.parse(row.files) as string[] };
};

/** Whether a script of the account already uses a database (names compared as the databases store them). */
export const databaseInUse = (db: Db, accountId: number, database: string) =>
  sql(db, 'SELECT 1 FROM scripts WHERE account_id = ? AND database_name = ? COLLATE NOCASE').get(accountId, database) !== undefined;

export const deleteScript = (db: Db, accountId: number, id: number) =>
  sql(db, 'DELETE FROM scripts WHERE account_id = ? AND id = ?').run(accountId, id).changes > 0;
