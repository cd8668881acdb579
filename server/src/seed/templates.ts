import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transact } from '../lib/db.js';
import { findAccountByLogin, TEMPLATE_PREFIX, type AccountRow } from '../lib/accounts.js';
import { RETIRED_TEMPLATES, forgetTemplateFiles } from '../lib/sandbox/index.js';
import { FIXTURES_DIR } from '../lib/platform.js';
import * as repo from './template-repository.js';
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
let fingerprint: string | undefined;

/** What the templates were made from: every fixture file and the seeding code. */
function fixturesFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = crypto.createHash('sha256');
  const add = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      // Scenarios are laid over clones, never seeded: editing one re-seeds nothing.
      if (file === path.join(FIXTURES_DIR, 'scenarios')) continue;
      if (entry.isDirectory()) add(file);
      else if (entry.isFile()) hash.update(`${file}\0`).update(fs.readFileSync(file)).update('\0');
      else if (entry.isSymbolicLink()) hash.update(`${file}\0${fs.readlinkSync(file)}\0`);
    }
  };
  add(FIXTURES_DIR);
  add(SEED_DIR);
  return (fingerprint = hash.digest('hex'));
}

/**
 * Seeds every fixture that has no account yet, from its template (made first where missing); the
 * folders of accounts removed before a stop are deleted now.
 */
export async function seedMissing(panel: Panel, names: readonly FixtureName[] = panel.config.fixtures) {
  emptyTrash(panel);
  for (const name of names) {
    if (findAccountByLogin(panel.db, name)) continue;
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
 * A new account `login` as a copy of a template: its home copied, its logs linked (read-only
 * through the API), then its rows in one transaction. The fixture's own account holds its domain
 * names; every other copy stands outside the one-owner rule, as clones always have.
 */
export function cloneTemplate(panel: Panel, template: AccountRow, login: string, opts: { ownsNames: boolean }): AccountRow {
  const { db, sandbox } = panel;
  const target = sandbox.accountDir(login);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  try {
    const home = sandbox.home(template.login);
    const files = treeOf(template, home);
    cloneTree(files, home, sandbox.home(login), files.files.length >= cloning.linkFromFiles);
    // Logs are read-only through the API: always linked.
    const logs = path.join(sandbox.accountDir(template.login), 'logs');
    if (fs.existsSync(logs)) cloneTree(treeOf(template, logs), logs, path.join(target, 'logs'), true);
    transact(db, () => repo.copyAccountRows(db, template, login, opts.ownsNames));
  } catch (e) {
    fs.rmSync(target, { recursive: true, force: true });
    throw e;
  }
  return findAccountByLogin(db, login)!;
}

/** Removes an account: its rows at once, its folder moved aside and deleted in the background. */
export function removeAccount(panel: Panel, account: AccountRow) {
  transact(panel.db, () => repo.deleteAccountRows(panel.db, account.id));
  discardFolder(panel, account.login);
  panel.faults.clear(account.login);
  panel.requests.forget(account.login);
}

/** Moves an account's folder out of the way at once; the deleting goes on after the reply. */
export function discardFolder(panel: Panel, login: string) {
  const dir = panel.sandbox.accountDir(login);
  if (!fs.existsSync(dir)) return;
  const trash = path.join(trashDir(panel), `${login}-${crypto.randomBytes(6).toString('hex')}`);
  fs.mkdirSync(path.dirname(trash), { recursive: true });
  fs.renameSync(dir, trash);
  eraseLater(trash);
}

/**
 * Removes a stale template's rows; its folder is kept aside while clones made from it may share
 * its files (sandbox/cow.ts tells their files by the template's), until a whole reset drops them.
 */
function retireTemplate(panel: Panel, template: AccountRow) {
  transact(panel.db, () => repo.deleteAccountRows(panel.db, template.id));
  const dir = panel.sandbox.accountDir(template.login);
  if (fs.existsSync(dir)) {
    const retired = path.join(panel.config.dataDir, RETIRED_TEMPLATES, `${template.login}-${crypto.randomBytes(6).toString('hex')}`);
    fs.mkdirSync(path.dirname(retired), { recursive: true });
    fs.renameSync(dir, retired);
  }
  forgetTemplateFiles();
}

function dropRetiredTemplates(panel: Panel) {
  const retired = path.join(panel.config.dataDir, RETIRED_TEMPLATES);
  if (!fs.existsSync(retired)) return;
  const trash = path.join(trashDir(panel), `${RETIRED_TEMPLATES}-${crypto.randomBytes(6).toString('hex')}`);
  fs.mkdirSync(path.dirname(trash), { recursive: true });
  fs.renameSync(retired, trash);
  forgetTemplateFiles();
  eraseLater(trash);
}

/**
 * Deletes a folder moved into the trash, in the background: an `rm -rf` at the lowest priority, so
 * deleting a clone of big (22,000 entries, as long as making one) never slows the clones and
 * resets that follow, and a stopping process (`npm run seed -- --reset`) does not wait for it.
 * Where no `rm` starts, the folder is deleted in this process, after the reply.
 */
function eraseLater(dir: string) {
  let fallen = false;
  const inProcess = () => {
    if (fallen) return;
    fallen = true;
    void fs.promises.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  };
  try {
    const child = spawn('rm', ['-rf', '--', dir], { stdio: 'ignore', detached: true });
    child.once('error', inProcess);
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, 19);
      } catch {
        /* gone already */
      }
    }
    child.unref();
  } catch {
    inProcess();
  }
}

/**
 * Deletes what a stopped server left in the trash: the folder renamed aside first (no discard made
 * meanwhile lands in a folder being deleted), with any such folder an earlier start left.
 */
function emptyTrash(panel: Panel) {
  const { dataDir } = panel.config;
  if (fs.existsSync(trashDir(panel))) fs.renameSync(trashDir(panel), path.join(dataDir, `trash-${crypto.randomBytes(6).toString('hex')}`));
  for (const name of fs.readdirSync(dataDir)) if (name.startsWith('trash-')) eraseLater(path.join(dataDir, name));
}

/** Where discarded folders wait to be deleted (left-overs of a stopped server go at the next start). */
export const trashDir = (panel: Panel) => path.join(panel.config.dataDir, 'trash');

/**
 * Homes of at least this many files are cloned copy-on-write: their files hard-linked to the
 * template's, which the sandbox replaces by a copy before any change (sandbox/cow.ts). Copying
 * `big`'s 12,000 files was most of a clone's time; a small home is copied, which costs nothing
 * and leaves its files independent even of writes made past the panel. Tests lower it.
 */
export const cloning = { linkFromFiles: 1000 };

/** A template's folder as read once: folders (parents first), files and links, by relative path. */
interface Tree {
  dirs: { rel: string; mode: number }[];
  files: { rel: string; mode: number; atime: Date; mtime: Date }[];
  links: { rel: string; target: string }[];
}

/** Trees of templates' folders, by path: a template is never written, so it is read once per process (per template account). */
const trees = new Map<string, { id: number; tree: Tree }>();

function treeOf(template: AccountRow, root: string): Tree {
  const known = trees.get(root);
  if (known?.id === template.id) return known.tree;
  const tree: Tree = { dirs: [], files: [], links: [] };
  const read = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        tree.dirs.push({ rel: r, mode: fs.statSync(path.join(root, r)).mode & 0o777 });
        read(r);
      } else if (entry.isSymbolicLink()) tree.links.push({ rel: r, target: fs.readlinkSync(path.join(root, r)) });
      else if (entry.isFile()) {
        const { mode, atime, mtime } = fs.statSync(path.join(root, r));
        tree.files.push({ rel: r, mode: mode & 0o777, atime, mtime });
      }
    }
  };
  if (fs.existsSync(root)) read('');
  trees.set(root, { id: template.id, tree });
  return tree;
}

/**
 * Lays a template's folder at `to` (which must not exist): folders made, links written as they
 * are, files hard-linked (`link`) or copied with their mode and times.
 */
function cloneTree(tree: Tree, from: string, to: string, link: boolean) {
  fs.mkdirSync(to, { mode: fs.statSync(from).mode & 0o777 });
  for (const d of tree.dirs) fs.mkdirSync(`${to}/${d.rel}`, { mode: d.mode });
  for (const l of tree.links) fs.symlinkSync(l.target, `${to}/${l.rel}`);
  for (const f of tree.files) {
    if (link) {
      fs.linkSync(`${from}/${f.rel}`, `${to}/${f.rel}`);
    } else {
      // copyFile gives the copy the source's mode (libuv's fchmod); the times are set here.
      fs.copyFileSync(`${from}/${f.rel}`, `${to}/${f.rel}`);
      fs.utimesSync(`${to}/${f.rel}`, f.atime, f.mtime);
    }
  }
}
