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

// Any control character but the tab, or a line or paragraph separator: a line break would split
// one line into two (a viewer breaks at U+2028 and U+2029 too).
const BREAK = /(?!\t)\p{Cc}|[\p{Zl}\p{Zp}]/u;
// A format character (a bidirectional override such as U+202E that makes the line read otherwise,
// zero-width and direction marks, a byte-order mark) or a lone surrogate half: hidden in the viewer.
const HIDDEN = /[\p{Cf}\p{Cs}]/u;

/** The first given line a log may not take, and why, as the 400 says it. */
function refusedLine(lines: string[]): string | undefined {
  for (const [i, line] of lines.entries()) {
    if (BREAK.test(line)) return `Line ${i + 1} holds a line break or another control character: give each line as its own item.`;
    const hidden = HIDDEN.exec(line);
    if (hidden) {
      const code = hidden[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      return `Line ${i + 1} holds the invisible character U+${code} (a format character): give the line in plain text.`;
    }
  }
  return undefined;
}

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
    const refused = refusedLine(input.lines);
    if (refused) throw invalid(refused, 'lines');
    lines = input.lines;
  }
  panel.sandbox.appendLog(account.login, domain, input.kind, `${lines.join('\n')}\n`);
  return { appended: lines.length };
}
