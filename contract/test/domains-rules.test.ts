import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { domainAddSchema, domainAddSchemaFor, isValidDomainName, normalizeDomain } from '../src/rules/index';

/** The issues of a failed parse as `path: message id`, or the parsed data. */
function issues(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('domain names', () => {
  it.each([
    'example.com',
    'shop.example.com',
    'blog.example.org',
    'elsewhere-dns.net',
    'a.pl',
    'my--site.co.uk',
    '123.example.io',
    'xn--bcher-kva.de',
    'example.xn--p1ai',
    `${'a'.repeat(63)}.com`,
  ])('accepts %s', (name) => {
    expect(isValidDomainName(name)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['localhost', 'no top-level domain'],
    ['example', 'a single label'],
    ['example.c', 'a one-letter top-level domain'],
    ['example.c0m', 'digits in a top-level domain'],
    ['-example.com', 'a leading hyphen'],
    ['example-.com', 'a trailing hyphen'],
    ['exa_mple.com', 'an underscore'],
    ['example..com', 'an empty label'],
    ['.example.com', 'a leading dot'],
    ['example.com.', 'a trailing dot'],
    ['ex ample.com', 'a space'],
    ['http://example.com', 'a scheme'],
    ['example.com/path', 'a path'],
    ['Example.com', 'upper case (not normalised)'],
    ['exämple.com', 'non-ASCII letters'],
    ['example.xn--', 'an empty xn-- form'],
    [`${'a'.repeat(64)}.com`, 'a label over 63 characters'],
  ])('refuses %j (%s)', (name) => {
    expect(isValidDomainName(name)).toBe(false);
  });

  it('refuses a name over 253 characters', () => {
    const label = 'a'.repeat(60);
    const name = `${[label, label, label, label].join('.')}.com`; // 248
    expect(isValidDomainName(name)).toBe(true);
    expect(isValidDomainName(`abcdef.${name}`)).toBe(false); // 255
  });

  it('normalises by trimming and lower-casing', () => {
    expect(normalizeDomain('  Shop.Example.COM \n')).toBe('shop.example.com');
  });
});

describe('domain add form', () => {
  it('trims and lower-cases before checking', () => {
    const result = domainAddSchema.safeParse({ domain: '  New-Site.EXAMPLE.com ' });
    expect(result.success && result.data).toEqual({ domain: 'new-site.example.com' });
  });

  it('refuses an invalid name', () => {
    expect(issues(domainAddSchema.safeParse({ domain: 'not a domain' }))).toEqual(['domain: validation.domain.invalid']);
    expect(issues(domainAddSchema.safeParse({ domain: '   ' }))).toEqual(['domain: validation.domain.invalid']);
  });

  it('refuses a domain the account already has, whatever its case', () => {
    const schema = domainAddSchemaFor(['example.com', 'Shop.Example.com']);
    expect(issues(schema.safeParse({ domain: ' EXAMPLE.com' }))).toEqual(['domain: validation.domain.duplicate']);
    expect(issues(schema.safeParse({ domain: 'shop.example.com' }))).toEqual(['domain: validation.domain.duplicate']);
    expect(schema.safeParse({ domain: 'blog.example.com' }).success).toBe(true);
  });

  it('reports an invalid name rather than a duplicate', () => {
    expect(issues(domainAddSchemaFor(['x']).safeParse({ domain: 'x' }))).toEqual(['domain: validation.domain.invalid']);
  });
});
