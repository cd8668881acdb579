import type { Schemas } from '@panel/contract';
import type { AccountRow } from '../../lib/accounts.js';
import { requireDomain } from '../../lib/domains.js';
import { openLog } from '../../lib/sandbox/index.js';
import type { Panel } from '../../panel.js';
import { DAY_MS, summary, type LogFigures } from './aggregate.js';
import { logFigures } from './reader.js';

/** Each log's last summary: calls between two appends and on one day answer it again (it takes ms on big's log). */
const summaries = new WeakMap<LogFigures, { key: string; reply: Schemas['VisitorStats'] }>();

/**
 * The `visitorStats` extension: a domain's figures for the last `days` days of the account's clock,
 * read from its access log through the sandbox (no link followed), incrementally (reader.ts).
 */
export async function visitorStats(panel: Panel, account: AccountRow, input: { domain: string; days: number }): Promise<Schemas['VisitorStats']> {
  const domain = requireDomain(panel.db, account.id, input.domain).name;
  const file = panel.sandbox.logFile(account.login, domain, 'access');
  const figures = await logFigures(file, domain, () => openLog(panel.sandbox.dataDir, file));
  const now = panel.clock.now(account);
  const key = `${figures.lines} ${Math.floor(now / DAY_MS)} ${input.days}`;
  const known = summaries.get(figures);
  if (known?.key === key) return known.reply;
  const reply = summary(figures, domain, now, input.days);
  summaries.set(figures, { key, reply });
  return reply;
}
