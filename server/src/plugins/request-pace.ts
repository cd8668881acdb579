import net from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Timeouts } from '../config.js';
import { clientErrorHandler } from './hardening.js';

/**
 * Ends a request whose body trickles: while the body is still arriving, every window of
 * `bodyWindowMs` must bring at least `bodyMinBytes`, or the caller gets 408 and the connection is
 * closed. A streamed upload keeps its pace and goes on; a sign-in body sent a byte every few
 * seconds is cut off after its first window. Node's own timeouts (app.ts) bound the headers and the
 * request as a whole. The watch ends as soon as the body is in (a small JSON call's, in the packet of
 * its headers, right after the route matched), so no call holds a timer, or itself, for a window.
 */
export function guardBodyPace(request: FastifyRequest, reply: FastifyReply, timeouts: Timeouts) {
  const { raw } = request;
  const socket = raw.socket;
  // Injected requests (tests) have no real socket to watch.
  if (raw.complete || !(socket instanceof net.Socket)) return;
  let seen = socket.bytesRead;
  const timer = setInterval(() => {
    if (raw.complete || socket.destroyed) return clearInterval(timer);
    const now = socket.bytesRead;
    if (now - seen >= timeouts.bodyMinBytes) {
      seen = now;
      return;
    }
    clearInterval(timer);
    request.log.warn({ received: now }, 'request body too slow: connection closed');
    // A reply already under way (a refusal sent before the body ended) is cut off as it is.
    if (reply.raw.headersSent) return socket.destroy();
    clientErrorHandler(Object.assign(new Error('request body too slow'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
  }, timeouts.bodyWindowMs);
  timer.unref();
  raw.once('end', () => clearInterval(timer));
}
