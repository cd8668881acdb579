import { describe, expect, it } from 'vitest';
import type { FileEntry } from '@panel/contract';
import { sortFileEntries } from './file-order';

const entry = (name: string, type: FileEntry['type']): FileEntry => ({ name, type, size: 0, permissions: '-rw-r--r--', day: '1', month: 'Jan', time: '10:00', target: null, number: 1 });

describe('sortFileEntries', () => {
  it('puts folders first, then names in natural order, whatever order the listing came in', () => {
    const listing = [entry('b10.txt', 'file'), entry('zeta', 'directory'), entry('B2.txt', 'file'), entry('link', 'link'), entry('Alpha', 'directory'), entry('żółć', 'file')];
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
