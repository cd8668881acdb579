import type { DnsMessageId } from './messages';
import { fullName, targetName, type DnsRecordValues } from './rules';

/*
 * What a DNS server refuses in a zone, shared by the record form (which warns before sending) and
 * the server (which refuses with 409): an exact duplicate, a CNAME beside other records of its
 * name (or another record beside a CNAME), an MX or SRV pointing at a name that is a CNAME.
 */

/** A record's data in the one text a DNS server would give it (its type's fields, in order). */
export function rdataOf(r: DnsRecordValues): string {
  switch (r.type) {
    case 'MX':
      return `${r.priority} ${r.value}`;
    case 'SRV':
      return `${r.priority} ${r.weight} ${r.port} ${r.value}`;
    case 'CAA':
      return `${r.flags} ${r.tag} "${r.value}"`;
    case 'TXT':
      return JSON.stringify(r.value);
    default:
      return r.value;
  }
}

const txtPreview = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** A record in words, as a message names it: `www CNAME example.com`, `@ MX 10 mail.example.com`. */
export const describeRecord = (r: DnsRecordValues) => `${r.name} ${r.type} ${r.type === 'TXT' ? txtPreview(r.value) : rdataOf(r)}`;

/** Whether two records are the same record (name, type and data; the TTL aside). */
export const sameRecord = (a: DnsRecordValues, b: DnsRecordValues) => a.name === b.name && a.type === b.type && rdataOf(a) === rdataOf(b);

/** A conflict: its message id, the values it names, the field it is about. */
export interface ZoneConflict {
  id: DnsMessageId;
  values: Record<string, string>;
  field: 'name' | 'value';
}

/**
 * The first conflict a DNS server would refuse between the `added` records and the zone they
 * join (`zone` holds them too), or undefined.
 */
export function zoneConflict(domain: string, zone: readonly DnsRecordValues[], added: readonly DnsRecordValues[]): ZoneConflict | undefined {
  const isCname = (name: string) => zone.some((r) => r.type === 'CNAME' && fullName(r.name, domain) === name);
  for (const r of added) {
    if (zone.filter((o) => sameRecord(o, r)).length > 1) return { id: 'dns.error.duplicate', values: { record: describeRecord(r) }, field: 'value' };
    const others = zone.filter((o) => o !== r && o.name === r.name);
    if (r.type === 'CNAME' && others.length) {
      const types = [...new Set(others.map((o) => o.type))].join(', ');
      return { id: 'dns.error.cnameBeside', values: { name: r.name, types }, field: 'name' };
    }
    if (others.some((o) => o.type === 'CNAME')) return { id: 'dns.error.besideCname', values: { name: r.name, record: describeRecord(r) }, field: 'name' };
    if ((r.type === 'MX' || r.type === 'SRV') && isCname(targetName(r.value, domain))) {
      return { id: 'dns.error.targetCname', values: { record: describeRecord(r), target: r.value }, field: 'value' };
    }
    if (r.type === 'CNAME') {
      const pointing = zone.find((o) => (o.type === 'MX' || o.type === 'SRV') && o.value === fullName(r.name, domain));
      if (pointing) return { id: 'dns.error.cnameTarget', values: { name: r.name, record: describeRecord(pointing) }, field: 'name' };
    }
  }
  return undefined;
}
