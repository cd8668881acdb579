import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** Hand-off URLs carry a one-time sign-in token as their last segment. */
const HANDOFF_PATH = /^(\/authorize\/)[^/?#]+/;
/** Any query parameter that could carry a secret. */
const SECRET_QUERY = /([?&](?:token|session|password|key)=)[^&#]*/gi;

/** A URL as the log may show it: hand-off tokens and secret query values replaced. */
export function redactUrl(url: string): string {
  return decoded(url).replace(HANDOFF_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** The URL with its escapes read (`/%61uthorize/…` is the hand-off path too); as it came when malformed. */
function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * The server log: requests at `info` in production, warnings and errors only otherwise. Tokens
 * never reach it: request lines show the method, the URL with hand-off tokens masked, and the
 * caller's address — never headers (Authorization) or bodies (passwords, tokens).
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (!config.logger) return false;
  return {
    level: config.mode === 'production' ? 'info' : 'warn',
    ...(config.logStream ? { stream: config.logStream } : {}),
    serializers: {
      req: (req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
    },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body'], censor: '[redacted]' },
  };
}
