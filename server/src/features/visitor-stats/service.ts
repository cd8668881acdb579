import type { Schemas } from '@panel/contract';
import type { AccountRow } from '../../lib/accounts.js';
import { requireDomain } from '../../lib/domains.js';
import { openLog } from '../../lib/sandbox/index.js';
import type { Panel } from '../../panel.js';
import { summary } from './aggregate.js';
import { logFigures } from './reader.js';

/**
 * The `visitorStats` extension: a domain's figures for the last `days` days of the account's clock,
 * read from its access log through the sandbox (no link followed), incrementally (reader.ts).
 */
export async function visitorStats(panel: Panel, account: AccountRow, input: { domain: string; days: number }): Promise<Schemas['VisitorStats']> {
  const domain = requireDomain(panel.db, account.id, input.domain).name;
  const file = panel.sandbox.logFile(account.login, domain, 'access');
  const figures = await logFigures(file, domain, () => openLog(panel.sandbox.dataDir, file));
  return summary(figures, domain, panel.clock.now(account), input.days);
}
