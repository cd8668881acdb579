import type { FileEntry } from '@panel/contract';
import type { DirEntry } from '../../lib/sandbox.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SIX_MONTHS_MS = (365.2425 / 2) * 24 * 3600 * 1000;
const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: true });

const typeOf = (e: DirEntry): FileEntry['type'] =>
  e.stat.isDirectory() ? 'directory' : e.stat.isFile() ? 'file' : e.stat.isSymbolicLink() ? 'link' : 'other';

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

export function toFileEntry(e: DirEntry, now: number): FileEntry {
  const type = typeOf(e);
  return {
    name: e.name,
    type,
    size: e.stat.size,
    permissions: permissionsText(e.stat.mode, type),
    ...dateParts(e.stat.mtimeMs, now),
    target: type === 'link' ? e.target ?? '' : null,
    number: e.stat.nlink,
  };
}

/** Directories first, then names in natural alphabetical order. */
export function sortEntries(entries: FileEntry[]) {
  return entries.sort((a, b) => {
    const dirs = Number(b.type === 'directory') - Number(a.type === 'directory');
    return dirs || collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  });
}

export const listing = (entries: DirEntry[], now: number) => ({ files: sortEntries(entries.map((e) => toFileEntry(e, now))) });
