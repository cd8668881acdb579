import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * CORS for a panel served from another origin than the API (`PANEL_CORS_ORIGINS`): the browser
 * lets the panel read a reply only when the API names the panel's origin.
 *
 * - A preflight (`OPTIONS` with `Access-Control-Request-Method`) of any API path from a named
 *   origin is answered 204, allowing POST with the headers the client sends (Authorization,
 *   Content-Type), before any route runs.
 * - Every API reply to a named origin, the errors included (a 403 or a 429 the client must read),
 *   carries `Access-Control-Allow-Origin` and exposes the headers the client reads: `Date` (its
 *   "now") and `Retry-After` (how long to wait).
 * - Any other origin gets nothing: its preflight is the usual 404, its replies carry no CORS header.
 *
 * - With credentials (`Access-Control-Allow-Credentials: true`, the preflight and the replies, for
 *   the named origins only, never beside a wildcard): the session travels as a bearer header, but
 *   the sign-in and the password change carry the browser's device cookie (features/account/
 *   devices.ts), which a cross-origin fetch sends only with `credentials: 'include'` and an API
 *   that allows it. The cookie is SameSite=Strict, so the browser still sends it only when the
 *   panel and the API are the same site (`panel.example.net` and `api.example.net`); a panel on
 *   another site counts as an unknown browser at every sign-in.
 */
export default fp(async function cors(app: FastifyInstance) {
  const allowed = new Set(app.panel.config.corsOrigins.map(normaliseOrigin).filter((o): o is string => o !== undefined));
  if (allowed.size === 0) return;

  const originOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return typeof origin === 'string' && allowed.has(normaliseOrigin(origin) ?? '') ? origin : undefined;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    reply.header('vary', 'Origin');
    const origin = originOf(request);
    if (!origin || request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return;
    allowOrigin(reply, origin);
    reply.header('access-control-allow-methods', 'POST');
    reply.header('access-control-allow-headers', 'Authorization, Content-Type');
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const origin = originOf(request);
    if (origin && isApiPath(request.url)) allowOrigin(reply, origin);
    return payload;
  });
});

function allowOrigin(reply: FastifyReply, origin: string) {
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
  reply.header('access-control-expose-headers', 'Date, Retry-After');
}

/** `https://Panel.example.net/` → `https://panel.example.net`; undefined for what is not an origin. */
export function normaliseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The API and the test-control API; the rendered docs under /api/docs are pages. */
const isApiPath = (url: string) => url.startsWith('/api/') && !/^\/api\/docs(\/|$|\?)/.test(url);
