import { sql, type Db } from '../../lib/db.js';

export const listEmailAccounts = (db: Db, accountId: number) =>
  sql(db, 'SELECT domain, name, disk_limit AS diskLimit, disk_used AS diskUsed FROM email_accounts WHERE account_id = ? ORDER BY domain, name')
    .all(accountId) as { domain: string; name: string; diskLimit: number; diskUsed: number }[];

export const listEmailAliases = (db: Db, accountId: number) =>
  sql(db, 'SELECT domain, name, destination FROM email_aliases WHERE account_id = ? ORDER BY domain, name').all(accountId) as {
    domain: string; name: string; destination: string;
  }[];

export const listSenders = (db: Db, accountId: number, list: 'white' | 'black') =>
  sql(db, 'SELECT domain, sender FROM sender_lists WHERE account_id = ? AND list = ? ORDER BY domain, sender').all(accountId, list) as {
    domain: string; sender: string;
  }[];
