// What the conformance kit checks on every reply, beyond the contract's status and body: the headers
// the client relies on (`Date`, `Retry-After` on a 429, CORS for `--origin`), the time budget
// (`--slow-ms`), and error bodies that show internal detail (named as a leak, the leak masked).
import type { Operation } from './contract.js';
import type { Checking as Checking, Failure, Reply } from './types.js';

/** The default time budget of one reply (`--slow-ms`): the client shows a spinner, not a frozen panel. */
export const DEFAULT_SLOW_MS = 2000;

/** What gives away a backend's insides in an error body: SQL, a stack trace, a server-side path. */
const LEAKS: { what: string; pattern: RegExp }[] = [
  {
    what: 'SQL',
    pattern:
      /\b(?:SELECT\b[^]{0,200}?\bFROM|INSERT\s+INTO|UPDATE\b[^]{0,100}?\bSET|DELETE\s+FROM|CREATE\s+TABLE|ALTER\s+TABLE)\b|\bSQLITE_[A-Z]+\b|\bSQLSTATE\b|\bER_[A-Z_]{4,}\b|syntax error at or near|You have an error in your SQL syntax|\bPDOException\b|\bORA-\d{5}\b/i,
  },
  {
    what: 'a stack trace',
    pattern:
      /\n\s*at\s+\S+.*\(?\S+:\d+:\d+\)?|^\s*at\s+\S+\s+\(\S+:\d+:\d+\)|Traceback \(most recent call last\)|\bException in thread\b|\.(?:php|py|rb|java|go|js|ts|mjs|cjs)(?::\d+|", line \d+| on line \d+)|#\d+\s+\/\S+\(\d+\)|\bStack trace:/m,
  },
  {
    what: 'a server file path',
    pattern:
      /(?:^|[\s"'(=:])\/(?:var|usr|srv|opt|etc|root|app|proc|Users)\/[\w.@-]+|\bnode_modules\/|\bsite-packages\/|\bvendor\/[\w-]+\/[\w-]+\/|\b[A-Z]:\\(?:[\w .-]+\\)+/,
  },
];

/** The kinds of internal detail a text shows (empty when none). */
export function leaksIn(text: string): string[] {
  return LEAKS.filter((l) => l.pattern.test(text)).map((l) => l.what);
}

const headerFailure = (c: Checking, id: string, header: string, f: Omit<Failure, 'header' | 'kind' | 'pointer'>) => {
  // One finding per operation and header: a header missing from every reply is one defect, not sixty.
  const key = `${header}|${f.status === '' ? '' : f.status >= 400 ? 'error' : 'success'}`;
  const seen = seenOf(c, id);
  if (seen.has(key)) return;
  seen.add(key);
  c.fail(id, { ...f, kind: 'header', header, pointer: '' });
};

const seen = new WeakMap<Checking, Map<string, Set<string>>>();
function seenOf(c: Checking, id: string) {
  let m = seen.get(c);
  if (!m) seen.set(c, (m = new Map<string, Set<string>>()));
  let s = m.get(id);
  if (!s) m.set(id, (s = new Set()));
  return s;
}

const listed = (value: string | null, ...names: string[]) => {
  const items = (value ?? '').split(',').map((x) => x.trim().toLowerCase());
  return items.includes('*') || names.every((n) => items.includes(n.toLowerCase()));
};

/**
 * The checks every reply gets, whatever its status: `Date`, `Retry-After` on a 429, CORS with
 * `--origin`, the time budget, and internal detail in an error body. Returns whether the body leaks.
 */
export function checkEveryReply(c: Checking, op: Operation, reply: Reply, ms: number, what: string): boolean {
  const id = op.operationId;
  const status = reply.status;
  const date = reply.headers.get('date');
  if (!date || Number.isNaN(Date.parse(date))) {
    headerFailure(c, id, 'Date', {
      status,
      expected: 'a Date header (the client takes "now" from it)',
      got: date ? 'a value that is not a date' : 'none',
      what,
    });
  }
  if (status === 429) {
    const wait = reply.headers.get('retry-after');
    const ok = !!wait && (/^\d+$/.test(wait.trim()) || !Number.isNaN(Date.parse(wait)));
    if (!ok)
      headerFailure(c, id, 'Retry-After', {
        status,
        expected: 'Retry-After: <seconds> on a 429 (the client says how long to wait)',
        got: wait ? 'a value that is neither seconds nor a date' : 'none',
        what,
      });
  }
  const origin = c.options.origin;
  if (origin && !op.sessionField && !op.path.startsWith('/__test/')) {
    const allowed = reply.headers.get('access-control-allow-origin');
    if (allowed !== origin && allowed !== '*') {
      headerFailure(c, id, 'Access-Control-Allow-Origin', {
        status,
        expected: `Access-Control-Allow-Origin: ${origin} on ${status >= 400 ? 'errors too (else the client sees a network failure)' : 'every reply'}`,
        got: allowed ? `Access-Control-Allow-Origin: ${allowed}` : 'none',
        what,
      });
    }
    const exposed = reply.headers.get('access-control-expose-headers');
    if (!listed(exposed, 'date', 'retry-after')) {
      headerFailure(c, id, 'Access-Control-Expose-Headers', {
        status,
        expected: 'Access-Control-Expose-Headers: Date, Retry-After',
        got: exposed ? `Access-Control-Expose-Headers: ${exposed}` : 'none',
        what,
      });
    }
  }
  const budget = c.options.slowMs ?? DEFAULT_SLOW_MS;
  const t = c.tally(id);
  t.slowestMs = Math.max(t.slowestMs ?? 0, ms);
  if (ms > budget && !seenOf(c, id).has('slow')) {
    seenOf(c, id).add('slow');
    c.fail(id, { status, pointer: '', kind: 'timing', expected: `a reply within ${budget} ms (--slow-ms)`, got: `${Math.round(ms)} ms`, what });
  }
  const leaks = status >= 400 ? leaksIn(reply.text) : [];
  if (leaks.length) {
    c.fail(id, { status, pointer: '', kind: 'security', expected: 'an error body without internal detail', got: `${leaks.join(', ')} (masked here)`, what });
  }
  return leaks.length > 0;
}

/**
 * The preflight the browser sends before a call from the panel's origin (`--origin`): allowed
 * origin, POST, and the headers the client sends (Authorization, Content-Type).
 */
export async function preflight(c: Checking, op: Operation, url: string) {
  const origin = c.options.origin;
  if (!origin || op.sessionField || op.path.startsWith('/__test/')) return;
  const id = op.operationId;
  const what = 'the CORS preflight (OPTIONS) from --origin';
  if (c.options.plan) {
    // --plan sends nothing: the preflight is listed with the calls.
    if ('planned' in c && Array.isArray(c.planned)) c.planned.push({ operationId: id, path: op.path, what, target: `OPTIONS Origin: ${origin}` });
    return;
  }
  const headers = { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' };
  c.tally(id).checks++;
  const request = { method: 'OPTIONS', url, headers };
  let res: Response;
  try {
    res = await c.send(
      url,
      { method: 'OPTIONS', headers, signal: AbortSignal.timeout(c.options.timeoutMs ?? 30_000) },
      { operationId: id, what, expect: [200, 204] },
    );
    await res.arrayBuffer();
  } catch (error) {
    c.fail(id, {
      status: '',
      pointer: '',
      kind: 'header',
      header: 'OPTIONS',
      expected: 'a preflight reply',
      got: `no reply (${error instanceof Error ? error.message : String(error)})`,
      what,
      request,
    });
    return;
  }
  const fail = (header: string, expected: string, got: string | null) =>
    c.fail(id, { status: res.status, pointer: '', kind: 'header', header, expected, got: got ?? 'none', what, request });
  if (res.status < 200 || res.status > 299) fail('OPTIONS', 'status 200 or 204 for the preflight', `status ${res.status}`);
  const allowed = res.headers.get('access-control-allow-origin');
  if (allowed !== origin && allowed !== '*')
    fail('Access-Control-Allow-Origin', `Access-Control-Allow-Origin: ${origin}`, allowed && `Access-Control-Allow-Origin: ${allowed}`);
  const methods = res.headers.get('access-control-allow-methods');
  if (!listed(methods, 'POST'))
    fail('Access-Control-Allow-Methods', 'Access-Control-Allow-Methods with POST', methods && `Access-Control-Allow-Methods: ${methods}`);
  // A wildcard does not cover Authorization: it must be named.
  const allowedHeaders = res.headers.get('access-control-allow-headers');
  const named = (allowedHeaders ?? '').split(',').map((x) => x.trim().toLowerCase());
  if (!named.includes('authorization') || !(named.includes('content-type') || named.includes('*'))) {
    fail(
      'Access-Control-Allow-Headers',
      'Access-Control-Allow-Headers: Authorization, Content-Type',
      allowedHeaders && `Access-Control-Allow-Headers: ${allowedHeaders}`,
    );
  }
}
