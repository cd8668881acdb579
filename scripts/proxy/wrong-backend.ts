// A wrong backend for the proxy's tests (scripts/proxy.test.ts, e2e/proxy-wrong-replies.spec.ts): an
// HTTP front in front of our mock that hands every JSON reply to a rewrite before passing it on, so
// a test can drop a field, change a type, take a header away or change a status, as a real backend
// that drifts from the contract would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WrongReply {
  status: number;
  /** The reply's headers (lower-case names); delete one to leave it out (`date` included). */
  headers: http.OutgoingHttpHeaders;
  /** The parsed JSON body; a string is sent as it is (with the content type the headers give). */
  body: unknown;
}

/** Changes a JSON reply of `path` (the API path, e.g. /account/sync); `request` is the parsed JSON the client sent. */
export type Rewrite = (path: string, reply: WrongReply, request: unknown) => WrongReply | undefined;

export interface WrongBackend {
  /** The API base URL to point the proxy at. */
  api: string;
  close(): Promise<void>;
}

/** Hop-by-hop and framing headers, set again for the rewritten body. */
const DROP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'host']);

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the front on 127.0.0.1 (port 0: a free one), forwarding to the API base URL `target`. */
export function startWrongBackend(target: string, rewrite: Rewrite, port = 0): Promise<WrongBackend> {
  const base = new URL(target.replace(/\/+$/, ''));
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const sent = Buffer.concat(chunks);
      const headers: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(req.headers)) if (!DROP.has(k)) headers[k] = v;
      // Plain replies, so they can be read and changed.
      headers['accept-encoding'] = 'identity';
      headers['content-length'] = sent.length;
      const path = new URL(req.url ?? '/', 'http://front.invalid').pathname;
      const upstream = http.request({ hostname: base.hostname, port: base.port, method: req.method, path: `${base.pathname}${req.url ?? '/'}`, headers }, (up) => {
        const got: Buffer[] = [];
        up.on('data', (c: Buffer) => got.push(c));
        up.on('end', () => {
          let out: http.OutgoingHttpHeaders = {};
          for (const [k, v] of Object.entries(up.headers)) if (!DROP.has(k)) out[k] = v;
          let status = up.statusCode ?? 502;
          let body = Buffer.concat(got);
          if (/json/i.test(up.headers['content-type'] ?? '')) {
            const changed = rewrite(path, { status, headers: out, body: parse(body.toString('utf8')) }, parse(sent.toString('utf8')));
            if (changed) {
              status = changed.status;
              body = Buffer.from(typeof changed.body === 'string' ? changed.body : JSON.stringify(changed.body));
              out = { ...changed.headers };
            }
          }
          out['content-length'] = body.length;
          // A Date only when the reply (as rewritten) has one.
          res.sendDate = false;
          res.writeHead(status, out);
          res.end(body);
        });
      });
      upstream.on('error', () => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'front', message: 'The mock did not answer.' }));
      });
      upstream.end(sent);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        api: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
