import { sql, type Db } from '../../lib/db.js';

export const listScripts = (db: Db, accountId: number) =>
  sql(db, 'SELECT id, type, domain, directory, database_name AS database FROM scripts WHERE account_id = ? ORDER BY id').all(accountId) as {
    id: number; type: string; domain: string; directory: string; database: string | null;
  }[];
