import { sql, type Db } from '../../lib/db.js';

export const listCronJobs = (db: Db, accountId: number) =>
  sql(db, 'SELECT id, settings, command FROM cron_jobs WHERE account_id = ? ORDER BY id').all(accountId) as {
    id: number;
    settings: string;
    command: string;
  }[];

export const listProxies = (db: Db, accountId: number) =>
  sql(db, 'SELECT domain, directory, port FROM proxies WHERE account_id = ? ORDER BY domain, directory').all(accountId) as {
    domain: string;
    directory: string;
    port: number;
  }[];

export const insertProxy = (db: Db, accountId: number, p: { domain: string; directory: string; port: number }) =>
  sql(db, 'INSERT INTO proxies (account_id, domain, directory, port) VALUES (?, ?, ?, ?)').run(accountId, p.domain, p.directory, p.port);

export const insertCronJob = (db: Db, accountId: number, c: { settings: string; command: string }) =>
  sql(db, 'INSERT INTO cron_jobs (account_id, settings, command) VALUES (?, ?, ?)').run(accountId, c.settings, c.command);

export const findCronJob = (db: Db, accountId: number, id: number) =>
  sql(db, 'SELECT id FROM cron_jobs WHERE account_id = ? AND id = ?').get(accountId, id) !== undefined;

export const updateCronJob = (db: Db, accountId: number, id: number, c: { settings: string; command: string }) =>
  sql(db, 'UPDATE cron_jobs SET settings = ?, command = ? WHERE account_id = ? AND id = ?').run(c.settings, c.command, accountId, id).changes > 0;

export const deleteCronJob = (db: Db, accountId: number, id: number) =>
  sql(db, 'DELETE FROM cron_jobs WHERE account_id = ? AND id = ?').run(accountId, id).changes > 0;

export const findProxy = (db: Db, accountId: number, domain: string, directory: string) =>
  sql(db, 'SELECT port FROM proxies WHERE account_id = ? AND domain = ? AND directory = ?').get(accountId, domain, directory) as { port: number } | undefined;

/** The Web app of the account listening on a port, if any. */
export const proxyOnPort = (db: Db, accountId: number, port: number) =>
  sql(db, 'SELECT domain, directory FROM proxies WHERE account_id = ? AND port = ?').get(accountId, port) as { domain: string; directory: string } | undefined;

export const updateProxyPort = (db: Db, accountId: number, domain: string, directory: string, port: number) =>
  sql(db, 'UPDATE proxies SET port = ? WHERE account_id = ? AND domain = ? AND directory = ?').run(port, accountId, domain, directory).changes > 0;

export const deleteProxy = (db: Db, accountId: number, domain: string, directory: string) =>
  sql(db, 'DELETE FROM proxies WHERE account_id = ? AND domain = ? AND directory = ?').run(accountId, domain, directory).changes > 0;
