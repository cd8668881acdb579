import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Schemas } from '@panel/contract';
import { ApiError, invalid } from '../lib/errors.js';
import { assertValid } from '../lib/schemas.js';
import { transact } from '../lib/db.js';
import { FIXTURES_DIR, newestPhp } from '../lib/platform.js';
import { findAccountByLogin, type AccountRow } from '../lib/accounts.js';
import { findDomain } from '../lib/domains.js';
import { createEmptyDatabase } from '../lib/databases.js';
import { hashPassword, MAILBOX_PASSWORD_COST } from '../lib/passwords.js';
import { checkFaultPath } from '../lib/test-hooks.js';
import { recomputeDiskUsage } from '../lib/disk-usage.js';
import * as domains from '../features/domains/repository.js';
import * as email from '../features/email/repository.js';
import { setDomainCertificate } from '../features/ssl/repository.js';
import { createDomainFiles } from '../features/domains/service.js';
import { issueHandoff } from '../features/account/sessions.js';
import { setAccountClock } from '../features/account/repository.js';
import { setAccountSettings } from './template-repository.js';
import { cloneTemplate, ensureTemplate, removeAccount } from './templates.js';
import { fixturePassword } from './seed.js';
import type { Panel } from '../panel.js';

export type Scenario = Schemas['TestScenario'];

const SHIPPED = path.join(FIXTURES_DIR, 'scenarios');
const DAY_MS = 86_400_000;

/** The scenarios by name: the shipped ones, then those of `PANEL_SCENARIOS` (which may replace them). */
export function loadScenarios(extraDir = process.env.PANEL_SCENARIOS): Map<string, Scenario> {
  const found = new Map<string, Scenario>();
  for (const dir of [SHIPPED, extraDir].filter((d): d is string => !!d && fs.existsSync(d))) {
    for (const file of fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort()) {
      const name = file.replace(/\.ya?ml$/, '');
      const data: unknown = parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      found.set(name, assertValid<Scenario>('TestScenario', data, `scenario ${path.join(dir, file)}`));
    }
  }
  return found;
}

/** The scenario a `/__test/scenario` call names or gives. */
export function scenarioOf(body: { name?: string; scenario?: Scenario }): { name: string; scenario: Scenario } {
  if (body.scenario && body.name === undefined) return { name: 'inline', scenario: body.scenario };
  if (body.name === undefined || body.scenario) throw invalid('Give either a scenario name or a scenario.', body.scenario ? 'scenario' : 'name');
  const scenario = loadScenarios().get(body.name);
  if (!scenario) throw new ApiError(404, 'notFound', 'Scenario not found.', 'name');
  return { name: body.name, scenario };
}

/**
 * A new isolated account in the situation a scenario describes: its fixture cloned, then the
 * scenario laid over it. Rows change in one transaction after the files are written; a scenario
 * that does not fit its fixture (a domain it lacks) removes what was made and answers 400.
 */
export async function makeScenarioAccount(panel: Panel, name: string, scenario: Scenario) {
  const template = await ensureTemplate(panel, scenario.fixture);
  const login = `${name.replace(/[^a-z]/g, '').slice(0, 8) || 'scenario'}${crypto.randomBytes(4).toString('hex')}`.slice(0, 16);
  const mailboxPassword = await hashPassword(scenario.mailboxes?.[0]?.password ?? 'Mailbox-2031', MAILBOX_PASSWORD_COST);
  const account = cloneTemplate(panel, template, login, { ownsNames: false });
  try {
    layOver(panel, account, scenario, mailboxPassword);
  } catch (e) {
    removeAccount(panel, account);
    throw e;
  }
  for (const fault of scenario.faults ?? []) panel.faults.add({ ...fault, login, times: fault.times ?? 1 });
  const token = issueHandoff(panel, findAccountByLogin(panel.db, login)!, { page: scenario.page });
  return { login, password: fixturePassword(scenario.fixture), handoffUrl: `/authorize/${token}` };
}

function layOver(panel: Panel, account: AccountRow, scenario: Scenario, mailboxHash: string) {
  const { db, sandbox, platform } = panel;
  const now = scenario.clock ? Date.parse(scenario.clock) : Date.now();
  for (const fault of scenario.faults ?? []) checkFaultPath(fault.path, 'faults');
  // Files first (domain folders with their welcome page and logs, written files), then every row in one transaction.
  for (const d of scenario.domains ?? []) createDomainFiles(panel, account.login, d.domain);
  for (const f of scenario.files ?? []) {
    const parent = path.posix.dirname(f.path);
    const folder = sandbox.mkdirp(account.login, parent);
    const target = path.join(folder, path.posix.basename(f.path));
    if (path.posix.basename(f.path) === '' || fs.existsSync(target)) throw invalid(`The file ${f.path} cannot be written.`, 'files');
    fs.writeFileSync(target, f.text ?? Buffer.alloc(f.bytes ?? 0, 0x61));
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
      const names = m.names ?? Array.from({ length: m.count ?? 1 }, (_, i) => `${m.prefix ?? 'user'}${String(i + 1).padStart(String(m.count ?? 1).length, '0')}`);
      for (const name of names) email.insertEmailAccount(db, account.id, { domain: m.domain, name, diskLimit: m.quota ?? 100 * 2 ** 20, passwordHash: mailboxHash });
    }
    for (const d of scenario.databases ?? []) createEmptyDatabase(db, account.id, `${account.login}_${d.name}`.toLowerCase(), d.type ?? 'mysql');
    setAccountSettings(db, account.id, { ...scenario.plan, locale: scenario.locale });
  });
  const current = findAccountByLogin(db, account.login)!;
  recomputeDiskUsage(panel, current);
  if (scenario.diskFree !== undefined) setAccountSettings(db, account.id, { diskLimit: findAccountByLogin(db, account.login)!.disk_used + scenario.diskFree });
  if (scenario.clock) setAccountClock(db, account.login, new Date(scenario.clock).toISOString());
}

/** The listing of `/__test/scenarios`. */
export const scenarioList = () =>
  [...loadScenarios()].map(([name, s]) => ({ name, fixture: s.fixture, description: s.description ?? '' }));
