import type { FileEntry } from '@panel/contract';
import type { Stats } from 'node:fs';
import type { EntryMapper } from '../../lib/sandbox/index.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SIX_MONTHS_MS = (365.2425 / 2) * 24 * 3600 * 1000;
const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: true });

const typeOf = (stat: Stats): FileEntry['type'] =>
  stat.isDirectory() ? 'directory' : stat.isFile() ? 'file' : stat.isSymbolicLink() ? 'link' : 'other';

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
    case 0o010000: return 'p';
    case 0o140000: return 's';
    case 0o020000: return 'c';
    case 0o060000: return 'b';
    default: return '?';
  }
}

/** Day, month and time (or the year, when older than six months or in the future) as `ls -l` prints them, in UTC. */
export function dateParts(mtimeMs: number, now: number) {
  const d = new Date(mtimeMs);
  const recent = now - mtimeMs < SIX_MONTHS_MS && mtimeMs - now < 60_000;
  const time = recent
    ? `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`
    : String(d.getUTCFullYear());
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
    const recent = now - mtimeMs < SIX_MONTHS_MS && mtimeMs - now < 60_000;
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
      target: type === 'link' ? target ?? '' : null,
      number: stat.nlink,
    };
  };
}

/** Directories first, then names in natural alphabetical order. */
export function sortEntries(entries: FileEntry[]) {
  return entries.sort((a, b) => {
    const dirs = Number(b.type === 'directory') - Number(a.type === 'directory');
    return dirs || collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  });
}

/** The `{ files }` reply of a folder, from its entries read with `fileEntries`. */
export const listing = (files: FileEntry[]) => ({ files: sortEntries(files) });
