import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AccountRow } from '../lib/accounts.js';
import { runInBackground } from './background.js';
import { moveToTrash } from './discard.js';
import { cloning } from './template-tree.js';
import type { Panel } from '../panel.js';

/*
 * Spares. An account of a large home (big: 6,000 folders to make, which the file system makes
 * slowly when it is busy: a second or more) is made from a folder laid in advance — its home and
 * logs linked to the template's, as any copy's are — renamed into place at once: the fixture's own
 * account at a reset, and a clone. `SLOTS` are kept a template, taken in order. A clone leaves the
 * last `FOR_RESETS` to the fixture's resets, so a reset right after a reset (a suite's, then
 * `npm run seed -- --reset`) finds the second while the first is laid again; the other four let a
 * few clones in a row (a suite's workers starting, each cloning big) skip the folders. Spares are
 * laid by a child process at the lowest priority after each start and each use, stopped while a
 * call runs (background.ts), so laying them never slows a call; a call that finds none it may take
 * lays its folder itself.
 *
 * A slot appears only whole (renamed from where it was laid: `<slot>.laying-<pid>-<hex>`), so any
 * process on the data folder may take it; the pid tells another process's folder being laid from
 * a left-over of one that stopped.
 */
const SPARES = 'spares';
const SLOTS = 6;
/** The spares a clone leaves to the fixture's resets. */
export const FOR_RESETS = 2;
const sparesDir = (panel: Panel) => path.join(panel.config.dataDir, SPARES);
/** A template's slots, in the order they are taken: `<template login>-<id>`, then `….2`. */
const slotsOf = (panel: Panel, template: AccountRow) => {
  const base = path.join(sparesDir(panel), `${template.login}-${template.id}`);
  return Array.from({ length: SLOTS }, (_, i) => (i === 0 ? base : `${base}.${i + 1}`));
};
const LAYING = /^(.*)\.laying-(\d+)-[0-9a-f]+$/;
/** Templates whose spares a child of this process is laying. */
const laying = new Set<string>();

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The laid spares of a template that are ready, in the order they are taken. */
export function readySpares(panel: Panel, template: AccountRow): string[] {
  return slotsOf(panel, template).filter((slot) => fs.existsSync(slot));
}

/** The first laid spare of a template, if one is ready. */
export const readySpare = (panel: Panel, template: AccountRow): string | undefined => readySpares(panel, template)[0];

/**
 * Renames a ready spare of the template to `target` (which must not exist), unless fewer than
 * `keep` others would stay ready; false when none is taken (or another process took the last one
 * first).
 */
export function takeSpare(panel: Panel, template: AccountRow, target: string, keep = 0): boolean {
  const ready = readySpares(panel, template);
  for (const spare of ready.slice(0, Math.max(0, ready.length - keep))) {
    try {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(spare, target);
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
  return false;
}

/**
 * The child laying spares runs lay-spare.ts (compiled beside this module in the mock package; run
 * through tsx, the loader this module itself runs under, from the sources). Found once.
 */
let command: string[] | undefined;
function laySpareCommand(): string[] {
  if (command) return command;
  const here = fileURLToPath(import.meta.url);
  const script = path.join(path.dirname(here), `lay-spare${path.extname(here)}`);
  command = script.endsWith('.ts') ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href, script] : [script];
  return command;
}

/**
 * Lays the missing spares of a template in the background, unless this process
 * is laying them already or the home is small (`files` below `cloning.linkFromFiles`: copied at
 * once). A slot another living process is laying is left to it; spares of the fixture's earlier
 * templates and folders left half-laid by a stopped process go to the trash.
 */
export function laySpare(panel: Panel, template: AccountRow, files: number) {
  if (files < cloning.linkFromFiles) return;
  const slots = slotsOf(panel, template);
  if (laying.has(slots[0])) return;
  const spares = sparesDir(panel);
  fs.mkdirSync(spares, { recursive: true });
  const busy = new Set<string>();
  for (const name of fs.readdirSync(spares)) {
    if (!name.startsWith(`${template.login}-`)) continue;
    const other = path.join(spares, name);
    const laid = LAYING.exec(other);
    if (laid && slots.includes(laid[1]) && alive(Number(laid[2]))) busy.add(laid[1]);
    else if (!slots.includes(other)) moveToTrash(panel, other, name);
  }
  const missing = slots.filter((slot) => !busy.has(slot) && !fs.existsSync(slot));
  if (missing.length === 0) return;
  const logs = path.join(panel.sandbox.accountDir(template.login), 'logs');
  laying.add(slots[0]);
  try {
    const child = runInBackground(process.execPath, [...laySpareCommand(), panel.sandbox.home(template.login), logs, ...missing]);
    child.once('error', () => laying.delete(slots[0]));
    child.once('exit', () => laying.delete(slots[0]));
  } catch {
    laying.delete(slots[0]);
  }
}
