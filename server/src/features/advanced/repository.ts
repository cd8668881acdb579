import { sql, type Db } from '../../lib/db.js';

export const listCronJobs = (db: Db, accountId: number) =>
  sql(db, 'SELECT id, settings, command FROM cron_jobs WHERE account_id = ? ORDER BY id').all(accountId) as {
    id: number; settings: string; command: string;
  }[];

export const listProxies = (db: Db, accountId: number) =>
  sql(db, 'SELECT domain, directory, port FROM proxies WHERE account_id = ? ORDER BY domain, directory').all(accountId) as {
    domain: string; directory: string; port: number;
  }[];
