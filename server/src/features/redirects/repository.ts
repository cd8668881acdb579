import { jsonRows, sql, type Db } from '../../lib/db.js';

/** The list as JSON text (`Redirect[]`). */
export const redirectsJson = (db: Db, accountId: number) =>
  jsonRows(db, 'SELECT domain, directory, destination, type, code FROM redirects WHERE account_id = ? ORDER BY domain, directory').get(accountId) as string;

export const insertRedirect = (
  db: Db,
  accountId: number,
  r: { domain: string; directory: string; destination: string; type: 'normal' | 'http'; code: 301 | 302 },
) =>
  sql(db, 'INSERT INTO redirects (account_id, domain, directory, destination, type, code) VALUES (?, ?, ?, ?, ?, ?)').run(
    accountId,
    r.domain,
    r.directory,
    r.destination,
    r.type,
    r.code,
  );

export const findRedirect = (db: Db, accountId: number, domain: string, directory: string) =>
  sql(db, 'SELECT 1 FROM redirects WHERE account_id = ? AND domain = ? AND directory = ?').get(accountId, domain, directory) !== undefined;

export const updateRedirect = (
  db: Db,
  accountId: number,
  r: { domain: string; directory: string; destination: string; type: 'normal' | 'http'; code: 301 | 302 },
) =>
  sql(db, 'UPDATE redirects SET destination = ?, type = ?, code = ? WHERE account_id = ? AND domain = ? AND directory = ?').run(
    r.destination,
    r.type,
    r.code,
    accountId,
    r.domain,
    r.directory,
  ).changes > 0;

export const deleteRedirect = (db: Db, accountId: number, domain: string, directory: string) =>
  sql(db, 'DELETE FROM redirects WHERE account_id = ? AND domain = ? AND directory = ?').run(accountId, domain, directory).changes > 0;
