import { DNS_TTL_DEFAULT } from '@panel/contract/dns';
import type { RequestBody, Schemas } from '@panel/contract';
import { sql, transact, type Db } from '../../lib/db.js';
import { requireDomain } from '../../lib/domains.js';
import type { AccountRow } from '../../lib/accounts.js';
import { ZONE_TABLES } from '../../lib/extension-migrations.js';
import { keepable } from '../../lib/writes.js';
import { keepNewest, perConnection } from '../../lib/kept.js';
import { JsonText, KEPT_ACCOUNTS } from '../../lists.js';
import type { Panel } from '../../panel.js';
// The zone store: every area reads and writes DNS records through it, whether or not the
// dnsZone editor is on for the account.
import { changeZone, isServed, notServed, zoneValues } from '../../lib/dns-zone.js';
import { hostDefaults, nameServersOf } from '../../lib/dns-records.js';
import { checkZone, type MailAuthChecks, type TxtRecord } from './checks.js';
import { fixPlan, needsFix } from './fix-plan.js';
import { domainKey, keepKey, newKeyPair } from './keys.js';

type MailAuthDomain = Schemas['MailAuthDomain'];
type MailAuthRecord = Schemas['MailAuthRecord'];

const shown = (r: TxtRecord): MailAuthRecord => ({ name: r.name, value: r.value });

function domainReply(domain: string, checks: MailAuthChecks): MailAuthDomain {
  const part = (c: MailAuthChecks['spf']) => ({ state: c.state, problems: c.problems, records: c.records.map(shown) });
  return { domain, served: true, spf: part(checks.spf), dkim: part(checks.dkim), dmarc: part(checks.dmarc) };
}

/** The TXT records of a zone never changed: the host's defaults. */
const defaultTxt = (panel: Panel, domain: string): TxtRecord[] =>
  hostDefaults(panel.platform, domain)
    .filter((r) => r.type === 'TXT')
    .map((r) => ({ name: r.name, value: r.value }));

const seen = new Map<string, MailAuthChecks>();

/**
 * A zone's checks, remembered by what they read (the domain, the host's address, the TXT records'
 * names and texts): a big account's status reads 2,000 zones that rarely change between reads.
 */
function checksOf(records: readonly TxtRecord[], domain: string, ip: string): MailAuthChecks {
  const key = `${domain}\n${ip}\n${records.map((r) => `${r.name} ${r.value}`).join('\n')}`;
  const known = seen.get(key);
  if (known) return known;
  const checks = checkZone(records, domain, ip);
  if (seen.size >= 20_000) seen.clear();
  seen.set(key, checks);
  return checks;
}

/** A status reply kept: its JSON and the counts of the tables it was read from. */
type KeptStatus = { counts: string; reply: JsonText };
/** Per connection and account: the status reply kept. */
const keptStatus = perConnection<number, KeptStatus>();
/** What the status reads of an account: its domains (their names, which are pointed here) and their zones. */
const READ_TABLES = ['domains', ...ZONE_TABLES];

/**
 * The status as JSON, kept per account until a write to its domains or zones moves their counts in
 * `list_versions` (lib/change-counts.ts): a big account's 2,000 zones are read and checked once, not
 * on each sign-in's first screen.
 */
export function mailAuthStatusReply(panel: Panel, account: AccountRow): JsonText {
  const { db } = panel;
  const accounts = keptStatus(db);
  const counts = (
    sql(db, `SELECT list, version FROM list_versions WHERE account_id = ? AND list IN (${READ_TABLES.map(() => '?').join(', ')}) ORDER BY list`)
      .raw()
      .all(account.id, ...READ_TABLES) as [string, number][]
  ).join(';');
  const hit = accounts.get(account.id);
  if (hit?.counts === counts) return hit.reply;
  const reply = new JsonText(JSON.stringify(mailAuthStatus(panel, account)));
  // Inside a transaction a rollback could undo a write without moving the counts back.
  if (keepable(db)) keepNewest(accounts, account.id, { counts, reply }, KEPT_ACCOUNTS);
  return reply;
}

/**
 * Every domain's checks in one reply, read from the zone store in two queries (a big account's
 * 2,000 domains without a call each), nothing written: a zone not made yet is the host's defaults.
 */
function mailAuthStatus(panel: Panel, account: AccountRow): Schemas['MailAuthStatus'] {
  const { db } = panel;
  return transact(db, () => {
    const domains = sql(db, 'SELECT name, pointed FROM domains WHERE account_id = ? ORDER BY is_primary DESC, name').all(account.id) as {
      name: string;
      pointed: number;
    }[];
    const zones = new Set(sql(db, 'SELECT domain FROM dns_zones WHERE account_id = ?').pluck().all(account.id) as string[]);
    const txt = new Map<string, TxtRecord[]>();
    const rows = sql(db, "SELECT domain, id, data FROM dns_records WHERE account_id = ? AND type = 'TXT' ORDER BY domain, id").all(account.id) as {
      domain: string;
      id: number;
      data: string;
    }[];
    for (const row of rows) {
      const { name, value } = JSON.parse(row.data) as { name: string; value: string };
      const list = txt.get(row.domain) ?? [];
      list.push({ id: String(row.id), name, value });
      txt.set(row.domain, list);
    }
    const ip = panel.platform.serverIp;
    return {
      nameServers: nameServersOf(panel.platform),
      domains: domains.map(({ name, pointed }) => {
        if (pointed === 0) return { domain: name, served: false };
        const records = zones.has(name) ? (txt.get(name) ?? []) : defaultTxt(panel, name);
        return domainReply(name, checksOf(records, name, ip));
      }),
    };
  });
}

const txtOf = (db: Db, account: AccountRow, domain: string): TxtRecord[] =>
  zoneValues(db, account, domain)
    .filter((r) => r.record.type === 'TXT')
    .map((r) => ({ id: r.id, name: r.record.name, value: r.record.value }));

/** The served domain of that name: 404 for none, 409 naming the name servers for one served elsewhere. */
function servedName(db: Db, account: AccountRow, name: string): string {
  const domain = requireDomain(db, account.id, name);
  if (!isServed(domain)) throw notServed(domain.name);
  return domain.name;
}

/**
 * Puts the domain's SPF, DKIM and DMARC right in one step (see fix-plan.ts). A DKIM key is made
 * (off the main thread) only when DKIM needs one and the domain has none; then the zone is read,
 * the plan made and written in one synchronous transaction, so parallel fixes act one by one: the
 * first writes, the others find nothing to do, and the first key kept is the one published.
 */
export async function fixMailAuth(panel: Panel, account: AccountRow, body: RequestBody<'mailAuthFix'>): Promise<Schemas['MailAuthFixReply']> {
  const { db } = panel;
  const ip = panel.platform.serverIp;
  const { parts } = body;
  const first = servedName(db, account, body.domain);
  const wantsKey = parts.includes('dkim') && !domainKey(db, account.id, first) && needsFix(txtOf(db, account, first), first, ip, 'dkim');
  const pair = wantsKey ? await newKeyPair() : undefined;
  return transact(db, () => {
    // Checked again: the domain may have gone or moved while the key was made.
    const domain = servedName(db, account, body.domain);
    const records = txtOf(db, account, domain);
    const plan = fixPlan(records, domain, ip, parts, () => {
      const key = domainKey(db, account.id, domain) ?? (pair && keepKey(db, account.id, domain, pair));
      if (!key) throw new Error('A DKIM key was needed that was not made');
      return key.publicDer;
    });
    if (plan.add.length || plan.remove.length) {
      changeZone(db, account, domain, {
        remove: plan.remove,
        add: plan.add.map((r) => ({ type: 'TXT' as const, name: r.name, ttl: DNS_TTL_DEFAULT, value: r.value })),
      });
    }
    return {
      domain: domainReply(domain, checkZone(txtOf(db, account, domain), domain, ip)),
      written: plan.add.map(shown),
      removed: records.filter((r) => r.id !== undefined && plan.remove.includes(r.id)).map(shown),
    };
  });
}
