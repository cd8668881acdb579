import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

/** Account passwords: scrypt N=2^14. Mailbox passwords are never checked by the mock, so a lighter cost keeps seeding fast. */
const COSTS = { account: { N: 16384, r: 8, p: 1 }, mailbox: { N: 1024, r: 8, p: 1 } } as const;

export async function hashPassword(password: string, kind: keyof typeof COSTS = 'account'): Promise<string> {
  const { N, r, p } = COSTS[kind];
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, 32, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Checks a password; an absent hash still costs a full scrypt so unknown logins take the same time. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? DUMMY).split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: +n, r: +r, p: +p, maxmem: 64 * 1024 * 1024 });
  return stored !== undefined && crypto.timingSafeEqual(actual, expected);
}

const DUMMY = `scrypt$16384$8$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(32).toString('base64')}`;

export const randomToken = () => crypto.randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
