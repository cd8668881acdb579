import { describeRecord, dnsMessage, zoneConflict } from '@panel/contract/dns';
import { sql, transact, type Db } from './db.js';
import { conflict, notFound } from './errors.js';
import { requireDomain, type DomainRow } from './domains.js';
import { loadPlatform } from './platform.js';
import type { AccountRow } from './accounts.js';
import { apexRecords, checkRecord, hostDefaults, nameServersOf, rdataOf, shownRecord } from './dns-records.js';
import type { DnsRecordInput, DnsRecordValues, ZoneRecord } from './dns-records.js';

/*
 * A domain's zone (the `dnsZone` extension), the one API every area that reads or writes DNS
 * records goes through (mailAuth writes its SPF, DKIM and DMARC records here). A zone is made
 * from the host's defaults on its first read or write — a fixture's domain may bring its own
 * starting records (seedZone) — so seeding and cloning copy nothing more. Every change is one
 * synchronous transaction: checked against the zone as it is, then written, no await between.
 */

export type { ZoneRecord, DnsRecordInput, DnsRecordValues };

/** Most records a zone holds (the host's NS and SOA not counted). */
export const MAX_ZONE_RECORDS = 500;

interface StoredRecord {
  id: number;
  record: DnsRecordValues;
}

/** Whether the host serves the domain's DNS (the domain list's `pointed`). */
export const isServed = (domain: DomainRow) => domain.pointed !== 0;

/** 409 for a domain whose DNS is elsewhere, naming the name servers to set. */
export function notServed(domain: string) {
  return conflict(dnsMessage('dns.error.notServed', { domain, nameServers: nameServersOf(loadPlatform()).join(', ') }), 'domain');
}

/** The account's domain of that name whose DNS the host serves: 404 for no such domain, 409 if served elsewhere. */
export function servedDomain(db: Db, account: AccountRow, name: string): DomainRow {
  const domain = requireDomain(db, account.id, name);
  if (!isServed(domain)) throw notServed(domain.name);
  return domain;
}

/** A serial as DNS servers write them, YYYYMMDDnn, always above the one before. */
function nextSerial(previous = 0): number {
  const today = Number(new Date().toISOString().slice(0, 10).replaceAll('-', '')) * 100;
  return Math.max(previous + 1, today + 1);
}

const insertRecord = (db: Db, accountId: number, domain: string, id: number, r: DnsRecordValues) =>
  sql(db, 'INSERT INTO dns_records (account_id, domain, id, name, type, ttl, data, rdata) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    accountId,
    domain,
    id,
    r.name,
    r.type,
    r.ttl,
    JSON.stringify(r),
    rdataOf(r),
  );

/** Writes a zone anew with these records (checked), ids from 1: a fixture's start, or the host's defaults. */
function writeZone(db: Db, accountId: number, domain: string, records: readonly DnsRecordInput[], serial = nextSerial(), firstId = 1) {
  const checked = records.map((r, i) => checkRecord(domain, r, `Record ${i + 1}`));
  sql(db, 'DELETE FROM dns_records WHERE account_id = ? AND domain = ?').run(accountId, domain);
  checked.forEach((r, i) => insertRecord(db, accountId, domain, firstId + i, r));
  sql(
    db,
    'INSERT INTO dns_zones (account_id, domain, serial, next_id) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET serial = excluded.serial, next_id = excluded.next_id',
  ).run(accountId, domain, serial, firstId + checked.length);
}

/** A fixture domain's starting records (seed time, inside the seed's transaction), in place of the host's defaults. */
export const seedZone = (db: Db, accountId: number, domain: string, records: readonly DnsRecordInput[]) => writeZone(db, accountId, domain, records);

const zoneRow = (db: Db, accountId: number, domain: string) =>
  sql(db, 'SELECT serial, next_id AS nextId FROM dns_zones WHERE account_id = ? AND domain = ?').get(accountId, domain) as
    | { serial: number; nextId: number }
    | undefined;

/** The zone's row, made from the host's defaults when it has none yet (call inside a transaction). */
function ensureZone(db: Db, accountId: number, domain: string) {
  const row = zoneRow(db, accountId, domain);
  if (row) return row;
  writeZone(db, accountId, domain, hostDefaults(loadPlatform(), domain));
  return zoneRow(db, accountId, domain)!;
}

function storedRecords(db: Db, accountId: number, domain: string): StoredRecord[] {
  const rows = sql(db, 'SELECT id, data FROM dns_records WHERE account_id = ? AND domain = ? ORDER BY id').all(accountId, domain) as {
    id: number;
    data: string;
  }[];
  return rows.map((r) => ({ id: r.id, record: JSON.parse(r.data) as DnsRecordValues }));
}

/** Editable records in the order a zone file lists them: by name (apex first), then type. */
const TYPE_ORDER = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA'];
const byName = (a: StoredRecord, b: StoredRecord) =>
  (a.record.name === '@' ? -1 : 0) - (b.record.name === '@' ? -1 : 0) ||
  a.record.name.localeCompare(b.record.name) ||
  TYPE_ORDER.indexOf(a.record.type) - TYPE_ORDER.indexOf(b.record.type) ||
  a.id - b.id;

function shownZone(db: Db, accountId: number, domain: string): ZoneRecord[] {
  const { serial } = ensureZone(db, accountId, domain);
  const records = storedRecords(db, accountId, domain).sort(byName);
  return [...apexRecords(loadPlatform(), domain, serial), ...records.map((r) => shownRecord(r.id, r.record))];
}

/**
 * The zone of the account's domain: the host's SOA and NS (read-only) and every record, made from
 * the host's defaults on the first read. 404 for a domain the account does not have, 409 for one
 * whose DNS the host does not serve.
 */
export function zoneOf(db: Db, account: AccountRow, domainName: string): ZoneRecord[] {
  return transact(db, () => shownZone(db, account.id, servedDomain(db, account, domainName).name));
}

/** The zone's records as checked values with their ids (mailAuth's reading of SPF, DKIM, DMARC). */
export function zoneValues(db: Db, account: AccountRow, domainName: string): { id: string; record: DnsRecordValues }[] {
  return transact(db, () => {
    const domain = servedDomain(db, account, domainName).name;
    ensureZone(db, account.id, domain);
    return storedRecords(db, account.id, domain).map((r) => ({ id: String(r.id), record: r.record }));
  });
}

const isReadOnlyId = (id: string) => id === 'soa' || /^ns\d+$/.test(id);

/** What a change does: records added (as the form gives them) and records removed (by id). */
export interface ZoneChange {
  add?: readonly DnsRecordInput[];
  remove?: readonly string[];
}

/**
 * Changes the zone of the account's domain in one step: the records `remove` names go, the
 * records `add` gives (checked by the contract's rules) come, then the whole is checked as a DNS
 * server would (an exact duplicate, a CNAME beside other records or at the apex, an MX or SRV
 * pointing at a CNAME) and written, the SOA serial moved on. Checks and writes are one
 * synchronous transaction: of parallel changes each sees the one before, and a refused change
 * changes nothing. Answers the zone as it is then.
 */
export function changeZone(db: Db, account: AccountRow, domainName: string, change: ZoneChange): ZoneRecord[] {
  const domain = servedDomain(db, account, domainName).name;
  const added = (change.add ?? []).map((r, i, all) => checkRecord(domain, r, all.length > 1 ? `Record ${i + 1}` : undefined));
  const duplicateRefusal = () => conflict(dnsMessage('dns.error.duplicate', { record: added.map(describeRecord).join(', ') }), 'value');
  return transact(
    db,
    () => {
      const { serial, nextId } = ensureZone(db, account.id, domain);
      const stored = storedRecords(db, account.id, domain);
      const removed = new Set<number>();
      for (const id of change.remove ?? []) {
        if (isReadOnlyId(id)) throw conflict(dnsMessage('dns.error.readOnly'), 'id');
        const found = stored.find((r) => String(r.id) === id);
        if (!found) throw notFound('Record');
        removed.add(found.id);
      }
      const kept = stored.filter((r) => !removed.has(r.id)).map((r) => r.record);
      if (kept.length + added.length > MAX_ZONE_RECORDS) throw conflict(dnsMessage('dns.error.tooMany', { max: MAX_ZONE_RECORDS }));
      const refusal = zoneConflict(domain, [...kept, ...added], added);
      if (refusal) throw conflict(dnsMessage(refusal.id, refusal.values), refusal.field);
      for (const id of removed) sql(db, 'DELETE FROM dns_records WHERE account_id = ? AND domain = ? AND id = ?').run(account.id, domain, id);
      added.forEach((r, i) => insertRecord(db, account.id, domain, nextId + i, r));
      sql(db, 'UPDATE dns_zones SET serial = ?, next_id = ? WHERE account_id = ? AND domain = ?').run(
        nextSerial(serial),
        nextId + added.length,
        account.id,
        domain,
      );
      return shownZone(db, account.id, domain);
    },
    duplicateRefusal,
  );
}

/** Writes the zone anew with these records (the host's defaults by default), checked and in one step; new ids follow the old. */
export function replaceZone(db: Db, account: AccountRow, domainName: string, records?: readonly DnsRecordInput[]): ZoneRecord[] {
  const domain = servedDomain(db, account, domainName).name;
  return transact(db, () => {
    const { serial, nextId } = ensureZone(db, account.id, domain);
    writeZone(db, account.id, domain, records ?? hostDefaults(loadPlatform(), domain), nextSerial(serial), nextId);
    return shownZone(db, account.id, domain);
  });
}
