// A recording (scripts/proxy/record.ts) as a scenario over the `empty` fixture, which has no domain,
// mailbox, database or file of its own for a recorded name to clash with: the recorded domains (with
// their certificates' days left), mailboxes (with their quotas, one fresh password for all),
// databases, the files of the folders listed (their sizes, never their contents), the plan and the
// language — each name pseudonymised (scripts/proxy/pseudonym.ts) and checked by the rules the real
// calls use, within a scenario's limits (rows, files, bytes, the plan's space). What the format has
// no field for is said in the comment at the top (scripts/proxy/record-comment.ts); the log tails
// go beside it, as `/__test/log` takes them.
import crypto from 'node:crypto';
import path from 'node:path';
import { Document, isMap, isSeq } from 'yaml';
import type { Schemas } from '@panel/contract';
import { isValidDomainName, isValidEmailName, isValidEntryName, isValidQuotaMb, maxQuotaMb, MB } from '@panel/contract/rules';
import { notHeld } from './record-comment.js';
import type { Pseudonyms } from './pseudonym.js';
import type { Seen } from './record-seen.js';
import type { TextScrubber } from './record-text.js';

type Scenario = Schemas['TestScenario'];
type ScenarioFile = NonNullable<Scenario['files']>[number];

export interface RecordedLog {
  domain: string;
  kind: 'access' | 'error';
  lines: string[];
}
export interface Recording {
  scenario: Scenario;
  yaml: string;
  logs: RecordedLog[];
  /** One line: what the recording holds. */
  summary: string;
}

const DAY_MS = 86_400_000;
const LIST_CAP = 100;
const FILE_CAP = 1000;
/** Room left for the fixture's own use of the disk. */
const MARGIN = 1024 * 1024;
const PLACEHOLDER = '.keep';
/** At most this many lines of what was changed to fit. */
const NOTES = 50;
/** The scenario format's limits (contract/openapi.yaml, TestScenario): rows and entries in all, bytes written. */
const MAX_SCENARIO_ROWS = 10_000;
const MAX_SCENARIO_BYTES = 64 * 1024 * 1024;
/** How the mock counts a scenario's space: whole blocks, a block for each file, a domain's folders and welcome page, an empty database. */
const BLOCK = 4096;
const DOMAIN_SPACE = 4 * BLOCK;
const DATABASE_SPACE = 16 * 1024;

/** The space a scenario takes on the account's disk, as the mock counts it. */
function spaceOf(s: Scenario): number {
  const files = (s.files ?? []).reduce((sum, f) => sum + Math.ceil((f.bytes ?? 0) / BLOCK) * BLOCK + BLOCK, 0);
  return files + (s.domains?.length ?? 0) * DOMAIN_SPACE + (s.databases?.length ?? 0) * DATABASE_SPACE;
}

/** The longest log line `/__test/log` takes, and the most a call of it may weigh (its body limit, with room for the login). */
const LOG_LINE = 8192;
const LOG_CALL = 15 * 1024;

/** A log tail as the calls of `/__test/log` that append it, in order, each within the call's body limit. */
function inParts(domain: string, kind: 'access' | 'error', lines: string[]): RecordedLog[] {
  const parts: RecordedLog[] = [];
  let size = Infinity;
  for (const line of lines) {
    const weight = JSON.stringify(line).length + 1;
    if (size + weight > LOG_CALL) {
      parts.push({ domain, kind, lines: [] });
      size = JSON.stringify({ login: 'x'.repeat(16), domain, kind, lines: [] }).length;
    }
    parts.at(-1)!.lines.push(line);
    size += weight;
  }
  return parts;
}

const mailboxCount = (s: Scenario) => (s.mailboxes ?? []).reduce((sum, m) => sum + (m.names?.length ?? 0), 0);

/** A fresh password the mailboxes share (never one seen), made once a recording. */
export const freshPassword = () => `Rec-${crypto.randomBytes(9).toString('base64url')}`;

export function buildRecording(seen: Seen, names: Pseudonyms, scrub: TextScrubber, password: string): Recording {
  const notes: string[] = [];
  const originals = (seen.lists.domains ?? []).map((d) => d.domain);
  names.seen(...originals, ...(seen.lists.emailAccounts ?? []).map((m) => `${m.name}@${m.domain}`), seen.login ?? '');
  scrub.know(originals, seen.login);

  const domainOf = new Map<string, string>();
  let overCap = 0;
  for (const d of seen.lists.domains ?? []) {
    const p = names.domain(d.domain);
    if (domainOf.size >= LIST_CAP) overCap++;
    else if (!isValidDomainName(p)) notes.push(`a domain left out: its pseudonym ${p} is not a valid name`);
    else domainOf.set(d.domain.toLowerCase(), p);
  }
  if (overCap) notes.push(`${overCap} domains left out, with their mailboxes, certificates and folders: a scenario adds at most ${LIST_CAP}`);
  const domains = [...domainOf.values()].map((domain) => ({ domain }));

  const certificates = (seen.lists.domains ?? []).flatMap((d) => {
    const domain = domainOf.get(d.domain.toLowerCase());
    const expires = typeof d.sslExpires === 'string' ? Date.parse(`${d.sslExpires.replace(' ', 'T')}Z`) : NaN;
    if (!domain || (d.sslType !== 'letsencrypt' && d.sslType !== 'custom') || !Number.isFinite(expires)) return [];
    const days = Math.max(-3650, Math.min(3650, Math.round((expires - seen.at) / DAY_MS)));
    return [{ domain, type: d.sslType, expiresInDays: days }];
  });

  const plan: NonNullable<Scenario['plan']> = {};
  if (seen.package)
    Object.assign(plan, {
      diskLimit: seen.package.diskLimit,
      emailLimit: seen.package.emailLimit,
      sshAvailable: seen.package.sshAvailable,
      postgresAvailable: seen.package.postgresAvailable,
    });
  if (seen.user) plan.paid = seen.user.paid;

  const maxMb = maxQuotaMb(plan.emailLimit);
  const groups = new Map<string, { domain: string; quota?: number; names: string[] }>();
  for (const m of seen.lists.emailAccounts ?? []) {
    const domain = domainOf.get(m.domain.toLowerCase());
    const name = names.local(m.name);
    if (!domain) continue;
    if (!isValidEmailName(name)) {
      notes.push(`a mailbox of ${domain} left out: its pseudonym ${name} is not a valid name`);
      continue;
    }
    const mb = Math.ceil(m.diskLimit / MB);
    let quota: number | undefined = m.diskLimit > 0 ? mb : undefined;
    if (quota !== undefined && !isValidQuotaMb(quota, maxMb)) {
      notes.push(`${name}@${domain}: quota ${mb} MB set to the plan's ${maxMb} MB`);
      quota = maxMb;
    }
    const key = `${domain} ${quota ?? ''}`;
    const group = groups.get(key) ?? { domain, quota: quota === undefined ? undefined : quota * MB, names: [] };
    group.names.push(name);
    groups.set(key, group);
  }
  let mailboxes = [...groups.values()];
  if (mailboxes.length > LIST_CAP) {
    notes.push(`mailboxes grouped by domain, each domain's largest quota for all its mailboxes (more than ${LIST_CAP} quota groups)`);
    const byDomain = new Map<string, { domain: string; quota?: number; names: string[] }>();
    for (const g of mailboxes) {
      const d = byDomain.get(g.domain) ?? { domain: g.domain, quota: g.quota, names: [] };
      d.names.push(...g.names);
      d.quota = Math.max(d.quota ?? 0, g.quota ?? 0) || undefined;
      byDomain.set(g.domain, d);
    }
    mailboxes = [...byDomain.values()];
  }

  const prefix = `${seen.login ?? ''}_`.toLowerCase();
  const databaseKeys = new Set<string>();
  const databases: NonNullable<Scenario['databases']> = [];
  for (const d of seen.lists.databases ?? []) {
    const short = d.name.toLowerCase().startsWith(prefix) ? d.name.slice(prefix.length) : d.name;
    const name = names
      .databaseName(short)
      .replace(/[^A-Za-z0-9_]/g, '_')
      .slice(0, 40);
    const key = `${d.type}:${name.toLowerCase()}`;
    if (d.type !== 'mysql' && d.type !== 'postgres') continue;
    if (databases.length >= LIST_CAP || !name || databaseKeys.has(key)) {
      notes.push(`database ${name || '(no name)'} left out (at most ${LIST_CAP}, none twice)`);
      continue;
    }
    databaseKeys.add(key);
    databases.push({ name, type: d.type });
  }

  const files = recordedFiles(seen, scrub, [...domainOf.values()], notes);
  const scenario: Scenario = {
    description: `Recorded through the validation proxy on ${new Date(seen.at).toISOString().slice(0, 10)}: a walk through a real account, its names pseudonymised.`,
    fixture: 'empty',
    ...(seen.locale === 'en' || seen.locale === 'pl' ? { locale: seen.locale } : {}),
    ...(Object.keys(plan).length ? { plan } : {}),
    ...(domains.length ? { domains } : {}),
    ...(certificates.length ? { certificates } : {}),
    ...(mailboxes.length ? { mailboxes: mailboxes.map((m) => ({ domain: m.domain, names: m.names, ...(m.quota ? { quota: m.quota } : {}), password })) } : {}),
    ...(databases.length ? { databases } : {}),
    ...(files.length ? { files } : {}),
  };
  fitRows(scenario, notes);
  fitSpace(scenario, notes);

  const logs = [...seen.logs.values()].flatMap((l) => {
    const domain = domainOf.get(l.domain);
    return domain && l.lines.length
      ? inParts(
          domain,
          l.kind,
          l.lines.map((line) => scrub.text(line).slice(0, LOG_LINE)),
        )
      : [];
  });
  const summary = `${domains.length} domains, ${mailboxCount(scenario)} mailboxes, ${databases.length} databases, ${scenario.files?.length ?? 0} files, ${new Set(logs.map((l) => `${l.domain} ${l.kind}`)).size} log tails`;
  const doc = new Document(scenario);
  // One line a row, as the shipped scenarios are written.
  if (isMap(doc.contents)) for (const pair of doc.contents.items) if (isSeq(pair.value)) for (const item of pair.value.items) if (isMap(item)) item.flow = true;
  const shownNotes = [...notes.slice(0, NOTES), ...(notes.length > NOTES ? [`… and ${notes.length - NOTES} more`] : [])];
  doc.commentBefore = [
    ...notHeld(seen, names, scrub, { logs: logs.length }),
    ...(notes.length ? ['', 'Changed to fit the scenario format:', ...shownNotes.map((n) => `  ${n}`)] : []),
  ]
    .map((l) => ` ${l}`.trimEnd())
    .join('\n');
  return { scenario, yaml: doc.toString({ lineWidth: 0 }), logs, summary };
}

/**
 * The files of the folders listed (and of the files opened), each with its size and its path's
 * names pseudonymised; a welcome page a scenario's domain writes itself is left out; a folder that
 * would hold no file gets an empty `.keep`, so it shows where it was listed.
 */
function recordedFiles(seen: Seen, scrub: TextScrubber, domains: string[], notes: string[]): ScenarioFile[] {
  let invalid = 0;
  const mapPath = (p: string): string | undefined => {
    const parts = p
      .split('/')
      .filter(Boolean)
      .map((n) => scrub.text(n));
    if (parts.some((n) => n.trim() !== n || !isValidEntryName(n))) {
      invalid++;
      return undefined;
    }
    return `/${parts.join('/')}`;
  };
  const made = new Set(['/', '/domains', ...domains.flatMap((d) => [`/domains/${d}`, `/domains/${d}/public_html`])]);
  const welcome = new Set(domains.map((d) => `/domains/${d}/public_html/index.html`));
  const sizes = new Map<string, number>();
  const folders = new Set<string>();
  let skipped = 0;
  for (const [folder, entries] of seen.folders) {
    const at = mapPath(folder);
    if (at === undefined) continue;
    folders.add(at);
    for (const e of entries) {
      const p = mapPath(path.posix.join(folder, e.name));
      if (p === undefined) continue;
      if (e.type === 'file') sizes.set(p, e.size);
      else if (e.type === 'directory') folders.add(p);
      else skipped++;
    }
  }
  for (const [file, bytes] of seen.opened) {
    const p = mapPath(file);
    if (p !== undefined && !sizes.has(p)) sizes.set(p, bytes);
  }
  let welcomes = 0;
  for (const p of welcome) if (sizes.delete(p)) welcomes++;
  const real = [...sizes.keys()].sort();
  const placeholders = [...folders]
    .filter((f) => !made.has(f) && !real.some((p) => p.startsWith(`${f}/`)))
    .sort()
    .map((f) => `${f}/${PLACEHOLDER}`);
  const files: ScenarioFile[] = [...real.map((p) => ({ path: p, bytes: sizes.get(p)! })), ...placeholders.map((p) => ({ path: p, bytes: 0 }))];
  if (skipped) notes.push(`${skipped} links and special entries of the folders listed left out (a scenario writes files only)`);
  if (invalid) notes.push(`${invalid} entries left out: a name the file browser would not take`);
  if (welcomes) notes.push(`${welcomes} domain welcome pages (index.html) are the mock's own, not the recorded ones`);
  if (placeholders.length) notes.push(`${placeholders.length} folders that would hold no file get an empty ${PLACEHOLDER}, so they exist`);
  if (files.length > FILE_CAP) notes.push(`${files.length - FILE_CAP} files left out: a scenario writes at most ${FILE_CAP}`);
  return files.slice(0, FILE_CAP);
}

/** At most 10,000 rows in all: the mailboxes past that are left out. */
function fitRows(s: Scenario, notes: string[]) {
  const rows = [s.domains, s.certificates, s.databases, s.files].reduce((sum, list) => sum + (list?.length ?? 0), 0);
  let over = rows + mailboxCount(s) - MAX_SCENARIO_ROWS;
  if (over <= 0) return;
  notes.push(`${over} mailboxes left out: a scenario adds at most ${MAX_SCENARIO_ROWS} rows in all`);
  for (const m of [...(s.mailboxes ?? [])].reverse()) {
    const cut = Math.min(over, (m.names?.length ?? 1) - 1);
    m.names = m.names?.slice(0, m.names.length - cut);
    over -= cut;
  }
}

/** Within 64 MiB and the plan's space: the files' sizes scaled down if they are not; the plan's disk raised if even empty files are not. */
function fitSpace(s: Scenario, notes: string[]) {
  const limit = Math.min(s.plan?.diskLimit ?? Infinity, MAX_SCENARIO_BYTES) - MARGIN;
  if (spaceOf(s) <= limit || !s.files?.length) return fitPlan(s, notes);
  const total = s.files.reduce((sum, f) => sum + (f.bytes ?? 0), 0);
  const overhead = spaceOf({ ...s, files: s.files.map((f) => ({ path: f.path, bytes: 0 })) });
  const scale = Math.max(0, (limit - overhead - BLOCK * s.files.length) / total);
  for (const f of s.files) f.bytes = Math.floor((f.bytes ?? 0) * scale);
  notes.push(`file sizes scaled by ${scale.toFixed(4)}: ${total} bytes recorded, more than a scenario may write (64 MiB) or the plan leaves free`);
  fitPlan(s, notes);
}

function fitPlan(s: Scenario, notes: string[]) {
  const space = spaceOf(s);
  if (s.plan?.diskLimit !== undefined && s.plan.diskLimit < space + MARGIN) {
    notes.push(`the plan's disk raised from ${s.plan.diskLimit} to ${space + MARGIN} bytes, so what the scenario writes fits`);
    s.plan.diskLimit = space + MARGIN;
  }
}
