import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors.js';
import { SECURITY_HEADERS } from './hardening.js';

/**
 * A development or test mock answers this machine only, so no web page can drive it.
 *
 * - **Host** (every request, before any route or hook of ours runs): outside production mode a
 *   request is answered only when its `Host` names this machine — `localhost`, `*.localhost`,
 *   127.0.0.0/8, `[::1]`, any port — or one of `PANEL_ALLOWED_HOSTS`; anything else (a DNS-rebound
 *   name, a LAN address, no Host) gets 421 `misdirected`, whatever the path, so a page of another
 *   site that rebinds its name to 127.0.0.1 reads nothing, hand-offs and sessions included. In
 *   production mode the check applies only when `PANEL_ALLOWED_HOSTS` is set (a real deployment
 *   sits behind its own name).
 * - **Test-control** (`testControlGuard`, on the test-control routes as the router matched them):
 *   only a JSON body (a body-less POST, text/plain, a form or a missing type: 415, as a web page
 *   can send those unasked), and then only from the server's own origin or a tool that sends no
 *   `Origin` (another origin, `null`, a cross-site or same-site `Sec-Fetch-Site`: 400 `crossOrigin`).
 */
export default fp(async function localOnly(app: FastifyInstance) {
  const { mode, allowedHosts } = app.panel.config;
  if (mode === 'production' && allowedHosts.length === 0) return;
  const allowed = allowedHosts.map(parseHost).filter((h): h is Host => h !== undefined);

  // The Host headers answered: a client sends the same one on every call, which is then one lookup.
  const answered = new Set<string>();
  app.addHook('onRequest', (request, reply, done) => {
    const header = request.headers.host;
    if (header !== undefined && answered.has(header)) return done();
    const host = parseHost(header);
    if (host && (isLoopback(host.name) || allowed.some((a) => a.name === host.name && samePort(a.port, host.port)))) {
      if (answered.size >= 64) answered.clear();
      answered.add(header!);
      return done();
    }
    refuseHost(reply, host);
    done();
  });
});

interface Host {
  /** Lower case, as the URL parser writes it (127.1 → 127.0.0.1, [0::1] → [::1]), without a final dot. */
  name: string;
  port?: string;
}

const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?)(?::(\d{1,5}))?$/i;

/** A `Host` header (or an entry of PANEL_ALLOWED_HOSTS) as a name and a port; undefined for anything else. */
export function parseHost(value: unknown): Host | undefined {
  if (typeof value !== 'string') return undefined;
  const m = HOST_HEADER.exec(value);
  if (!m || (m[2] !== undefined && Number(m[2]) > 65535)) return undefined;
  let name: string;
  try {
    name = new URL(`http://${m[1]}`).hostname;
  } catch {
    return undefined;
  }
  return { name: name.replace(/\.$/, ''), ...(m[2] !== undefined && { port: String(Number(m[2])) }) };
}

/** This machine, whatever the port: names that never leave it, so nobody else can point them elsewhere. */
export function isLoopback(name: string): boolean {
  return (
    name === 'localhost' ||
    /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.localhost$/.test(name) ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    name === '[::1]' ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(name)
  );
}

/** An entry without a port takes any; a Host without a port is the scheme's default one. */
function samePort(wanted: string | undefined, got: string | undefined): boolean {
  if (wanted === undefined) return true;
  return got === undefined ? wanted === '80' || wanted === '443' : wanted === got;
}

/**
 * 421, answered at once and as it is: no route, hook or handler runs (the reply is no call of the
 * contract, so nothing checks it against one), with the headers every reply carries.
 */
function refuseHost(reply: FastifyReply, host: Host | undefined) {
  const named = host ? `"${host.name}${host.port ? `:${host.port}` : ''}" is not one of them` : 'the request names no valid host';
  const body = JSON.stringify({
    type: 'misdirected',
    message: `This server answers only for this machine (localhost, 127.0.0.1, [::1]) and the names in PANEL_ALLOWED_HOSTS; ${named}.`,
  });
  reply.hijack();
  reply.raw.writeHead(421, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...SECURITY_HEADERS,
  });
  reply.raw.end(body);
}

/** Before every test-control call (plugins/test-control.ts): JSON only, from the server's own origin or a tool. */
export function testControlGuard(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  const type = request.headers['content-type']?.split(';', 1)[0].trim().toLowerCase();
  const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  // What a page of another site can send without asking first (no type, text/plain, a form) never passes.
  if (type !== 'application/json' || !hasBody) return done(new ApiError(415, 'unsupportedMediaType', 'The body must be JSON.'));
  // JSON from a page needs the browser's preflight; whatever got through it is refused here too.
  if (!sameOrigin(request)) {
    return done(new ApiError(400, 'crossOrigin', 'Test-control calls are taken only from the pages of this server or from tools that send no Origin.'));
  }
  done();
}

/**
 * No `Origin` (curl, Playwright's request context, the kit) or the server's own, as the `Host`
 * names it; a browser's `Sec-Fetch-Site`, when sent, says same-origin or none (typed by the user).
 */
function sameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  // A bare scheme://host[:port], as browsers send it; `null` (a sandboxed frame, a file) is no origin.
  if (!/^https?:\/\/[^/?#@\s]+$/i.test(origin)) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = parseHost(request.headers.host);
  if (!host) return false;
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return url.hostname.replace(/\.$/, '') === host.name && (url.port || defaultPort) === (host.port ?? defaultPort);
}
