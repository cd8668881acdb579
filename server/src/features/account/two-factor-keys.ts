import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { normalPasscode, RECOVERY_CODE, TOTP_CODE } from '@panel/contract/rules';
import { sql, type Db } from '../../lib/db.js';
import { tokenHash } from '../../lib/passwords.js';

// An account's two-factor key and recovery codes (extension twoFactor): the key is kept as it is
// (a code is checked with it), each recovery code only as its SHA-256 (random and long enough that
// no slow hash is needed, like a session token). Nothing here reaches a log or the journal.

/** The codes an authenticator app makes (RFC 6238): SHA-1, 6 digits, 30 s. */
const PERIOD_S = 30;
/** A code of the step before or after the current one is still taken (a phone's clock a little off). */
const WINDOW = 1;
export const RECOVERY_CODES = 10;
/** Letters and digits that cannot be read as another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const ISSUER = 'Hosting panel';

export interface TwoFactorRow {
  account_id: number;
  secret: string;
  enabled: number;
  last_step: number;
}

export const findTwoFactor = (db: Db, accountId: number) => sql(db, 'SELECT * FROM two_factor WHERE account_id = ?').get(accountId) as TwoFactorRow | undefined;

export const isOn = (db: Db, accountId: number) => findTwoFactor(db, accountId)?.enabled === 1;

/** A new random key (160 bits, base32) for a login, and its `otpauth://` address. */
export function newKey(login: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, login).toString() };
}

const totpOf = (secret: string, login: string) =>
  new TOTP({ issuer: ISSUER, label: login, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A key started and not yet in force (replacing one started before); off until `enable`. */
export function storePendingKey(db: Db, accountId: number, secret: string) {
  sql(db, 'INSERT INTO two_factor (account_id, secret) VALUES (?, ?) ON CONFLICT DO UPDATE SET secret = excluded.secret, enabled = 0, last_step = -1').run(
    accountId,
    secret,
  );
}

/** Turns two-factor on with a key: the step its first code was of is used. New recovery codes' hashes replace any old ones. */
export function enable(db: Db, accountId: number, secret: string, step: number, recoveryCodes: readonly string[]) {
  sql(
    db,
    'INSERT INTO two_factor (account_id, secret, enabled, last_step) VALUES (?, ?, 1, ?) ON CONFLICT DO UPDATE SET secret = excluded.secret, enabled = 1, last_step = excluded.last_step',
  ).run(accountId, secret, step);
  sql(db, 'DELETE FROM two_factor_recovery WHERE account_id = ?').run(accountId);
  for (const code of recoveryCodes) sql(db, 'INSERT INTO two_factor_recovery (account_id, code_hash) VALUES (?, ?)').run(accountId, recoveryHash(code));
}

/** Two-factor off: the key, the recovery codes and the sign-ins waiting for a code go. */
export function disable(db: Db, accountId: number) {
  sql(db, 'DELETE FROM two_factor WHERE account_id = ?').run(accountId);
  sql(db, 'DELETE FROM two_factor_recovery WHERE account_id = ?').run(accountId);
  sql(db, 'DELETE FROM two_factor_challenges WHERE account_id = ?').run(accountId);
}

export const recoveryCodesLeft = (db: Db, accountId: number) =>
  sql(db, 'SELECT COUNT(*) FROM two_factor_recovery WHERE account_id = ?').pluck().get(accountId) as number;

/** Ten fresh recovery codes, `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODES }, () => `${part()}-${part()}`);
}

const recoveryHash = (code: string) => tokenHash(normalPasscode(code).replace('-', ''));

/**
 * The 30 s step a 6-digit code is of, at `now` (the account's time), within a step either side;
 * undefined when it is none of them or was used already (a step at or before `lastStep`).
 */
export function codeStep(secret: string, code: string, now: number, lastStep: number): number | undefined {
  const token = normalPasscode(code);
  if (!TOTP_CODE.test(token)) return undefined;
  const delta = totpOf(secret, '').validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  return step > lastStep ? step : undefined;
}

/**
 * Checks a code of a two-factor account and uses it up (synchronously: call in a transaction). A
 * 6-digit code moves the account's last step; a recovery code is deleted. False when it is wrong.
 */
export function takePasscode(db: Db, row: TwoFactorRow, passcode: string, now: number): boolean {
  const code = normalPasscode(passcode);
  if (RECOVERY_CODE.test(code)) {
    return sql(db, 'DELETE FROM two_factor_recovery WHERE account_id = ? AND code_hash = ?').run(row.account_id, recoveryHash(code)).changes === 1;
  }
  const step = codeStep(row.secret, code, now, row.last_step);
  if (step === undefined) return false;
  sql(db, 'UPDATE two_factor SET last_step = ? WHERE account_id = ?').run(step, row.account_id);
  return true;
}
