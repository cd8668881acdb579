import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { isCommonPassword, newPasswordField, ruleMessage } from '@panel/contract/rules';
import { checkRule, notAcceptable } from './errors.js';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

/**
 * scrypt's cost (N, with r=8, p=1) for account and FTP passwords: 2^14, the strength a sign-in should
 * cost. The test mode takes `TEST_PASSWORD_COST` (`config.passwordCost`), where hashing would be
 * most of an API test's time. A hash keeps the cost it was made with, so each is checked at its own.
 */
export const PASSWORD_COST = 16384;
export const TEST_PASSWORD_COST = 1024;
/** Mailbox passwords are never checked by the mock, so a lighter cost keeps seeding fast. */
export const MAILBOX_PASSWORD_COST = 1024;
/** scrypt's block size and parallelism for every hash made here. */
const BLOCK = { r: 8, p: 1 } as const;

export async function hashPassword(password: string, N: number = PASSWORD_COST): Promise<string> {
  const { r, p } = BLOCK;
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, 32, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * Checks a password. An absent hash still costs a scrypt at `cost` (the cost the account's hashes are
 * made with), so an unknown login takes the time a known one does.
 */
export async function verifyPassword(password: string, stored: string | undefined, cost: number = PASSWORD_COST): Promise<boolean> {
  const parsed = parseHash(stored);
  // A missing or malformed hash is checked against the dummy, so it costs the same and fails.
  const { N, r, p, salt, key } = parsed ?? { N: cost, ...BLOCK, salt: Buffer.alloc(16), key: Buffer.alloc(32) };
  const actual = await scrypt(password, salt, key.length, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return parsed !== undefined && crypto.timingSafeEqual(actual, key);
}

function parseHash(stored: string | undefined) {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16) || salt.length < 8 || key.length < 16) return undefined;
  return { N, r, p, salt, key };
}

export const randomToken = () => crypto.randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A new password of any kind (account, FTP, database user, mailbox): the shared length rule (400),
 * then the common-password refusal (406 `Try using a different password.`).
 */
export function checkNewPassword(password: string, field = 'password') {
  checkRule(newPasswordField, password, field);
  if (isCommonPassword(password)) throw notAcceptable(ruleMessage('password.error.common'), field);
}
