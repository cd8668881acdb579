import { countChanges } from './change-counts';
import { EXTENSION_MIGRATIONS, ZONE_TABLES } from './extension-migrations';

// The database's schema: the ordered migrations (each runs once, recorded in user_version; openDb
// in db.ts runs those not yet run) and the triggers that count each list table's writes per account.

/** The tables of the lists, whose writes `list_versions` counts per account. */
const COUNTED_TABLES = [
  'domains',
  'email_accounts',
  'email_aliases',
  'sender_lists',
  'databases',
  'database_users',
  'redirects',
  'scripts',
  'proxies',
  'ssh_keys',
  'cron_jobs',
];

/** Every table whose writes `list_versions` counts per account: the lists' and the DNS zones'. */
export const VERSIONED_TABLES = [...COUNTED_TABLES, ...ZONE_TABLES];

/** Ordered migrations; each runs once, in one transaction, and is recorded in user_version. */
export const MIGRATIONS: string[] = [
  `
  CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    login TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    fixture TEXT NOT NULL,
    plan TEXT NOT NULL,
    disk_limit INTEGER NOT NULL,
    email_limit INTEGER NOT NULL,
    ssh_available INTEGER NOT NULL,
    postgres_available INTEGER NOT NULL,
    paid INTEGER NOT NULL,
    locale TEXT NOT NULL,
    hide_domain_config INTEGER NOT NULL DEFAULT 0,
    hide_database_config INTEGER NOT NULL DEFAULT 0,
    hide_email_config INTEGER NOT NULL DEFAULT 0,
    ftp_password TEXT NOT NULL,
    disk_used INTEGER NOT NULL DEFAULT 0,
    clock TEXT
  );
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_account ON sessions(account_id);
  CREATE TABLE handoffs (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    page TEXT, action TEXT, domain TEXT,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE login_failures (
    key TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX login_failures_key ON login_failures(key, at);
  CREATE TABLE domains (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    php_version TEXT NOT NULL,
    is_primary INTEGER NOT NULL DEFAULT 0,
    pointed INTEGER NOT NULL DEFAULT 1,
    catchall_email TEXT,
    bcc_email TEXT,
    ssl_type TEXT NOT NULL DEFAULT 'auto',
    ssl_expires TEXT,
    cert_pem TEXT, key_pem TEXT, ca_pem TEXT,
    disk_used INTEGER NOT NULL DEFAULT 0,
    UNIQUE(account_id, name)
  );
  CREATE INDEX domains_name ON domains(name);
  CREATE TABLE email_accounts (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    domain TEXT NOT NULL, name TEXT NOT NULL,
    disk_limit INTEGER NOT NULL, disk_used INTEGER NOT NULL DEFAULT 0,
    password_hash TEXT NOT NULL,
    PRIMARY KEY(account_id, domain, name)
  );
  CREATE TABLE email_aliases (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    domain TEXT NOT NULL, name TEXT NOT NULL, destination TEXT NOT NULL,
    PRIMARY KEY(account_id, domain, name)
  );
  CREATE TABLE sender_lists (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    list TEXT NOT NULL CHECK (list IN ('white', 'black')),
    domain TEXT NOT NULL, sender TEXT NOT NULL,
    PRIMARY KEY(account_id, domain, sender)
  );
  CREATE TABLE databases (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    name TEXT NOT NULL, type TEXT NOT NULL, disk_used INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY(account_id, name, type)
  );
  CREATE TABLE database_users (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    type TEXT NOT NULL, password TEXT NOT NULL,
    PRIMARY KEY(account_id, type)
  );
  CREATE TABLE redirects (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    domain TEXT NOT NULL, directory TEXT NOT NULL, destination TEXT NOT NULL,
    type TEXT NOT NULL, code INTEGER NOT NULL,
    PRIMARY KEY(account_id, domain, directory)
  );
  CREATE TABLE scripts (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    type TEXT NOT NULL, domain TEXT NOT NULL, directory TEXT NOT NULL, database_name TEXT,
    files TEXT NOT NULL DEFAULT '[]'
  );
  CREATE TABLE proxies (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    domain TEXT NOT NULL, directory TEXT NOT NULL, port INTEGER NOT NULL,
    PRIMARY KEY(account_id, domain, directory),
    UNIQUE(account_id, port)
  );
  CREATE TABLE ssh_keys (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    name TEXT NOT NULL, fingerprint TEXT NOT NULL, public_key TEXT NOT NULL
  );
  CREATE TABLE cron_jobs (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    settings TEXT NOT NULL, command TEXT NOT NULL
  );
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT);
  `,
  // A domain name belongs to one account. Fixture clones hold copies of their fixture's names
  // (each test account is a world of its own), so copies stand outside the rule.
  `
  ALTER TABLE domains ADD COLUMN fixture_copy INTEGER NOT NULL DEFAULT 0;
  UPDATE domains SET fixture_copy = 1 WHERE account_id IN (SELECT id FROM accounts WHERE login <> fixture);
  CREATE UNIQUE INDEX domains_one_owner ON domains(name) WHERE fixture_copy = 0;
  `,
  // Password attempts (sign-in, current password at a change) are counted when they start, by
  // login and by address, so a burst cannot outrun the count; a success takes its own back.
  `
  DROP TABLE login_failures;
  CREATE TABLE password_attempts (
    scope TEXT NOT NULL CHECK (scope IN ('signIn', 'passwordChange')),
    login TEXT NOT NULL,
    address TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX password_attempts_login ON password_attempts(scope, login, at);
  CREATE INDEX password_attempts_address ON password_attempts(scope, address, at);
  CREATE INDEX password_attempts_at ON password_attempts(at);
  `,
  // One database name per type and account whatever its letter case (names are stored lower-cased).
  `
  CREATE UNIQUE INDEX databases_name_nocase ON databases(account_id, name COLLATE NOCASE, type);
  `,
  // One mailbox or alias name per domain whatever its letter case (mail is delivered so).
  `
  CREATE UNIQUE INDEX email_accounts_name_nocase ON email_accounts(account_id, domain, name COLLATE NOCASE);
  CREATE UNIQUE INDEX email_aliases_name_nocase ON email_aliases(account_id, domain, name COLLATE NOCASE);
  `,
  // A database serves one script at most; an SSH key (by its fingerprint) and a key name are held once per account.
  `
  CREATE UNIQUE INDEX scripts_one_per_database ON scripts(account_id, database_name COLLATE NOCASE) WHERE database_name IS NOT NULL;
  CREATE UNIQUE INDEX ssh_keys_fingerprint ON ssh_keys(account_id, fingerprint);
  CREATE UNIQUE INDEX ssh_keys_name ON ssh_keys(account_id, name);
  `,
  // Each table a refreshed list is read from counts its changes per account, so the lists'
  // JSON is kept until its table changes (lists.ts). Triggers count every write, whoever makes it.
  // The mailbox list reads from its own index, without a visit to the table's rows.
  `
  CREATE TABLE list_versions (
    account_id INTEGER NOT NULL,
    list TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (account_id, list)
  ) WITHOUT ROWID;${['domains', 'email_accounts', 'email_aliases', 'sender_lists', 'databases', 'database_users', 'redirects', 'scripts', 'proxies', 'ssh_keys', 'cron_jobs'].map((table) => countChanges(table)).join('')}
  CREATE INDEX email_accounts_list ON email_accounts(account_id, domain, name, disk_limit, disk_used);
  CREATE INDEX domains_list ON domains(account_id, is_primary DESC, name);
  `,
  // A password change moves the account's password generation; a session is created only for
  // the generation its password was checked against. Browsers that signed in are trusted devices
  // (OWASP's device cookies): their own failures, not the per-login ceiling, apply to them.
  `
  ALTER TABLE accounts ADD COLUMN password_generation INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE trusted_devices (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    failures INTEGER NOT NULL DEFAULT 0,
    failures_since INTEGER NOT NULL DEFAULT 0
  ) WITHOUT ROWID;
  CREATE INDEX trusted_devices_account ON trusted_devices(account_id, created_at);
  `,
  // A clone's rows (10,000 mailboxes of big) and a removed account's are written in bulk: while an
  // account is listed in bulk_writes the triggers leave its counts alone, and the bulk write moves
  // each of its lists' counts once at the end (bulkWrite), not once per row.
  `
  CREATE TABLE bulk_writes (account_id INTEGER PRIMARY KEY);${COUNTED_TABLES.map((table) => countChanges(table, { unlessBulk: true, replacing: true })).join('')}
  `,
  // A trusted device remembers the session it was issued with: a password change made in that
  // session keeps the browser trusted while it ends every other.
  `
  ALTER TABLE trusted_devices ADD COLUMN session_hash TEXT;
  `,
  // Extensions: the ones an account has on (JSON list; NULL: every one implemented). A session has
  // an opaque id to be named by, and remembers the browser and address it started from; the last
  // sign-ins and failed attempts of each account are kept (20 of them).
  `
  ALTER TABLE accounts ADD COLUMN capabilities TEXT;
  ALTER TABLE sessions ADD COLUMN public_id TEXT;
  ALTER TABLE sessions ADD COLUMN user_agent TEXT;
  ALTER TABLE sessions ADD COLUMN address TEXT;
  UPDATE sessions SET public_id = lower(hex(randomblob(12)));
  CREATE UNIQUE INDEX sessions_public_id ON sessions(public_id);
  CREATE TABLE sign_ins (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    at INTEGER NOT NULL,
    address TEXT NOT NULL,
    user_agent TEXT,
    ok INTEGER NOT NULL
  );
  CREATE INDEX sign_ins_account ON sign_ins(account_id, at);
  `,
  ...EXTENSION_MIGRATIONS,
];
