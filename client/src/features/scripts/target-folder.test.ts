import { describe, expect, it } from 'vitest';
import type { FileEntry } from '@panel/contract';
import { folderContents, freeFolderName, targetPath } from './target-folder';

const entry = (name: string, type: FileEntry['type'] = 'file'): FileEntry => ({
  name,
  type,
  size: 10,
  permissions: '-rw-r--r--',
  day: '1',
  month: 'Nov',
  time: '10:00',
  target: null,
  number: 1,
});

describe('the install folder check', () => {
  it('tells a free folder, the host placeholder page alone, and a taken folder apart', () => {
    expect(folderContents([])).toBe('free');
    expect(folderContents([entry('index.html')])).toBe('placeholder');
    expect(folderContents([entry('INDEX.HTML')])).toBe('placeholder');
    expect(folderContents([entry('index.html', 'directory')])).toBe('taken');
    expect(folderContents([entry('index.html'), entry('.htaccess')])).toBe('taken');
    expect(folderContents([entry('blog', 'directory')])).toBe('taken');
  });

  it('offers the script name as the free folder, numbered past those the domain holds', () => {
    expect(freeFolderName('wordpress', [entry('index.html')])).toBe('wordpress');
    expect(freeFolderName('wordpress', [entry('wordpress', 'directory'), entry('WordPress-2')])).toBe('wordpress-3');
  });

  it('builds the folder path from the domain folder and the call directory', () => {
    expect(targetPath('/domains/a.com/public_html', '/')).toBe('/domains/a.com/public_html');
    expect(targetPath('/domains/a.com/public_html/', '/blog/')).toBe('/domains/a.com/public_html/blog');
  });
});
