import type { Domain, EmailAccount } from '@panel/contract';
import type { MailAuthDomain } from '../../api/mail-auth';
import { domainExpiry } from '../../lib/certificate-board';
import { compareNames } from '../../lib/compare-names';
import type { ErrorLogGrowth } from './error-log-growth';

/**
 * The end of security support of each PHP branch (php.net, "Supported Versions"): past it a branch
 * gets no fixes. A branch older than the table (5.x, 7.0–7.3) is past it; one newer is not.
 */
export const PHP_END_OF_LIFE: Readonly<Record<string, string>> = {
  '7.4': '2022-11-28',
  '8.0': '2023-11-26',
  '8.1': '2025-12-31',
  '8.2': '2026-12-31',
  '8.3': '2027-12-31',
  '8.4': '2028-12-31',
  '8.5': '2029-12-31',
};

/** The day a PHP version's security support ended, when it has ended by `now`; null otherwise. */
export function phpEndOfLife(version: string, now: number): string | null {
  const branch = /^(\d+)\.(\d+)/.exec(version.trim());
  if (!branch) return null;
  const known = PHP_END_OF_LIFE[`${branch[1]}.${branch[2]}`];
  if (known) return Date.parse(`${known}T23:59:59Z`) < now ? known : null;
  // Older than the table: long past its end.
  return Number(branch[1]) < 7 || (Number(branch[1]) === 7 && Number(branch[2]) < 4) ? '' : null;
}

/** How full a mailbox or the disk may get before it needs attention (percent). */
export const NEAR_FULL_PERCENT = 90;
/** Mailboxes named one by one; more become one item that leads to the list. */
const MAILBOXES_NAMED = 3;

export type Attention =
  | { kind: 'certificateExpired'; domain: Domain }
  | { kind: 'certificateExpiring'; domain: Domain; days: number }
  | { kind: 'diskFull'; percent: number }
  | { kind: 'notPointed'; domain: Domain }
  | { kind: 'mailboxFull'; address: string; domain: string; percent: number }
  | { kind: 'mailboxesFull'; count: number }
  | { kind: 'phpEndOfLife'; domain: Domain; since: string }
  | { kind: 'mailAuth'; domain: string; parts: string; count: number }
  | { kind: 'errorLog'; domain: string; errors: number; count: number };

export type Severity = 'danger' | 'warning';

const rank: Record<Attention['kind'], number> = {
  certificateExpired: 0,
  diskFull: 1,
  notPointed: 2,
  certificateExpiring: 3,
  mailboxFull: 4,
  mailboxesFull: 4,
  mailAuth: 5,
  errorLog: 6,
  phpEndOfLife: 7,
};

/** Red for what is broken now (an expired certificate, a full disk or mailbox), amber for what soon will be. */
export function severity(item: Attention): Severity {
  switch (item.kind) {
    case 'certificateExpired':
      return 'danger';
    case 'diskFull':
    case 'mailboxFull':
      return item.percent >= 100 ? 'danger' : 'warning';
    default:
      return 'warning';
  }
}

const nameOf = (x: Attention) => ('domain' in x ? (typeof x.domain === 'string' ? x.domain : x.domain.domain) : '');

/** Within a kind: the soonest expiry, the fullest mailbox first; else by name. */
function within(a: Attention, b: Attention): number {
  if (a.kind === 'certificateExpiring' && b.kind === 'certificateExpiring') return a.days - b.days;
  if (a.kind === 'mailboxFull' && b.kind === 'mailboxFull') return b.percent - a.percent || compareNames(a.address, b.address);
  return compareNames(nameOf(a), nameOf(b));
}

export interface AttentionInput {
  domains: readonly Domain[];
  emailAccounts: readonly EmailAccount[];
  /** The account's disk in whole percent of the plan's, null when the plan's disk is unknown. */
  diskPercent: number | null;
  now: number;
  /** The domains whose SPF, DKIM or DMARC needs fixing (the mailAuth extension; none while it is off). */
  mailAuth?: readonly MailAuthDomain[];
  /** The domains whose error log has errors from the last day, most first (read lazily: error-log-growth.ts). */
  errorLogs?: readonly ErrorLogGrowth[];
}

/** Where a mail authentication item would stand among `items` (sorted as `attentionItems` sorts them): its room's place while the status is on its way. */
export function mailAuthPlace(items: readonly Attention[]): number {
  const place = items.findIndex((item) => order(item) > order({ kind: 'mailAuth', domain: '', parts: '', count: 0 }));
  return place === -1 ? items.length : place;
}

const order = (x: Attention) => (severity(x) === 'danger' ? 0 : 10) + rank[x.kind];

/**
 * What needs the customer's attention across the account, most urgent first: expired certificates,
 * a disk near full, domains not at our name servers, certificates expiring within two weeks,
 * mailboxes near full (named up to three, else counted), domains whose SPF, DKIM or DMARC needs
 * fixing (one item: the domain, or how many), errors in a domain's error log from the last day (one
 * item: the domain with the most, and how many domains have any), PHP versions past their end of life.
 * One pass over each list (a big account: 2,000 domains, 10,000 mailboxes).
 */
export function attentionItems({ domains, emailAccounts, diskPercent, now, mailAuth = [], errorLogs = [] }: AttentionInput): Attention[] {
  const items: Attention[] = [];
  // A handful of PHP versions among thousands of domains: each read once.
  const endOfLife = new Map<string, string | null>();
  for (const domain of domains) {
    const standing = domainExpiry(domain, now);
    if (standing?.expired) items.push({ kind: 'certificateExpired', domain });
    else if (standing?.warn) items.push({ kind: 'certificateExpiring', domain, days: standing.days });
    if (domain.pointed === false) items.push({ kind: 'notPointed', domain });
    let since = endOfLife.get(domain.phpVersion);
    if (since === undefined) endOfLife.set(domain.phpVersion, (since = phpEndOfLife(domain.phpVersion, now)));
    if (since !== null) items.push({ kind: 'phpEndOfLife', domain, since });
  }
  const full: Extract<Attention, { kind: 'mailboxFull' }>[] = [];
  for (const account of emailAccounts) {
    if (account.diskLimit <= 0) continue;
    const percent = Math.min(100, Math.floor((account.diskUsed / account.diskLimit) * 100));
    if (percent >= NEAR_FULL_PERCENT) full.push({ kind: 'mailboxFull', address: `${account.name}@${account.domain}`, domain: account.domain, percent });
  }
  if (full.length > MAILBOXES_NAMED) items.push({ kind: 'mailboxesFull', count: full.length });
  else items.push(...full);
  // Mail authentication: one item, naming the domain when there is one (and what it lacks), else counting them.
  const [first] = mailAuth;
  if (first) {
    const parts = (['spf', 'dkim', 'dmarc'] as const).filter((p) => first[p] && first[p].state !== 'valid').map((p) => p.toUpperCase());
    items.push({ kind: 'mailAuth', domain: first.domain, parts: parts.join(', '), count: mailAuth.length });
  }
  const [most] = errorLogs;
  if (most) items.push({ kind: 'errorLog', domain: most.domain, errors: most.errors, count: errorLogs.length });
  if (diskPercent !== null && diskPercent >= NEAR_FULL_PERCENT) items.push({ kind: 'diskFull', percent: Math.min(100, diskPercent) });
  // Each item's place in the order worked out once, not at each of its comparisons (a big account has hundreds).
  return items
    .map((item) => ({ item, order: order(item) }))
    .sort((a, b) => a.order - b.order || within(a.item, b.item))
    .map(({ item }) => item);
}
