import { randomBytes } from 'node:crypto';
import { bool, sql, type Db } from '../../lib/db.js';
import type { AccountRow } from '../../lib/accounts.js';

export const packageOf = (a: AccountRow) => ({
  diskLimit: a.disk_limit,
  emailLimit: a.email_limit,
  sshAvailable: bool(a.ssh_available),
  postgresAvailable: bool(a.postgres_available),
});

export function updateDisplay(db: Db, id: number, d: { hideDomainConfig: boolean; hideDatabaseConfig: boolean; hideEmailConfig: boolean }) {
  sql(db, 'UPDATE accounts SET hide_domain_config = ?, hide_database_config = ?, hide_email_config = ? WHERE id = ?').run(
    +d.hideDomainConfig,
    +d.hideDatabaseConfig,
    +d.hideEmailConfig,
    id,
  );
}

/** A new password, and a new generation: sessions are created only for the generation checked. */
export const updatePasswordHash = (db: Db, id: number, hash: string) =>
  sql(db, 'UPDATE accounts SET password_hash = ?, password_generation = password_generation + 1 WHERE id = ?').run(hash, id);

export const passwordGeneration = (db: Db, id: number) =>
  sql(db, 'SELECT password_generation FROM accounts WHERE id = ?').pluck().get(id) as number | undefined;

export interface TrustedDevice {
  token_hash: string;
  account_id: number;
  created_at: number;
  failures: number;
  failures_since: number;
  /** The session signed in together with this browser's cookie. */
  session_hash: string | null;
}

/** The trusted device a cookie names, for one account (a cookie of another account's browser is none). */
export const findTrustedDevice = (db: Db, tokenHash: string, accountId: number) =>
  sql(db, 'SELECT * FROM trusted_devices WHERE token_hash = ? AND account_id = ?').get(tokenHash, accountId) as TrustedDevice | undefined;

export const countDeviceFailure = (db: Db, tokenHash: string, failures: number, since: number) =>
  sql(db, 'UPDATE trusted_devices SET failures = ?, failures_since = ? WHERE token_hash = ?').run(failures, since, tokenHash);

export const deleteTrustedDevice = (db: Db, tokenHash: string) => sql(db, 'DELETE FROM trusted_devices WHERE token_hash = ?').run(tokenHash);

/** Wrong passwords of all an account's trusted devices whose count started since a time, and the oldest start. */
export const countAccountDeviceFailures = (db: Db, accountId: number, since: number) =>
  sql(db, 'SELECT COALESCE(SUM(failures), 0) AS n, MIN(failures_since) AS first FROM trusted_devices WHERE account_id = ? AND failures_since >= ?').get(
    accountId,
    since,
  ) as { n: number; first: number | null };

/** Ends every trusted device of an account but the session's own and those named by their hashes. */
export function deleteOtherTrustedDevices(db: Db, accountId: number, sessionHash: string, keepHashes: readonly string[]) {
  const keep = new Set(keepHashes);
  const rows = sql(db, 'SELECT token_hash, session_hash FROM trusted_devices WHERE account_id = ?').all(accountId) as Pick<
    TrustedDevice,
    'token_hash' | 'session_hash'
  >[];
  for (const row of rows) if (row.session_hash !== sessionHash && !keep.has(row.token_hash)) deleteTrustedDevice(db, row.token_hash);
}

/** Trusts a browser, signed in with the session `sessionHash`; an account keeps its `keep` newest. */
export function insertTrustedDevice(db: Db, tokenHash: string, accountId: number, sessionHash: string, now: number, keep: number) {
  sql(db, 'INSERT INTO trusted_devices (token_hash, account_id, session_hash, created_at) VALUES (?, ?, ?, ?)').run(tokenHash, accountId, sessionHash, now);
  sql(
    db,
    `DELETE FROM trusted_devices WHERE account_id = ? AND token_hash NOT IN
             (SELECT token_hash FROM trusted_devices WHERE account_id = ? ORDER BY created_at DESC LIMIT ?)`,
  ).run(accountId, accountId, keep);
}

// Sessions and hand-off tokens are stored by the SHA-256 of the token, never the token itself.
/** A session, named outside by a random id of its own (never its token). */
export const insertSession = (db: Db, tokenHash: string, accountId: number, now: number, from: { address: string; userAgent: string | undefined }) =>
  sql(db, 'INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, public_id, user_agent, address) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    tokenHash,
    accountId,
    now,
    now,
    randomBytes(12).toString('hex'),
    from.userAgent?.slice(0, 512) ?? null,
    from.address,
  );

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
  sql(db, 'INSERT INTO handoffs (token_hash, account_id, page, action, domain, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    tokenHash,
    accountId,
    hint.page ?? null,
    hint.action ?? null,
    hint.domain ?? null,
    expiresAt,
  );

export const deleteHandoffs = (db: Db, accountId: number) => sql(db, 'DELETE FROM handoffs WHERE account_id = ?').run(accountId);

/** Takes a hand-off token: it works once, whatever the outcome. */
export function takeHandoff(db: Db, tokenHash: string) {
  const row = sql(db, 'SELECT * FROM handoffs WHERE token_hash = ?').get(tokenHash) as
    | { account_id: number; page: string | null; action: string | null; domain: string | null; expires_at: number }
    | undefined;
  if (row) sql(db, 'DELETE FROM handoffs WHERE token_hash = ?').run(tokenHash);
  return row;
}

export type AttemptScope = 'signIn' | 'passwordChange' | 'twoFactorSignIn' | 'twoFactorCode';

/*
 * An attempt's `address` is who makes it: the caller's network address at sign-in, the session
 * (its token hash) at a password change.
 */

const ATTEMPTS_BY = {
  login: 'login = @login',
  address: 'address = @address',
  pair: 'login = @login AND address = @address',
} as const;

/** Attempts of one scope since a time, for a login, an address, or the pair of both. */
export const countAttempts = (db: Db, by: keyof typeof ATTEMPTS_BY, p: { scope: AttemptScope; login: string; address: string; since: number }) =>
  sql(db, `SELECT COUNT(*) AS n, MIN(at) AS first FROM password_attempts WHERE scope = @scope AND ${ATTEMPTS_BY[by]} AND at >= @since`).get(p) as {
    n: number;
    first: number | null;
  };

export const insertAttempt = (db: Db, scope: AttemptScope, login: string, address: string, at: number) =>
  sql(db, 'INSERT INTO password_attempts (scope, login, address, at) VALUES (?, ?, ?, ?)').run(scope, login, address, at);

/** Forgets a login's attempts from one address (a success forgives the owner's own typos). */
export const clearAttempts = (db: Db, scope: AttemptScope, login: string, address: string) =>
  sql(db, 'DELETE FROM password_attempts WHERE scope = ? AND login = ? AND address = ?').run(scope, login, address);

export const pruneAttempts = (db: Db, before: number) => sql(db, 'DELETE FROM password_attempts WHERE at < ?').run(before);

export const allLogins = (db: Db) => (sql(db, 'SELECT login FROM accounts').all() as { login: string }[]).map((r) => r.login);

/** Every account and what hangs on it (foreign keys cascade), plus the counted password attempts. */
export const deleteAllAccounts = (db: Db) =>
  db.transaction(() => {
    sql(db, 'DELETE FROM accounts').run();
    sql(db, 'DELETE FROM password_attempts').run();
  })();

export const setAccountClock = (db: Db, login: string, iso: string | null) => sql(db, 'UPDATE accounts SET clock = ? WHERE login = ?').run(iso, login);

export interface NewAccount {
  login: string;
  passwordHash: string;
  fixture: string;
  plan: string;
  diskLimit: number;
  emailLimit: number;
  sshAvailable: boolean;
  postgresAvailable: boolean;
  paid: boolean;
  locale: 'en' | 'pl';
  hideDomainConfig?: boolean;
  hideDatabaseConfig?: boolean;
  hideEmailConfig?: boolean;
  ftpPassword: string;
}

/** Creates an account row; returns its id. */
export const insertAccount = (db: Db, a: NewAccount) =>
  Number(
    sql(
      db,
      `INSERT INTO accounts (login, password_hash, fixture, plan, disk_limit, email_limit, ssh_available, postgres_available,
               paid, locale, hide_domain_config, hide_database_config, hide_email_config, ftp_password)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      a.login,
      a.passwordHash,
      a.fixture,
      a.plan,
      a.diskLimit,
      a.emailLimit,
      +a.sshAvailable,
      +a.postgresAvailable,
      +a.paid,
      a.locale,
      +!!a.hideDomainConfig,
      +!!a.hideDatabaseConfig,
      +!!a.hideEmailConfig,
      a.ftpPassword,
    ).lastInsertRowid,
  );

export const deleteAccount = (db: Db, id: number) => sql(db, 'DELETE FROM accounts WHERE id = ?').run(id);
