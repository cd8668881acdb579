import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ApiError, invalid } from '../lib/errors.js';
import { transact } from '../lib/db.js';
import { newestPhp } from '../lib/platform.js';
import { findAccountByLogin, type AccountRow } from '../lib/accounts.js';
import { findDomain } from '../lib/domains.js';
import { createEmptyDatabase } from '../lib/databases.js';
import { hashPassword, MAILBOX_PASSWORD_COST } from '../lib/passwords.js';
import { recomputeDiskUsage } from '../lib/disk-usage.js';
import * as domains from '../features/domains/repository.js';
import * as email from '../features/email/repository.js';
import { setDomainCertificate } from '../features/ssl/repository.js';
import { createDomainFiles } from '../features/domains/service.js';
import { issueHandoff } from '../features/account/sessions.js';
import { setAccountClock } from '../features/account/repository.js';
import { setCapabilities } from '../features/account/capabilities.js';
import { enableWithKey } from '../features/account/two-factor.js';
import { setAccountSettings } from './template-repository.js';
import { cloneTemplate, ensureTemplate, removeAccount } from './templates.js';
import { fixturePassword } from './seed.js';
import { readScenarioFiles, type Scenario } from './scenario-files.js';
import { checkScenario, mailboxNames } from './scenario-checks.js';
import { checkScenarioFits } from './scenario-fit.js';
import type { Panel } from '../panel.js';

export type { Scenario };

const DAY_MS = 86_400_000;

/** The usable scenarios by name: the shipped ones, then those of `PANEL_SCENARIOS` (which may replace them). */
export function loadScenarios(extraDir = process.env.PANEL_SCENARIOS): Map<string, Scenario> {
  return new Map([...readScenarioFiles(extraDir)].flatMap(([name, f]) => (f.scenario ? [[name, f.scenario] as const] : [])));
}

/** The scenario files that cannot be used, each with its error (`/__test/scenarios` lists them, the start logs them). */
export const invalidScenarios = (extraDir = process.env.PANEL_SCENARIOS) =>
  [...readScenarioFiles(extraDir).values()].flatMap((f) => (f.error === undefined ? [] : [{ name: f.name, file: f.file, error: f.error }]));

/**
 * The scenario a `/__test/scenario` call names or gives, checked by itself (`checkScenario`): a
 * named file that is broken is a 400 naming the file and its error.
 */
export function scenarioOf(body: { name?: string; scenario?: Scenario }): { name: string; scenario: Scenario } {
  if (body.scenario && body.name === undefined) return { name: 'inline', scenario: checkScenario(body.scenario) };
  if (body.name === undefined || body.scenario) throw invalid('Give either a scenario name or a scenario.', body.scenario ? 'scenario' : 'name');
  const found = readScenarioFiles().get(body.name);
  if (!found) throw new ApiError(404, 'notFound', 'Scenario not found.', 'name');
  if (found.error !== undefined) throw invalid(found.error, 'name');
  return { name: body.name, scenario: checkScenario(found.scenario) };
}

/**
 * A new isolated account in the situation a scenario describes: its fixture cloned, then the
 * scenario laid over it. Whether the scenario fits its fixture (a domain it lacks, a name taken,
 * more than the plan's free space) is checked on the fixture's template before anything is cloned
 * or written (400); files are written next, then every row in one transaction, and any later
 * failure removes what was made.
 */
export async function makeScenarioAccount(panel: Panel, name: string, scenario: Scenario) {
  const template = await ensureTemplate(panel, scenario.fixture);
  checkScenarioFits(panel, template, scenario);
  const login = `${name.replace(/[^a-z]/g, '').slice(0, 8) || 'scenario'}${crypto.randomBytes(4).toString('hex')}`.slice(0, 16);
  const mailboxPassword = await hashPassword(scenario.mailboxes?.[0]?.password ?? 'Mailbox-2031', MAILBOX_PASSWORD_COST);
  const account = cloneTemplate(panel, template, login, { ownsNames: false });
  try {
    layOver(panel, account, scenario, mailboxPassword);
  } catch (e) {
    removeAccount(panel, account);
    throw e;
  }
  for (const fault of scenario.faults ?? []) panel.faults.add({ ...fault, login }, 'faults');
  const token = issueHandoff(panel, findAccountByLogin(panel.db, login)!, { page: scenario.page });
  return { login, password: fixturePassword(scenario.fixture), handoffUrl: `/authorize/${token}` };
}

const CHUNK = 64 * 1024;

/**
 * Writes a scenario's file as a new file (never over an entry, a link included): its text, or its
 * `bytes` of `a` in chunks, so a large file never sits in memory whole.
 */
function writeScenarioFile(target: string, f: NonNullable<Scenario['files']>[number]) {
  let fd: number;
  try {
    fd = fs.openSync(target, 'wx', 0o644);
  } catch {
    throw invalid(`The file ${f.path} cannot be written.`, 'files');
  }
  try {
    if (f.text !== undefined) {
      fs.writeSync(fd, f.text);
      return;
    }
    const chunk = Buffer.alloc(Math.min(f.bytes ?? 0, CHUNK), 0x61);
    for (let left = f.bytes ?? 0; left > 0; ) left -= fs.writeSync(fd, chunk, 0, Math.min(left, chunk.length));
  } finally {
    fs.closeSync(fd);
  }
}

function layOver(panel: Panel, account: AccountRow, scenario: Scenario, mailboxHash: string) {
  const { db, sandbox, platform } = panel;
  const now = scenario.clock ? Date.parse(scenario.clock) : Date.now();
  // Files first (domain folders with their welcome page and logs, written files), then every row in one transaction.
  for (const d of scenario.domains ?? []) createDomainFiles(panel, account.login, d.domain);
  for (const f of scenario.files ?? []) {
    const folder = sandbox.mkdirp(account.login, path.posix.dirname(f.path));
    writeScenarioFile(path.join(folder, path.posix.basename(f.path)), f);
  }
  transact(db, () => {
    for (const d of scenario.domains ?? []) {
      domains.insertDomain(db, account.id, { name: d.domain, phpVersion: newestPhp(platform), pointed: d.pointed, fixtureCopy: true });
    }
    for (const c of scenario.certificates ?? []) {
      if (!findDomain(db, account.id, c.domain)) throw invalid(`The account has no domain ${c.domain}.`, 'certificates');
      const expires = new Date(now + c.expiresInDays * DAY_MS).toISOString().replace('T', ' ').slice(0, 19);
      setDomainCertificate(db, account.id, c.domain, { sslType: c.type ?? 'custom', sslExpires: expires, cert: null, key: null, ca: null });
    }
    for (const m of scenario.mailboxes ?? []) {
      if (!findDomain(db, account.id, m.domain)) throw invalid(`The account has no domain ${m.domain}.`, 'mailboxes');
      for (const name of mailboxNames(m)) {
        email.insertEmailAccount(db, account.id, { domain: m.domain, name, diskLimit: m.quota ?? 100 * 2 ** 20, passwordHash: mailboxHash });
      }
    }
    for (const d of scenario.databases ?? []) createEmptyDatabase(db, account.id, `${account.login}_${d.name}`.toLowerCase(), d.type ?? 'mysql');
    setAccountSettings(db, account.id, { ...scenario.plan, locale: scenario.locale });
    setCapabilities(db, account.id, scenario.capabilities);
  });
  const current = findAccountByLogin(db, account.login)!;
  recomputeDiskUsage(panel, current);
  if (scenario.diskFree !== undefined) setAccountSettings(db, account.id, { diskLimit: findAccountByLogin(db, account.login)!.disk_used + scenario.diskFree });
  if (scenario.clock) setAccountClock(db, account.login, new Date(scenario.clock).toISOString());
  if (scenario.twoFactorSecret) enableWithKey(panel, findAccountByLogin(db, account.login)!, scenario.twoFactorSecret);
}

/** The listing of `/__test/scenarios`: the usable scenarios, and the files that are not, each with its error. */
export function scenarioList() {
  const files = [...readScenarioFiles().values()];
  return {
    scenarios: files.flatMap((f) => (f.scenario ? [{ name: f.name, fixture: f.scenario.fixture, description: f.scenario.description ?? '' }] : [])),
    invalid: files.flatMap((f) => (f.error === undefined ? [] : [{ name: f.name, file: f.file, error: f.error }])),
  };
}
