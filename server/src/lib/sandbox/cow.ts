import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATE_PREFIX } from '../accounts.js';
import type { Sharing } from './fd.js';

/*
 * Copy-on-write clones. A clone of a large fixture home is made of hard links to its template's
 * files rather than copies (seed/templates.ts), so a file of such a clone has more than one name.
 * It is the clone's own all the same, as far as any call can tell: a write is always a new file
 * renamed over the name (`Place.writeAtomic`, uploads, extractions), which replaces the clone's name
 * and never touches the template's file, and a chmod first puts a copy in the name's place
 * (`Place.chmod`). A listing shows such a file with one link, as the fixture has it.
 *
 * Any other file with another name may be linked from outside the home (by something other than the
 * panel: an SSH user, a restored backup) and stays refused for writes and chmods (406, `hardLinked`).
 * The two are told apart by the inode: a shared file is one of the files of a template's home (or of
 * a retired template's, kept while its clones may live). No call makes a hard link (uploads and
 * extractions write new files, an archive's hard links are refused), so a customer cannot bring a
 * template's inode into a home any other way — and were one there, it would still be replaced,
 * never written or chmodded in place.
 *
 * This module plugs into the sandbox's core through the `Sharing` seam fd.ts defines
 * (`templateSharing`, which the sandbox hands every account's scope); the core never imports it.
 */

/** Where retired templates wait (seed/templates.ts): their clones still share their files. */
export const RETIRED_TEMPLATES = 'retired-templates';

/** The data folders whose templates are known (one per sandbox; tests run several in a process). */
const dataDirs = new Set<string>();
/** `dev:ino` of every file in those templates' homes, read once when first asked, until forgotten. */
let shared: Set<string> | undefined;
/** Moves each time the templates are forgotten: a listing kept from before shows links counted then. */
let generation = 0;
export const templatesGeneration = () => generation;

export function watchTemplates(dataDir: string) {
  dataDirs.add(dataDir);
  forgetTemplateFiles();
}

/** The templates changed (one seeded, retired or dropped): their files are read again when next asked. */
export function forgetTemplateFiles() {
  shared = undefined;
  generation++;
}

/** The homes of the templates of a data folder, retired ones included (real paths the server built). */
function templateHomes(dataDir: string): string[] {
  const homes: string[] = [];
  const list = (dir: string, keep: (name: string) => boolean) => {
    let names: string[] = [];
    try {
      names = fs.readdirSync(dir);
    } catch {
      /* none yet */
    }
    for (const name of names) if (keep(name)) homes.push(path.join(dir, name, 'home'));
  };
  list(path.join(dataDir, 'accounts'), (name) => name.startsWith(TEMPLATE_PREFIX));
  list(path.join(dataDir, RETIRED_TEMPLATES), () => true);
  return homes;
}

/** Every file below a folder (absolute paths, no link followed), by identity. */
function addFiles(dir: string, into: Set<string>) {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) addFiles(p, into);
    else if (e.isFile()) {
      const st = fs.lstatSync(p, { throwIfNoEntry: false });
      if (st?.isFile()) into.add(`${st.dev}:${st.ino}`);
    }
  }
}

/** Whether a file is a template's, shared copy-on-write with the clones made from it. */
function sharedWithTemplate(st: fs.Stats): boolean {
  if (!st.isFile() || st.nlink < 2) return false;
  if (!shared) {
    shared = new Set();
    for (const dataDir of dataDirs) for (const home of templateHomes(dataDir)) addFiles(home, shared);
  }
  return shared.has(`${st.dev}:${st.ino}`);
}

/** The clones' sharing as the sandbox's core asks it (see `Sharing`). */
export const templateSharing: Sharing = Object.freeze({ shared: sharedWithTemplate });
