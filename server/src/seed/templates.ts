import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transact } from '../lib/db.js';
import { findAccountByLogin, TEMPLATE_PREFIX, type AccountRow } from '../lib/accounts.js';
import { FIXTURES_DIR } from '../lib/platform.js';
import * as repo from './template-repository.js';
import { dropRetiredTemplates, emptyTrash, removeAccount, retireTemplate } from './discard.js';
import { forgetTemplateFiles } from '../lib/sandbox/index.js';
import { forgetCountedUsage } from '../lib/disk-usage.js';
import { FOR_RESETS, laySpare, takeSpare } from './spares.js';
import { holdingBackground } from './background.js';
import { sourcesFingerprint } from './sources-fingerprint.js';
import { cloneTree, cloning, treeOf } from './template-tree.js';
import { loadFixture, seedAccount, type FixtureName, type SeedProgress } from './seed.js';
import type { Panel } from '../panel.js';

/*
 * Isolation in a blink. Each fixture is seeded once (passwords hashed, files and logs written) into
 * a template account that nobody signs in to; a fixture account, a reset and every clone are then
 * copies of it: its rows copied in one SQL statement per table, its home copied, its read-only logs
 * hard-linked. A template is seeded again only when the fixtures or the seeding code change.
 */

/** A template's login: no sign-in (account/service.ts) and no test-control call (its login rule) reaches it. */
export const templateLogin = (fixture: string) => `${TEMPLATE_PREFIX}${fixture}`;

const SEED_DIR = path.dirname(fileURLToPath(import.meta.url));
/** Written into a compiled server's seed folder by scripts/compile-server.mjs: the fingerprint of the sources it was compiled from. */
const COMPILED_FINGERPRINT = path.join(SEED_DIR, 'sources.sha256');
let fingerprint: string | undefined;

/**
 * What the templates were made from (sources-fingerprint.ts). A compiled server reads the one its
 * build wrote from the sources, as a server run from them takes it.
 */
function fixturesFingerprint(): string {
  fingerprint ??= fs.existsSync(COMPILED_FINGERPRINT)
    ? fs.readFileSync(COMPILED_FINGERPRINT, 'utf8').trim()
    : sourcesFingerprint(path.resolve(FIXTURES_DIR, '..'));
  return fingerprint;
}

/**
 * Seeds every fixture that has no account yet, from its template (made first where missing); the
 * folders of accounts removed before a stop are deleted now.
 */
export async function seedMissing(panel: Panel, names: readonly FixtureName[] = panel.config.fixtures) {
  emptyTrash(panel);
  for (const name of names) {
    if (findAccountByLogin(panel.db, name)) {
      // Seeded before: the spare for its next reset, if its template is current.
      const template = findAccountByLogin(panel.db, templateLogin(name));
      if (template && repo.templateFingerprint(panel.db, name) === fixturesFingerprint()) {
        laySpare(panel, template, templateFiles(panel, template));
      }
      continue;
    }
    const template = await ensureTemplate(panel, name, seedingProgress(panel, name));
    cloneTemplate(panel, template, name, { ownsNames: true });
  }
}

/**
 * Puts fixture accounts back as seeded, from their templates: every fixture and no clone left
 * (the default), or only the fixtures named, every other account kept as it is. Faults, journals
 * and virtual clocks go with the accounts they belonged to (all of them, in a whole reset).
 */
export async function resetFixtures(panel: Panel, opts: { fixtures?: readonly FixtureName[]; report?: (fixture: string, step: string) => void } = {}) {
  const { db } = panel;
  const names = opts.fixtures ?? panel.config.fixtures;
  // Templates first (seeded only when missing or stale), so the accounts are gone the least time.
  const templates = new Map<string, AccountRow>();
  for (const name of names) templates.set(name, await ensureTemplate(panel, name, opts.report && ((step) => opts.report!(name, step))));
  // From here on synchronous: no other call comes between, the background's children wait.
  holdingBackground(() => {
    const gone = opts.fixtures ? names.map((name) => findAccountByLogin(db, name)).filter((a) => a !== undefined) : repo.accountsButTemplates(db);
    for (const account of gone) removeAccount(panel, account);
    // No clone is left to share the files of a retired template.
    if (!opts.fixtures) dropRetiredTemplates(panel);
    for (const name of names) cloneTemplate(panel, templates.get(name)!, name, { ownsNames: true });
    if (!opts.fixtures) {
      panel.faults.clear();
      panel.requests.clear();
      panel.clock.setGlobal(null);
    }
  });
}

/** Says what seeding a template does next once it has taken a while (big), when the log is on. */
function seedingProgress(panel: Panel, name: string): SeedProgress | undefined {
  if (!panel.config.logger) return undefined;
  const started = Date.now();
  console.log(`Seeding the fixture account ${name}…`);
  return (step) => {
    if (Date.now() - started > 1000) console.log(`  ${name}: ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
}

const seeding = new Map<string, Promise<AccountRow>>();

/** The template of a fixture, seeded now if it is missing or was made from other fixtures. */
export function ensureTemplate(panel: Panel, name: FixtureName, progress?: SeedProgress): Promise<AccountRow> {
  const login = templateLogin(name);
  const made = findAccountByLogin(panel.db, login);
  if (made && repo.templateFingerprint(panel.db, name) === fixturesFingerprint()) return Promise.resolve(made);
  // Parallel calls for a fixture wait for the one seeding.
  let pending = seeding.get(name);
  if (!pending) {
    pending = (async () => {
      const stale = findAccountByLogin(panel.db, login);
      if (stale) retireTemplate(panel, stale);
      try {
        await seedAccount(panel, loadFixture(name), login, { progress });
      } finally {
        forgetTemplateFiles();
      }
      repo.setTemplateFingerprint(panel.db, name, fixturesFingerprint());
      return findAccountByLogin(panel.db, login)!;
    })().finally(() => seeding.delete(name));
    seeding.set(name, pending);
  }
  return pending;
}

/**
 * How many files a template's home holds: read from its tree once, then kept with the template
 * (a template is never written), so a process that takes a spare (`npm run seed -- --reset`)
 * never reads the whole tree to learn it.
 */
function templateFiles(panel: Panel, template: AccountRow): number {
  const known = repo.templateFileCount(panel.db, template);
  if (known !== undefined) return known;
  const files = treeOf(template, panel.sandbox.home(template.login)).files.length;
  repo.setTemplateFileCount(panel.db, template, files);
  return files;
}

/**
 * A new account `login` as a copy of a template: its home copied, its logs linked (read-only
 * through the API), then its rows in one transaction. The fixture's own account holds its domain
 * names; every other copy stands outside the one-owner rule, as clones always have. The
 * background's children (deleting, laying spares) wait meanwhile.
 */
export function cloneTemplate(panel: Panel, template: AccountRow, login: string, opts: { ownsNames: boolean }): AccountRow {
  return holdingBackground(() => copyTemplate(panel, template, login, opts));
}

function copyTemplate(panel: Panel, template: AccountRow, login: string, opts: { ownsNames: boolean }): AccountRow {
  const { db, sandbox } = panel;
  const target = sandbox.accountDir(login);
  fs.rmSync(target, { recursive: true, force: true });
  // The copy's usage comes with its rows; its first sync counts its home again all the same.
  forgetCountedUsage(panel, login);
  const files = templateFiles(panel, template);
  const link = files >= cloning.linkFromFiles;
  try {
    // A spare laid in advance when one is ready; a clone leaves the last ones to the fixture's resets.
    if (!(link && takeSpare(panel, template, target, opts.ownsNames ? 0 : FOR_RESETS))) {
      const home = sandbox.home(template.login);
      fs.mkdirSync(target, { recursive: true });
      cloneTree(treeOf(template, home), home, sandbox.home(login), link);
      // Logs are read-only through the API: always linked.
      const logs = path.join(sandbox.accountDir(template.login), 'logs');
      if (fs.existsSync(logs)) cloneTree(treeOf(template, logs), logs, path.join(target, 'logs'), true);
    }
    transact(db, () => repo.copyAccountRows(db, template, login, opts.ownsNames));
  } catch (e) {
    fs.rmSync(target, { recursive: true, force: true });
    throw e;
  }
  // The spares are laid again after a call took one, and laid by a clone when its template has none
  // yet (one seeded again at this clone: the spares of the one it replaced are of no use).
  laySpare(panel, template, files);
  return findAccountByLogin(db, login)!;
}

export { removeAccount } from './discard.js';
export { cloning } from './template-tree.js';
