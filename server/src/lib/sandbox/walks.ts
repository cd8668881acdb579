import fs from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { DIR_HANDLE, NO_THROW, O_DIRECTORY, O_PATH, at, checkName, close, code, diskCost, fileError, guard, lstatAt, openDirAt, type Sharing } from './fd.js';

/*
 * Walks — a folder's listing, the bytes below a folder — look up every name of a folder in turn.
 * Through `/proc/self/fd/<fd>/<name>` each such lookup first walks procfs and the descriptor's
 * magic link, which costs more than the lookup of the name itself (10,000 lstats: about 60 ms of
 * kernel time against 28). So a walk makes the folder it reads the process's working folder: chdir
 * to `/proc/self/fd/<fd>` lands on exactly the folder the descriptor holds, whatever has been
 * swapped on its path since, and its entries are then named relative to it — the same one-name
 * lookups, from the same folder, following no link (lstat, readlink, O_NOFOLLOW opens), that
 * `at(fd, name)` makes. The working folder the process had is held open when the walk starts and
 * put back through that descriptor when it ends, returned or thrown. Meanwhile only the walk's own
 * synchronous calls run on this thread (an `EntryMapper` must not touch the file system), and no
 * other thread of the server resolves a relative path: every path it uses is absolute. Worker
 * threads cannot chdir; there a walk names entries through /proc like every other call.
 */
let walking = false;

function walk<T>(work: () => T): T {
  if (walking || !isMainThread) return work();
  const back = fs.openSync('.', O_PATH | O_DIRECTORY);
  walking = true;
  try {
    return work();
  } finally {
    walking = false;
    try {
      process.chdir(at(back));
    } finally {
      close(back);
    }
  }
}

/**
 * Inside a walk, makes a held folder the working folder: returns how its entries are named then
 * ('' — relative — in a walk, `/proc/self/fd/<fd>/` outside one) and how the folder itself is.
 */
function enter(fd: number): { prefix: string; folder: string } {
  if (!walking) return { prefix: `${at(fd)}/`, folder: at(fd) };
  process.chdir(at(fd));
  return { prefix: '', folder: '.' };
}

/**
 * A bare descriptor of a folder below a held one, never through a link (undefined when it is not a
 * folder any more): for walks, which need no identity of the folder. `entry` names it as `enter`
 * says (its name in the working folder, or `at(parent, name)`).
 */
function openWalkDir(entry: string): number | undefined {
  try {
    return fs.openSync(entry, DIR_HANDLE);
  } catch (e) {
    if (code(e) === 'ENOENT' || code(e) === 'ENOTDIR' || code(e) === 'ELOOP') return undefined;
    throw fileError(e);
  }
}

export interface DirEntry {
  name: string;
  stat: fs.Stats;
  /** What a link says (links only). */
  target: string | null;
}

/**
 * Shapes one entry of a folder as it is read, so a caller keeps only what it needs of each lstat
 * (a folder of 10,000 entries would otherwise hold 10,000 `fs.Stats` until the reply is built).
 * It runs inside the walk of the folder (see `walk`): it shapes data and touches no file.
 */
export type EntryMapper<T> = (name: string, stat: fs.Stats, target: string | null) => T;
export const asDirEntry: EntryMapper<DirEntry> = (name, stat, target) => ({ name, stat, target });

/**
 * The entries of a held folder, each as lstat shows it, links with what they say (shaped by `map`);
 * a file `sharing` says is shared shows one link.
 */
export function listAt<T>(fd: number, map: EntryMapper<T>, sharing: Sharing): T[] {
  return walk(() => {
    const { prefix, folder } = guard(() => enter(fd));
    const names = guard(() => fs.readdirSync(folder));
    const entries: T[] = [];
    for (const name of names) {
      const found = listed(prefix + name, sharing);
      if (found) entries.push(map(name, found.stat, found.target)); // else removed while we looked
    }
    return entries;
  });
}

/** An entry as a listing shows it (lstat; a link with what it says), by its kernel path; undefined when absent. */
function listed(entry: string, sharing: Sharing): { stat: fs.Stats; target: string | null } | undefined {
  const stat = fs.lstatSync(entry, NO_THROW);
  if (!stat) return undefined;
  // A template's file shared with a clone is the clone's own file, with one name (see `Sharing`).
  if (stat.nlink > 1 && sharing.shared(stat)) stat.nlink = 1;
  let target: string | null = null;
  if (stat.isSymbolicLink()) {
    try {
      target = fs.readlinkSync(entry);
    } catch {
      target = '';
    }
  }
  return { stat, target };
}

/** One entry of a held folder as `listAt` shows it; undefined when absent. */
export function listedEntry(fd: number, name: string, sharing: Sharing) {
  checkName(name);
  return guard(() => listed(at(fd, name), sharing));
}

/** The names in a held folder. */
export const namesAt = (fd: number): string[] => guard(() => fs.readdirSync(at(fd)));

/**
 * Removes an entry below a held folder: files and links unlinked, folders emptied through handles
 * first. Returns the space freed (see `diskCost`) and counts the entries removed in `removed`.
 */
export function removeAt(parent: number, name: string, removed: { entries: number } = { entries: 0 }): number {
  const st = lstatAt(parent, name);
  if (!st) return 0;
  if (!st.isDirectory()) {
    try {
      fs.unlinkSync(at(parent, name));
      removed.entries++;
      return diskCost(st);
    } catch (e) {
      if (code(e) !== 'EISDIR' && code(e) !== 'EPERM') throw e;
    }
  }
  const dir = openDirAt(parent, name);
  if (!dir) {
    // Swapped for a link or a file while we looked: remove that, never what it points at.
    fs.rmSync(at(parent, name), { force: true });
    removed.entries++;
    return 0;
  }
  let bytes = diskCost(st);
  try {
    for (const child of fs.readdirSync(at(dir.fd))) bytes += removeAt(dir.fd, child, removed);
  } finally {
    close(dir.fd);
  }
  try {
    fs.rmdirSync(at(parent, name));
  } catch (e) {
    if (code(e) === 'ENOTDIR') fs.unlinkSync(at(parent, name));
    else if (code(e) !== 'ENOENT') throw e;
  }
  removed.entries++;
  return bytes;
}

export function removeQuietly(parent: number, name: string) {
  try {
    removeAt(parent, name);
  } catch {
    /* best effort: a temporary entry */
  }
}

/** The space below a held folder (see `diskCost`), through handles, never following a link. */
export const treeBytes = (fd: number) => walk(() => bytesBelow(fd));

/** Entries a walk has seen so far (`bytesBelow` counts every name it reads). */
let walkedEntries = 0;

/** The space below a held folder and how many entries lie there. */
export function measure(fd: number): { bytes: number; entries: number } {
  const before = walkedEntries;
  const bytes = treeBytes(fd);
  const entries = walkedEntries - before;
  return { bytes, entries };
}

/**
 * A home's whole usage in one walk (the held folder `root`): the total and, per domain folder
 * (`/domains/<name>`), the space it takes (itself and what lies below it), as `diskCost` counts,
 * and how many entries lie below the home.
 */
export function homeUsage(root: number): { total: number; domains: Map<string, number>; entries: number } {
  const domains = new Map<string, number>();
  const before = walkedEntries;
  const total = walk(() => {
    let bytes = bytesBelow(root, { except: (name) => name === 'domains' });
    const domainsDir = openWalkDir(`${enter(root).prefix}domains`);
    if (domainsDir !== undefined) {
      walkedEntries++;
      try {
        bytes += diskCost(fs.fstatSync(domainsDir));
        bytes += bytesBelow(domainsDir, { folder: (name, b) => domains.set(name, b) });
      } finally {
        close(domainsDir);
      }
    }
    return bytes;
  });
  return { total, domains, entries: walkedEntries - before };
}

/**
 * Subfolders of one folder are opened together, up to this many, while it is the working folder,
 * so it is entered again once per batch rather than after each subfolder's walk; a walk holds at
 * most `WALK_SPARE_HANDLES` such handles beyond one per level, however deep the tree.
 */
const WALK_BATCH = 64;
const WALK_SPARE_HANDLES = 256;
let spareHandles = 0;

/**
 * The walk of `treeBytes`: the blocks of every entry below the folder (`diskCost`: files, folders,
 * links, empty or not, as `du` counts them). The folder's entries come with their types (readdir),
 * so only what is not a folder is lstat'ed and only folders opened (and fstat'ed through that
 * handle), each by its name in the working folder: its other entries first, then its subfolders, a
 * batch at a time. Every name read is counted in `walkedEntries`. `except` skips names of this
 * folder; `folder` hears the space each of its subfolders takes, itself included.
 */
function bytesBelow(fd: number, opts: { except?: (name: string) => boolean; folder?: (name: string, bytes: number) => void } = {}): number {
  let prefix: string;
  let entries: fs.Dirent[];
  try {
    let folder: string;
    ({ prefix, folder } = enter(fd));
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  const folders: string[] = [];
  for (const e of entries) {
    if (opts.except?.(e.name)) continue;
    walkedEntries++;
    if (e.isDirectory()) {
      folders.push(e.name);
    } else {
      const st = fs.lstatSync(prefix + e.name, NO_THROW);
      // Swapped for a folder since this one was read: not walked (a link is only ever its own blocks).
      if (st && !st.isDirectory()) total += diskCost(st);
    }
  }
  for (let i = 0; i < folders.length; ) {
    if (i > 0) ({ prefix } = enter(fd));
    const n = Math.max(1, Math.min(WALK_BATCH, folders.length - i, WALK_SPARE_HANDLES - spareHandles + 1));
    const handles: (number | undefined)[] = [];
    spareHandles += n - 1;
    try {
      for (let j = 0; j < n; j++) handles.push(openWalkDir(prefix + folders[i + j]));
      for (let j = 0; j < n; j++) {
        const child = handles[j];
        if (child === undefined) continue;
        const bytes = diskCost(fs.fstatSync(child)) + bytesBelow(child);
        close(child);
        handles[j] = undefined;
        opts.folder?.(folders[i + j], bytes);
        total += bytes;
      }
    } finally {
      for (const h of handles) if (h !== undefined) close(h);
      spareHandles -= n - 1;
    }
    i += n;
  }
  return total;
}
