import { sql, type Db } from '../../lib/db.js';

export const listRedirects = (db: Db, accountId: number) =>
  sql(db, 'SELECT domain, directory, destination, type, code FROM redirects WHERE account_id = ? ORDER BY domain, directory').all(accountId) as {
    domain: string; directory: string; destination: string; type: 'normal' | 'http'; code: 301 | 302;
  }[];
