import { sql, type Db } from '../../lib/db.js';
import { domainDirectory, type DomainRow } from '../../lib/domains.js';

/**
 * The list as JSON text (`Domain[]`), built by SQLite (a big account holds thousands), the primary
 * domain first, each domain's folder as `domainDirectory` names it.
 */
export function domainsJson(db: Db, accountId: number, ip: string): string {
  const [beforeName, afterName] = domainDirectory('\n').split('\n');
  return sql(
    db,
    `
    SELECT json_group_array(json_object(
      'domain', name, 'directory', ? || name || ?, 'phpVersion', php_version, 'canDelete', json(iif(is_primary, 'false', 'true')),
      'catchallEmail', catchall_email, 'bccEmail', bcc_email, 'sslType', ssl_type, 'sslExpires', ssl_expires, 'diskUsed', disk_used, 'ip', ?,
      'pointed', json(iif(pointed, 'true', 'false'))))
    FROM (SELECT * FROM domains WHERE account_id = ? ORDER BY is_primary DESC, name)`,
  )
    .pluck()
    .get(beforeName, afterName, ip, accountId) as string;
}

export const domainHeldElsewhere = (db: Db, accountId: number, name: string) =>
  sql(db, 'SELECT 1 FROM domains WHERE name = ? AND account_id <> ? LIMIT 1').get(name, accountId) !== undefined;

export interface NewDomain {
  name: string;
  phpVersion: string;
  primary?: boolean;
  pointed?: boolean;
  catchallEmail?: string | null;
  bccEmail?: string | null;
  sslType?: DomainRow['ssl_type'];
  sslExpires?: string | null;
  certificate?: { cert: string; key: string; ca?: string | null };
  /**
   * A fixture clone's copy of its fixture's domain: many test accounts hold the same seeded names,
   * so copies stand outside the rule that a name belongs to one account.
   */
  fixtureCopy?: boolean;
}

export const insertDomain = (db: Db, accountId: number, d: NewDomain) =>
  sql(
    db,
    `INSERT INTO domains (account_id, name, php_version, is_primary, pointed, catchall_email, bcc_email,
             ssl_type, ssl_expires, cert_pem, key_pem, ca_pem, fixture_copy)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    accountId,
    d.name,
    d.phpVersion,
    +!!d.primary,
    d.pointed === false ? 0 : 1,
    d.catchallEmail ?? null,
    d.bccEmail ?? null,
    d.sslType ?? 'auto',
    d.sslExpires ?? null,
    d.certificate?.cert ?? null,
    d.certificate?.key ?? null,
    d.certificate?.ca ?? null,
    +!!d.fixtureCopy,
  );

export const setDomainPhp = (db: Db, accountId: number, name: string, version: string) =>
  sql(db, 'UPDATE domains SET php_version = ? WHERE account_id = ? AND name = ?').run(version, accountId, name);

export const setDomainDiskUsed = (db: Db, accountId: number, name: string, bytes: number) =>
  sql(db, 'UPDATE domains SET disk_used = ? WHERE account_id = ? AND name = ?').run(bytes, accountId, name);

/** Simulated bytes held by the mailboxes of one domain. */
export const mailboxUsage = (db: Db, accountId: number, domain: string) =>
  sql(db, 'SELECT COALESCE(SUM(disk_used), 0) FROM email_accounts WHERE account_id = ? AND domain = ?').pluck().get(accountId, domain) as number;

/** Removes a domain and everything that hangs on it (run inside a transaction); false when it was not there. */
export function deleteDomainCascade(db: Db, accountId: number, name: string) {
  for (const table of ['email_accounts', 'email_aliases', 'sender_lists', 'redirects', 'proxies', 'scripts']) {
    sql(db, `DELETE FROM ${table} WHERE account_id = ? AND domain = ?`).run(accountId, name);
  }
  // Addresses at the removed domain can no longer be a catch-all or monitoring copy elsewhere.
  const suffix = `%@${name}`;
  sql(db, 'UPDATE domains SET catchall_email = NULL WHERE account_id = ? AND catchall_email LIKE ?').run(accountId, suffix);
  sql(db, 'UPDATE domains SET bcc_email = NULL WHERE account_id = ? AND bcc_email LIKE ?').run(accountId, suffix);
  return sql(db, 'DELETE FROM domains WHERE account_id = ? AND name = ?').run(accountId, name).changes > 0;
}
