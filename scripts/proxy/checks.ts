// What the proxy checks on each request and reply, as value-free findings for the drift report: the
// contract's schemas (scripts/conformance/contract.ts), and what the client relies on beyond them —
// a documented status, a Date header on every reply (the client takes "now" from it), Retry-After
// on a 429, errors as {type, message}, and no internal detail (SQL, a stack, file paths) in an error.
import type http from 'node:http';
import { checkReply, checkRequest, replyKind, type Mismatch, type Operation } from '../conformance/contract.js';
import type { Finding } from './drift.js';

/** `got` as the contract check words it, without the value: "the number 17" → "a number". */
export function valueFree(got: string): string {
  if (/^the string |^a string of /.test(got)) return 'a string';
  const the = /^the (number|boolean) /.exec(got);
  if (the) return `a ${the[1]}`;
  if (got.startsWith('an array of ')) return 'an array';
  if (got.startsWith('an object with ')) return 'an object';
  const secret = /^an? (\w+) \(not shown\)$/.exec(got);
  if (secret) return `a ${secret[1]}`;
  return got;
}

/** `expected one of ["a","b"]` is a fact of the contract, not of the body, so it stays. */
function what(m: Mismatch): string {
  return `expected ${m.expected}, got ${valueFree(m.got)}`;
}

/** The kinds of internal detail an error body must not show, each with the masked form the report uses. */
const LEAKS: { name: string; masked: string; test: RegExp }[] = [
  {
    name: 'SQL',
    masked: 'SQL (SELECT … FROM …)',
    // Shaped like statements, so a message such as "Select a domain from the list" is not one.
    test: /\bselect\s+(\*|[\w."`]+(\s*,\s*[\w."`]+)*)\s+from\s+[\w."`]+|\binsert\s+into\s+[\w."`]+\s*(\(|values\b)|\bupdate\s+[\w."`]+\s+set\s+[\w."`]+\s*=|\bdelete\s+from\s+[\w."`]+\s+where\b|SQLSTATE|SQLITE_[A-Z]+|ORA-\d{4,5}|syntax error at or near|error in your SQL syntax|duplicate key value violates/i,
  },
  {
    name: 'a stack trace',
    masked: 'a stack trace (at … (…:line:column))',
    test: /\n\s+at\s+\S+\s+\(|\bat\s+[\w.<>$]+\s+\([^)]*:\d+:\d+\)|Traceback \(most recent call last\)|\.php on line \d+|Exception in thread|\bStack trace:/,
  },
  {
    name: 'a file path',
    masked: 'a file path (/…/…)',
    test: /(^|[\s"'(=:])\/(var|home|srv|opt|usr|etc|tmp|app|root|www|data)\/[\w.-]+|[A-Z]:\\\\?[\w.-]+\\|\b[\w-]+\.(php|py|rb|js|ts|java|go):\d+/,
  },
];

/** What internal detail a text shows: the masked names of the kinds found (empty when none). */
export function leaksIn(text: string): string[] {
  return LEAKS.filter((l) => l.test.test(text)).map((l) => l.masked);
}

/** Every string of a JSON value with its pointer (bounded: the first 200). */
function strings(value: unknown, pointer = '', out: { pointer: string; text: string }[] = []): { pointer: string; text: string }[] {
  if (out.length >= 200) return out;
  if (typeof value === 'string') out.push({ pointer, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${pointer}/${i}`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) strings(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  }
  return out;
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it is none or not JSON). */
  body: unknown;
  /** An error's text as far as it was kept (for the leak check when it is not JSON), '' otherwise. */
  text: string;
}

/** The findings on one reply of an operation of the contract. */
export function checkReplyOf(op: Operation, reply: Reply): Finding[] {
  const { status, headers } = reply;
  const base = { side: 'reply' as const, operationId: op.operationId, status };
  const out: Finding[] = [];
  const date = headers.date;
  if (!date) out.push({ ...base, kind: 'header', pointer: '', header: 'Date', what: 'no Date header (the client takes "now" from it)' });
  else if (Number.isNaN(Date.parse(date))) out.push({ ...base, kind: 'header', pointer: '', header: 'Date', what: 'a Date header that is not a date' });
  if (status === 429 && !headers['retry-after'])
    out.push({ ...base, kind: 'header', pointer: '', header: 'Retry-After', what: 'a 429 without Retry-After (the client cannot say when to try again)' });

  if (status >= 400) {
    // A leak: named by kind and masked, never copied.
    if (reply.body !== undefined) {
      for (const s of strings(reply.body)) {
        const found = leaksIn(s.text);
        if (found.length) out.push({ ...base, kind: 'leak', pointer: s.pointer, what: `an error that shows internal detail: ${found.join(', ')}` });
      }
    } else if (reply.text) {
      const found = leaksIn(reply.text);
      if (found.length) out.push({ ...base, kind: 'leak', pointer: '', what: `an error that shows internal detail: ${found.join(', ')}` });
    }
  }

  const kind = replyKind(op, status);
  if (!kind) {
    out.push({ ...base, kind: 'status', pointer: '', what: `status ${status}, which the contract does not document here` });
    return out;
  }
  const mismatches = checkReply(op, status, reply.body, headers['content-type']);
  if (status >= 400 && mismatches.length) {
    // A different error shape is one defect, however many of its fields differ.
    const how = mismatches.slice(0, 4).map((m) => `${m.pointer || 'the body'}: ${what(m)}`);
    out.push({ ...base, kind: 'error-shape', pointer: '', what: `an error not of the {type, message} shape (${how.join('; ')})` });
  } else {
    for (const m of mismatches) out.push({ ...base, kind: m.pointer ? 'schema' : 'media-type', pointer: m.pointer, what: what(m) });
  }
  return out;
}

/** The findings on what the client sent to an operation of the contract. */
export function checkRequestOf(op: Operation, contentType: string, text: string): Finding[] {
  const base = { side: 'request' as const, operationId: op.operationId };
  if (contentType && contentType !== op.contentType)
    return [{ ...base, kind: 'media-type', pointer: '', what: `expected a body of type ${op.contentType}, got a body of type ${contentType}` }];
  if (op.contentType === 'multipart/form-data') return []; // the uploads' parts are not read
  let body: unknown = {};
  if (contentType === 'application/x-www-form-urlencoded') body = Object.fromEntries(new URLSearchParams(text));
  else if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      return [{ ...base, kind: 'media-type', pointer: '', what: 'expected a JSON body, got a body that is not JSON' }];
    }
  }
  return checkRequest(op, body).map((m) => ({ ...base, kind: 'schema' as const, pointer: m.pointer, what: what(m) }));
}
