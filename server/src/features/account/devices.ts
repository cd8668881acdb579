import type { FastifyRequest } from 'fastify';
import { randomToken, tokenHash } from '../../lib/passwords.js';
import * as repo from './repository.js';
import type { Panel } from '../../panel.js';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account gets a random token in an HttpOnly, SameSite=Strict cookie scoped to the
 * sign-in call. Presented again for the same account, it makes the sign-in count on that browser
 * alone (throttle.ts), so guesses from anywhere else never lock the owner out. Stored as its
 * SHA-256 like sessions, with the session it was issued with; renewed at every sign-in; an account
 * keeps its newest `KEEP`; a password change ends all but the changing browser's (service.ts).
 *
 * A Cookie header may carry several `panel_device` values: a sibling subdomain can plant one that
 * the browser sends ahead of the owner's (a longer path, an earlier creation). Every presented
 * value shaped like a token is tried: at most `MAX_PRESENTED`, more than a request's headers
 * (16 KiB) can hold, so however many are planted first, the owner's is still reached.
 */
export const DEVICE_COOKIE = 'panel_device';
const LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
const KEEP = 20;
const MAX_PRESENTED = 300;
/** What `randomToken` makes (32 bytes, base64url): anything else is no token of ours and costs no lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The trusted devices of this account the request's cookies name, not too old; none for an unknown account. */
export function presentedDevices(panel: Panel, request: FastifyRequest, accountId: number | undefined): repo.TrustedDevice[] {
  if (accountId === undefined) return [];
  const now = Date.now();
  return presentedHashes(request)
    .map((hash) => repo.findTrustedDevice(panel.db, hash, accountId))
    .filter((d): d is repo.TrustedDevice => d !== undefined && now - d.created_at < LIFETIME_MS);
}

/** The SHA-256 of every well-formed `panel_device` value of the request, each once. */
export function presentedHashes(request: FastifyRequest): string[] {
  return [...new Set(cookieValues(request.headers.cookie, DEVICE_COOKIE).filter((v) => TOKEN_SHAPE.test(v)))].slice(0, MAX_PRESENTED).map(tokenHash);
}

/**
 * Trusts the browser that just signed in with the session `sessionHash`: the Set-Cookie header
 * that carries its new token, scoped to the sign-in call (`path`, when another call signs in). `Secure` when the request came over HTTPS, directly or through a proxy named in
 * `PANEL_TRUST_PROXY` that says so in `X-Forwarded-Proto` (app.ts); a header from anyone else is
 * not believed.
 */
export function trustDevice(panel: Panel, request: FastifyRequest, accountId: number, sessionHash: string, path?: string): string {
  const token = randomToken();
  repo.insertTrustedDevice(panel.db, tokenHash(token), accountId, sessionHash, Date.now(), KEEP);
  const scope = path ?? request.routeOptions.url ?? '/';
  const secure = String(request.protocol).toLowerCase() === 'https' ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${token}; Path=${scope}; Max-Age=${LIFETIME_MS / 1000}; HttpOnly; SameSite=Strict${secure}`;
}

/** Every value of a cookie in a Cookie header, in order, surrounding spaces and quotes taken off. */
function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq <= 0 || pair.slice(0, eq).trim() !== name) continue;
    const value = pair.slice(eq + 1).trim();
    values.push(value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);
  }
  return values;
}
