import { sql, type Db } from '../../lib/db.js';

/** The names of an account's domains (whose logs the synthetic traffic writes to). */
export const domainNames = (db: Db, accountId: number) =>
  (sql(db, 'SELECT name FROM domains WHERE account_id = ? ORDER BY name').all(accountId) as { name: string }[]).map((row) => row.name);
