// Forwarding /api/... to the target unchanged (headers, body, compression — and no Date of the
// proxy's own, so the client sees the target's), with a bounded copy of each request and reply kept
// for the checks (scripts/proxy/checks.ts) and for what they sent as secrets (scripts/proxy/secrets.ts),
// which the log and the report then mask.
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { operationByPath } from '../conformance/contract.js';
import { checkReplyOf, checkRequestOf } from './checks.js';
import type { DriftStore, Finding } from './drift.js';
import type { Recorder } from './record.js';
import type { Side } from './secrets.js';

/** Hop-by-hop headers, which a proxy does not pass on. */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);
/** How much of a JSON body is kept for the check (bigger bodies pass unchecked). */
const CHECK_LIMIT = 16 * 1024 * 1024;
/** How much of an error body that is not JSON is kept for the leak check. */
const TEXT_LIMIT = 64 * 1024;
/** How much of a body to a path that is no operation is read for its secrets. */
const UNKNOWN_LIMIT = 1024 * 1024;

export interface ForwardContext {
  target: URL;
  drift: DriftStore;
  log: (line: string) => void;
  /** With --record: what the walk sees is kept for the scenario (scripts/proxy/record.ts). */
  record?: Recorder;
}

/** The secrets of a JSON or form body. */
function learnBody(ctx: ForwardContext, type: string, text: string, side: Side) {
  if (type === 'application/x-www-form-urlencoded') return ctx.drift.secrets.learnForm(text, side);
  try {
    ctx.drift.secrets.learnBody(JSON.parse(text), side);
  } catch {
    /* not JSON: nothing to learn */
  }
}

function logFindings(ctx: ForwardContext, findings: Finding[]) {
  // Kept findings come back masked and cut short.
  for (const f of ctx.drift.message(findings)) {
    const at = f.header ? `header ${f.header}` : f.pointer || '(whole body)';
    ctx.log(`drift ${f.operationId} ${f.side === 'request' ? 'request' : f.status} ${at}: ${f.what}`);
  }
}

function decode(raw: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  if (encoding === 'deflate') return zlib.inflateSync(raw);
  return raw;
}

export function forward(ctx: ForwardContext, req: http.IncomingMessage, res: http.ServerResponse, apiPath: string, search: string) {
  const { target } = ctx;
  const op = req.method === 'POST' ? operationByPath(apiPath) : undefined;
  const { secrets } = ctx.drift;
  // What the client sends as a secret outside the body: its session, cookies, a query's token.
  secrets.learnHeaders(req.headers, 'request');
  if (search) secrets.learnForm(search.slice(1), 'request');
  const method = String(req.method ?? 'GET').slice(0, 16);
  const operationId = op?.operationId ?? ctx.drift.pathShown(`${method} ${apiPath}`);
  if (!op && ctx.drift.unknownPath(`${method} ${apiPath}`)) {
    ctx.log(`drift unknown path: ${operationId} is not an operation of the contract`);
  }
  const headers: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(req.headers)) if (!HOP.has(k) && k !== 'host') headers[k] = v;
  headers.host = target.host;
  const client = target.protocol === 'https:' ? https : http;
  const upstream = client.request({
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port || undefined,
    method: req.method,
    path: `${target.pathname.replace(/\/$/, '')}${apiPath}${search}`,
    headers,
  });

  // The request: passed on as it comes, a copy kept for the check.
  const requestType = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  const sent: Buffer[] = [];
  let sentBytes = 0;
  const keepRequest = requestType === 'application/json' || requestType === 'application/x-www-form-urlencoded';
  /** The request's JSON body, for the recording. */
  let sentJson: unknown;
  const requestLimit = op ? CHECK_LIMIT : UNKNOWN_LIMIT;
  req.on('data', (chunk: Buffer) => {
    sentBytes += chunk.length;
    if (keepRequest && sentBytes <= requestLimit) sent.push(chunk);
  });
  req.on('end', () => {
    if (!keepRequest || sentBytes > requestLimit) return;
    const text = Buffer.concat(sent).toString('utf8');
    learnBody(ctx, requestType, text, 'request');
    if (ctx.record && op && requestType === 'application/json') {
      try {
        sentJson = JSON.parse(text);
      } catch {
        /* not JSON: nothing to record */
      }
    }
    if (op) logFindings(ctx, checkRequestOf(op, requestType, text));
  });
  req.pipe(upstream);

  upstream.on('response', (up) => {
    const out: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(up.headers)) if (!HOP.has(k)) out[k] = v;
    // The client takes "now" from the reply's Date: it must be the target's, or its absence.
    res.sendDate = false;
    res.writeHead(up.statusCode ?? 502, out);
    const status = up.statusCode ?? 0;
    secrets.learnHeaders(up.headers, 'reply');
    const got: Buffer[] = [];
    let gotBytes = 0;
    // JSON replies are read, and errors for the leak check (the downloads stream past unread).
    const json = /json/i.test(up.headers['content-type'] ?? '');
    const limit = json ? (op ? CHECK_LIMIT : UNKNOWN_LIMIT) : status >= 400 && op ? TEXT_LIMIT : 0;
    up.on('data', (chunk: Buffer) => {
      gotBytes += chunk.length;
      if (gotBytes <= limit) got.push(chunk);
    });
    up.on('end', () => {
      // A JSON body too big to keep passes unchecked; an error's text is checked as far as it was kept.
      if (json && gotBytes > limit) return;
      let body: unknown;
      let text = '';
      try {
        const plain = decode(Buffer.concat(got), String(up.headers['content-encoding'] ?? '').toLowerCase()).toString('utf8');
        // An error's text is kept for the leak check, JSON or not (a broken JSON error included).
        if (status >= 400) text = plain.slice(0, TEXT_LIMIT);
        if (json) body = JSON.parse(plain);
      } catch {
        body = undefined;
      }
      // What the API answers as a secret (a session token, a database password) is masked from now on.
      if (body !== undefined) secrets.learnBody(body, 'reply');
      if (!op) return;
      if (ctx.record && body !== undefined) {
        try {
          ctx.record.reply(op.operationId, sentJson, status, body, up.headers.date);
        } catch (error) {
          ctx.log(`record: ${op.operationId} not recorded (${(error as Error).message})`);
        }
      }
      logFindings(ctx, checkReplyOf(op, { status, headers: up.headers, body, text }));
    });
    up.pipe(res);
  });
  upstream.on('error', (error) => {
    ctx.log(`proxy ${operationId}: the target did not answer (${error.message})`);
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'proxy', message: 'The target API did not answer.' }));
    } else res.destroy();
  });
  req.on('aborted', () => upstream.destroy());
}
