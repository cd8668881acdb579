import { ApiError } from '../../lib/errors.js';
import * as repo from './repository.js';
import type { Panel } from '../../panel.js';

/** Failed sign-ins allowed in the window, per login and per client address. */
export const LIMITS = { login: 10, address: 50 } as const;
export const WINDOW_MS = 15 * 60 * 1000;

const keys = (login: string, address: string) => [
  { key: `login:${login.toLowerCase()}`, limit: LIMITS.login },
  { key: `ip:${address}`, limit: LIMITS.address },
];

/** 429 with Retry-After while either key has used up its failures in the window. */
export function checkThrottle(panel: Panel, login: string, address: string) {
  const now = Date.now();
  for (const { key, limit } of keys(login, address)) {
    const { n, first } = repo.countFailures(panel.db, key, now - WINDOW_MS);
    if (n >= limit && first !== null) {
      const retryAfter = Math.max(1, Math.ceil((first + WINDOW_MS - now) / 1000));
      throw new ApiError(429, 'throttled', 'Too many failed sign-in attempts. Try again later.', undefined, {
        'retry-after': String(retryAfter),
      });
    }
  }
}

export function recordFailure(panel: Panel, login: string, address: string) {
  const now = Date.now();
  repo.pruneFailures(panel.db, now - WINDOW_MS);
  for (const { key } of keys(login, address)) repo.insertFailure(panel.db, key, now);
}

export function recordSuccess(panel: Panel, login: string) {
  repo.clearFailures(panel.db, `login:${login.toLowerCase()}`);
}
