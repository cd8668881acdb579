import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../../api/api-context';
import { compareNames } from '../../lib/compare-names';
import { serverNow } from '../../lib/server-time';
import { whenIdle } from '../../lib/when-idle';
import { useAppSelector } from '../../store/hooks';

/**
 * "A domain whose error log grew in the last day", for Needs attention. The lists carry no log size
 * or time, so it is read with the specification's own `/log/show` (a domain's last ≤ 1,000 lines of
 * its error log): lazily, a few seconds after the panel is drawn, when the browser is idle, one domain after another,
 * for the first `ERROR_LOGS_READ` domains by name only (a big account's 2,000 domains are not read
 * on every visit), each kept for `FRESH_MS`. Lines count when they are errors (emerg … error) dated
 * within the last day by the account's clock (a reply's `Date`); a log that cannot be read says nothing.
 */

export const ERROR_LOGS_READ = 10;
const FRESH_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

const MONTHS: Readonly<Record<string, number>> = { Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11 };
/** Apache 2.4's stamp, `[Sat Nov 28 09:03:14.890868 2026]`, in the server's time (UTC). */
const STAMP = /^\[\w{3} (\w{3}) +(\d{1,2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d+)? (\d{4})\]/;
/** `[module:level]` of the error class (the viewer's "Errors"). */
const ERROR = /\[[a-z_]*:(?:emerg|alert|crit|error)\]/;

/** When a line was written (ms), or null when it carries no stamp. */
export function stampOf(line: string): number | null {
  const m = STAMP.exec(line);
  const month = m ? MONTHS[m[1] ?? ''] : undefined;
  if (!m || month === undefined) return null;
  return Date.UTC(Number(m[6]), month, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]));
}

/** How many error lines of `log` were written from `since` to `now`. */
export function errorsBetween(log: string, since: number, now: number): number {
  let count = 0;
  for (const line of log.split('\n')) {
    if (!ERROR.test(line)) continue;
    const at = stampOf(line);
    if (at !== null && at >= since && at <= now) count++;
  }
  return count;
}

export interface ErrorLogGrowth {
  domain: string;
  errors: number;
}

/** What was read, per account and domain: kept while the panel comes and goes. */
const held = new Map<string, { readAt: number; errors: number }>();
const heldKey = (login: string, domain: string) => `${login}\n${domain}`;

function heldFor(login: string, names: readonly string[]): ErrorLogGrowth[] {
  const found: ErrorLogGrowth[] = [];
  for (const domain of names) {
    const errors = held.get(heldKey(login, domain))?.errors ?? 0;
    if (errors > 0) found.push({ domain, errors });
  }
  return found;
}

/**
 * How long after the panel is drawn the reads start: the screen's own calls (and whatever the
 * customer opens first, a log among them) go before them; then when the browser is idle.
 */
export const READ_AFTER_MS = 4000;

/** The domains (of the first `ERROR_LOGS_READ` by name) whose error log has errors from the last day. */
export function useErrorLogGrowth(domains: readonly string[]): readonly ErrorLogGrowth[] {
  const api = useApi();
  const login = useAppSelector((state) => state.session.login ?? '');
  const key = useMemo(() => [...domains].sort().slice(0, ERROR_LOGS_READ).join('\n'), [domains]);
  // Bumped when the reads have landed: what is held is read again.
  const [reads, setReads] = useState(0);

  useEffect(() => {
    const names = key === '' ? [] : key.split('\n');
    const controller = new AbortController();
    const readAll = async () => {
      let changed = false;
      for (const domain of names) {
        const before = held.get(heldKey(login, domain));
        if (before && serverNow() - before.readAt < FRESH_MS) continue;
        try {
          const { log = '' } = await api.call('/log/show', { domain, type: 'error' }, { signal: controller.signal });
          const now = serverNow();
          const errors = errorsBetween(log, now - DAY_MS, now);
          held.set(heldKey(login, domain), { readAt: now, errors });
          if (errors !== (before?.errors ?? 0)) changed = true;
        } catch {
          // Unread (gone, failing, or the panel left): nothing is said of it.
          if (controller.signal.aborted) return;
        }
      }
      // Drawn again once, when all are read, and only when what the panel says changed: drawn as
      // each read landed, its item changed words (and lines) with each domain that had errors.
      if (changed) setReads((n) => n + 1);
    };
    const cancel = whenIdle(() => void readAll(), { after: READ_AFTER_MS });
    return () => {
      cancel();
      controller.abort();
    };
  }, [api, login, key]);

  return useMemo(
    () => (reads >= 0 ? heldFor(login, key === '' ? [] : key.split('\n')) : []).sort((a, b) => b.errors - a.errors || compareNames(a.domain, b.domain)),
    [login, key, reads],
  );
}
