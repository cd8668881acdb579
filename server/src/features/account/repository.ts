import { bool, sql, type Db } from '../../lib/db.js';

export interface AccountRow {
  id: number;
  login: string;
  password_hash: string;
  fixture: string;
  plan: string;
  disk_limit: number;
  email_limit: number;
  ssh_available: number;
  postgres_available: number;
  paid: number;
  locale: 'en' | 'pl';
  hide_domain_config: number;
  hide_database_config: number;
  hide_email_config: number;
  ftp_password: string;
  disk_used: number;
  clock: string | null;
}

export const findAccountByLogin = (db: Db, login: string) =>
  sql(db, 'SELECT * FROM accounts WHERE login = ?').get(login) as AccountRow | undefined;

export const findAccountById = (db: Db, id: number) =>
  sql(db, 'SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow | undefined;

export const userOf = (a: AccountRow) => ({
  diskUsed: a.disk_used,
  hideDomainConfig: bool(a.hide_domain_config),
  hideDatabaseConfig: bool(a.hide_database_config),
  hideEmailConfig: bool(a.hide_email_config),
  paid: bool(a.paid),
});

export const packageOf = (a: AccountRow) => ({
  diskLimit: a.disk_limit,
  emailLimit: a.email_limit,
  sshAvailable: bool(a.ssh_available),
  postgresAvailable: bool(a.postgres_available),
});

export function updateDisplay(db: Db, id: number, d: { hideDomainConfig: boolean; hideDatabaseConfig: boolean; hideEmailConfig: boolean }) {
  sql(db, 'UPDATE accounts SET hide_domain_config = ?, hide_database_config = ?, hide_email_config = ? WHERE id = ?')
    .run(+d.hideDomainConfig, +d.hideDatabaseConfig, +d.hideEmailConfig, id);
}

export const updatePasswordHash = (db: Db, id: number, hash: string) =>
  sql(db, 'UPDATE accounts SET password_hash = ? WHERE id = ?').run(hash, id);

export const adjustDiskUsed = (db: Db, id: number, delta: number) =>
  sql(db, 'UPDATE accounts SET disk_used = MAX(0, disk_used + ?) WHERE id = ?').run(delta, id);

export const updateDiskUsed = (db: Db, id: number, bytes: number) =>
  sql(db, 'UPDATE accounts SET disk_used = ? WHERE id = ?').run(bytes, id);

// Sessions and hand-off tokens are stored by the SHA-256 of the token, never the token itself.
export const insertSession = (db: Db, tokenHash: string, accountId: number, now: number) =>
  sql(db, 'INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)').run(tokenHash, accountId, now, now);

export const findSession = (db: Db, tokenHash: string) =>
  sql(db, 'SELECT * FROM sessions WHERE token_hash = ?').get(tokenHash) as
    | { token_hash: string; account_id: number; created_at: number; last_seen_at: number }
    | undefined;

export const touchSession = (db: Db, tokenHash: string, now: number) =>
  sql(db, 'UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(now, tokenHash);

export const deleteSession = (db: Db, tokenHash: string) => sql(db, 'DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);

export const deleteOtherSessions = (db: Db, accountId: number, keepHash: string) =>
  sql(db, 'DELETE FROM sessions WHERE account_id = ? AND token_hash <> ?').run(accountId, keepHash);

export const insertHandoff = (db: Db, tokenHash: string, accountId: number, hint: { page?: string; action?: string; domain?: string }, expiresAt: number) =>
  sql(db, 'INSERT INTO handoffs (token_hash, account_id, page, action, domain, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(tokenHash, accountId, hint.page ?? null, hint.action ?? null, hint.domain ?? null, expiresAt);

/** Takes a hand-off token: it works once, whatever the outcome. */
export function takeHandoff(db: Db, tokenHash: string) {
  const row = sql(db, 'SELECT * FROM handoffs WHERE token_hash = ?').get(tokenHash) as
    | { account_id: number; page: string | null; action: string | null; domain: string | null; expires_at: number }
    | undefined;
  if (row) sql(db, 'DELETE FROM handoffs WHERE token_hash = ?').run(tokenHash);
  return row;
}

export const countFailures = (db: Db, key: string, since: number) =>
  (sql(db, 'SELECT COUNT(*) AS n, MIN(at) AS first FROM login_failures WHERE key = ? AND at >= ?').get(key, since) as { n: number; first: number | null });

export const insertFailure = (db: Db, key: string, at: number) => sql(db, 'INSERT INTO login_failures (key, at) VALUES (?, ?)').run(key, at);
export const clearFailures = (db: Db, key: string) => sql(db, 'DELETE FROM login_failures WHERE key = ?').run(key);
export const pruneFailures = (db: Db, before: number) => sql(db, 'DELETE FROM login_failures WHERE at < ?').run(before);

/** Databases and mailboxes carry simulated sizes (there is no real mail or SQL server behind the mock). */
export const simulatedUsage = (db: Db, id: number) =>
  (sql(db, `SELECT (SELECT COALESCE(SUM(disk_used), 0) FROM databases WHERE account_id = ?) +
                   (SELECT COALESCE(SUM(disk_used), 0) FROM email_accounts WHERE account_id = ?) AS n`).get(id, id) as { n: number }).n;

export const allLogins = (db: Db) => (sql(db, 'SELECT login FROM accounts').all() as { login: string }[]).map((r) => r.login);

/** Every account and what hangs on it (foreign keys cascade), plus the sign-in failure counts. */
export const deleteAllAccounts = (db: Db) =>
  db.transaction(() => {
    sql(db, 'DELETE FROM accounts').run();
    sql(db, 'DELETE FROM login_failures').run();
  })();

export const setAccountClock = (db: Db, login: string, iso: string | null) =>
  sql(db, 'UPDATE accounts SET clock = ? WHERE login = ?').run(iso, login);
