import { isbot } from 'isbot';

/*
 * One access log line in Apache's combined format (the common one too, without referrer and user
 * agent): `%h %l %u [%t] "%r" %>s %b "%{Referer}i" "%{User-agent}i"`.
 */

export interface LogHit {
  /** When, in ms since the epoch (the line's own offset applied). */
  time: number;
  address: string;
  method: string;
  /** The request's path without its query ('' when the request line is not one). */
  path: string;
  status: number;
  bytes: number;
  /** The referring page ('-' when none). */
  referrer: string;
  agent: string;
}

/** The line's pattern with its quoted fields as `quoted` matches them. */
const pattern = (quoted: string) =>
  new RegExp(
    `^(\\S+) \\S+ \\S+ \\[(\\d{2})/(\\w{3})/(\\d{4}):(\\d{2}):(\\d{2}):(\\d{2}) ([+-])(\\d{2})(\\d{2})\\] ${quoted} (\\d{3}) (\\d+|-)(?: ${quoted} ${quoted})?`,
  );
/** Most lines have no escaped quote: the quick pattern reads them; the other one (`\\"` inside a field) the rest. */
const QUICK = pattern('"([^"\\\\]*)"');
const ESCAPED = pattern('"((?:[^"\\\\]|\\\\.)*)"');
const MONTHS: Record<string, number> = { Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11 };

/** The hit a line records, or undefined when it is not in the format. */
export function parseLine(line: string): LogHit | undefined {
  const m = QUICK.exec(line) ?? ESCAPED.exec(line);
  if (!m) return undefined;
  const month = MONTHS[m[3]];
  if (month === undefined) return undefined;
  const offset = (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 60 + Number(m[10])) * 60_000;
  const time = Date.UTC(Number(m[4]), month, Number(m[2]), Number(m[5]), Number(m[6]), Number(m[7])) - offset;
  if (!Number.isFinite(time)) return undefined;
  const request = m[11].split(' ');
  const method = request.length >= 2 ? request[0] : '';
  const target = request.length >= 2 ? request[1] : '';
  const query = target.search(/[?#]/);
  return {
    time,
    address: m[1],
    method,
    path: query < 0 ? target : target.slice(0, query),
    status: Number(m[12]),
    bytes: m[13] === '-' ? 0 : Number(m[13]),
    referrer: m[14] ?? '-',
    agent: m[15] ?? '',
  };
}

/** Style sheets, scripts, images, fonts, media and data files: requests that are not page views. */
const ASSET = /\.(?:css|js|mjs|map|json|xml|txt|png|jpe?g|gif|svg|webp|avif|ico|bmp|woff2?|ttf|otf|eot|mp4|webm|mp3|ogg|wav|pdf|zip|gz)$/i;

export const isAsset = (path: string) => ASSET.test(path);

/** A GET by a visitor answered 2xx or 3xx, of a path that is not an asset. */
export const isPageView = (hit: LogHit) => hit.method === 'GET' && hit.status >= 200 && hit.status < 400 && hit.path.startsWith('/') && !isAsset(hit.path);

const bots = new Map<string, boolean>();

/** Whether a user agent is a crawler, script or monitor (isbot's maintained list), remembered per agent. */
export function isBot(agent: string): boolean {
  let known = bots.get(agent);
  if (known === undefined) {
    known = isbot(agent);
    if (bots.size > 50_000) bots.clear();
    bots.set(agent, known);
  }
  return known;
}

const HOST = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^/?#:]+)/i;

/** The host of a referring page outside the domain (and its www.), lower-cased; undefined otherwise. */
export function externalReferrer(referrer: string, domain: string): string | undefined {
  if (referrer === '-' || referrer === '') return undefined;
  const host = HOST.exec(referrer)?.[1]?.toLowerCase();
  if (!host || host === domain || host === `www.${domain}`) return undefined;
  return host;
}
