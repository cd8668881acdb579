import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_REDIRECT_CODE,
  MAX_DATABASE_NAME_LENGTH,
  databaseCreateSchemaFor,
  databaseFullName,
  databasePasswordSchema,
  isValidDestination,
  isValidSubdirectory,
  normalizeDestination,
  normalizeDirectory,
  redirectCreateSchemaFor,
  redirectSchema,
} from '../src/rules/index';

function issues(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('database create form', () => {
  const schema = databaseCreateSchemaFor('demo', [{ name: 'demo_shop', type: 'mysql' }]);

  it.each(['shop2', 'Blog_2024', '_x', '0', 'a'.repeat(MAX_DATABASE_NAME_LENGTH)])('accepts %s', (name) => {
    expect(schema.safeParse({ name, type: 'mysql' }).success).toBe(true);
  });

  it.each(['', '  ', 'my-db', 'my db', 'zażółć', 'a.b', 'a;b', 'a'.repeat(MAX_DATABASE_NAME_LENGTH + 1)])('refuses %j', (name) => {
    expect(issues(schema.safeParse({ name, type: 'mysql' }))).toEqual(['name: validation.database.invalid']);
  });

  it('trims the name it sends', () => {
    const result = schema.safeParse({ name: ' stats ', type: 'postgres' });
    expect(result.success && result.data).toEqual({ name: 'stats', type: 'postgres' });
  });

  it('refuses a full name the account has for that type, in any case, and allows it for the other type', () => {
    expect(issues(schema.safeParse({ name: 'SHOP', type: 'mysql' }))).toEqual(['name: validation.database.duplicate']);
    expect(schema.safeParse({ name: 'shop', type: 'postgres' }).success).toBe(true);
  });

  it('builds the full name as <login>_<name> in lower case', () => {
    expect(databaseFullName('demo', ' My_DB ')).toBe('demo_my_db');
  });
});

describe('database password form', () => {
  it('accepts 8 characters or more typed twice', () => {
    expect(databasePasswordSchema.safeParse({ password: 'Secret-12', repeat: 'Secret-12' }).success).toBe(true);
  });

  it('names the first quote, double quote or backtick it finds', () => {
    const check = (password: string) => issues(databasePasswordSchema.safeParse({ password, repeat: password }));
    expect(check("it's-secret")).toEqual(['password: validation.databasePassword.quote']);
    expect(check('say-"hi"-now')).toEqual(['password: validation.databasePassword.doubleQuote']);
    expect(check('tick`-then-\'')).toEqual(['password: validation.databasePassword.backtick']);
  });

  it('checks the length and the repeat', () => {
    expect(issues(databasePasswordSchema.safeParse({ password: 'short', repeat: 'short' }))).toEqual([
      'password: validation.password.minLength',
    ]);
    expect(issues(databasePasswordSchema.safeParse({ password: 'Secret-12', repeat: 'Secret-13' }))).toEqual([
      'repeat: validation.password.mismatch',
    ]);
  });
});

describe('redirection rules', () => {
  it.each(['/', 'blog', '/blog/', 'a/b', 'a.b_c-d'])('accepts the subdirectory %j', (dir) => {
    expect(isValidSubdirectory(dir)).toBe(true);
  });

  it.each(['', 'a//b', '//', 'my dir', 'ąę', 'a?b', 'a#b'])('refuses the subdirectory %j', (dir) => {
    expect(isValidSubdirectory(dir)).toBe(false);
  });

  it('gives a directory a leading and a trailing slash', () => {
    expect(['blog', '/blog', 'blog/', '/blog/', ' blog ', '/'].map(normalizeDirectory)).toEqual([
      '/blog/', '/blog/', '/blog/', '/blog/', '/blog/', '/',
    ]);
  });

  it('puts http:// in front of a destination without an http(s) scheme', () => {
    expect(normalizeDestination('example.com')).toBe('http://example.com');
    expect(normalizeDestination(' https://example.com/x ')).toBe('https://example.com/x');
    expect(normalizeDestination('HTTP://example.com')).toBe('HTTP://example.com');
  });

  it('wants a destination with a dot and no spaces', () => {
    expect(isValidDestination('example.com')).toBe(true);
    expect(isValidDestination('localhost')).toBe(false);
    expect(isValidDestination('exa mple.com')).toBe(false);
    expect(isValidDestination('')).toBe(false);
  });

  it('reads a normal redirection as the call sends it', () => {
    const result = redirectSchema.safeParse({ domain: ' Example.COM', directory: 'old', type: 'normal', destination: 'shop.example.com', code: DEFAULT_REDIRECT_CODE });
    expect(result.success && result.data).toEqual({
      domain: 'example.com', directory: '/old/', type: 'normal', destination: 'http://shop.example.com', code: 301,
    });
  });

  it('sends HTTP to HTTPS to {domain}{directory}, ignoring the typed destination', () => {
    const result = redirectSchema.safeParse({ domain: 'example.com', directory: '/', type: 'http', destination: 'whatever', code: 302 });
    expect(result.success && result.data.destination).toBe('example.com/');
  });

  it('reports every field at once', () => {
    expect(issues(redirectSchema.safeParse({ domain: '', directory: 'a//b', type: 'normal', destination: 'x', code: 301 }))).toEqual([
      'domain: validation.redirect.domain',
      'directory: validation.redirect.directory',
      'destination: validation.redirect.destination',
    ]);
  });

  it('refuses an address the account already redirects, however the directory is typed', () => {
    const schema = redirectCreateSchemaFor([{ domain: 'example.com', directory: '/old/' }]);
    const form = { domain: 'example.com', type: 'normal', destination: 'x.com', code: 301 } as const;
    expect(issues(schema.safeParse({ ...form, directory: 'old' }))).toEqual(['directory: validation.redirect.duplicate']);
    expect(schema.safeParse({ ...form, directory: 'older' }).success).toBe(true);
  });
});
