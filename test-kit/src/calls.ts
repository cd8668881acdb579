import type { JournalEntry, PanelApiPath, PanelOperationId } from './journal-types';

/**
 * Checks on an account's journal, like WireMock's verify: how many calls of an operation were made
 * (with a body like this, answered with that status), waiting a moment for calls still on their
 * way; a failure lists the calls the journal holds.
 */

/** An operation, by its path (`/domain/add`) or its operationId (`domainAdd`). */
export type CallTarget = PanelApiPath | PanelOperationId;

/**
 * What a journalled body must hold: each field given equals the body's (objects compared field by
 * field, lists item by item), a RegExp matches a text (or a number's digits), `undefined` wants the
 * field left out. The journal's bodies are masked: a password shows as `[masked]`.
 */
export type BodyPattern = { [field: string]: unknown };

export interface CallFilter {
  /** Only calls whose body matches (see BodyPattern). */
  body?: BodyPattern;
  /** Only calls answered with this status (0: the connection was dropped). */
  status?: number;
  /** Only calls after this journal sequence (`await journal.mark()`). */
  since?: number;
}

export interface WaitOptions {
  /** How long to wait for the calls (ms, default 5,000). */
  timeout?: number;
  /** Time between two looks at the journal (ms, default 100). */
  interval?: number;
}

/** How many calls: exactly, or a range. */
export type CallCount = number | { atLeast?: number; atMost?: number };

export interface ExpectCallsOptions extends CallFilter, WaitOptions {
  /** Default `{ atLeast: 1 }`. */
  times?: CallCount;
}

/** Reads the account's journal (only the calls after `since`, when given). */
export type JournalReader = (since?: number) => Promise<JournalEntry[]>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isTarget = (target: CallTarget) => (e: JournalEntry) => (target.startsWith('/') ? e.path === target : e.operationId === target);

/** Whether a value holds what the pattern asks (BodyPattern's rules). */
export function matchesPattern(actual: unknown, expected: unknown): boolean {
  if (expected instanceof RegExp) return (typeof actual === 'string' || typeof actual === 'number') && expected.test(String(actual));
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => matchesPattern(actual[i], item));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const fields = actual as Record<string, unknown>;
    return Object.entries(expected).every(([k, v]) => (v === undefined ? !Object.hasOwn(fields, k) : Object.hasOwn(fields, k) && matchesPattern(fields[k], v)));
  }
  return Object.is(actual, expected);
}

function selects(target: CallTarget, { body, status }: CallFilter) {
  const ofTarget = isTarget(target);
  return (e: JournalEntry) => ofTarget(e) && (status === undefined || e.status === status) && (body === undefined || matchesPattern(e.body, body));
}

function countFits(count: number, times: CallCount) {
  if (typeof times === 'number') return count === times;
  return count >= (times.atLeast ?? 0) && count <= (times.atMost ?? Infinity);
}

const show = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (v instanceof RegExp ? String(v) : v));

function describeWanted(target: CallTarget, { body, status, since }: CallFilter, times?: CallCount) {
  const calls = (n: number | undefined) => (n === 1 ? 'call' : 'calls');
  const count =
    times === undefined
      ? 'a call'
      : typeof times === 'number'
        ? `${times} ${calls(times)}`
        : `${[times.atLeast !== undefined && `at least ${times.atLeast}`, times.atMost !== undefined && `at most ${times.atMost}`].filter(Boolean).join(' and ')} ${calls(times.atMost ?? times.atLeast)}`;
  return [
    `${count} of ${target}`,
    status !== undefined && `answered ${status}`,
    body !== undefined && `with a body like ${show(body)}`,
    since !== undefined && `after #${since}`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The journal as a failure shows it: the calls of the operation (matching ones marked), else every path seen. */
export function describeJournal(target: CallTarget, filter: CallFilter, entries: JournalEntry[]): string {
  const ofTarget = entries.filter(isTarget(target));
  if (ofTarget.length === 0) {
    const paths = [...new Set(entries.map((e) => e.path))];
    return paths.length === 0 ? 'The journal holds no call.' : `No call of ${target}; the journal holds calls of ${paths.join(', ')}.`;
  }
  const match = selects(target, filter);
  const lines = ofTarget
    .slice(-20)
    .map((e) => `  ${match(e) ? '✓' : '✗'} #${e.sequence} ${e.path} ${e.status}${e.faulted ? ' (faulted)' : ''} ${show(e.body)}`);
  const more = ofTarget.length > 20 ? `  … and ${ofTarget.length - 20} before them\n` : '';
  return `The calls of ${target} (✓ the ones that count):\n${more}${lines.join('\n')}`;
}

/** Waits until the count of matching calls is `times` (default at least one); answers them, or throws listing the journal. */
export async function expectCallsIn(read: JournalReader, target: CallTarget, options: ExpectCallsOptions = {}): Promise<JournalEntry[]> {
  const { times, timeout = 5_000, interval = 100, ...filter } = options;
  const wanted = times ?? { atLeast: 1 };
  const most = typeof wanted === 'number' ? wanted : (wanted.atMost ?? Infinity);
  const deadline = Date.now() + timeout;
  const match = selects(target, filter);
  for (;;) {
    const entries = await read(filter.since);
    const found = entries.filter(match);
    if (countFits(found.length, wanted)) return found;
    // Calls are never taken back: past the most wanted, waiting cannot help.
    if (Date.now() >= deadline || found.length > most) {
      throw new Error(`Expected ${describeWanted(target, filter, times)}, saw ${found.length}.\n${describeJournal(target, filter, entries)}`);
    }
    await sleep(interval);
  }
}

/** Waits for the first call that matches; answers it, or throws listing the journal. */
export async function waitForCallIn(read: JournalReader, target: CallTarget, options: CallFilter & WaitOptions = {}): Promise<JournalEntry> {
  const [first] = await expectCallsIn(read, target, { ...options, times: undefined });
  return first;
}
