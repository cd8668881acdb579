import { describe, expect, it } from 'vitest';
import { comparePhp, isValidSiteFolder, scriptInstallSchema, siteLocation, supportsPhp } from '../src/rules/index';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('script rules', () => {
  it('accepts folders below the site only', () => {
    for (const ok of ['blog', '/blog/', 'a/b', 'my-site_2.0']) expect(isValidSiteFolder(ok), ok).toBe(true);
    for (const bad of ['', '/', '//', 'a//b', '../x', 'a/./b', 'a b', 'x?']) expect(isValidSiteFolder(bad), bad).toBe(false);
    expect(siteLocation('main', 'ignored')).toBe('/');
    expect(siteLocation('sub', ' blog ')).toBe('/blog/');
  });

  it('normalises the install body and refuses a short password', () => {
    const r = scriptInstallSchema.safeParse({
      type: 'wordpress',
      domain: ' Example.COM ',
      directory: 'blog',
      database: null,
      login: ' admin ',
      password: 'secret12',
    });
    expect(r.success && r.data).toEqual({
      type: 'wordpress',
      domain: 'example.com',
      directory: '/blog/',
      database: null,
      login: 'admin',
      password: 'secret12',
    });
    expect(messages(scriptInstallSchema.safeParse({ type: 'x', domain: 'a.com', directory: '../', database: null, login: '', password: 'short' }))).toEqual([
      'directory: validation.redirect.directory',
      'login: validation.login.invalid',
      'password: validation.password.minLength',
    ]);
  });

  it('compares PHP versions as numbers', () => {
    expect(comparePhp('8.10', '8.9')).toBeGreaterThan(0);
    expect(comparePhp('7.4', '8.0')).toBeLessThan(0);
    expect(supportsPhp({ minPHP: '8.1', maxPHP: '8.3' }, '8.1')).toBe(true);
    expect(supportsPhp({ minPHP: '8.1', maxPHP: '8.3' }, '8.4')).toBe(false);
    expect(supportsPhp({ minPHP: '8.1', maxPHP: '8.3' }, '7.4')).toBe(false);
  });
});
