import { DNS_TTL_DEFAULT, dnsMessage, dnsRecordSchemaFor, fullName, txtStrings, type DnsRecordValues } from '@panel/contract/dns';

export { describeRecord, rdataOf, sameRecord } from '@panel/contract/dns';
import type { Schemas } from '@panel/contract';
import { invalid } from './errors.js';
import type { Platform } from './platform.js';

/*
 * A zone's records as the `dnsZone` extension keeps and shows them: checked by the contract's
 * one schema, each with its canonical data text (what makes two records the same), and the
 * host's records of a zone (its defaults, the apex NS and SOA it keeps itself).
 */

export type ZoneRecord = Schemas['DnsZoneRecord'];
/** A record as a form or a caller gives it (checked by `checkRecord`). */
export type DnsRecordInput = Schemas['DnsRecordInput'];
export type { DnsRecordValues };

/**
 * A record checked against the contract's rules for the zone of `domain`, normalised; a failure
 * is 400 `validation` naming the field (and, for one of several, which record it is).
 */
export function checkRecord(domain: string, input: unknown, which?: string): DnsRecordValues {
  const result = dnsRecordSchemaFor(domain).safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? String(issue.path[0]) : 'type';
  const text = dnsMessage(issue.message);
  throw invalid(which ? `${which}: ${text}` : text, field);
}

/** A stored record as the calls give it: its fields, the TXT text as published, editable. */
export function shownRecord(id: number, r: DnsRecordValues, ttl = r.ttl): ZoneRecord {
  const shown: ZoneRecord = { id: String(id), type: r.type, name: r.name, ttl, value: r.value, readOnly: false };
  if (r.type === 'MX' || r.type === 'SRV') shown.priority = r.priority;
  if (r.type === 'SRV') Object.assign(shown, { weight: r.weight, port: r.port });
  if (r.type === 'CAA') Object.assign(shown, { flags: r.flags, tag: r.tag });
  if (r.type === 'TXT') shown.strings = txtStrings(r.value);
  return shown;
}

/** The host's name servers (the platform's ns1 and ns2). */
export const nameServersOf = (platform: Platform) => [platform.connector.ns1, platform.connector.ns2];

/** The apex records the host keeps and the customer only sees: NS for each name server and the SOA. */
export function apexRecords(platform: Platform, domain: string, serial: number): ZoneRecord[] {
  const [primary] = nameServersOf(platform);
  const ns = nameServersOf(platform).map((server, i): ZoneRecord => ({ id: `ns${i + 1}`, type: 'NS', name: '@', ttl: 86400, value: server, readOnly: true }));
  const soa: ZoneRecord = {
    id: 'soa',
    type: 'SOA',
    name: '@',
    ttl: 3600,
    value: `${primary} hostmaster.${domain} ${serial} 3600 900 1209600 300`,
    readOnly: true,
  };
  return [soa, ...ns];
}

/**
 * The records the host gives a domain whose DNS it serves: the domain and www at the server's
 * address, mail at it too and the domain's mail exchanger, and an SPF record letting them send.
 */
export function hostDefaults(platform: Platform, domain: string): DnsRecordInput[] {
  const ip = platform.serverIp;
  const ttl = DNS_TTL_DEFAULT;
  return [
    { type: 'A', name: '@', ttl, value: ip },
    { type: 'A', name: 'www', ttl, value: ip },
    { type: 'A', name: 'mail', ttl, value: ip },
    { type: 'MX', name: '@', ttl, priority: 10, value: fullName('mail', domain) },
    { type: 'TXT', name: '@', ttl, value: 'v=spf1 a mx ~all' },
  ];
}
