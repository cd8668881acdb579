import { findAccountByLogin } from '../../lib/accounts.js';
import type { Panel } from '../../panel.js';
import { domainNames } from './repository.js';
import { appendLines } from './service.js';

/** Whose logs grow: the account a demo signs in to. */
const DEMO_LOGIN = 'demo';
/** A line every 2 to 5 seconds; about one in eight an error log line instead of an access one. */
const GAP_MS: readonly [number, number] = [2000, 5000];
const ERROR_SHARE = 1 / 8;

/**
 * Light synthetic traffic for demos: every few seconds a realistic line is appended to the access
 * log (now and then the error log) of one of the `demo` account's domains, so the log viewer's
 * Follow can be watched live. Started only in development mode and unless PANEL_SYNTHETIC_TRAFFIC=0
 * (config.ts): never in production, the API tests or the end-to-end suites, which stay
 * deterministic. Returns what stops it.
 */
export function startSyntheticTraffic(panel: Panel): () => void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(tick, GAP_MS[0] + Math.random() * (GAP_MS[1] - GAP_MS[0]));
    timer.unref();
  };
  const tick = () => {
    try {
      const account = findAccountByLogin(panel.db, DEMO_LOGIN);
      const domains = account ? domainNames(panel.db, account.id) : [];
      if (domains.length > 0) {
        const domain = domains[Math.floor(Math.random() * domains.length)];
        appendLines(panel, { login: DEMO_LOGIN, domain, kind: Math.random() < ERROR_SHARE ? 'error' : 'access', lines: 1 });
      }
    } catch {
      // A reset or a removal of the domain under way: the next tick tries again.
    }
    schedule();
  };
  schedule();
  return () => clearTimeout(timer);
}
