/*
 * The log viewer's lines: what a reply of /log/show (the last ≤ 1,000 lines of a log) adds to the
 * lines already held, and which of them a filter keeps. Plain functions, so the viewer's state is
 * one value and the rules can be tested without a browser.
 */

/** One line as the viewer holds it. */
export interface LogLine {
  /** Order of arrival: the React key, and larger for newer lines. */
  seq: number;
  text: string;
  /** The text lower-cased once, for the filter. */
  lower: string;
  /** Access log lines (Apache combined format): the client's address and the reply's status. */
  address?: string;
  status?: number;
  /** Error log lines (Apache 2.4 `[module:level]`): the severity, in three classes. */
  level?: Severity;
}

/** An error log line's severity: errors (emerg … error), warnings, notices (notice, info, debug). */
export const SEVERITIES = ['error', 'warn', 'notice'] as const;
export type Severity = (typeof SEVERITIES)[number];

const ERROR_LEVEL = /\[[a-z_]*:(emerg|alert|crit|error|warn|notice|info|debug|trace\d)\]/;

function severityOf(text: string): Severity | undefined {
  const level = ERROR_LEVEL.exec(text)?.[1];
  if (!level) return undefined;
  if (level === 'warn') return 'warn';
  return ['emerg', 'alert', 'crit', 'error'].includes(level) ? 'error' : 'notice';
}

export interface HeldLog {
  lines: LogLine[];
  /** The lines of the last reply, which the next reply overlaps. */
  tail: string[] | null;
  /** The seq of the first line that the last merge added (none added: -1). */
  addedFrom: number;
  added: number;
  /** More lines arrived between two reads than a reply holds: some were never shown (until more arrive). */
  gap: boolean;
  nextSeq: number;
}

export const EMPTY_LOG: HeldLog = { lines: [], tail: null, addedFrom: -1, added: 0, gap: false, nextSeq: 0 };

/** `203.0.113.7 - - [27/Nov/2026:10:00:00 +0000] "GET / HTTP/1.1" 200 …`: the address and the status. */
const ACCESS_LINE = /^(\S+) \S+ \S+ \[[^\]]*\] "(?:[^"\\]|\\.)*" (\d{3}) /;

export function splitLog(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function toLine(text: string, seq: number): LogLine {
  const access = ACCESS_LINE.exec(text);
  if (access) return { seq, text, lower: text.toLowerCase(), address: access[1], status: Number(access[2]) };
  const level = severityOf(text);
  return level ? { seq, text, lower: text.toLowerCase(), level } : { seq, text, lower: text.toLowerCase() };
}

/**
 * How many lines at the start of `next` were already the end of `previous`: a reply is the end of
 * the log, so it is the previous reply less what dropped off its start, plus what was appended. The
 * longest such overlap is taken (fewest lines counted as new); none means the log moved on by more
 * than a reply holds, or was replaced.
 */
export function overlap(previous: readonly string[], next: readonly string[]): number {
  for (let start = Math.max(0, previous.length - next.length); start < previous.length; start++) {
    let i = 0;
    while (start + i < previous.length && previous[start + i] === next[i]) i++;
    if (start + i === previous.length) return i;
  }
  return 0;
}

/**
 * The lines held once a reply's text has arrived: the first reply as it is, later ones adding only
 * the lines after the overlap. At most `keep` lines are held (the oldest dropped first).
 */
export function mergeTail(held: HeldLog, text: string, keep: number): HeldLog {
  const next = splitLog(text);
  if (held.tail === null) {
    const lines = next.slice(-keep).map((line, i) => toLine(line, i));
    return { lines, tail: next, addedFrom: -1, added: 0, gap: false, nextSeq: lines.length };
  }
  const shared = overlap(held.tail, next);
  const gap = shared === 0 && held.tail.length > 0 && next.length > 0;
  const fresh = next.slice(shared).map((line, i) => toLine(line, held.nextSeq + i));
  if (fresh.length === 0) return { ...held, lines: held.lines.length > keep ? held.lines.slice(-keep) : held.lines, tail: next, added: 0 };
  const lines = (gap ? fresh : [...held.lines, ...fresh]).slice(-keep);
  return { lines, tail: next, addedFrom: held.nextSeq, added: fresh.length, gap, nextSeq: held.nextSeq + fresh.length };
}

export const STATUS_CLASSES = ['2', '3', '4', '5'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export interface LogFilter {
  /** Text anywhere in the line, any case (trimmed; empty: every line). */
  text: string;
  /** Access logs: the first digit of the status (2xx … 5xx), or every status. */
  status: StatusClass | '';
  /** Access logs: the start of the client's address (`192.0.2.` for a range). */
  address: string;
  /** Error logs: one severity, or every line. */
  level?: Severity | '';
}

export const NO_FILTER: LogFilter = { text: '', status: '', address: '', level: '' };

export const isFiltered = (filter: LogFilter) =>
  filter.text.trim() !== '' || filter.status !== '' || filter.address.trim() !== '' || (filter.level ?? '') !== '';

/** The lines a filter keeps; the status and address parts keep only access lines, the severity only error lines. */
export function filterLines(lines: readonly LogLine[], filter: LogFilter): readonly LogLine[] {
  if (!isFiltered(filter)) return lines;
  const needle = filter.text.trim().toLowerCase();
  const address = filter.address.trim().toLowerCase();
  const status = filter.status === '' ? 0 : Number(filter.status);
  return lines.filter(
    (line) =>
      (needle === '' || line.lower.includes(needle)) &&
      (status === 0 || (line.status !== undefined && Math.floor(line.status / 100) === status)) &&
      (address === '' || (line.address !== undefined && line.address.toLowerCase().startsWith(address))) &&
      (!filter.level || line.level === filter.level),
  );
}

/** A line cut into the parts a filter matched (`mark`) and the rest, in order. */
export function markMatches(line: LogLine, filter: LogFilter): { text: string; mark: boolean }[] {
  const ranges: [number, number][] = [];
  const address = filter.address.trim();
  if (address !== '' && line.address !== undefined) ranges.push([0, address.length]);
  const needle = filter.text.trim().toLowerCase();
  if (needle !== '') {
    for (let at = line.lower.indexOf(needle); at >= 0; at = line.lower.indexOf(needle, at + needle.length)) ranges.push([at, at + needle.length]);
  }
  if (ranges.length === 0) return [{ text: line.text, mark: false }];
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: { text: string; mark: boolean }[] = [];
  let done = 0;
  for (const [from, to] of ranges) {
    const start = Math.max(from, done);
    if (to <= start) continue;
    if (start > done) parts.push({ text: line.text.slice(done, start), mark: false });
    parts.push({ text: line.text.slice(start, to), mark: true });
    done = to;
  }
  if (done < line.text.length) parts.push({ text: line.text.slice(done), mark: false });
  return parts;
}
