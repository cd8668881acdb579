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

/** One DER element at `at`: its tag, where its contents start and end (null when it overruns). */
function der(buf: Buffer, at: number): { tag: number; start: number; end: number } | null {
  if (at + 2 > buf.length) return null;
  const tag = buf[at];
  let length = buf[at + 1];
  let start = at + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    if (bytes === 0 || bytes > 3 || start + bytes > buf.length) return null;
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + buf[start + i];
    start += bytes;
  }
  return start + length > buf.length ? null : { tag, start, end: start + length };
}

const RSA_OID = Buffer.from('06092a864886f70d010101', 'hex');

/**
 * The bits of an RSA public key given as SubjectPublicKeyInfo DER (what DKIM's `p=` holds), or null
 * when it is not one. Read from the DER directly: a big account's status reads thousands of keys,
 * and asking node:crypto to import each takes about a millisecond.
 */
export function rsaKeyBits(key: Buffer): number | null {
  const outer = der(key, 0);
  if (!outer || outer.tag !== 0x30 || outer.end !== key.length) return null;
  const algorithm = der(key, outer.start);
  if (!algorithm || algorithm.tag !== 0x30 || !key.subarray(algorithm.start, algorithm.start + RSA_OID.length).equals(RSA_OID)) return null;
  const bits = der(key, algorithm.end);
  if (!bits || bits.tag !== 0x03 || key[bits.start] !== 0) return null;
  const pair = der(key, bits.start + 1);
  if (!pair || pair.tag !== 0x30) return null;
  const modulus = der(key, pair.start);
  if (!modulus || modulus.tag !== 0x02) return null;
  const exponent = der(key, modulus.end);
  if (!exponent || exponent.tag !== 0x02 || exponent.end !== pair.end) return null;
  let first = modulus.start;
  while (first < modulus.end && key[first] === 0) first++;
  if (first === modulus.end) return null;
  return (modulus.end - first - 1) * 8 + (32 - Math.clz32(key[first]));
}

function dkimProblemOf(value: string): MailAuthProblem | null {
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
  const bytes = Buffer.from(base64, 'base64');
  if (kind === 'ed25519') return bytes.length === 32 ? null : 'dkimMalformed';
  if (kind !== 'rsa') return 'dkimMalformed';
  const bits = rsaKeyBits(bytes);
  return bits === null ? 'dkimMalformed' : bits < DKIM_MIN_BITS ? 'dkimShortKey' : null;
}

const dkimSeen = new Map<string, MailAuthProblem | null>();

/** What is wrong with one DKIM key record, if anything (remembered by its text: keys repeat from read to read). */
export function dkimProblem(value: string): MailAuthProblem | null {
  const known = dkimSeen.get(value);
  if (known !== undefined) return known;
  const problem = dkimProblemOf(value);
  if (dkimSeen.size >= 10_000) dkimSeen.clear();
  dkimSeen.set(value, problem);
  return problem;
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
