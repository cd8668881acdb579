import { serverDay } from './format-date';

/**
 * "Now", as the server has it. Every reply's `Date` header says what time it is where the account
 * lives (the real API's clock, or the mock's virtual clock in a test); the panel measures expiry and
 * "expires in" against that, so a wrong clock on the customer's computer changes nothing. Before the
 * first reply it is the browser's time.
 */
let offsetMs = 0;
const listeners = new Set<() => void>();
/** Screens measure against the server's time to the ten minutes: a change this small redraws nothing. */
const STEP_MS = 10 * 60_000;
const stepOf = (time: number) => time - (time % STEP_MS);
let shown = stepOf(Date.now());

/** Takes the time a reply's `Date` header gives (received at `receivedAt`, the browser's time). */
export function noteServerDate(header: string | null, receivedAt = Date.now()) {
  const serverTime = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(serverTime)) return;
  offsetMs = serverTime - receivedAt;
  const step = stepOf(serverTime);
  if (step === shown) return;
  shown = step;
  for (const listener of listeners) listener();
}

export const serverNow = () => Date.now() + offsetMs;

/** For `useServerNow`: told when the server's time has moved to another ten minutes. */
export function subscribeServerTime(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The server's time as the screens show it (to the ten minutes, as of the last reply). */
export const shownServerTime = () => shown;

const DAY_MS = 86_400_000;
/** A certificate expiring within this many days is shown as a warning. */
const WARN_DAYS = 14;

export interface CertificateExpiry {
  /** Whole days left (0 on the last day); negative once expired. */
  days: number;
  expired: boolean;
  /** Expired, or expiring within two weeks. */
  warn: boolean;
}

/**
 * How a certificate that expires at `expires` (`YYYY-MM-DD HH:MM:SS`) stands at `now`; null without
 * a date, or with anything that is not one (the screens then say the date is unknown).
 */
export function certificateExpiry(expires: unknown, now: number): CertificateExpiry | null {
  const day = serverDay(expires);
  if (day === undefined) return null;
  const days = Math.ceil((day - now) / DAY_MS);
  return { days, expired: days < 0, warn: days <= WARN_DAYS };
}
