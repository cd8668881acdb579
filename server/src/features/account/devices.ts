import type { FastifyRequest } from 'fastify';
import { randomToken, tokenHash } from '../../lib/passwords.js';
import * as repo from './repository.js';
import type { Panel } from '../../panel.js';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account gets a random token in an HttpOnly, SameSite=Strict cookie scoped to the
 * sign-in call. Presented again for the same account, it makes the sign-in count on that browser
 * alone (throttle.ts), so guesses from anywhere else never lock the owner out. Stored as its
 * SHA-256 like sessions; renewed at every sign-in; an account keeps its newest `KEEP`.
 */
export const DEVICE_COOKIE = 'panel_device';
const LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
const KEEP = 20;

/** The trusted device the request's cookie names for this account, if any and not too old. */
export function presentedDevice(panel: Panel, request: FastifyRequest, accountId: number | undefined) {
  if (accountId === undefined) return undefined;
  const token = cookieValue(request.headers.cookie, DEVICE_COOKIE);
  if (!token) return undefined;
  const device = repo.findTrustedDevice(panel.db, tokenHash(token), accountId);
  return device && Date.now() - device.created_at < LIFETIME_MS ? device : undefined;
}

/** Trusts the browser that just signed in: the Set-Cookie header that carries its new token. */
export function trustDevice(panel: Panel, request: FastifyRequest, accountId: number): string {
  const token = randomToken();
  repo.insertTrustedDevice(panel.db, tokenHash(token), accountId, Date.now(), KEEP);
  const path = request.routeOptions.url ?? '/';
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${token}; Path=${path}; Max-Age=${LIFETIME_MS / 1000}; HttpOnly; SameSite=Strict${secure}`;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}
