import { bool, sql, type Db } from '../../lib/db.js';

export interface DomainRow {
  id: number;
  account_id: number;
  name: string;
  php_version: string;
  is_primary: number;
  pointed: number;
  catchall_email: string | null;
  bcc_email: string | null;
  ssl_type: 'auto' | 'letsencrypt' | 'custom';
  ssl_expires: string | null;
  disk_used: number;
}

/** The folder of a domain, as the file browser shows it. */
export const domainFolder = (name: string) => `/domains/${name}`;
export const domainDirectory = (name: string) => `/domains/${name}/public_html`;

export function toDomain(r: DomainRow, ip: string) {
  return {
    domain: r.name,
    directory: domainDirectory(r.name),
    phpVersion: r.php_version,
    canDelete: !bool(r.is_primary),
    catchallEmail: r.catchall_email,
    bccEmail: r.bcc_email,
    sslType: r.ssl_type,
    sslExpires: r.ssl_expires,
    diskUsed: r.disk_used,
    ip,
  };
}

const COLUMNS = 'id, account_id, name, php_version, is_primary, pointed, catchall_email, bcc_email, ssl_type, ssl_expires, disk_used';

export const listDomains = (db: Db, accountId: number) =>
  sql(db, `SELECT ${COLUMNS} FROM domains WHERE account_id = ? ORDER BY is_primary DESC, name`).all(accountId) as DomainRow[];

export const findDomain = (db: Db, accountId: number, name: string) =>
  sql(db, `SELECT ${COLUMNS} FROM domains WHERE account_id = ? AND name = ?`).get(accountId, name) as DomainRow | undefined;

export const domainHeldElsewhere = (db: Db, accountId: number, name: string) =>
  sql(db, 'SELECT 1 FROM domains WHERE name = ? AND account_id <> ? LIMIT 1').get(name, accountId) !== undefined;

export const insertDomain = (db: Db, accountId: number, name: string, phpVersion: string) =>
  sql(db, 'INSERT INTO domains (account_id, name, php_version) VALUES (?, ?, ?)').run(accountId, name, phpVersion);

export const setDomainPhp = (db: Db, accountId: number, name: string, version: string) =>
  sql(db, 'UPDATE domains SET php_version = ? WHERE account_id = ? AND name = ?').run(version, accountId, name);

export const setDomainDiskUsed = (db: Db, accountId: number, name: string, bytes: number) =>
  sql(db, 'UPDATE domains SET disk_used = ? WHERE account_id = ? AND name = ?').run(bytes, accountId, name);

/** Simulated bytes held by the mailboxes of one domain. */
export const mailboxUsage = (db: Db, accountId: number, domain: string) =>
  (sql(db, 'SELECT COALESCE(SUM(disk_used), 0) AS n FROM email_accounts WHERE account_id = ? AND domain = ?').get(accountId, domain) as { n: number }).n;

/** Removes a domain and everything that hangs on it, in one statement batch (run inside a transaction). */
export function deleteDomainCascade(db: Db, accountId: number, name: string) {
  for (const table of ['email_accounts', 'email_aliases', 'sender_lists', 'redirects', 'proxies', 'scripts']) {
    sql(db, `DELETE FROM ${table} WHERE account_id = ? AND domain = ?`).run(accountId, name);
  }
  // Addresses at the removed domain can no longer be a catch-all or monitoring copy elsewhere.
  const suffix = `%@${name}`;
  sql(db, 'UPDATE domains SET catchall_email = NULL WHERE account_id = ? AND catchall_email LIKE ?').run(accountId, suffix);
  sql(db, 'UPDATE domains SET bcc_email = NULL WHERE account_id = ? AND bcc_email LIKE ?').run(accountId, suffix);
  sql(db, 'DELETE FROM domains WHERE account_id = ? AND name = ?').run(accountId, name);
}
