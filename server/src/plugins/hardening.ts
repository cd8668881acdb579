import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineHashes, type InlineHashes } from '../lib/inline-hashes.js';

/**
 * What every reply carries, and how it travels:
 *
 * - Security headers on every reply; the panel's page gets a Content-Security-Policy that allows
 *   its own scripts and styles only (no eval, no frames, API calls and download forms only to the
 *   configured API; inline only the page shell's script and style, by their hashes), everything
 *   else the strictest policy (`default-src 'none'`).
 *   The API docs set their own policy (plugins/api-docs.ts).
 * - `Cache-Control: no-store` on every API reply: they carry session tokens and database passwords.
 * - Compression of whatever is text (JSON, HTML, scripts, styles), brotli or gzip as the client
 *   accepts, at levels fast enough for the refreshed lists of a big account (1.8 MB of JSON: about
 *   205 kB in about 8 ms, either way). Downloads (octet-stream) go as they are.
 *
 * Registered before any route: compression hooks onto each route as it is added, after the route's
 * other onSend hooks (the reply check against the contract sees the JSON, not the compressed bytes).
 */
export default fp(async function hardening(app: FastifyInstance) {
  const { apiUrl, clientDir } = app.panel.config;
  const pagePolicy = pagePolicyOf(path.join(clientDir, 'index.html'), apiUrl);

  // A callback, not an async function: it runs on every reply, and a promise per reply costs a keepalive's time.
  app.addHook('onSend', (request, reply, payload, done) => {
    // The matched route's path where there is one: an encoded letter in the URL changes nothing.
    const html = isHtml(reply);
    if (!html && isApiPath(request.routeOptions.url ?? request.url)) void reply.headers(API_HEADERS);
    else {
      setSecurityHeaders(reply, html ? pagePolicy() : API_POLICY);
      if (isApiPath(request.routeOptions.url ?? request.url)) void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    // Quality 2 and level 3: the next steps up save a few kB for half as much time again.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 3 },
    // Replies up to 4 MiB (the big lists included) are compressed in one synchronous step: about
    // 8 ms for 1.8 MB, where the streaming path costs twice that in hand-offs.
    syncThreshold: 4 * 1024 * 1024,
    // Request bodies are small JSON or form posts; a compressed one is not accepted.
    globalDecompression: false,
  });
});

/** Text worth compressing: JSON, HTML, CSS, JavaScript, SVG and other XML. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+]json(?:;|$)|javascript|[/+]xml(?:;|$)/;

/** Anything that is not the panel's page: no content of its own may run or be framed. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of the panel's page; `apiUrl` may name another origin, which calls and download forms
 * then reach. `inline` holds the hashes of the page's inline blocks (see `inlineHashes`).
 */
export function pageContentSecurityPolicy(apiUrl: string, inline: InlineHashes = { scripts: [], styles: [] }): string {
  const api = originOf(apiUrl);
  const withApi = (sources: string) => (api ? `${sources} ${api}` : sources);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${withApi("'self'")}`,
    `form-action ${withApi("'self'")}`,
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The page's policy for the index.html in the client folder as it is now (read again after a rebuild). */
function pagePolicyOf(index: string, apiUrl: string): () => string {
  let seen: { mtime: number; policy: string } | undefined;
  return () => {
    const mtime = fs.statSync(index, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (seen?.mtime !== mtime) seen = { mtime, policy: pageContentSecurityPolicy(apiUrl, mtime ? inlineHashes(fs.readFileSync(index, 'utf8')) : undefined) };
    return seen.policy;
  };
}

function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The headers of every reply that is not the panel's page; a reply written to the socket directly sends these. */
export const SECURITY_HEADERS = {
  'content-security-policy': API_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const;

/** What every API reply carries (they are never the panel's page): the security headers, and never kept. */
const API_HEADERS = { ...SECURITY_HEADERS, 'cache-control': 'no-store' } as const;

export function setSecurityHeaders(reply: FastifyReply, policy = API_POLICY) {
  reply.headers({ ...SECURITY_HEADERS, 'content-security-policy': policy });
}

const isHtml = (reply: FastifyReply) => /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));

/** API calls and the test-control API; the rendered docs under /api/docs are pages. */
const isApiPath = (url: string) => url.startsWith('/api/') && !/^\/api\/docs(\/|$|\?)/.test(url);

/**
 * Fastify's `frameworkErrors`: errors found before any route runs (a malformed URL, a path
 * parameter too long) answered in the contract's error shape, like every other error.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  setSecurityHeaders(reply);
  reply.header('cache-control', 'no-store');
  void reply.code(status).send({ type: 'validation', message: 'The request URL is not valid.' });
}

/**
 * Node's `clientError` (a request that is not even HTTP, headers too large, a timeout): the same
 * error shape, written straight to the socket since no request exists yet.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: net.Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ type: 'validation', message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        Object.entries(SECURITY_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
