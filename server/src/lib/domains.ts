import { normalizeDomain } from '@panel/contract/rules';
import { sql, type Db } from './db.js';
import { notFound } from './errors.js';

/**
 * A customer's domains as every area sees them: the lookup that answers "not found" for a name
 * the customer does not hold (another customer's domain included), and where a domain's files
 * live. The domains feature owns adding, removing and changing them.
 */
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

export const DOMAIN_COLUMNS = 'id, account_id, name, php_version, is_primary, pointed, catchall_email, bcc_email, ssl_type, ssl_expires, disk_used';

/** The folder of a domain, as the file browser shows it. */
export const domainFolder = (name: string) => `/domains/${name}`;
export const domainDirectory = (name: string) => `/domains/${name}/public_html`;

export const findDomain = (db: Db, accountId: number, name: string) =>
  sql(db, `SELECT ${DOMAIN_COLUMNS} FROM domains WHERE account_id = ? AND name = ?`).get(accountId, name) as DomainRow | undefined;

/** The customer's domain of that name as typed, or 404 (as if another customer's did not exist). */
export function requireDomain(db: Db, accountId: number, name: string) {
  const domain = findDomain(db, accountId, normalizeDomain(name));
  if (!domain) throw notFound('Domain');
  return domain;
}

/** Moves a domain's usage by what a call added to or removed from its folder (never below zero). */
export const adjustDomainDiskUsed = (db: Db, accountId: number, name: string, delta: number) =>
  sql(db, 'UPDATE domains SET disk_used = MAX(0, disk_used + ?) WHERE account_id = ? AND name = ?').run(delta, accountId, name);
