import fs from 'node:fs';
import path from 'node:path';
import { assertValid } from '../lib/schemas.js';
import { FIXTURES_DIR, newestPhp } from '../lib/platform.js';
import { hashPassword } from '../lib/passwords.js';
import { domainDirectory } from '../features/domains/repository.js';
import { createDomainFiles } from '../features/domains/service.js';
import { parsePublicKey } from '../features/access/ssh-key.js';
import { recomputeDiskUsage } from '../features/account/service.js';
import { findAccountByLogin } from '../features/account/repository.js';
import { accessLogLines, errorLogLines, writeAccessLogFile } from '../../../fixtures/logs.js';
import { generateBig } from '../../../fixtures/generators/big.js';
import type { Schemas } from '@panel/contract';
import type { Panel } from '../panel.js';

export type Fixture = Schemas['FixtureAccount'];
import { FIXTURE_NAMES, type FixtureName } from './fixture-names.js';
export { FIXTURE_NAMES, type FixtureName };

const DEFAULT_ACCESS_LINES = 200;
const DEFAULT_ERROR_LINES = 40;

export function loadFixture(name: FixtureName): Fixture {
  const data = name === 'big' ? generateBig() : JSON.parse(fs.readFileSync(path.join(FIXTURES_DIR, 'accounts', `${name}.json`), 'utf8'));
  return assertValid<Fixture>('FixtureAccount', data, `fixture ${name}`);
}

/**
 * Creates one account from a fixture under `login` (the fixture's own login, or a clone's):
 * rows in one transaction, then the sandbox home, domain folders, files and logs. Large, read-only
 * artefacts (logs) are copied from `reuseFrom`'s folder when that account already has them.
 */
export async function seedAccount(panel: Panel, fixture: Fixture, login: string, opts: { reuseFrom?: string } = {}) {
  const { db, platform, sandbox } = panel;
  const plan = platform.plans[fixture.plan];
  if (!plan) throw new Error(`Fixture ${fixture.login}: unknown plan ${fixture.plan}`);
  const passwordHash = await hashPassword(fixture.password);
  const mailboxHashes = new Map<string, string>();
  for (const a of fixture.emailAccounts ?? []) {
    if (!mailboxHashes.has(a.password)) mailboxHashes.set(a.password, await hashPassword(a.password, 'mailbox'));
  }

  // A clone keeps the fixture's database names under its own login prefix.
  const dbName = (name: string) => (name.startsWith(`${fixture.login}_`) ? `${login}_${name.slice(fixture.login.length + 1)}` : name);

  const accountId = db.transaction(() => {
    const id = Number(
      db.prepare(
        `INSERT INTO accounts (login, password_hash, fixture, plan, disk_limit, email_limit, ssh_available, postgres_available,
           paid, locale, hide_domain_config, hide_database_config, hide_email_config, ftp_password)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        login, passwordHash, fixture.login, fixture.plan, plan.diskLimit, plan.emailLimit, +plan.sshAvailable, +plan.postgresAvailable,
        +fixture.paid, fixture.locale, +!!fixture.hideDomainConfig, +!!fixture.hideDatabaseConfig, +!!fixture.hideEmailConfig,
        fixture.ftpPassword ?? fixture.password,
      ).lastInsertRowid,
    );
    const certs = new Map((fixture.certificates ?? []).map((c) => [c.domain, c]));
    const insertDomain = db.prepare(
      `INSERT INTO domains (account_id, name, php_version, is_primary, pointed, catchall_email, bcc_email, ssl_type, ssl_expires, cert_pem, key_pem, ca_pem)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    fixture.domains.forEach((d, i) => {
      const c = certs.get(d.domain);
      insertDomain.run(id, d.domain, d.phpVersion ?? newestPhp(platform), i === 0 ? 1 : 0, d.pointed === false ? 0 : 1,
        d.catchallEmail ?? null, d.bccEmail ?? null, d.sslType ?? 'auto', d.sslExpires ?? null, c?.cert ?? null, c?.key ?? null, c?.ca ?? null);
    });
    const insertMailbox = db.prepare('INSERT INTO email_accounts (account_id, domain, name, disk_limit, disk_used, password_hash) VALUES (?, ?, ?, ?, ?, ?)');
    for (const a of fixture.emailAccounts ?? []) insertMailbox.run(id, a.domain, a.name, a.diskLimit, a.diskUsed, mailboxHashes.get(a.password));
    const insertAlias = db.prepare('INSERT INTO email_aliases (account_id, domain, name, destination) VALUES (?, ?, ?, ?)');
    for (const a of fixture.emailAliases ?? []) insertAlias.run(id, a.domain, a.name, a.destination);
    const insertSender = db.prepare('INSERT INTO sender_lists (account_id, list, domain, sender) VALUES (?, ?, ?, ?)');
    for (const s of fixture.emailWhitelists ?? []) insertSender.run(id, 'white', s.domain, s.sender);
    for (const s of fixture.emailBlacklists ?? []) insertSender.run(id, 'black', s.domain, s.sender);
    const insertDb = db.prepare('INSERT INTO databases (account_id, name, type, disk_used) VALUES (?, ?, ?, ?)');
    for (const d of fixture.databases ?? []) insertDb.run(id, dbName(d.name), d.type, d.diskUsed);
    for (const [type, password] of Object.entries(fixture.databasePasswords ?? {})) {
      db.prepare('INSERT INTO database_users (account_id, type, password) VALUES (?, ?, ?)').run(id, type, password);
    }
    const insertRedirect = db.prepare('INSERT INTO redirects (account_id, domain, directory, destination, type, code) VALUES (?, ?, ?, ?, ?, ?)');
    for (const r of fixture.redirects ?? []) insertRedirect.run(id, r.domain, r.directory, r.destination, r.type, r.code);
    const insertProxy = db.prepare('INSERT INTO proxies (account_id, domain, directory, port) VALUES (?, ?, ?, ?)');
    for (const p of fixture.proxies ?? []) insertProxy.run(id, p.domain, p.directory, p.port);
    const insertKey = db.prepare('INSERT INTO ssh_keys (account_id, name, fingerprint, public_key) VALUES (?, ?, ?, ?)');
    for (const k of fixture.sshKeys ?? []) {
      const parsed = parsePublicKey(k.key);
      if (!parsed) throw new Error(`Fixture ${fixture.login}: SSH key ${k.name} does not parse`);
      insertKey.run(id, k.name, parsed.fingerprint, k.key.trim());
    }
    const insertCron = db.prepare('INSERT INTO cron_jobs (account_id, settings, command) VALUES (?, ?, ?)');
    for (const c of fixture.cronJobs ?? []) insertCron.run(id, c.settings, c.command);
    return id;
  })();

  try {
    await seedFiles(panel, fixture, login, opts.reuseFrom);
    const insertScript = db.prepare('INSERT INTO scripts (account_id, type, domain, directory, database_name, files) VALUES (?, ?, ?, ?, ?, ?)');
    for (const s of fixture.scripts ?? []) {
      const root = sandbox.resolveTrusted(login, path.posix.join(domainDirectory(s.domain), s.directory));
      const written = fs.existsSync(root) ? listFiles(root) : [];
      insertScript.run(accountId, s.type, s.domain, s.directory, s.database && dbName(s.database), JSON.stringify(written));
    }
    await recomputeDiskUsage(panel, findAccountByLogin(db, login)!);
  } catch (e) {
    db.prepare('DELETE FROM accounts WHERE id = ?').run(accountId);
    sandbox.removeAccount(login);
    throw e;
  }
}

async function seedFiles(panel: Panel, fixture: Fixture, login: string, reuseFrom?: string) {
  const { sandbox } = panel;
  sandbox.removeTree(sandbox.home(login));
  fs.mkdirSync(sandbox.home(login), { recursive: true });
  if (fixture.files) {
    fs.cpSync(path.join(FIXTURES_DIR, 'files', fixture.files), sandbox.home(login), { recursive: true });
  }
  const end = new Date();
  for (const d of fixture.domains) {
    // Every domain folder has a home page: the fixture's own (kept as it is) or the default one.
    const php = path.join(sandbox.resolveTrusted(login, domainDirectory(d.domain)), 'index.php');
    createDomainFiles(panel, login, d.domain, !fs.existsSync(php));
    const access = sandbox.logFile(login, d.domain, 'access');
    const error = sandbox.logFile(login, d.domain, 'error');
    const reusedAccess = reuseFrom && reuseFrom !== login ? sandbox.logFile(reuseFrom, d.domain, 'access') : undefined;
    if (d.accessLogBytes) {
      // The big log is generated once and then kept (logs are read-only through the API).
      const existing = [access, reusedAccess].find((f) => f && fs.existsSync(f) && fs.statSync(f).size >= d.accessLogBytes!);
      if (existing && existing !== access) fs.copyFileSync(existing, access, fs.constants.COPYFILE_FICLONE);
      else if (!existing) writeAccessLogFile(access, d.domain, d.accessLogBytes, end);
    } else {
      fs.writeFileSync(access, joinLines(accessLogLines(d.domain, d.accessLogLines ?? DEFAULT_ACCESS_LINES, end)));
    }
    fs.writeFileSync(error, joinLines(errorLogLines(d.domain, d.errorLogLines ?? DEFAULT_ERROR_LINES, end)));
  }
  if (fixture.bulkFiles) {
    const dir = sandbox.mkdirp(login, fixture.bulkFiles.directory);
    for (let i = 1; i <= fixture.bulkFiles.count; i++) {
      fs.writeFileSync(path.join(dir, `file-${String(i).padStart(5, '0')}.txt`), `File number ${i}\n`);
    }
  }
}

const joinLines = (lines: string[]) => (lines.length ? lines.join('\n') + '\n' : '');

function listFiles(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** Seeds every fixture that has no account yet. */
export async function seedMissing(panel: Panel, names: readonly FixtureName[] = panel.config.fixtures) {
  for (const name of names) {
    if (findAccountByLogin(panel.db, name)) continue;
    if (panel.config.logger) console.log(`Seeding the fixture account ${name}…`);
    await seedAccount(panel, loadFixture(name), name);
  }
}
