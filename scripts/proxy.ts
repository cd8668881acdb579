// `npm run proxy -- --target <api url> [--port <port>]`: serves the built client with /api forwarded
// unchanged to the target, and checks every request and reply against contract/openapi.yaml on the
// way. Each mismatch is one log line and an entry of the drift report (GET /__proxy/drift, printed
// on exit). Headers and bodies are never logged; values under secret-looking names never shown.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { checkReply, checkRequest, operationByPath, type Mismatch } from './conformance/contract.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface DriftEntry {
  operationId: string;
  /** The reply's status, or "request" for what the client sent. */
  status: number | 'request';
  pointer: string;
  message: string;
  count: number;
}

export interface ProxyOptions {
  /** The API base URL requests under /api go to, e.g. https://staging-api.example.net. */
  target: string;
  port?: number;
  host?: string;
  /** The built client (default client/dist). */
  clientDir?: string;
  /** Where the log lines go (default stdout). */
  log?: (line: string) => void;
}

export interface Proxy {
  url: string;
  drift(): { mismatches: DriftEntry[] };
  close(): Promise<void>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hop-by-hop headers, which a proxy does not pass on. */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);
/** How much of a body is kept for the check (bigger bodies pass unchecked). */
const CHECK_LIMIT = 16 * 1024 * 1024;

export function startProxy(options: ProxyOptions): Promise<Proxy> {
  const target = new URL(options.target.replace(/\/+$/, ''));
  const clientDir = options.clientDir ?? path.join(root, 'client/dist');
  const log = options.log ?? ((line: string) => console.log(line));
  const drift = new Map<string, DriftEntry>();

  function record(operationId: string, status: number | 'request', m: Mismatch) {
    const message = `expected ${m.expected}, got ${m.got}`;
    const key = JSON.stringify([operationId, status, m.pointer, message]);
    const entry = drift.get(key);
    if (entry) entry.count++;
    else drift.set(key, { operationId, status, pointer: m.pointer, message, count: 1 });
    log(`drift ${operationId} ${status} ${m.pointer || '(whole body)'}: ${message}`);
  }

  function serveStatic(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
    if (pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ apiUrl: '/api' }));
      return;
    }
    const index = path.join(clientDir, 'index.html');
    let decoded = '/';
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      /* a malformed escape: the page shell */
    }
    let file = path.join(clientDir, path.normalize(decoded));
    if (!file.startsWith(clientDir + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = index;
    if (!fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`No built client in ${clientDir}: build it with  npm run build\n`);
      return;
    }
    res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  }

  function forward(req: http.IncomingMessage, res: http.ServerResponse, apiPath: string, search: string) {
    const op = req.method === 'POST' ? operationByPath(apiPath) : undefined;
    const operationId = op?.operationId ?? `${req.method} ${apiPath}`;
    if (!op) {
      record(operationId, 'request', { pointer: '', expected: 'a POST to a path of the contract', got: `${req.method} ${apiPath}` });
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
    const requestType = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const sent: Buffer[] = [];
    let sentBytes = 0;
    const keepRequest = requestType === 'application/json' || requestType === 'application/x-www-form-urlencoded';
    req.on('data', (chunk: Buffer) => {
      sentBytes += chunk.length;
      if (keepRequest && sentBytes <= CHECK_LIMIT) sent.push(chunk);
    });
    req.on('end', () => {
      if (!op || sentBytes > CHECK_LIMIT) return;
      if (requestType && requestType !== op.contentType) {
        record(operationId, 'request', { pointer: '', expected: `a body of type ${op.contentType}`, got: `a body of type ${requestType}` });
        return;
      }
      if (op.contentType === 'multipart/form-data') return; // the uploads' parts are not read
      const text = Buffer.concat(sent).toString('utf8');
      let body: unknown = {};
      if (requestType === 'application/x-www-form-urlencoded') body = Object.fromEntries(new URLSearchParams(text));
      else if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          record(operationId, 'request', { pointer: '', expected: 'a JSON body', got: 'a body that is not JSON' });
          return;
        }
      }
      for (const m of checkRequest(op, body)) record(operationId, 'request', m);
    });
    req.pipe(upstream);

    upstream.on('response', (up) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(up.headers)) if (!HOP.has(k)) out[k] = v;
      res.writeHead(up.statusCode ?? 502, out);
      const got: Buffer[] = [];
      let gotBytes = 0;
      // Only JSON replies are read (the downloads stream past unread).
      const keepReply = /json/i.test(up.headers['content-type'] ?? '');
      up.on('data', (chunk: Buffer) => {
        gotBytes += chunk.length;
        if (keepReply && gotBytes <= CHECK_LIMIT) got.push(chunk);
      });
      up.on('end', () => {
        if (!op || gotBytes > CHECK_LIMIT) return;
        const status = up.statusCode ?? 0;
        const type = up.headers['content-type'];
        let body: unknown;
        if (/json/i.test(type ?? '')) {
          try {
            const raw = Buffer.concat(got);
            const encoding = String(up.headers['content-encoding'] ?? '').toLowerCase();
            const plain = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'deflate' ? zlib.inflateSync(raw) : raw;
            body = JSON.parse(plain.toString('utf8'));
          } catch {
            body = undefined;
          }
        }
        for (const m of checkReply(op, status, body, type)) record(operationId, status, m);
      });
      up.pipe(res);
    });
    upstream.on('error', (error) => {
      log(`proxy ${operationId}: the target did not answer (${error.message})`);
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'proxy', message: 'The target API did not answer.' }));
      } else res.destroy();
    });
    req.on('aborted', () => upstream.destroy());
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    if (url.pathname === '/__proxy/drift' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ mismatches: [...drift.values()] }));
      return;
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      forward(req, res, url.pathname.slice(4) || '/', url.search);
      return;
    }
    serveStatic(req, res, url.pathname);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8090, options.host ?? '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
        drift: () => ({ mismatches: [...drift.values()] }),
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The drift report as text, for the end of a session. */
export function driftTable(mismatches: DriftEntry[]): string {
  if (!mismatches.length) return 'drift report: no mismatches';
  const lines = ['drift report:', 'count  operation / status / pointer: what'];
  for (const m of [...mismatches].sort((a, b) => b.count - a.count)) {
    lines.push(`${String(m.count).padStart(5)}  ${m.operationId} ${m.status} ${m.pointer || '(whole body)'}: ${m.message}`);
  }
  return lines.join('\n');
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        target: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        'client-dir': { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error((error as Error).message);
    values = undefined;
  }
  if (!values?.target) {
    console.error('usage: npm run proxy -- --target <api url> [--port <port>] [--host <address>] [--client-dir <built client>]');
    process.exit(2);
  }
  const proxy = await startProxy({ target: values.target, port: values.port ? Number(values.port) : undefined, host: values.host, clientDir: values['client-dir'] });
  console.log(`validation proxy on ${proxy.url}: the client, with /api forwarded to ${values.target}`);
  console.log(`drift report: ${proxy.url}/__proxy/drift (printed when you stop the proxy with Ctrl-C)`);
  const stop = () => {
    console.log(`\n${driftTable(proxy.drift().mismatches)}`);
    void proxy.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
