import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

/**
 * The child laying a spare runs lay-spare.ts (compiled beside this module in the mock package; run
 * through tsx, the loader this module itself runs under, from the sources).
 */
function laySpareCommand(): string[] {
  const here = fileURLToPath(import.meta.url);
  const script = path.join(path.dirname(here), `lay-spare${path.extname(here)}`);
  if (!script.endsWith('.ts')) return [script];
  return ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href, script];
}

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
    const child = spawn(process.execPath, [...laySpareCommand(), panel.sandbox.home(template.login), logs, laid, ready, String(cloning.linkFromFiles)], {
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
