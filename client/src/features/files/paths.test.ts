import { describe, expect, it } from 'vitest';
import { ancestors, editorLanguage, isTextFile, joinPath, parentPath, pathChoices } from './paths';

describe('file browser paths', () => {
  it('joins and climbs paths', () => {
    expect(joinPath('/', 'a')).toBe('/a');
    expect(joinPath('/a/b', 'c')).toBe('/a/b/c');
    expect(parentPath('/a/b')).toBe('/a');
    expect(parentPath('/a')).toBe('/');
    expect(parentPath('/')).toBe('/');
  });

  it('offers the ancestors of the folder, then each domain root not among them', () => {
    expect(ancestors('/')).toEqual(['/']);
    expect(ancestors('/domains/a.com/public_html')).toEqual(['/', '/domains', '/domains/a.com', '/domains/a.com/public_html']);
    expect(pathChoices('/domains/a.com/public_html/img', ['/domains/a.com/public_html', '/domains/b.com/public_html'])).toEqual([
      '/',
      '/domains',
      '/domains/a.com',
      '/domains/a.com/public_html',
      '/domains/a.com/public_html/img',
      '/domains/b.com/public_html',
    ]);
  });

  it('opens text files and dot files in the editor, everything else downloads', () => {
    for (const name of ['index.html', 'app.JS', 'style.css', 'config.ini', 'wp-config.php', 'notes.txt', '.htaccess', '.env'])
      expect(isTextFile(name), name).toBe(true);
    for (const name of ['logo.png', 'archive.zip', 'README', 'font.woff2', 'php']) expect(isTextFile(name), name).toBe(false);
  });

  it('highlights css, html, ini, js and php, and shows the rest as plain text', () => {
    expect(['a.css', 'a.htm', 'a.html', 'a.ini', 'a.js', 'a.php', 'a.txt', '.htaccess'].map(editorLanguage)).toEqual([
      'css',
      'html',
      'html',
      'ini',
      'js',
      'php',
      'plain',
      'plain',
    ]);
  });
});
