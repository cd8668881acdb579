import { describe, expect, it } from 'vitest';
import type { FileEntry } from '@panel/contract';
import { sortFileEntries } from './file-order';

const entry = (name: string, type: FileEntry['type']): FileEntry => ({
  name,
  type,
  size: 0,
  permissions: '-rw-r--r--',
  day: '1',
  month: 'Jan',
  time: '10:00',
  target: null,
  number: 1,
});

describe('sortFileEntries', () => {
  it('puts folders first, then names in natural order, whatever order the listing came in', () => {
    const listing = [
      entry('b10.txt', 'file'),
      entry('zeta', 'directory'),
      entry('B2.txt', 'file'),
      entry('link', 'link'),
      entry('Alpha', 'directory'),
      entry('żółć', 'file'),
    ];
    const sorted = sortFileEntries(listing);
    expect(sorted.map((e) => e.name)).toEqual(['Alpha', 'zeta', 'B2.txt', 'b10.txt', 'link', 'żółć']);
    expect(listing[0].name).toBe('b10.txt');
  });

  it('orders names that differ only in case the same way every time', () => {
    const a = sortFileEntries([entry('readme', 'file'), entry('README', 'file')]).map((e) => e.name);
    const b = sortFileEntries([entry('README', 'file'), entry('readme', 'file')]).map((e) => e.name);
    expect(a).toEqual(b);
  });
});

describe('sorting by size and date', () => {
  const at = (name: string, type: FileEntry['type'], size: number, month: string, day: string, time: string): FileEntry => ({
    ...entry(name, type),
    size,
    month,
    day,
    time,
  });
  const now = Date.UTC(2026, 10, 27, 12, 0);
  const listing = [
    at('old.txt', 'file', 10, 'Mar', '3', '2024'),
    at('dir', 'directory', 4096, 'Nov', '27', '09:00'),
    at('new.txt', 'file', 5, 'Nov', '26', '08:00'),
    at('december.txt', 'file', 300, 'Dec', '24', '10:00'),
  ];

  it('keeps folders first and orders files by size either way', () => {
    expect(sortFileEntries(listing, { column: 'size', descending: false }, now).map((e) => e.name)).toEqual(['dir', 'new.txt', 'old.txt', 'december.txt']);
    expect(sortFileEntries(listing, { column: 'size', descending: true }, now).map((e) => e.name)).toEqual(['dir', 'december.txt', 'old.txt', 'new.txt']);
  });

  it('reads a time as within the last six months (a December time is last year) and a year as older', () => {
    expect(sortFileEntries(listing, { column: 'date', descending: true }, now).map((e) => e.name)).toEqual(['dir', 'new.txt', 'december.txt', 'old.txt']);
  });
});
