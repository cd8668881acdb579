import type { FileEntry } from '@panel/contract';
import { LISTING_MONTHS } from '../../lib/format-date';

/**
 * A name as the listing orders it, compared as plain text: case and accents set aside, each run of
 * digits padded so `a2` comes before `a10`. Built once per entry: a collator's comparison is about a
 * microsecond, and sorting a folder of 10,000 files makes some 130,000 of them.
 */
const orderKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.padStart(20, '0'));

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The columns the listing sorts by; folders stay first whichever is chosen. */
export type FileSortColumn = 'name' | 'size' | 'date';
export interface FileSort {
  column: FileSortColumn;
  descending: boolean;
}
export const BY_NAME: FileSort = { column: 'name', descending: false };

/**
 * When an entry was changed, as a number to compare, from the `ls -l` parts the contract gives: a
 * time (`14:05`) means within the last six months, so the year is this year's unless that would be
 * after `now`; a year (`2023`) means older, and midnight of that day stands for it.
 */
export function changedAt(entry: Pick<FileEntry, 'day' | 'month' | 'time'>, now: number, year = new Date(now).getUTCFullYear()): number {
  const month = LISTING_MONTHS.indexOf(entry.month);
  const day = Number(entry.day);
  if (month < 0 || !Number.isFinite(day)) return Number.NEGATIVE_INFINITY;
  const clock = /^(\d{1,2}):(\d{2})$/.exec(entry.time);
  if (!clock) return Date.UTC(Number(entry.time) || 1970, month, day);
  const at = (y: number) => Date.UTC(y, month, day, Number(clock[1]), Number(clock[2]));
  return at(year) > now + 86_400_000 ? at(year - 1) : at(year);
}

/**
 * A folder's entries as the file browser shows them: folders first, then by the chosen column (by
 * name in natural alphabetical order — `a2` before `a10`, `é` with `e` — by default; sizes are a file's, so other
 * entries order by name among themselves), ties broken by name so the order is total. The contract
 * gives the entries "as `ls -l` shows them" and promises no order, so the client sorts them itself
 * (a copy: the cached reply is left as it came).
 */
export function sortFileEntries(entries: readonly FileEntry[], sort: FileSort = BY_NAME, now = Date.now()): FileEntry[] {
  const sign = sort.descending ? -1 : 1;
  const year = new Date(now).getUTCFullYear();
  const keyed = entries.map((entry) => ({
    entry,
    folder: entry.type === 'directory' ? 0 : 1,
    key: sort.column === 'size' ? (entry.type === 'file' ? entry.size : -1) : sort.column === 'date' ? changedAt(entry, now, year) : 0,
    name: orderKey(entry.name),
  }));
  keyed.sort((a, b) => a.folder - b.folder || sign * (a.key - b.key || byText(a.name, b.name) || byText(a.entry.name, b.entry.name)));
  return keyed.map((k) => k.entry);
}
