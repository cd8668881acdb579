import type { Schemas } from '@panel/contract';
import type { DnsRecordInput, DnsRecordValues } from '../../lib/dns-records.js';

/*
 * The record sets of the common mail providers, as each documents them for a custom domain: its
 * MX records, its SPF record and, for Microsoft 365, the autodiscover alias. Applying one replaces
 * the zone's apex MX records, its apex SPF record and whatever stands at a name it puts a CNAME at.
 */

export type PresetName = Schemas['DnsPresetRequest']['preset'];

const TTL = 3600;

/** The provider's records for `domain`. */
export function presetRecords(preset: PresetName, domain: string): DnsRecordInput[] {
  switch (preset) {
    case 'googleWorkspace':
      return [
        { type: 'MX', name: '@', ttl: TTL, priority: 1, value: 'smtp.google.com' },
        { type: 'TXT', name: '@', ttl: TTL, value: 'v=spf1 include:_spf.google.com ~all' },
      ];
    case 'microsoft365':
      return [
        { type: 'MX', name: '@', ttl: TTL, priority: 0, value: `${domain.replaceAll('.', '-')}.mail.protection.outlook.com` },
        { type: 'TXT', name: '@', ttl: TTL, value: 'v=spf1 include:spf.protection.outlook.com -all' },
        { type: 'CNAME', name: 'autodiscover', ttl: TTL, value: 'autodiscover.outlook.com' },
      ];
    case 'zohoMail':
      return [
        { type: 'MX', name: '@', ttl: TTL, priority: 10, value: 'mx.zoho.com' },
        { type: 'MX', name: '@', ttl: TTL, priority: 20, value: 'mx2.zoho.com' },
        { type: 'MX', name: '@', ttl: TTL, priority: 50, value: 'mx3.zoho.com' },
        { type: 'TXT', name: '@', ttl: TTL, value: 'v=spf1 include:zohomail.com ~all' },
      ];
  }
}

/** Whether a record of the zone gives way to the provider's set (`cnames`: the names the set puts a CNAME at). */
export function replacedByPreset(r: DnsRecordValues, cnames: ReadonlySet<string>): boolean {
  if (cnames.has(r.name)) return true;
  if (r.name !== '@') return false;
  return r.type === 'MX' || (r.type === 'TXT' && /^v=spf1(\s|$)/i.test(r.value));
}
