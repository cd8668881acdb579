import { describe, expect, it } from 'vitest';
import {
  chmodFromFlags,
  chmodRule,
  createDirectorySchemaFor,
  createLinkSchemaFor,
  flagsFromPermissions,
  isValidEntryName,
  isValidLinkDestination,
  renameSchemaFor,
} from '../src/rules/index';

describe('file, directory and link names', () => {
  it.each([
    'index.html',
    '.htaccess',
    'zdjęcia ł',
    'Źródła żółć',
    'a b',
    'x'.repeat(255),
    'ż'.repeat(127),
    '...',
    '. . .',
    'a..b',
    '..a',
    '.a.',
    '日本語.txt',
    // An emoji with its presentation selector, a keycap, a no-break space between words.
    '❤️ love.png',
    '1️⃣.txt',
    'a\u00a0b',
  ])('accepts %j', (name) => {
    expect(isValidEntryName(name)).toBe(true);
  });

  it.each([
    '',
    '.',
    '..',
    'a/b',
    'a\\b',
    'a<b',
    'a>b',
    'a:b',
    'a"b',
    'a|b',
    'a?b',
    'a*b',
    'x\u0000',
    'x\u001f',
    'x\u007f',
    'x'.repeat(256),
    'ż'.repeat(128),
    '／',
    'a∕b',
    'a⁄b',
    '＼x',
    '‥',
    '․',
    '：x',
    // CR/LF and the C1 controls; bidirectional embeddings, overrides and isolates (`gpj.exe` shown as `exe.jpg`).
    'a\r\nb',
    'a\u0085b',
    'x\u009f',
    'photo\u202egpj.exe',
    'a\u202ab',
    'a\u202db',
    'a\u2066b',
    'a\u2069b',
    // Format characters (zero-width, marks, joiners, BOM, soft hyphen, tags), line and paragraph separators, lone surrogates.
    'a\u200bb',
    'a\u200cb',
    'a\u200db',
    'a\u200eb',
    'a\u200fb',
    'a\u061cb',
    'a\u180eb',
    'a\ufeffb',
    'a\u2060b',
    'a\u2064b',
    'a\u00adb',
    'a\u{e0041}b',
    'a\u2028b',
    'a\u2029b',
    'a\ud800b',
    '\u{1f468}\u200d\u{1f469}',
    'a\u3164b',
    'a\u034fb',
    'a\ufe0fb',
    // What shows as `..`, `.` or nothing although it is not.
    '.\u200b.',
    '.\u2028.',
    '. .',
    '.\u2009.',
    '.\u3000.',
    '.\u0301.',
    '·.',
    '··',
    '.\ufe0f',
    '\u0301',
    '\u2800',
  ])('refuses %j', (name) => {
    expect(isValidEntryName(name)).toBe(false);
  });

  it('trims before checking and reports the message of the entry kind', () => {
    expect(createDirectorySchemaFor([]).safeParse({ name: '  new  ' })).toEqual({ success: true, data: { name: 'new' } });
    const bad = createDirectorySchemaFor([]).safeParse({ name: '   ' });
    expect(!bad.success && bad.error.issues[0].message).toBe('validation.file.directoryName');
    const link = createLinkSchemaFor([]).safeParse({ name: 'a|b', destination: 'x' });
    expect(!link.success && link.error.issues[0].message).toBe('validation.file.linkName');
  });

  it('refuses a taken name on create, and on rename unless it is unchanged', () => {
    const taken = createDirectorySchemaFor(['img']).safeParse({ name: 'img' });
    expect(!taken.success && taken.error.issues[0].message).toBe('validation.file.createExists');
    expect(renameSchemaFor('file', ['a.txt', 'b.txt'], 'a.txt').safeParse({ name: 'a.txt' }).success).toBe(true);
    const renamed = renameSchemaFor('directory', ['a', 'b'], 'a').safeParse({ name: 'b' });
    expect(!renamed.success && renamed.error.issues[0].message).toBe('validation.file.renameExists');
    const link = renameSchemaFor('link', [], 'l').safeParse({ name: '..' });
    expect(!link.success && link.error.issues[0].message).toBe('validation.file.linkName');
  });

  it('accepts link destinations with slashes and refuses the forbidden characters', () => {
    for (const ok of ['/domains/a.com', '../x', 'file.txt', 'a b/c']) expect(isValidLinkDestination(ok), ok).toBe(true);
    for (const bad of [
      '',
      'a:b',
      'C:\\x',
      'a<b',
      'a|b',
      'a?b',
      'a*b',
      'a"b',
      'x\u0000',
      'x'.repeat(4096),
      'a\u202eb',
      'a\u2028b',
      'a\u200fb',
      '.\u200b./x',
      '‥/x',
      'a/. ./b',
    ]) {
      expect(isValidLinkDestination(bad), bad).toBe(false);
    }
  });
});

describe('permissions', () => {
  it('computes the octal text from the nine flags', () => {
    expect(chmodFromFlags([true, true, true, true, false, true, true, false, true])).toBe('0755');
    expect(chmodFromFlags([true, true, false, true, false, false, true, false, false])).toBe('0644');
    expect(chmodFromFlags(Array(9).fill(false))).toBe('0000');
    expect(chmodFromFlags(Array(9).fill(true))).toBe('0777');
  });

  it('reads the flags from an ls -l text, from the second character on', () => {
    expect(flagsFromPermissions('drwxr-x--x')).toEqual([true, true, true, true, false, true, false, false, true]);
    expect(chmodFromFlags(flagsFromPermissions('-rw-r--r--'))).toBe('0644');
    expect(chmodFromFlags(flagsFromPermissions('-rwsrwsrwt'))).toBe('0777');
    expect(chmodFromFlags(flagsFromPermissions('-rwSr--r-T'))).toBe('0644');
  });

  it('accepts 0000 to 0777 only', () => {
    for (const ok of ['0000', '0644', '0755', '0777']) expect(chmodRule.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0800', '777', '1777', '00644', '0o644', ' 0644', '0644\n', '']) expect(chmodRule.safeParse(bad).success, bad).toBe(false);
  });
});
