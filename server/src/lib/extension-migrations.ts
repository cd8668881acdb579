// The extensions' tables (DESIGN's capabilities: what goes beyond the specification's calls), run
// after the specification's own migrations in migrations.ts, in this order; each runs once, in one
// transaction. A new extension appends its migration at the end; a landed one is never edited.

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
];
