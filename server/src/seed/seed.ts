import fs from 'node:fs';
import path from 'node:path';
import { assertValid } from '../lib/schemas.js';
import { FIXTURES_DIR, newestPhp } from '../lib/platform.js';
import { hashPassword, MAILBOX_PASSWORD_COST } from '../lib/passwords.js';
import { transact } from '../lib/db.js';
import { domainDirectory } from '../lib/domains.js';
import { findAccountByLogin } from '../lib/accounts.js';
import { recomputeDiskUsage } from '../lib/disk-usage.js';
import * as accounts from '../features/account/repository.js';
import * as domains from '../features/domains/repository.js';
import * as email from '../features/email/repository.js';
import * as databases from '../features/databases/repository.js';
import * as redirects from '../features/redirects/repository.js';
import * as advanced from '../features/advanced/repository.js';
import * as access from '../features/access/repository.js';
import * as scripts from '../features/scripts/repository.js';
import { createDomainFiles } from '../features/domains/service.js';
import { parsePublicKey } from '../features/access/ssh-key.js';
import { accessLogChunks, accessLogLines, errorLogLines } from '../../../fixtures/logs.js';
import { generateBig } from '../../../fixtures/generators/big.js';
import type { Schemas } from '@panel/contract';
import type { Panel } from '../panel.js';

export type Fixture = Schemas['FixtureAccount'];
import { FIXTURE_NAMES, type FixtureName } from './fixture-names.js';
import { seedZone } from '../lib/dns-zone.js';
export { FIXTURE_NAMES, type FixtureName };

const DEFAULT_ACCESS_LINES = 200;
const DEFAULT_ERROR_LINES = 40;

const passwords = new Map<FixtureName, string>();

/** A fixture's password, read once per process (big's fixture is generated, not read: it takes a while). */
export function fixturePassword(name: FixtureName): string {
  let password = passwords.get(name);
  if (password === undefined) passwords.set(name, (password = loadFixture(name).password));
  return password;
}

export function loadFixture(name: FixtureName): Fixture {
  const data: unknown = name === 'big' ? generateBig() : JSON.parse(fs.readFileSync(path.join(FIXTURES_DIR, 'accounts', `${name}.json`), 'utf8'));
  return assertValid<Fixture>('FixtureAccount', data, `fixture ${name}`);
}

/**
 * Creates one account from a fixture under `login` (the fixture's own login, or a clone's):
 * rows in one transaction, then the sandbox home, domain folders, files and logs. Large, read-only
 * artefacts (logs) are copied from `reuseFrom`'s folder when that account already has them.
 */
export async function seedAccount(panel: Panel, fixture: Fixture, login: string, opts: { reuseFrom?: string; progress?: SeedProgress } = {}) {
  const { db, platform, sandbox } = panel;
  const progress = opts.progress ?? (() => {});
  const plan = platform.plans[fixture.plan];
  if (!plan) throw new Error(`Fixture ${fixture.login}: unknown plan ${fixture.plan}`);
  const passwordHash = await hashPassword(fixture.password, panel.config.passwordCost);
  // The FTP password is kept as a hash like the account's (the fixture's own, else the account password).
  const ftpPasswordHash = fixture.ftpPassword ? await hashPassword(fixture.ftpPassword, panel.config.passwordCost) : passwordHash;
  const mailboxPasswords = [...new Set((fixture.emailAccounts ?? []).map((a) => a.password))];
  if (mailboxPasswords.length > 100) progress(`hashing ${count(mailboxPasswords.length, 'e-mail account password')}`);
  const mailboxHashes = await hashAll(mailboxPasswords, (pct) => progress(`hashing e-mail account passwords: ${pct} %`));
  progress(`${count(fixture.domains.length, 'domain')} and ${count(fixture.emailAccounts?.length ?? 0, 'e-mail account')} into the database`);

  // A clone keeps the fixture's database names under its own login prefix.
  const dbName = (name: string) => (name.startsWith(`${fixture.login}_`) ? `${login}_${name.slice(fixture.login.length + 1)}` : name);

  const accountId = transact(db, () => {
    const id = accounts.insertAccount(db, {
      login,
      passwordHash,
      fixture: fixture.login,
      plan: fixture.plan,
      ...plan,
      paid: fixture.paid,
      locale: fixture.locale,
      hideDomainConfig: fixture.hideDomainConfig,
      hideDatabaseConfig: fixture.hideDatabaseConfig,
      hideEmailConfig: fixture.hideEmailConfig,
      ftpPassword: ftpPasswordHash,
    });
    const certs = new Map((fixture.certificates ?? []).map((c) => [c.domain, c]));
    fixture.domains.forEach((d, i) => {
      domains.insertDomain(db, id, {
        name: d.domain,
        phpVersion: d.phpVersion ?? newestPhp(platform),
        primary: i === 0,
        pointed: d.pointed,
        catchallEmail: d.catchallEmail,
        bccEmail: d.bccEmail,
        sslType: d.sslType,
        sslExpires: d.sslExpires,
        certificate: certs.get(d.domain),
        fixtureCopy: login !== fixture.login,
      });
      // A domain may bring its zone's starting records (the dnsZone extension); the others get the host's defaults when first read.
      if (d.dns) seedZone(db, id, d.domain, d.dns);
    });
    for (const a of fixture.emailAccounts ?? []) email.insertEmailAccount(db, id, { ...a, passwordHash: mailboxHashes.get(a.password)! });
    for (const a of fixture.emailAliases ?? []) email.insertEmailAlias(db, id, a);
    for (const s of fixture.emailWhitelists ?? []) email.insertSender(db, id, 'white', s);
    for (const s of fixture.emailBlacklists ?? []) email.insertSender(db, id, 'black', s);
    for (const d of fixture.databases ?? []) databases.insertDatabase(db, id, { ...d, name: dbName(d.name) });
    for (const [type, password] of Object.entries(fixture.databasePasswords ?? {})) {
      databases.insertDatabaseUser(db, id, type as 'mysql' | 'postgres', password);
    }
    for (const r of fixture.redirects ?? []) redirects.insertRedirect(db, id, r);
    for (const p of fixture.proxies ?? []) advanced.insertProxy(db, id, p);
    for (const k of fixture.sshKeys ?? []) {
      const parsed = parsePublicKey(k.key);
      if (!parsed) throw new Error(`Fixture ${fixture.login}: SSH key ${k.name} does not parse`);
      access.insertSshKey(db, id, { name: k.name, fingerprint: parsed.fingerprint, publicKey: k.key.trim() });
    }
    for (const c of fixture.cronJobs ?? []) advanced.insertCronJob(db, id, c);
    return id;
  });

  try {
    seedFiles(panel, fixture, login, opts.reuseFrom, progress);
    for (const s of fixture.scripts ?? []) {
      const root = sandbox.resolveTrusted(login, path.posix.join(domainDirectory(s.domain), s.directory));
      const files = fs.existsSync(root) ? listFiles(root) : [];
      scripts.insertScript(db, accountId, { ...s, database: s.database ? dbName(s.database) : null, files });
    }
    progress('measuring disk usage');
    recomputeDiskUsage(panel, findAccountByLogin(db, login)!);
  } catch (e) {
    accounts.deleteAccount(db, accountId);
    sandbox.removeAccount(login);
    throw e;
  }
}

function seedFiles(panel: Panel, fixture: Fixture, login: string, reuseFrom: string | undefined, progress: SeedProgress) {
  const { sandbox } = panel;
  progress(`files and logs of ${count(fixture.domains.length, 'domain')}`);
  sandbox.resetHome(login, fixture.files && path.join(FIXTURES_DIR, 'files', fixture.files));
  const end = new Date();
  for (const d of fixture.domains) {
    // Every domain folder has a home page: the fixture's own (kept as it is) or the default one.
    const php = path.join(sandbox.resolveTrusted(login, domainDirectory(d.domain)), 'index.php');
    createDomainFiles(panel, login, d.domain, !fs.existsSync(php));
    if (d.accessLogBytes) {
      // The big log is generated once and then kept (logs are read-only through the API).
      const from = [login, reuseFrom].find(
        (l) => l && (fs.statSync(sandbox.logFile(l, d.domain, 'access'), { throwIfNoEntry: false })?.size ?? 0) >= d.accessLogBytes!,
      );
      if (!from) {
        const label = `the ${Math.round(d.accessLogBytes / 2 ** 20)} MB access log of ${d.domain}`;
        sandbox.writeLog(
          login,
          d.domain,
          'access',
          reportingShare(accessLogChunks(d.domain, d.accessLogBytes, end), d.accessLogBytes, (pct) => progress(`${label}: ${pct} %`)),
        );
      } else if (from !== login) sandbox.copyLog(from, login, d.domain, 'access');
    } else {
      sandbox.writeLog(login, d.domain, 'access', joinLines(accessLogLines(d.domain, d.accessLogLines ?? DEFAULT_ACCESS_LINES, end)));
    }
    sandbox.writeLog(login, d.domain, 'error', joinLines(errorLogLines(d.domain, d.errorLogLines ?? DEFAULT_ERROR_LINES, end)));
  }
  if (fixture.bulkFiles) {
    progress(`${count(fixture.bulkFiles.count, 'file')} in ${fixture.bulkFiles.directory}`);
    const dir = sandbox.mkdirp(login, fixture.bulkFiles.directory);
    for (let i = 1; i <= fixture.bulkFiles.count; i++) {
      sandbox.writeNew(path.join(dir, `file-${String(i).padStart(5, '0')}.txt`), `File number ${i}\n`);
    }
  }
}

const joinLines = (lines: string[]) => (lines.length ? lines.join('\n') + '\n' : '');

/** Told what seeding is doing next (the first start of `big` takes a while). */
export type SeedProgress = (step: string) => void;

const count = (n: number, what: string) => `${n.toLocaleString('en')} ${what}${n === 1 ? '' : 's'}`;

/** Mailbox hashes by password, a few at a time (scrypt runs in libuv's thread pool), reporting each quarter. */
async function hashAll(passwords: string[], report: (percent: number) => void) {
  const hashes = new Map<string, string>();
  let next = 0;
  let reported = 0;
  const worker = async () => {
    for (let i = next++; i < passwords.length; i = next++) {
      hashes.set(passwords[i], await hashPassword(passwords[i], MAILBOX_PASSWORD_COST));
      const quarter = Math.floor((hashes.size * 4) / passwords.length);
      if (passwords.length > 100 && quarter > reported && quarter < 4) report(25 * (reported = quarter));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return hashes;
}

/** Passes chunks through, saying each time another quarter of `total` bytes has gone by. */
function* reportingShare(chunks: Iterable<string>, total: number, report: (percent: number) => void) {
  let written = 0;
  let next = 25;
  for (const chunk of chunks) {
    yield chunk;
    written += chunk.length;
    while (next < 100 && written >= (total * next) / 100) {
      report(next);
      next += 25;
    }
  }
}

function listFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}
