import type { FileEntry } from '@panel/contract';
import type { Stats } from 'node:fs';
import type { EntryMapper } from '../../lib/sandbox/index.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SIX_MONTHS_MS = (365.2425 / 2) * 24 * 3600 * 1000;
const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: true });

const typeOf = (stat: Stats): FileEntry['type'] => (stat.isDirectory() ? 'directory' : stat.isFile() ? 'file' : stat.isSymbolicLink() ? 'link' : 'other');

/** `ls -l` type letter and rwx triplets, e.g. `drwxr-xr-x`. */
export function permissionsText(mode: number, kind: string): string {
  const letter = kind === 'directory' ? 'd' : kind === 'link' ? 'l' : kind === 'file' ? '-' : otherLetter(mode);
  let text = letter;
  for (const shift of [6, 3, 0]) {
    const bits = (mode >> shift) & 7;
    text += (bits & 4 ? 'r' : '-') + (bits & 2 ? 'w' : '-') + (bits & 1 ? 'x' : '-');
  }
  return text;
}

function otherLetter(mode: number) {
  switch (mode & 0o170000) {
    case 0o010000:
      return 'p';
    case 0o140000:
      return 's';
    case 0o020000:
      return 'c';
    case 0o060000:
      return 'b';
    default:
      return '?';
  }
}

/**
 * What an entry's date texts depend on `now` by: modified in the last six months (`recent`: the
 * time is shown), earlier (`old`) or more than a minute ahead (`future`): the year is shown.
 */
export type DateClass = 'recent' | 'old' | 'future';
export const dateClass = (mtimeMs: number, now: number): DateClass =>
  now - mtimeMs < SIX_MONTHS_MS && mtimeMs - now < 60_000 ? 'recent' : mtimeMs - now >= 60_000 ? 'future' : 'old';

/**
 * The times `now` may take while an entry of a class keeps it, as bounds a little inside the exact
 * ones (a time within a millisecond of a bound is told by `dateClass` itself).
 */
export function classBounds(mtimeMs: number, cls: DateClass): { from: number; until: number } {
  if (cls === 'recent') return { from: mtimeMs - 60_000 + 1, until: mtimeMs + SIX_MONTHS_MS - 1 };
  return cls === 'old' ? { from: mtimeMs + SIX_MONTHS_MS + 1, until: Infinity } : { from: -Infinity, until: mtimeMs - 60_000 - 1 };
}

/** Day, month and time (or the year, when older than six months or in the future) as `ls -l` prints them, in UTC. */
export function dateParts(mtimeMs: number, now: number) {
  const d = new Date(mtimeMs);
  const recent = dateClass(mtimeMs, now) === 'recent';
  const time = recent ? `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}` : String(d.getUTCFullYear());
  return { day: String(d.getUTCDate()), month: MONTHS[d.getUTCMonth()], time };
}

/**
 * The texts an `ls -l` line shows for a mode (type and permission bits): the same few modes come
 * back in every folder, so each is worked out once.
 */
const permissionTexts = new Map<number, string>();
function permissionsOf(mode: number, type: FileEntry['type']) {
  const key = mode & 0o170777;
  let text = permissionTexts.get(key);
  if (text === undefined) {
    text = permissionsText(mode, type);
    // At most one per file type and permission bits (7 × 512): the cache cannot grow without bound.
    permissionTexts.set(key, text);
  }
  return text;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Shapes the entries of one folder into the listing's entries as they are read: an lstat result is
 * dropped at once, and entries modified in the same minute (recent) or on the same day (older)
 * share their day, month and time texts.
 */
export function fileEntries(now: number): EntryMapper<FileEntry> {
  const dates = new Map<number, ReturnType<typeof dateParts>>();
  return (name, stat, target) => {
    const type = typeOf(stat);
    const mtimeMs = stat.mtimeMs;
    const recent = dateClass(mtimeMs, now) === 'recent';
    // What the texts depend on: the minute (recent: day, month, time) or the day (older: day, month, year).
    const key = recent ? Math.floor(mtimeMs / MINUTE_MS) * 2 : Math.floor(mtimeMs / DAY_MS) * 2 + 1;
    let date = dates.get(key);
    if (date === undefined) {
      date = dateParts(mtimeMs, now);
      dates.set(key, date);
    }
    return {
      name,
      type,
      size: stat.size,
      permissions: permissionsOf(stat.mode, type),
      day: date.day,
      month: date.month,
      time: date.time,
      target: type === 'link' ? (target ?? '') : null,
      number: stat.nlink,
    };
  };
}

const inOrder = (aDir: boolean, aName: string, bDir: boolean, bName: string) =>
  Number(bDir) - Number(aDir) || collator.compare(aName, bName) || (aName < bName ? -1 : aName > bName ? 1 : 0);

/** Directories first, then names in natural alphabetical order (then by code units: no two names tie). */
export const listingOrder = (a: { name: string; directory: boolean }, b: { name: string; directory: boolean }) =>
  inOrder(a.directory, a.name, b.directory, b.name);

export const sortEntries = (entries: FileEntry[]) => entries.sort((a, b) => inOrder(a.type === 'directory', a.name, b.type === 'directory', b.name));

/** The `{ files }` reply of a folder, from its entries read with `fileEntries`. */
export const listing = (files: FileEntry[]) => ({ files: sortEntries(files) });
