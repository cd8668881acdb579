import { accessLogLines, errorLogLines } from '../../../../fixtures/logs.js';
import { findAccountByLogin, type AccountRow } from '../../lib/accounts.js';
import { requireDomain } from '../../lib/domains.js';
import { invalid, notFound } from '../../lib/errors.js';
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

/** How far apart, on average, the lines a live site appends are. */
const LIVE_GAP_MS = 1000;

/**
 * `count` realistic lines of a domain's log in its own format (fixtures/logs.ts), about a second
 * apart, the last at `now`; `seed` picks which (the same seed, the same lines).
 */
export function madeUpLines(domain: string, kind: LogType, count: number, now: number, seed: number): string[] {
  const make = kind === 'access' ? accessLogLines : errorLogLines;
  return make(domain, count, new Date(now), seed, LIVE_GAP_MS);
}

// Any control character but the tab: a line break would split one line into two.
const CONTROL = /(?!\t)\p{Cc}/u;

/**
 * Appends lines to one of an account's domain logs (the test-control API and the demo's synthetic
 * traffic): the lines given, each checked to be one line, or that many made-up ones ending at the
 * account's time.
 */
export function appendLines(panel: Panel, input: { login: string; domain: string; kind: LogType; lines: string[] | number }) {
  const account = findAccountByLogin(panel.db, input.login);
  if (!account) throw notFound('Account');
  const domain = requireDomain(panel.db, account.id, input.domain).name;
  let lines: string[];
  if (typeof input.lines === 'number') {
    lines = madeUpLines(domain, input.kind, input.lines, panel.clock.now(account), Date.now() & 0x7fffffff);
  } else {
    const bad = input.lines.findIndex((line) => CONTROL.test(line));
    if (bad >= 0) throw invalid(`Line ${bad + 1} holds a line break or another control character: give each line as its own item.`, 'lines');
    lines = input.lines;
  }
  panel.sandbox.appendLog(account.login, domain, input.kind, `${lines.join('\n')}\n`);
  return { appended: lines.length };
}
