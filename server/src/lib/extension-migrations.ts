// The extensions' tables (DESIGN's capabilities: what goes beyond the specification's calls), run
// after the specification's own migrations in migrations.ts, in this order; each runs once, in one
// transaction. A new extension appends its migration at the end; a landed one is never edited.

import { countChanges } from './change-counts';

/** The DNS zones' tables, whose writes `list_versions` counts per account as the lists' (the mail authentication status is kept until they change). */
export const ZONE_TABLES = ['dns_zones', 'dns_records'];

/** Ordered migrations of the extensions' tables. */
export const EXTENSION_MIGRATIONS: string[] = [
  // Two-factor sign-in (extension twoFactor): an account's TOTP key (on once confirmed; the last
  // 30 s step used, so a code works once), its recovery codes (SHA-256 of each) and the sign-ins
  // waiting for their code (SHA-256 of the challenge token, the password generation it was issued at).
  // Wrong codes are counted with the passwords: two more scopes of attempts.
  `
  CREATE TABLE two_factor (
    account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    secret TEXT NOT NULL,
    enabled INTEGER NOT NULL DEFAULT 0,
    last_step INTEGER NOT NULL DEFAULT -1
  );
  CREATE TABLE two_factor_recovery (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    PRIMARY KEY (account_id, code_hash)
  );
  CREATE TABLE two_factor_challenges (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    password_generation INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE password_attempts_2fa (
    scope TEXT NOT NULL CHECK (scope IN ('signIn', 'passwordChange', 'twoFactorSignIn', 'twoFactorCode')),
    login TEXT NOT NULL,
    address TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  INSERT INTO password_attempts_2fa SELECT scope, login, address, at FROM password_attempts;
  DROP TABLE password_attempts;
  ALTER TABLE password_attempts_2fa RENAME TO password_attempts;
  CREATE INDEX password_attempts_login ON password_attempts(scope, login, at);
  CREATE INDEX password_attempts_address ON password_attempts(scope, address, at);
  CREATE INDEX password_attempts_at ON password_attempts(at);
  `,
  // DNS zone editor (extension dnsZone): a domain's zone, made from the host's defaults (or the
  // fixture's records) on its first read, so seeding and cloning need nothing; its serial and the
  // next record id. The records, one row each: the name relative to the zone ('@' the apex), the
  // type, the TTL, the fields as JSON and `rdata`, the record's data in one canonical text, unique
  // per name and type (the exact duplicate a DNS server refuses). A domain removed takes its zone.
  `
  CREATE TABLE dns_zones (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    domain TEXT NOT NULL,
    serial INTEGER NOT NULL,
    next_id INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (account_id, domain)
  );
  CREATE TABLE dns_records (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    domain TEXT NOT NULL,
    id INTEGER NOT NULL,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    ttl INTEGER NOT NULL,
    data TEXT NOT NULL,
    rdata TEXT NOT NULL,
    PRIMARY KEY (account_id, domain, id),
    UNIQUE (account_id, domain, name, type, rdata)
  );
  CREATE TRIGGER dns_zone_domain_removed AFTER DELETE ON domains BEGIN
    DELETE FROM dns_records WHERE account_id = OLD.account_id AND domain = OLD.name;
    DELETE FROM dns_zones WHERE account_id = OLD.account_id AND domain = OLD.name;
  END;
  `,
  // Mail authentication (extension mailAuth): the DKIM key the host signs a domain's mail with,
  // one per domain (the primary key: of parallel fixes the first key stays), its private half
  // never leaving the server; the public half is what the zone publishes. A domain removed takes its key.
  `
  CREATE TABLE mail_auth_keys (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    domain TEXT NOT NULL,
    selector TEXT NOT NULL,
    private_key TEXT NOT NULL,
    public_key TEXT NOT NULL,
    PRIMARY KEY (account_id, domain)
  );
  CREATE TRIGGER mail_auth_key_domain_removed AFTER DELETE ON domains BEGIN
    DELETE FROM mail_auth_keys WHERE account_id = OLD.account_id AND domain = OLD.name;
  END;
  `,
  // Automatic replies (extension autoresponder) and forwarding (extension mailboxForwarding) of a
  // mailbox, one row each at most; a mailbox removed (by itself, with its domain or its account) takes them.
  `
  CREATE TABLE mailbox_autoreplies (
    account_id INTEGER NOT NULL,
    domain TEXT NOT NULL,
    name TEXT NOT NULL,
    enabled INTEGER NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    start_day TEXT,
    end_day TEXT,
    interval_days INTEGER NOT NULL,
    PRIMARY KEY (account_id, domain, name),
    FOREIGN KEY (account_id, domain, name) REFERENCES email_accounts(account_id, domain, name) ON DELETE CASCADE
  );
  CREATE TABLE mailbox_forwardings (
    account_id INTEGER NOT NULL,
    domain TEXT NOT NULL,
    name TEXT NOT NULL,
    destinations TEXT NOT NULL,
    keep_copy INTEGER NOT NULL,
    PRIMARY KEY (account_id, domain, name),
    FOREIGN KEY (account_id, domain, name) REFERENCES email_accounts(account_id, domain, name) ON DELETE CASCADE
  );
  `,
  // The spam filter (extension spamFilter): a domain's default, one row at most (a domain removed
  // takes it), and a mailbox's own setting, one row at most (a mailbox removed takes it).
  `
  CREATE TABLE spam_domain_defaults (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    domain TEXT NOT NULL,
    level TEXT NOT NULL CHECK (level IN ('off', 'low', 'medium', 'high')),
    action TEXT NOT NULL CHECK (action IN ('mark', 'move', 'delete')),
    days INTEGER CHECK (days IS NULL OR days BETWEEN 1 AND 365),
    PRIMARY KEY (account_id, domain)
  );
  CREATE TRIGGER spam_domain_default_removed AFTER DELETE ON domains BEGIN
    DELETE FROM spam_domain_defaults WHERE account_id = OLD.account_id AND domain = OLD.name;
  END;
  CREATE TABLE spam_mailbox_settings (
    account_id INTEGER NOT NULL,
    domain TEXT NOT NULL,
    name TEXT NOT NULL,
    level TEXT NOT NULL CHECK (level IN ('off', 'low', 'medium', 'high')),
    action TEXT NOT NULL CHECK (action IN ('mark', 'move', 'delete')),
    days INTEGER CHECK (days IS NULL OR days BETWEEN 1 AND 365),
    PRIMARY KEY (account_id, domain, name),
    FOREIGN KEY (account_id, domain, name) REFERENCES email_accounts(account_id, domain, name) ON DELETE CASCADE
  );
  `,
  // The mail authentication status (extension mailAuth) is kept per account until its domains or
  // DNS zones change (features/mail-auth/service.ts): the zones' writes are counted as the lists' are.
  ZONE_TABLES.map((table) => countChanges(table, { unlessBulk: true })).join(''),
];
