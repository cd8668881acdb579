// A wrong backend for tests: an HTTP front before our mock that changes requests and replies the way a
// real backend drifting from the contract would. The core forwards every call to the mock and gives
// each to two optional hooks — one on the request (answer at once, change the JSON body, hold the
// reply), one on the reply (status, headers with Date, JSON body). `defects()` expresses the named
// defects the conformance kit must catch as such hooks (scripts/conformance-defects.test.ts); the
// proxy's tests (scripts/proxy.test.ts, e2e/proxy-wrong-replies.spec.ts) and the kit's safety test
// (scripts/conformance-safety.test.ts) write their own.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkRequest, operationByPath } from './conformance/contract.js';

/** A call as the client sent it. */
export interface WrongRequest {
  method: string;
  /** The API path, without /api and the query: e.g. /account/sync. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (undefined when empty, not JSON, or sent with another content type). */
  body: unknown;
}

/** A reply on its way back. */
export interface WrongReply {
  status: number;
  /** Lower-case names; delete one to leave it out. The reply has a Date only if `date` is here. */
  headers: http.OutgoingHttpHeaders;
  /** The parsed JSON of a JSON reply (undefined when empty); the bytes (a Buffer) of any other, or of JSON that does not parse. A string or Buffer is sent as it is. */
  body: unknown;
}

/** What the request hook wants done: answer at once instead of the mock, send another JSON body, hold the reply `delayMs`. */
export interface RequestChange {
  reply?: WrongReply;
  body?: unknown;
  delayMs?: number;
}

/** Sees each call before it is forwarded; undefined leaves it as sent. */
export type OnRequest = (request: WrongRequest) => RequestChange | undefined | Promise<RequestChange | undefined>;
/** Sees each reply (the mock's, or the request hook's own) before it goes back; undefined passes it on unchanged. */
export type OnReply = (reply: WrongReply, request: WrongRequest) => WrongReply | undefined;

export interface Hooks {
  onRequest?: OnRequest;
  onReply?: OnReply;
}

export interface WrongBackendOptions extends Hooks {
  /** The mock's API base URL, e.g. http://127.0.0.1:40123/api. */
  target: string;
  /** 0 (the default): a free port. */
  port?: number;
}

export interface WrongBackend {
  /** The front's API base URL, e.g. http://127.0.0.1:40999/api: for the kit's --api or the proxy's --target. */
  api: string;
  close(): Promise<void>;
}

/** Hop-by-hop and framing headers, not forwarded: set again for the body as (re)written (accept-encoding: identity, so bodies can be read). */
const HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'accept-encoding']);

const isJson = (type: unknown) => typeof type === 'string' && /json/i.test(type);

/** The JSON in `raw`: undefined when empty, `otherwise` when it does not parse. */
function parse(raw: Buffer, otherwise: unknown): unknown {
  try {
    return raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
  } catch {
    return otherwise;
  }
}

function bytesOf(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  return Buffer.from(body === undefined ? '' : JSON.stringify(body));
}

const bodyless = (method: string) => method === 'GET' || method === 'HEAD';

/** The mock's reply to `path` (under the target's base path), bodies left plain so they can be read. */
function upstream(target: URL, req: http.IncomingMessage, path: string, sent: Buffer): Promise<{ reply: WrongReply; raw: Buffer }> {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(req.headers)) if (!HOP.has(k)) headers[k] = v;
  headers['accept-encoding'] = 'identity';
  if (!bodyless(req.method ?? 'GET')) headers['content-length'] = sent.length;
  const options = {
    hostname: target.hostname,
    port: target.port || undefined,
    method: req.method,
    path: `${target.pathname.replace(/\/$/, '')}${path}`,
    headers,
  };
  return new Promise((resolve, reject) => {
    const call = http.request(options, (up) => {
      const got: Buffer[] = [];
      up.on('data', (c: Buffer) => got.push(c));
      up.on('error', reject);
      up.on('end', () => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [k, v] of Object.entries(up.headers)) if (!HOP.has(k) && v !== undefined) out[k] = v;
        // A HEAD reply keeps the length of the body it does not carry.
        if (req.method === 'HEAD' && up.headers['content-length']) out['content-length'] = up.headers['content-length'];
        const raw = Buffer.concat(got);
        const body = isJson(up.headers['content-type']) ? parse(raw, raw) : raw;
        resolve({ reply: { status: up.statusCode ?? 502, headers: out, body }, raw });
      });
    });
    call.on('error', reject);
    call.end(bodyless(req.method ?? 'GET') ? undefined : sent);
  });
}

/** Starts the front on 127.0.0.1, serving the API under /api and forwarding it to `target`. */
export async function startWrongBackend(options: WrongBackendOptions): Promise<WrongBackend> {
  const target = new URL(options.target.replace(/\/+$/, ''));

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, sent: Buffer) {
    const url = req.url ?? '/';
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    const path = new URL(url, 'http://front.invalid').pathname.replace(/^\/api(?=\/|$)/, '') || '/';
    const request: WrongRequest = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body: isJson(req.headers['content-type']) ? parse(sent, undefined) : undefined,
    };
    const change = (await options.onRequest?.(request)) ?? {};
    const forwarded = change.body === undefined ? sent : bytesOf(change.body);
    const got = change.reply ? { reply: change.reply, raw: undefined } : await upstream(target, req, `${path}${query}`, forwarded);
    const changed = options.onReply?.(got.reply, request);
    const reply = changed ?? got.reply;
    // Unchanged, the mock's bytes go back as they came; changed, the body is written anew.
    const body = !changed && got.raw ? got.raw : bytesOf(reply.body);
    const headers = { ...reply.headers };
    if (request.method !== 'HEAD') headers['content-length'] = body.length;
    if (change.delayMs) await new Promise((r) => setTimeout(r, change.delayMs));
    // No Date of the front's own: only one the reply (as rewritten) has.
    res.sendDate = false;
    res.writeHead(reply.status, headers);
    res.end(request.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks)).catch(() => {
        if (res.headersSent) return void res.end();
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'front', message: 'The mock did not answer.' }));
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    api: `http://127.0.0.1:${port}/api`,
    // Kept-alive connections (the kit's, the proxy's) would hold close() open.
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---- The named defects of the conformance kit, as hooks on the front ----

export type Defect =
  /** A call with a token checks the body first: an invalid token with an invalid body gets 400, not 403. */
  | 'body-before-session'
  /** 429 without Retry-After. */
  | 'no-retry-after'
  /** No Date header on any reply. */
  | 'no-date'
  /** Replies to `slowPaths` come `slowMs` late. */
  | 'slow'
  /** Unknown request fields are silently dropped instead of refused. */
  | 'drop-unknown-fields'
  /** `leakPaths` answer 500 with a body that shows SQL, a stack trace and file paths. */
  | 'leak-500'
  /** CORS headers only on successes: errors lose them. */
  | 'cors-successes-only'
  /** Errors as `{error: {code, message}}` instead of `{type, message}`. */
  | 'error-shape'
  /** `droppedField` missing from every entry of its list. */
  | 'drop-list-field';

export interface DefectOptions {
  defects: Defect[];
  slowPaths?: string[];
  slowMs?: number;
  leakPaths?: string[];
  droppedField?: { list: string; field: string };
}

/** What the leaking 500 says: internal detail a report must never copy. */
export const LEAK_MESSAGE =
  'SQLITE_ERROR: no such column: quota_bytes in SELECT id, quota_bytes FROM mailboxes WHERE account_id = 42\n' +
  '    at Statement.run (/srv/panel-api/node_modules/better-sqlite3/lib/methods/wrappers.js:5:21)\n' +
  '    at createMailbox (/srv/panel-api/src/email/service.js:88:13)';

/** A JSON answer of the front's own, dated as the mock's are. */
const answer = (status: number, body: unknown): WrongReply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', date: new Date().toUTCString() },
  body,
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The hooks that make the front show `options.defects` (one at a time is what the kit's tests use). */
export function defectHooks(options: DefectOptions): Hooks {
  const has = (d: Defect) => options.defects.includes(d);
  return {
    onRequest: ({ method, path, headers, body }) => {
      const delayMs = has('slow') && options.slowPaths?.includes(path) ? (options.slowMs ?? 5000) : undefined;
      if (has('leak-500') && options.leakPaths?.includes(path) && method === 'POST') {
        return { delayMs, reply: answer(500, { type: 'internal', message: LEAK_MESSAGE, file: '/srv/panel-api/src/email/service.js' }) };
      }
      const op = operationByPath(path);
      if (!op || method !== 'POST' || !isJson(headers['content-type'])) return { delayMs };
      if (has('body-before-session') && headers.authorization && (body === undefined || checkRequest(op, body).length)) {
        return { delayMs, reply: answer(400, { type: 'validation', message: 'The body is not valid.' }) };
      }
      if (has('drop-unknown-fields') && isObject(body)) {
        const known = Object.keys(op.body?.properties ?? {});
        return { delayMs, body: Object.fromEntries(Object.entries(body).filter(([k]) => known.includes(k))) };
      }
      return { delayMs };
    },
    onReply: (reply) => {
      const headers = { ...reply.headers };
      let body = reply.body;
      if (has('no-date')) delete headers.date;
      if (has('no-retry-after') && reply.status === 429) delete headers['retry-after'];
      if (has('cors-successes-only') && reply.status >= 400) for (const k of Object.keys(headers)) if (k.startsWith('access-control-')) delete headers[k];
      if (has('error-shape') && reply.status >= 400 && isObject(body) && 'type' in body && 'message' in body) {
        body = { error: { code: body.type, message: body.message } };
      }
      const dropped = options.droppedField;
      if (has('drop-list-field') && dropped && isObject(body)) {
        const list = body[dropped.list];
        for (const entry of Array.isArray(list) ? list : []) if (isObject(entry)) delete entry[dropped.field];
      }
      return { status: reply.status, headers, body };
    },
  };
}
