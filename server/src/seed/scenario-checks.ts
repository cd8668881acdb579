import type { Schemas } from '@panel/contract';
import { databaseShortName, emailNameField, isValidDomainName, isValidEntryName, newPasswordField, normalizeDomain } from '@panel/contract/rules';
import { checkRule, invalid } from '../lib/errors.js';
import { domainDirectory } from '../lib/domains.js';
import { EMPTY_DATABASE_BYTES } from '../lib/databases.js';
import { ENTRY_BLOCK } from '../lib/sandbox/index.js';
import { checkFault } from '../lib/fault-rules.js';
import { welcomePage } from '../features/domains/service.js';

type Scenario = Schemas['TestScenario'];

/** Most rows and entries one scenario adds, all its lists together (domains, mailboxes, files…). */
export const MAX_SCENARIO_ROWS = 10_000;
/** Most bytes one scenario writes, whatever its plan allows (files, welcome pages, databases). */
export const MAX_SCENARIO_BYTES = 64 * 1024 * 1024;

/** The latest clock a scenario may set: certificates ten years past it still have a four-digit year. */
const LATEST_CLOCK = Date.UTC(9000, 0, 1);

const LISTS = ['domains', 'certificates', 'mailboxes', 'databases', 'files', 'faults'] as const;

/** The mailbox names one entry of `mailboxes` adds: its `names`, or `count` numbered ones (`user01`…). */
export function mailboxNames(m: NonNullable<Scenario['mailboxes']>[number]): string[] {
  if (m.names) return m.names.map((n) => n.trim());
  const count = m.count ?? 1;
  return Array.from({ length: count }, (_, i) => `${m.prefix ?? 'user'}${String(i + 1).padStart(String(count).length, '0')}`);
}

/** The rows (or entries) each list adds, read from the scenario alone. */
export function scenarioRows(s: Scenario): Record<(typeof LISTS)[number], number> {
  return {
    domains: s.domains?.length ?? 0,
    certificates: s.certificates?.length ?? 0,
    mailboxes: (s.mailboxes ?? []).reduce((sum, m) => sum + (m.names?.length ?? m.count ?? 1), 0),
    databases: s.databases?.length ?? 0,
    files: s.files?.length ?? 0,
    faults: s.faults?.length ?? 0,
  };
}

const fileBytes = (f: NonNullable<Scenario['files']>[number]) => (f.text !== undefined ? Buffer.byteLength(f.text, 'utf8') : (f.bytes ?? 0));
const blocks = (bytes: number) => Math.ceil(bytes / ENTRY_BLOCK) * ENTRY_BLOCK;

/**
 * What a scenario writes, from the scenario alone: `bytes` (file contents, the domains' welcome
 * pages, the empty databases' simulated size) and `space` (the same counted in whole blocks, with a
 * block for each file and each domain's folders, as the disk usage counts them).
 */
export function scenarioBytes(s: Scenario): { bytes: number; space: number } {
  let bytes = 0;
  let space = 0;
  for (const f of s.files ?? []) {
    bytes += fileBytes(f);
    space += blocks(fileBytes(f)) + ENTRY_BLOCK;
  }
  for (const d of s.domains ?? []) {
    const page = Buffer.byteLength(welcomePage(d.domain), 'utf8');
    bytes += page;
    space += blocks(page) + 3 * ENTRY_BLOCK;
  }
  const databases = (s.databases?.length ?? 0) * EMPTY_DATABASE_BYTES;
  return { bytes: bytes + databases, space: space + databases };
}

function checkDomain(value: string, field: string): string {
  const name = normalizeDomain(value);
  if (!isValidDomainName(name)) throw invalid(`${JSON.stringify(value)} is not a valid domain name.`, field);
  return name;
}

/** The names of a file's path (`/a/b.txt`: `a`, `b.txt`), each as the file dialogs' rule has it. */
function checkFilePath(p: string): string[] {
  const names = p.split('/').slice(1);
  if (names.some((n) => n === '' || n.trim() !== n || !isValidEntryName(n))) {
    throw invalid(
      `The file path ${JSON.stringify(p)} is not valid: each name in it must be one the file browser accepts (no empty, \`.\` or \`..\` name, no trailing slash).`,
      'files',
    );
  }
  return names;
}

/** The files and folders of the home a scenario writes: none twice, no file where a folder goes. */
function checkFilePaths(s: Scenario, domains: string[]) {
  const files = new Set<string>();
  const folders = new Set<string>();
  const addFile = (p: string) => {
    if (files.has(p) || folders.has(p)) throw invalid(`The scenario writes ${p} twice, or as a file and a folder.`, 'files');
    files.add(p);
  };
  const addFolders = (names: string[]) => {
    for (let i = 1; i < names.length; i++) {
      const folder = `/${names.slice(0, i).join('/')}`;
      if (files.has(folder)) throw invalid(`The scenario writes ${folder} as a file and a folder.`, 'files');
      folders.add(folder);
    }
  };
  for (const d of domains) {
    const page = `${domainDirectory(d)}/index.html`;
    addFolders(page.split('/').slice(1));
    addFile(page);
  }
  for (const f of s.files ?? []) {
    if (f.text !== undefined && f.bytes !== undefined) throw invalid(`Give the file ${f.path} a text or a number of bytes, not both.`, 'files');
    const names = checkFilePath(f.path);
    addFolders(names);
    addFile(`/${names.join('/')}`);
  }
}

function checkTotals(s: Scenario) {
  const rows = scenarioRows(s);
  const total = LISTS.reduce((sum, list) => sum + rows[list], 0);
  if (total > MAX_SCENARIO_ROWS) {
    const biggest = LISTS.reduce((a, b) => (rows[b] > rows[a] ? b : a));
    throw invalid(`A scenario adds at most ${MAX_SCENARIO_ROWS} rows and entries in all; this one adds ${total} (${rows[biggest]} in ${biggest}).`, biggest);
  }
  const { bytes } = scenarioBytes(s);
  if (bytes > MAX_SCENARIO_BYTES) {
    throw invalid(`A scenario writes at most ${MAX_SCENARIO_BYTES} bytes; this one writes ${bytes}.`, 'files');
  }
}

/**
 * Checks a scenario by itself, before anything is written: its totals (rows, bytes), its clock a
 * real date, then each field by the rule the real call uses (domain names, mailbox names and
 * passwords, database names, file names, fault paths), duplicates within it refused. Answers the
 * scenario with its domains normalised (trimmed, lower-cased) and its names trimmed; a problem is a
 * 400 naming the field.
 */
export function checkScenario(s: Scenario): Scenario {
  checkTotals(s);
  if (s.clock !== undefined) {
    const time = Date.parse(s.clock);
    if (!(time >= 0 && time < LATEST_CLOCK)) throw invalid(`The clock ${JSON.stringify(s.clock)} is not an ISO date-time between 1970 and 9000.`, 'clock');
  }
  const domains = (s.domains ?? []).map((d) => ({ ...d, domain: checkDomain(d.domain, 'domains') }));
  const seen = new Set<string>();
  for (const d of domains) {
    if (seen.has(d.domain)) throw invalid(`The scenario adds the domain ${d.domain} twice.`, 'domains');
    seen.add(d.domain);
  }
  const certificates = (s.certificates ?? []).map((c) => ({ ...c, domain: checkDomain(c.domain, 'certificates') }));
  const addresses = new Set<string>();
  const mailboxes = (s.mailboxes ?? []).map((m) => {
    const domain = checkDomain(m.domain, 'mailboxes');
    const names = mailboxNames(m).map((n) => checkRule(emailNameField, n, 'mailboxes'));
    for (const name of names) {
      const address = `${name}@${domain}`.toLowerCase();
      if (addresses.has(address)) throw invalid(`The scenario adds the e-mail account ${address} twice.`, 'mailboxes');
      addresses.add(address);
    }
    if (m.password !== undefined) checkRule(newPasswordField, m.password, 'mailboxes');
    return { domain, names, quota: m.quota, password: m.password };
  });
  const databases = (s.databases ?? []).map((d) => ({ ...d, name: checkRule(databaseShortName, d.name, 'databases') }));
  const kinds = new Set<string>();
  for (const d of databases) {
    const key = `${d.type ?? 'mysql'}:${d.name.toLowerCase()}`;
    if (kinds.has(key)) throw invalid(`The scenario adds the database ${d.name} twice.`, 'databases');
    kinds.add(key);
  }
  checkFilePaths(
    s,
    domains.map((d) => d.domain),
  );
  for (const fault of s.faults ?? []) checkFault(fault, 'faults');
  return { ...s, domains, certificates, mailboxes, databases };
}
