import net from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Timeouts } from '../config.js';
import { clientErrorHandler } from './hardening.js';

/**
 * Ends a request whose body trickles: while the body is still arriving, every window of
 * `bodyWindowMs` must bring at least `bodyMinBytes`, or the caller gets 408 and the connection is
 * closed. A streamed upload keeps its pace and goes on; a sign-in body sent a byte every few
 * seconds is cut off after its first window. Node's own timeouts (app.ts) bound the headers and the
 * request as a whole. The watch ends as soon as the body is in (a small JSON call's, in the packet of
 * its headers, right after the route matched), so a call costs an entry in a set: one timer per
 * window length looks at every body still arriving ten times a window, and stops when none is.
 */
export function guardBodyPace(request: FastifyRequest, reply: FastifyReply, timeouts: Timeouts) {
  const { raw } = request;
  const socket = raw.socket;
  // Injected requests (tests) have no real socket to watch.
  if (raw.complete || !(socket instanceof net.Socket)) return;
  const seen = socket.bytesRead;
  const since = Date.now();
  // Looked at again once the packet that brought the headers is parsed: a small body has arrived by then.
  queueMicrotask(() => {
    if (!raw.complete && !socket.destroyed) watchFor(timeouts).add({ raw, socket, request, reply, seen, since });
  });
}

interface Watched {
  raw: IncomingMessage;
  socket: net.Socket;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The socket's bytes read at the start of the current window, and when it began. */
  seen: number;
  since: number;
}

/** The bodies being watched, by window length and least bytes a window (a server has one pair; tests use others). */
const watches = new Map<string, Set<Watched>>();

function watchFor(timeouts: Timeouts): Set<Watched> {
  const key = `${timeouts.bodyWindowMs}/${timeouts.bodyMinBytes}`;
  let set = watches.get(key);
  if (set) return set;
  const bodies = (set = new Set<Watched>());
  watches.set(key, bodies);
  const timer = setInterval(
    () => {
      const now = Date.now();
      for (const w of bodies) {
        if (w.raw.complete || w.socket.destroyed) {
          bodies.delete(w);
          continue;
        }
        if (now - w.since < timeouts.bodyWindowMs) continue;
        const read = w.socket.bytesRead;
        if (read - w.seen >= timeouts.bodyMinBytes) {
          w.seen = read;
          w.since = now;
          continue;
        }
        bodies.delete(w);
        tooSlow(w, read);
      }
      if (bodies.size === 0) {
        clearInterval(timer);
        watches.delete(key);
      }
    },
    Math.max(1, Math.floor(timeouts.bodyWindowMs / 10)),
  );
  timer.unref();
  return bodies;
}

function tooSlow({ request, reply, socket }: Watched, received: number) {
  request.log.warn({ received }, 'request body too slow: connection closed');
  // A reply already under way (a refusal sent before the body ended) is cut off as it is.
  if (reply.raw.headersSent) return socket.destroy();
  clientErrorHandler(Object.assign(new Error('request body too slow'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
}
