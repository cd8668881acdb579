import { requireDomain } from '../../lib/domains.js';
import type { AccountRow } from '../../lib/accounts.js';
import type { LogType } from '../../lib/sandbox/index.js';
import type { Panel } from '../../panel.js';

/** The last lines of a log (`TAIL_LINES` of them), read from its end by the sandbox. */
export async function showLog(panel: Panel, account: AccountRow, input: { domain: string; type: LogType }) {
  const domain = requireDomain(panel.db, account.id, input.domain).name;
  return { log: await panel.sandbox.logTail(account.login, domain, input.type) };
}

export function openLog(panel: Panel, account: AccountRow, input: { domain: string; type: LogType }) {
  const domain = requireDomain(panel.db, account.id, input.domain).name;
  return { stream: panel.sandbox.logStream(account.login, domain, input.type), filename: `${domain}-${input.type}.log` };
}
