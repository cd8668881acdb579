import { ApiError } from '../../lib/errors.js';
import * as repo from './repository.js';
import type { Panel } from '../../panel.js';

export const WINDOW_MS = 15 * 60 * 1000;

/**
 * Password attempts allowed in the window. Sign-in counts per login from one address (so whoever
 * guesses is stopped while the owner, elsewhere, still signs in), per login from every address (a
 * higher ceiling against guesses spread over many addresses) and per address across logins. A
 * password change counts per account: the caller already holds a session.
 */
export const LIMITS = {
  signIn: { pair: 10, login: 100, address: 50 },
  passwordChange: { login: 10 },
} as const satisfies Record<repo.AttemptScope, Partial<Record<'pair' | 'login' | 'address', number>>>;

const MESSAGES: Record<repo.AttemptScope, string> = {
  signIn: 'Too many failed sign-in attempts. Try again later.',
  passwordChange: 'Too many incorrect current passwords. Try again later.',
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
      if (n >= limit && first !== null) {
        const retryAfter = Math.max(1, Math.ceil((first + WINDOW_MS - now) / 1000));
        throw new ApiError(429, 'throttled', MESSAGES[scope], undefined, { 'retry-after': String(retryAfter) });
      }
    }
    repo.insertAttempt(db, scope, key.login, address, now);
  })();
  return { succeeded: () => void repo.clearAttempts(db, scope, key.login, address) };
}
