import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_REDIRECT_CODE,
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

describe('redirection rules', () => {
  it.each(['/', 'blog', '/blog/', 'a/b', 'a.b_c-d'])('accepts the subdirectory %j', (dir) => {
    expect(isValidSubdirectory(dir)).toBe(true);
  });

  it.each(['', 'a//b', '//', 'my dir', 'ąę', 'a?b', 'a#b'])('refuses the subdirectory %j', (dir) => {
    expect(isValidSubdirectory(dir)).toBe(false);
  });

  it('gives a directory a leading and a trailing slash', () => {
    expect(['blog', '/blog', 'blog/', '/blog/', ' blog ', '/'].map(normalizeDirectory)).toEqual(['/blog/', '/blog/', '/blog/', '/blog/', '/blog/', '/']);
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
    const result = redirectSchema.safeParse({
      domain: ' Example.COM',
      directory: 'old',
      type: 'normal',
      destination: 'shop.example.com',
      code: DEFAULT_REDIRECT_CODE,
    });
    expect(result.success && result.data).toEqual({
      domain: 'example.com',
      directory: '/old/',
      type: 'normal',
      destination: 'http://shop.example.com',
      code: 301,
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
