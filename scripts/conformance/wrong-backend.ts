// A deliberately wrong backend: an HTTP front before our mock that injects chosen defects (the ways a
// real backend drifts that the client would feel), so tests can see the conformance kit name each.
import http from 'node:http';
import type net from 'node:net';
import { checkRequest, operationByPath } from './contract.js';

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

export interface WrongBackendOptions {
  /** Our mock's origin, e.g. http://127.0.0.1:40123 (the API under /api). */
  target: string;
  defects: Defect[];
  slowPaths?: string[];
  slowMs?: number;
  leakPaths?: string[];
  droppedField?: { list: string; field: string };
}

export interface WrongBackend {
  /** The API base URL of the front, e.g. http://127.0.0.1:40999/api. */
  api: string;
  close(): Promise<void>;
}

/** What the leaking 500 says: internal detail a report must never copy. */
export const LEAK_MESSAGE =
  'SQLITE_ERROR: no such column: quota_bytes in SELECT id, quota_bytes FROM mailboxes WHERE account_id = 42\n' +
  '    at Statement.run (/srv/panel-api/node_modules/better-sqlite3/lib/methods/wrappers.js:5:21)\n' +
  '    at createMailbox (/srv/panel-api/src/email/service.js:88:13)';

const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'accept-encoding', 'keep-alive']);
const DROPPED_REPLY = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'set-cookie']);

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function startWrongBackend(options: WrongBackendOptions): Promise<WrongBackend> {
  const has = (d: Defect) => options.defects.includes(d);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks)).catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    }));
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: Buffer) {
    const url = req.url ?? '/';
    const path = url.replace(/^\/api/, '').split('?')[0];
    const op = operationByPath(path);
    const type = String(req.headers['content-type'] ?? '');
    const isJson = /^application\/json/i.test(type);
    if (has('no-date')) res.sendDate = false;
    const send = async (status: number, headers: Record<string, string>, body: Buffer | string) => {
      if (has('slow') && options.slowPaths?.includes(path)) await new Promise((r) => setTimeout(r, options.slowMs ?? 5000));
      res.writeHead(status, headers);
      res.end(body);
    };
    const json = (status: number, body: unknown) => send(status, { 'content-type': 'application/json; charset=utf-8' }, JSON.stringify(body));

    if (has('leak-500') && options.leakPaths?.includes(path) && req.method === 'POST') {
      return json(500, { type: 'internal', message: LEAK_MESSAGE, file: '/srv/panel-api/src/email/service.js' });
    }
    let body: Buffer | string = raw;
    if (op && isJson && req.method === 'POST') {
      const parsed = parse(raw.toString('utf8'));
      if (has('body-before-session') && req.headers.authorization && (parsed === undefined || checkRequest(op, parsed).length)) {
        return json(400, { type: 'validation', message: 'The body is not valid.' });
      }
      if (has('drop-unknown-fields') && parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const known = Object.keys(op.body?.properties ?? {});
        body = JSON.stringify(Object.fromEntries(Object.entries(parsed).filter(([k]) => known.includes(k))));
      }
    }

    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP.has(k) && typeof v === 'string') headers[k] = v;
    const upstream = await fetch(`${options.target}${url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' ? undefined : typeof body === 'string' ? body : new Uint8Array(body),
    });
    let text = Buffer.from(await upstream.arrayBuffer());
    const out: Record<string, string> = {};
    upstream.headers.forEach((v, k) => {
      if (!DROPPED_REPLY.has(k)) out[k] = v;
    });
    if (!has('no-date')) out.date = upstream.headers.get('date') ?? new Date().toUTCString();
    const status = upstream.status;
    if (has('no-retry-after') && status === 429) delete out['retry-after'];
    if (has('cors-successes-only') && status >= 400) for (const k of Object.keys(out)) if (k.startsWith('access-control-')) delete out[k];
    if (/json/.test(out['content-type'] ?? '')) {
      let value = parse(text.toString('utf8'));
      if (has('error-shape') && status >= 400 && value && typeof value === 'object' && 'type' in value && 'message' in value) {
        value = { error: { code: value.type, message: value.message } };
      }
      const dropped = options.droppedField;
      if (has('drop-list-field') && dropped && value && typeof value === 'object') {
        const list: unknown = Reflect.get(value, dropped.list);
        const entries: unknown[] = Array.isArray(list) ? list : [];
        for (const entry of entries) if (entry && typeof entry === 'object') Reflect.deleteProperty(entry, dropped.field);
      }
      text = Buffer.from(JSON.stringify(value));
    }
    return send(status, out, text);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    api: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
