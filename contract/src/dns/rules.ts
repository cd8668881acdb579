import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { dnsMessageId as id } from './messages';

/*
 * The DNS zone editor's rules (the `dnsZone` extension), one zod schema for the record form and
 * the server. Addresses are read by ipaddr.js (strict four-part IPv4, IPv6 without a zone index);
 * names by the DNS limits of RFC 1035 (labels of at most 63 characters, a name of at most 253,
 * letters, digits and hyphens; owner names may hold underscores, as _dmarc or _sip._tcp do).
 */

/** The record types a customer edits; NS and SOA at the apex are the host's, shown read-only. */
export const DNS_EDITABLE_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA'] as const;
export type DnsEditableType = (typeof DNS_EDITABLE_TYPES)[number];
export const CAA_TAGS = ['issue', 'issuewild', 'iodef'] as const;

export const DNS_TTL_MIN = 60;
export const DNS_TTL_MAX = 604800;
export const DNS_TTL_DEFAULT = 3600;
/** TXT text is kept whole and published as strings of at most 255 bytes each. */
export const TXT_STRING_BYTES = 255;
export const TXT_MAX_BYTES = 4096;
export const MAX_NAME_LENGTH = 253;

const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const OWNER_LABEL = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9](?:[a-z0-9-]{0,57}[a-z0-9])?)$/;
/** Whether a text holds a control character (a line break, a tab, NUL…). */
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Whether a fully qualified host name is valid (lower-case, no trailing dot); `underscores` for alias targets as DKIM's. */
export function isHostName(name: string, underscores = false): boolean {
  if (name.length > MAX_NAME_LENGTH) return false;
  const labels = name.split('.');
  if (labels.length < 2 || !TLD.test(labels[labels.length - 1])) return false;
  return labels.slice(0, -1).every((l) => LDH_LABEL.test(l) || (underscores && OWNER_LABEL.test(l)));
}

/** Whether a name relative to the zone (`@` for the apex) is valid: a leading `*` label is a wildcard. */
export function isRelativeName(name: string): boolean {
  if (name === '@') return true;
  if (name.length > MAX_NAME_LENGTH) return false;
  return name.split('.').every((l, i) => OWNER_LABEL.test(l) || (i === 0 && l === '*'));
}

/** A name as typed, relative to the zone: '' and the domain itself are `@`, `www.example.com` in example.com is `www`. */
export function relativeName(typed: string, domain: string): string {
  const name = typed.trim().toLowerCase().replace(/\.$/, '');
  if (name === '' || name === '@' || name === domain) return '@';
  return name.endsWith(`.${domain}`) ? name.slice(0, -domain.length - 1) : name;
}

/** The fully qualified form of a relative name. */
export const fullName = (name: string, domain: string) => (name === '@' ? domain : `${name}.${domain}`);

/** A target host as typed: lower-cased, the trailing dot taken off, `@` the domain itself. */
export function targetName(typed: string, domain: string): string {
  const name = typed.trim().toLowerCase().replace(/\.$/, '');
  return name === '@' ? domain : name;
}

/**
 * TXT text as typed: text pasted as one or more quoted strings (`"v=spf1 …" "…"`) is read as the
 * strings joined, anything else is the text itself.
 */
export function txtText(typed: string): string {
  const quoted = /^\s*"(?:[^"\\]|\\.)*"(?:\s+"(?:[^"\\]|\\.)*")*\s*$/;
  if (!quoted.test(typed)) return typed;
  return [...typed.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\(.)/g, '$1')).join('');
}

/** TXT text cut into the strings of at most 255 bytes a DNS server publishes (never inside a character). */
export function txtStrings(text: string): string[] {
  const strings: string[] = [];
  let current = '';
  let size = 0;
  for (const char of text) {
    const n = bytes(char);
    if (size + n > TXT_STRING_BYTES) {
      strings.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += n;
  }
  if (current !== '' || strings.length === 0) strings.push(current);
  return strings;
}

const isIpv4 = (v: string) => ipaddr.IPv4.isValidFourPartDecimal(v);
const isIpv6 = (v: string) => !v.includes('%') && !v.includes('.') && ipaddr.IPv6.isValid(v);

/** An IPv6 address written the one way (RFC 5952: lower case, zeros compressed). */
export const canonicalIpv6 = (v: string) => ipaddr.IPv6.parse(v).toString();

const u16 = (message: ReturnType<typeof id>) => z.number({ error: message }).int(message).min(0, message).max(65535, message);
const ttl = z
  .number({ error: id('dns.validation.ttl') })
  .int(id('dns.validation.ttl'))
  .min(DNS_TTL_MIN, id('dns.validation.ttl'))
  .max(DNS_TTL_MAX, id('dns.validation.ttl'));

function caaValueOk(tag: string, value: string): boolean {
  if (tag === 'iodef') {
    if (value.startsWith('mailto:')) return /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(value);
    } catch {
      return false;
    }
  }
  const [issuer, ...params] = value.split(';');
  const domain = issuer.trim().toLowerCase();
  return (domain === '' || isHostName(domain)) && (domain !== '' || value.trim().startsWith(';')) && params.every((p) => !hasControl(p));
}

/**
 * One record as the form and the calls give it, for the zone of `domain`: its type, its name
 * relative to the zone (normalised, see `relativeName`), its TTL, and the fields its type has
 * (`value` is the address, the target host, the text or the CAA value).
 */
export function dnsRecordSchemaFor(domain: string) {
  const name = z
    .string()
    .transform((v) => relativeName(v, domain))
    .refine(isRelativeName, { message: id('dns.validation.name'), abort: true })
    .refine((v) => fullName(v, domain).length <= MAX_NAME_LENGTH, id('dns.validation.nameLength'));
  const host = (underscores = false) =>
    z
      .string()
      .transform((v) => targetName(v, domain))
      .refine((v) => isHostName(v, underscores), id('dns.validation.host'));
  const base = { name, ttl };
  return z.discriminatedUnion(
    'type',
    [
      z.object({
        ...base,
        type: z.literal('A'),
        value: z
          .string()
          .transform((v) => v.trim())
          .refine(isIpv4, id('dns.validation.ipv4')),
      }),
      z.object({
        ...base,
        type: z.literal('AAAA'),
        value: z
          .string()
          .transform((v) => v.trim().toLowerCase())
          .refine(isIpv6, { message: id('dns.validation.ipv6'), abort: true })
          .transform(canonicalIpv6),
      }),
      z.object({
        ...base,
        name: name.refine((v) => v !== '@', id('dns.validation.cnameApex')),
        type: z.literal('CNAME'),
        value: host(true),
      }),
      z.object({ ...base, type: z.literal('MX'), priority: u16(id('dns.validation.priority')), value: host() }),
      z.object({
        ...base,
        type: z.literal('TXT'),
        value: z
          .string()
          .transform(txtText)
          .refine((v) => v.trim() !== '', { message: id('dns.validation.txt'), abort: true })
          .refine((v) => !hasControl(v), { message: id('dns.validation.txtChars'), abort: true })
          .refine((v) => bytes(v) <= TXT_MAX_BYTES, id('dns.validation.txtLength')),
      }),
      z.object({
        ...base,
        name: name.refine((v) => /^_[a-z0-9-]+\._(?:tcp|udp|tls|sctp)(?:\.|$)/.test(v), id('dns.validation.srvName')),
        type: z.literal('SRV'),
        priority: u16(id('dns.validation.priority')),
        weight: u16(id('dns.validation.weight')),
        port: u16(id('dns.validation.port')),
        value: host(),
      }),
      z
        .object({
          ...base,
          type: z.literal('CAA'),
          flags: z.union([z.literal(0), z.literal(128)], { error: id('dns.validation.caaFlags') }),
          tag: z.enum(CAA_TAGS, { error: id('dns.validation.caaTag') }),
          value: z.string().transform((v) => v.trim()),
        })
        .superRefine((r, ctx) => {
          if (!caaValueOk(r.tag, r.value)) {
            const message = r.tag === 'iodef' ? id('dns.validation.caaIodef') : id('dns.validation.caaIssuer');
            ctx.addIssue({ code: 'custom', message, path: ['value'] });
          }
        }),
    ],
    { error: id('dns.validation.type') },
  );
}

/** A record checked and normalised by `dnsRecordSchemaFor`. */
export type DnsRecordValues = z.output<ReturnType<typeof dnsRecordSchemaFor>>;
/** A record as a form or a call gives it. */
export type DnsRecordInput = z.input<ReturnType<typeof dnsRecordSchemaFor>>;
