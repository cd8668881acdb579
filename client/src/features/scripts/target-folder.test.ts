import { describe, expect, it } from 'vitest';
import { fileEntry } from '../../test/fixtures';
import { folderContents, freeFolderName, targetPath } from './target-folder';

describe('the install folder check', () => {
  it('tells a free folder, the host placeholder page alone, and a taken folder apart', () => {
    expect(folderContents([])).toBe('free');
    expect(folderContents([fileEntry('index.html')])).toBe('placeholder');
    expect(folderContents([fileEntry('INDEX.HTML')])).toBe('placeholder');
    expect(folderContents([fileEntry('index.html', 'directory')])).toBe('taken');
    expect(folderContents([fileEntry('index.html'), fileEntry('.htaccess')])).toBe('taken');
    expect(folderContents([fileEntry('blog', 'directory')])).toBe('taken');
  });

  it('offers the script name as the free folder, numbered past those the domain holds', () => {
    expect(freeFolderName('wordpress', [fileEntry('index.html')])).toBe('wordpress');
    expect(freeFolderName('wordpress', [fileEntry('wordpress', 'directory'), fileEntry('WordPress-2')])).toBe('wordpress-3');
  });

  it('builds the folder path from the domain folder and the call directory', () => {
    expect(targetPath('/domains/a.com/public_html', '/')).toBe('/domains/a.com/public_html');
    expect(targetPath('/domains/a.com/public_html/', '/blog/')).toBe('/domains/a.com/public_html/blog');
  });
});
