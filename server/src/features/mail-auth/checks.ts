import { createPublicKey } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/*
 * The `mailAuth` extension's checks, pure: a zone's TXT records read as SPF, DKIM and DMARC, each
 * "valid", "problem" (with the problems named) or "missing", as a receiving mail server would
 * read them (RFC 7208, 6376, 7489) — no DNS look-ups, only the zone the host serves.
 */

export type MailAuthState = 'valid' | 'problem' | 'missing';
export type MailAuthProblem =
  | 'spfMultiple'
  | 'spfMalformed'
  | 'spfAllowsAll'
  | 'spfNotHost'
  | 'dkimMalformed'
  | 'dkimShortKey'
  | 'dkimRevoked'
  | 'dmarcMultiple'
  | 'dmarcMalformed'
  | 'dmarcNone';

/** A TXT record as the checks read it: its name relative to the zone ('@' the apex) and its whole text. */
export interface TxtRecord {
  id?: string;
  name: string;
  value: string;
}

export interface MailAuthCheck {
  state: MailAuthState;
  problems: MailAuthProblem[];
  /** The records the check read (SPF at the apex, DKIM under `_domainkey`, DMARC at `_dmarc`). */
  records: TxtRecord[];
}

/** The shortest RSA key receivers accept (bits); 2048 is what the fix makes. */
export const DKIM_MIN_BITS = 1024;

const result = (records: TxtRecord[], problems: MailAuthProblem[]): MailAuthCheck => ({
  state: records.length === 0 ? 'missing' : problems.length ? 'problem' : 'valid',
  problems: [...new Set(problems)],
  records,
});

// ---- SPF ----

export const isSpf = (r: TxtRecord) => r.name === '@' && /^v=spf1(\s|$)/i.test(r.value.trim());

export interface SpfTerm {
  qualifier: '+' | '-' | '~' | '?';
  /** The mechanism or modifier's name, lower case: all, a, mx, ip4, include, redirect… */
  kind: string;
  /** What follows the name (`:example.com`, `/24`, `=example.com`), as written. */
  argument: string;
  text: string;
}

const MECHANISMS = new Set(['all', 'include', 'a', 'mx', 'ptr', 'ip4', 'ip6', 'exists']);
const DOMAIN_SPEC = /^[\w.%{}+\-/=]+$/;

/** The terms of an SPF record after `v=spf1`, or null when one of them is not SPF. */
export function spfTerms(value: string): SpfTerm[] | null {
  const terms: SpfTerm[] = [];
  for (const text of value.trim().split(/\s+/).slice(1)) {
    const modifier = /^([a-z][\w.-]*)=(.*)$/i.exec(text);
    if (modifier) {
      if (!DOMAIN_SPEC.test(modifier[2]) || modifier[2] === '') return null;
      terms.push({ qualifier: '+', kind: modifier[1].toLowerCase(), argument: `=${modifier[2]}`, text });
      continue;
    }
    const m = /^([+\-~?]?)([a-z0-9]+)(.*)$/i.exec(text);
    if (!m || !MECHANISMS.has(m[2].toLowerCase())) return null;
    const kind = m[2].toLowerCase();
    const argument = m[3];
    if (!validArgument(kind, argument)) return null;
    terms.push({ qualifier: (m[1] || '+') as SpfTerm['qualifier'], kind, argument, text });
  }
  return terms;
}

function validArgument(kind: string, argument: string): boolean {
  const [target, cidr] = argument.startsWith(':')
    ? [argument.slice(1).split('/')[0], argument.slice(1).split('/').slice(1)]
    : ['', argument.split('/').slice(1)];
  const cidrOk = (max: number) => cidr.every((c) => /^\d{1,3}$/.test(c) && Number(c) <= max);
  switch (kind) {
    case 'all':
      return argument === '';
    case 'ip4':
      return argument.startsWith(':') && isIPv4(target) && cidr.length <= 1 && cidrOk(32);
    case 'ip6':
      return argument.startsWith(':') && isIPv6(argument.slice(1).replace(/\/\d+$/, '')) && /^(:[^/]+)(\/\d{1,3})?$/.test(argument);
    case 'include':
    case 'exists':
      return argument.startsWith(':') && DOMAIN_SPEC.test(argument.slice(1));
    default:
      // a, mx, ptr: an optional domain, then optional /cidr (a and mx: up to two, IPv4 and IPv6).
      return (argument === '' || /^(:[^/]+)?(\/\d{1,3}){0,2}$/.test(argument)) && cidrOk(128);
  }
}

const ipv4Number = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

/** Whether an `ip4:` term's address or range holds the address. */
function ip4Holds(argument: string, ip: string): boolean {
  const [address, bits = '32'] = argument.slice(1).split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipv4Number(address) / size) === Math.floor(ipv4Number(ip) / size);
}

/** Whether a passing term lets this host's mail servers send: `a` or `mx` of the domain itself, or the server's address. */
function coversHost(term: SpfTerm, domain: string, serverIp: string): boolean {
  if (term.qualifier !== '+') return false;
  const own = (arg: string) => {
    const target = arg.startsWith(':') ? arg.slice(1).split('/')[0].toLowerCase().replace(/\.$/, '') : '';
    return target === '' || target === domain;
  };
  if (term.kind === 'a' || term.kind === 'mx') return own(term.argument);
  if (term.kind === 'ip4') return ip4Holds(term.argument, serverIp);
  return false;
}

export function checkSpf(records: readonly TxtRecord[], domain: string, serverIp: string): MailAuthCheck {
  const spf = records.filter(isSpf);
  const problems: MailAuthProblem[] = [];
  if (spf.length > 1) problems.push('spfMultiple');
  for (const record of spf) {
    const terms = spfTerms(record.value);
    if (!terms) {
      problems.push('spfMalformed');
      continue;
    }
    if (terms.some((t) => t.kind === 'all' && t.qualifier === '+')) problems.push('spfAllowsAll');
    else if (!terms.some((t) => coversHost(t, domain, serverIp))) problems.push('spfNotHost');
  }
  return result(spf, problems);
}

// ---- DKIM ----

/** The DKIM selector the host signs with. */
export const DKIM_SELECTOR = 'default';

export const isDkim = (r: TxtRecord) => /^[^.]+(\.[^.]+)*\._domainkey$/i.test(r.name);

/** A record's `tag=value` pairs (DKIM and DMARC), or null when one is not such a pair. */
export function tags(value: string): [string, string][] | null {
  const pairs: [string, string][] = [];
  for (const part of value.split(';')) {
    if (part.trim() === '') continue;
    const m = /^\s*([a-z][\w]*)\s*=(.*)$/i.exec(part);
    if (!m) return null;
    pairs.push([m[1].toLowerCase(), m[2].trim()]);
  }
  return pairs;
}

/** What is wrong with one DKIM key record, if anything. */
export function dkimProblem(value: string): MailAuthProblem | null {
  const pairs = tags(value);
  if (!pairs || pairs.length === 0) return 'dkimMalformed';
  const map = new Map(pairs);
  if (map.has('v') && (pairs[0][0] !== 'v' || map.get('v') !== 'DKIM1')) return 'dkimMalformed';
  const key = map.get('p');
  if (key === undefined) return 'dkimMalformed';
  const base64 = key.replace(/\s+/g, '');
  if (base64 === '') return 'dkimRevoked';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return 'dkimMalformed';
  const kind = (map.get('k') ?? 'rsa').toLowerCase();
  const der = Buffer.from(base64, 'base64');
  if (kind === 'ed25519') return der.length === 32 ? null : 'dkimMalformed';
  if (kind !== 'rsa') return 'dkimMalformed';
  try {
    const bits = createPublicKey({ key: der, format: 'der', type: 'spki' }).asymmetricKeyDetails?.modulusLength ?? 0;
    return bits < DKIM_MIN_BITS ? 'dkimShortKey' : null;
  } catch {
    return 'dkimMalformed';
  }
}

export function checkDkim(records: readonly TxtRecord[]): MailAuthCheck {
  const dkim = records.filter(isDkim);
  const problems = dkim.map((r) => dkimProblem(r.value)).filter((p): p is MailAuthProblem => p !== null);
  return result(dkim, problems);
}

// ---- DMARC ----

export const isDmarc = (r: TxtRecord) => r.name.toLowerCase() === '_dmarc' && /^v\s*=\s*DMARC1\s*(;|$)/i.test(r.value.trim());

const POLICIES = new Set(['none', 'quarantine', 'reject']);

/** What is wrong with one DMARC record, if anything. */
export function dmarcProblem(value: string): MailAuthProblem | null {
  const pairs = tags(value);
  if (!pairs || pairs[0]?.[0] !== 'v' || pairs[0][1] !== 'DMARC1') return 'dmarcMalformed';
  const map = new Map(pairs);
  const policy = map.get('p');
  if (pairs[1]?.[0] !== 'p' || policy === undefined || !POLICIES.has(policy.toLowerCase())) return 'dmarcMalformed';
  for (const tag of ['rua', 'ruf']) {
    const to = map.get(tag);
    if (to !== undefined && !to.split(',').every((u) => /^mailto:[^@\s]+@[^@\s]+$/i.test(u.trim()))) return 'dmarcMalformed';
  }
  return policy.toLowerCase() === 'none' ? 'dmarcNone' : null;
}

export function checkDmarc(records: readonly TxtRecord[]): MailAuthCheck {
  const dmarc = records.filter(isDmarc);
  const problems: MailAuthProblem[] = dmarc.length > 1 ? ['dmarcMultiple'] : [];
  for (const r of dmarc) {
    const problem = dmarcProblem(r.value);
    if (problem) problems.push(problem);
  }
  return result(dmarc, problems);
}

export interface MailAuthChecks {
  spf: MailAuthCheck;
  dkim: MailAuthCheck;
  dmarc: MailAuthCheck;
}

/** The three checks of a zone's TXT records. */
export const checkZone = (records: readonly TxtRecord[], domain: string, serverIp: string): MailAuthChecks => ({
  spf: checkSpf(records, domain, serverIp),
  dkim: checkDkim(records),
  dmarc: checkDmarc(records),
});
