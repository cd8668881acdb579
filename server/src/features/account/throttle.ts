import { ApiError } from '../../lib/errors.js';
import * as repo from './repository.js';
import type { Panel } from '../../panel.js';

export const WINDOW_MS = 15 * 60 * 1000;

/**
 * Password attempts allowed in the window. Sign-in from an unknown browser counts per login from
 * one address (so whoever guesses is stopped while the owner, elsewhere, still signs in), per login
 * from every address (a higher ceiling against guesses spread over many addresses) and per address
 * across logins. A browser that signed in before counts on its own (`DEVICE_LIMIT`): nobody else's
 * guesses lock its owner out. A password change counts per session (its `address`): a thief's
 * wrong guesses in a stolen session never stop the owner's change.
 */
export const LIMITS = {
  signIn: { pair: 10, login: 100, address: 50 },
  passwordChange: { pair: 10 },
  // Two-factor codes at sign-in (the password was right): per login from one address and from all.
  twoFactorSignIn: { pair: 10, login: 20 },
  // Codes that turn two-factor sign-in on or off: per session, like a password change.
  twoFactorCode: { pair: 10 },
} as const satisfies Record<repo.AttemptScope, Partial<Record<'pair' | 'login' | 'address', number>>>;

/** Wrong passwords a trusted browser may send in the window before it, and only it, waits. */
export const DEVICE_LIMIT = 10;

/**
 * Wrong passwords all the trusted browsers of one account may send together in the window. Only a
 * browser that signed in with the current password holds a trusted device (a password change ends
 * the others), so this ceiling cannot be filled by a stranger; it keeps a hoard of cookies from
 * multiplying the guesses of one.
 */
export const ACCOUNT_DEVICE_LIMIT = 20;

const MESSAGES: Record<repo.AttemptScope, string> = {
  signIn: 'Too many failed sign-in attempts. Try again later.',
  passwordChange: 'Too many incorrect current passwords. Try again later.',
  twoFactorSignIn: 'Too many incorrect codes. Try again later.',
  twoFactorCode: 'Too many incorrect codes. Try again later.',
};

/** One counted attempt; `succeeded()` takes it back, together with that login's earlier misses from the same address. */
export interface Attempt {
  succeeded(): void;
}

/**
 * Counts a password attempt before the password is checked, in the same synchronous step as the
 * limit check: parallel attempts cannot all pass the check while the slow hash of the first runs.
 * Past a limit the attempt is refused with 429 `throttled` and `Retry-After` (seconds until the
 * oldest counted attempt leaves the window), and is not counted.
 */
export function beginAttempt(panel: Panel, scope: repo.AttemptScope, login: string, address: string): Attempt {
  const { db } = panel;
  const now = Date.now();
  const key = { scope, login: login.toLowerCase(), address, since: now - WINDOW_MS };
  db.transaction(() => {
    repo.pruneAttempts(db, key.since);
    for (const [by, limit] of Object.entries(LIMITS[scope]) as [keyof (typeof LIMITS)['signIn'], number][]) {
      const { n, first } = repo.countAttempts(db, by, key);
      if (n >= limit && first !== null) throw throttled(scope, first, now);
    }
    repo.insertAttempt(db, scope, key.login, address, now);
  })();
  return { succeeded: () => void repo.clearAttempts(db, scope, key.login, address) };
}

/**
 * A sign-in from a trusted browser (its cookies name trusted devices of this account): counted on
 * the device, in the same synchronous step as its check. Of several presented (one planted ahead of
 * the owner's, say), the one with the fewest failures in the window is counted, so a worn-out
 * cookie never shadows a fresh one. Past `DEVICE_LIMIT` in the window that browser gets 429 until
 * the window of its first failure ends; no other browser notices. The account's devices together
 * stop at `ACCOUNT_DEVICE_LIMIT`: a hoard of cookies does not multiply guesses. On success every
 * presented device is used up (the browser gets one renewed cookie).
 */
export function beginDeviceAttempt(panel: Panel, devices: readonly repo.TrustedDevice[]): Attempt {
  const { db } = panel;
  const now = Date.now();
  const since = now - WINDOW_MS;
  const failuresOf = (d: repo.TrustedDevice) => (d.failures_since < since ? 0 : d.failures);
  db.transaction(() => {
    const rows = devices.map((d) => repo.findTrustedDevice(db, d.token_hash, d.account_id)).filter((d) => d !== undefined);
    if (rows.length === 0) return;
    const account = repo.countAccountDeviceFailures(db, rows[0].account_id, since);
    if (account.n >= ACCOUNT_DEVICE_LIMIT && account.first !== null) throw throttled('signIn', account.first, now);
    const row = rows.reduce((best, d) => (failuresOf(d) < failuresOf(best) ? d : best));
    const failures = failuresOf(row);
    if (failures >= DEVICE_LIMIT) throw throttled('signIn', row.failures_since, now);
    repo.countDeviceFailure(db, row.token_hash, failures + 1, failures === 0 ? now : row.failures_since);
  })();
  // On success the browser's cookies are renewed into one: the devices it presented, and their counts, go.
  return { succeeded: () => void devices.forEach((d) => repo.deleteTrustedDevice(db, d.token_hash)) };
}

/** 429 until the window of the oldest counted attempt (`first`) ends. */
function throttled(scope: repo.AttemptScope, first: number, now: number) {
  const retryAfter = Math.max(1, Math.ceil((first + WINDOW_MS - now) / 1000));
  return new ApiError(429, 'throttled', MESSAGES[scope], undefined, { 'retry-after': String(retryAfter) });
}
