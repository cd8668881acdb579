import { describe, expect, it } from 'vitest';
import type { FileEntry } from '@panel/contract';
import { fileEntry } from '../../test/fixtures';
import { sortFileEntries } from './file-order';

describe('sortFileEntries', () => {
  it('puts folders first, then names in natural order, whatever order the listing came in', () => {
    const listing = [
      fileEntry('b10.txt', 'file'),
      fileEntry('zeta', 'directory'),
      fileEntry('B2.txt', 'file'),
      fileEntry('link', 'link'),
      fileEntry('Alpha', 'directory'),
      fileEntry('żółć', 'file'),
    ];
    const sorted = sortFileEntries(listing);
    expect(sorted.map((e) => e.name)).toEqual(['Alpha', 'zeta', 'B2.txt', 'b10.txt', 'link', 'żółć']);
    expect(listing[0].name).toBe('b10.txt');
  });

  it('orders names that differ only in case the same way every time', () => {
    const a = sortFileEntries([fileEntry('readme', 'file'), fileEntry('README', 'file')]).map((e) => e.name);
    const b = sortFileEntries([fileEntry('README', 'file'), fileEntry('readme', 'file')]).map((e) => e.name);
    expect(a).toEqual(b);
  });
});

describe('sorting by size and date', () => {
  const at = (name: string, type: FileEntry['type'], size: number, month: string, day: string, time: string) =>
    fileEntry(name, type, { size, month, day, time });
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
