import type { Schemas } from '@panel/contract';
import { transact, type Db } from '../../lib/db.js';
import { requireDomain } from '../../lib/domains.js';
import { loadPlatform } from '../../lib/platform.js';
import type { AccountRow } from '../../lib/accounts.js';
import { checkRecord, hostDefaults, nameServersOf, sameRecord, shownRecord, type DnsRecordValues, type ZoneRecord } from '../../lib/dns-records.js';
import { presetRecords, replacedByPreset } from './presets.js';
import { changeZone, isServed, replaceZone, servedDomain, zoneOf, zoneValues } from '../../lib/dns-zone.js';

/* The `dnsZone` extension's calls, on the zone API of zone.ts. */

type DnsZone = Schemas['DnsZone'];
type DnsZoneChanges = Schemas['DnsZoneChanges'];

const zoneReply = (domain: string, records: ZoneRecord[]): DnsZone => ({
  domain,
  served: true,
  nameServers: nameServersOf(loadPlatform()),
  records,
});

/** The zone of a domain, or `served: false` with the name servers to set when its DNS is elsewhere. */
export function readZone(db: Db, account: AccountRow, name: string): DnsZone {
  const domain = requireDomain(db, account.id, name);
  if (!isServed(domain)) return { domain: domain.name, served: false, nameServers: nameServersOf(loadPlatform()), records: [] };
  return zoneReply(domain.name, zoneOf(db, account, domain.name));
}

export function addRecord(db: Db, account: AccountRow, input: Schemas['DnsRecordAddRequest']): DnsZone {
  const domain = servedDomain(db, account, input.domain).name;
  return zoneReply(domain, changeZone(db, account, domain, { add: [input.record] }));
}

export function modifyRecord(db: Db, account: AccountRow, input: Schemas['DnsRecordModifyRequest']): DnsZone {
  const domain = servedDomain(db, account, input.domain).name;
  return zoneReply(domain, changeZone(db, account, domain, { remove: [input.id], add: [input.record] }));
}

export function removeRecord(db: Db, account: AccountRow, input: Schemas['DnsRecordRemoveRequest']): DnsZone {
  const domain = servedDomain(db, account, input.domain).name;
  return zoneReply(domain, changeZone(db, account, domain, { remove: [input.id] }));
}

interface Diff {
  domain: string;
  removed: { id: string; record: DnsRecordValues }[];
  added: DnsRecordValues[];
}

const shownDiff = (d: Diff): DnsZoneChanges => ({
  domain: d.domain,
  added: d.added.map((r) => ({ ...shownRecord(0, r), id: '' })),
  removed: d.removed.map((r) => shownRecord(Number(r.id), r.record)),
});

/** What a provider's set changes in the zone now (call inside a transaction). */
function presetDiff(db: Db, account: AccountRow, input: Schemas['DnsPresetRequest']): Diff {
  const domain = servedDomain(db, account, input.domain).name;
  const wanted = presetRecords(input.preset, domain).map((r) => checkRecord(domain, r));
  const zone = zoneValues(db, account, domain);
  const cnames = new Set(wanted.filter((r) => r.type === 'CNAME').map((r) => r.name));
  const removed = zone.filter((z) => replacedByPreset(z.record, cnames) && !wanted.some((w) => sameRecord(w, z.record)));
  const added = wanted.filter((w) => !zone.some((z) => sameRecord(w, z.record)));
  return { domain, removed, added };
}

export const presetChanges = (db: Db, account: AccountRow, input: Schemas['DnsPresetRequest']) => shownDiff(transact(db, () => presetDiff(db, account, input)));

/** Applies a provider's set: the changes worked out and made in one transaction. */
export function applyPreset(db: Db, account: AccountRow, input: Schemas['DnsPresetRequest']): DnsZone {
  return transact(db, () => {
    const diff = presetDiff(db, account, input);
    return zoneReply(diff.domain, changeZone(db, account, diff.domain, { remove: diff.removed.map((r) => r.id), add: diff.added }));
  });
}

/** What a reset to the host's defaults would change: the records not among them go, the missing ones come. */
export function resetChanges(db: Db, account: AccountRow, name: string): DnsZoneChanges {
  return shownDiff(
    transact(db, () => {
      const domain = servedDomain(db, account, name).name;
      const defaults = hostDefaults(loadPlatform(), domain).map((r) => checkRecord(domain, r));
      const zone = zoneValues(db, account, domain);
      return {
        domain,
        removed: zone.filter((z) => !defaults.some((d) => sameRecord(d, z.record))),
        added: defaults.filter((d) => !zone.some((z) => sameRecord(d, z.record))),
      };
    }),
  );
}

export function resetZone(db: Db, account: AccountRow, name: string): DnsZone {
  const domain = servedDomain(db, account, name).name;
  return zoneReply(domain, replaceZone(db, account, domain));
}
