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
    if (findAccountByLogin(panel.db, name)) {
      // Seeded before: the spare for its next reset, if its template is current.
      const template = findAccountByLogin(panel.db, templateLogin(name));
      if (template && repo.templateFingerprint(panel.db, name) === fixturesFingerprint()) {
        laySpare(panel, template, treeOf(template, panel.sandbox.home(template.login)).files.length);
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
  const home = sandbox.home(template.login);
  const tree = treeOf(template, home);
  const link = tree.files.length >= cloning.linkFromFiles;
  // The fixture's own account (a reset, a start) takes the spare laid for it when there is one.
  const spare = opts.ownsNames && link ? readySpare(panel, template) : undefined;
  try {
    if (spare) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(spare, target);
    } else {
      fs.mkdirSync(target, { recursive: true });
      cloneTree(tree, home, sandbox.home(login), link);
      // Logs are read-only through the API: always linked.
      const logs = path.join(sandbox.accountDir(template.login), 'logs');
      if (fs.existsSync(logs)) cloneTree(treeOf(template, logs), logs, path.join(target, 'logs'), true);
    }
    transact(db, () => repo.copyAccountRows(db, template, login, opts.ownsNames));
  } catch (e) {
    fs.rmSync(target, { recursive: true, force: true });
    throw e;
  }
  if (opts.ownsNames) laySpare(panel, template, tree.files.length);
  return findAccountByLogin(db, login)!;
}

/*
 * Spares. A fixture account of a large home (big: 6,000 folders to make, which the file system
 * makes slowly when it is busy) is put back by a reset from a folder laid in advance — its home
 * and logs linked to the template's, as a clone's are — renamed into place at once. A spare is laid
 * by a child process at the lowest priority after each start and each use, so laying it never slows
 * a call; a reset that finds none ready lays the folder itself. Clones are made as they are asked.
 */
const SPARES = 'spares';
const spareOf = (panel: Panel, template: AccountRow) => path.join(panel.config.dataDir, SPARES, `${template.login}-${template.id}`);
/** Spares being laid by this process. */
const laying = new Set<string>();

/** The laid spare of a template, if one is ready (a spare appears only once whole: renamed from where it was laid). */
function readySpare(panel: Panel, template: AccountRow): string | undefined {
  const spare = spareOf(panel, template);
  return !laying.has(spare) && fs.existsSync(spare) ? spare : undefined;
}

/** What the child laying a spare runs: the template's folders made, files and logs linked, then renamed ready. */
const LAY_SPARE = `
const fs = require('node:fs');
const path = require('node:path');
const [home, logs, laid, ready, linkFrom] = process.argv.slice(1);
let files = 0;
const count = (dir) => { for (const e of fs.readdirSync(dir, { withFileTypes: true })) { if (e.isDirectory()) count(path.join(dir, e.name)); else if (e.isFile()) files++; } };
const lay = (from, to) => {
  fs.mkdirSync(to, { mode: fs.statSync(from).mode & 0o777 });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const s = path.join(from, e.name), t = path.join(to, e.name);
    if (e.isDirectory()) lay(s, t);
    else if (e.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(s), t);
    else if (e.isFile()) fs.linkSync(s, t);
  }
};
try {
  count(home);
  if (files < Number(linkFrom)) process.exit(0);
  fs.mkdirSync(laid, { recursive: true });
  lay(home, path.join(laid, 'home'));
  if (fs.existsSync(logs)) lay(logs, path.join(laid, 'logs'));
  fs.renameSync(laid, ready);
} catch {
  fs.rmSync(laid, { recursive: true, force: true });
  process.exit(1);
}`;

/**
 * Lays a spare for a template's fixture account in the background, unless one is ready or being
 * laid, or the home is small (`files` below `cloning.linkFromFiles`: copied at once).
 * Spares of the fixture's earlier templates go to the trash.
 */
function laySpare(panel: Panel, template: AccountRow, files: number) {
  if (files < cloning.linkFromFiles) return;
  const ready = spareOf(panel, template);
  if (laying.has(ready) || fs.existsSync(ready)) return;
  const spares = path.dirname(ready);
  fs.mkdirSync(spares, { recursive: true });
  for (const name of fs.readdirSync(spares)) {
    const other = path.join(spares, name);
    if (name.startsWith(`${template.login}-`) && !laying.has(other.replace(/\.laying-\w+$/, ''))) moveToTrash(panel, other, name);
  }
  const laid = `${ready}.laying-${crypto.randomBytes(6).toString('hex')}`;
  const logs = path.join(panel.sandbox.accountDir(template.login), 'logs');
  laying.add(ready);
  try {
    const child = spawn(process.execPath, ['-e', LAY_SPARE, panel.sandbox.home(template.login), logs, laid, ready, String(cloning.linkFromFiles)], {
      stdio: 'ignore',
      detached: true,
    });
    child.once('error', () => laying.delete(ready));
    child.once('exit', () => laying.delete(ready));
    if (child.pid !== undefined) lowestPriority(child.pid);
    child.unref();
  } catch {
    laying.delete(ready);
  }
}

function lowestPriority(pid: number) {
  try {
    os.setPriority(pid, 19);
  } catch {
    /* gone already */
  }
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
  if (fs.existsSync(dir)) moveToTrash(panel, dir, login);
}

/** Moves a folder into the trash at once and has it deleted in the background. */
function moveToTrash(panel: Panel, dir: string, name: string) {
  const trash = path.join(trashDir(panel), `${name}-${crypto.randomBytes(6).toString('hex')}`);
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
  moveToTrash(panel, retired, RETIRED_TEMPLATES);
  forgetTemplateFiles();
}

/**
 * Deletes a folder moved into the trash, in the background: an `rm -rf` at the lowest priority, so
 * deleting a clone of big (22,000 entries, as long as making one) never slows the clones and
 * resets that follow, and a stopping process (`npm run seed -- --reset`) does not wait for it.
 * Where no `rm` starts, the folder is deleted in this process, after the reply.
 */
function eraseLater(dir: string) {
  erasing.push(dir);
  if (erasing.length === 1) setImmediate(eraseNow);
}

/** Folders to delete, gathered over a tick (a reset discards several): one `rm` for them all. */
const erasing: string[] = [];

function eraseNow() {
  const dirs = erasing.splice(0);
  const inProcess = () => {
    for (const dir of dirs) void fs.promises.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  };
  try {
    const child = spawn('rm', ['-rf', '--', ...dirs], { stdio: 'ignore', detached: true });
    child.once('error', inProcess);
    if (child.pid !== undefined) lowestPriority(child.pid);
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
