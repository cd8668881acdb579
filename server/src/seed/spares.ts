import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AccountRow } from '../lib/accounts.js';
import { lowestPriority, moveToTrash } from './discard.js';
import { cloning } from './template-tree.js';
import type { Panel } from '../panel.js';

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
export function readySpare(panel: Panel, template: AccountRow): string | undefined {
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
export function laySpare(panel: Panel, template: AccountRow, files: number) {
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
