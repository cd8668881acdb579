import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { certificateCovers, certificateRefusal, certificateSchema, matchedDomains } from '../src/rules/index';

/** The issues of a failed parse as `path: message id`, or the parsed data. */
function issues(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('certificate form', () => {
  const cert = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
  const key = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n';

  it('accepts texts holding their begin markers', () => {
    expect(certificateSchema.safeParse({ cert, key, ca: cert }).success).toBe(true);
    for (const kind of ['RSA ', 'EC ', 'ENCRYPTED ']) {
      expect(certificateSchema.safeParse({ cert, key: key.replace('BEGIN ', `BEGIN ${kind}`), ca: cert }).success).toBe(true);
    }
  });

  it('names each text that lacks its marker', () => {
    expect(issues(certificateSchema.safeParse({ cert: key, key: cert, ca: 'x' }))).toEqual([
      'cert: validation.certificate.invalid',
      'key: validation.certificate.key',
      'ca: validation.certificate.chain',
    ]);
    expect(issues(certificateSchema.safeParse({ cert, key: '-----BEGIN PUBLIC KEY-----', ca: cert }))).toEqual(['key: validation.certificate.key']);
  });
});

describe('certificate matching', () => {
  const facts = { validKey: true, selfSigned: false, expired: false, allSigned: true };
  const shop = { ...facts, domains: { 'shop.example.com': false, '*.shop.example.com': true } };

  it('matches a name exactly and a wildcard as a suffix', () => {
    expect(certificateCovers('shop.example.com', false, 'shop.example.com')).toBe(true);
    expect(certificateCovers('shop.example.com', false, 'www.shop.example.com')).toBe(false);
    expect(certificateCovers('*.shop.example.com', true, 'www.shop.example.com')).toBe(true);
    expect(certificateCovers('*.shop.example.com', true, 'shop.example.com')).toBe(false);
    expect(certificateCovers('*.shop.example.com', true, 'myshop.example.com')).toBe(false);
  });

  it('lists the account domains a certificate covers, in the account order', () => {
    const domains = ['example.com', 'a.shop.example.com', 'shop.example.com', 'blog.example.org'];
    expect(matchedDomains(shop, domains)).toEqual(['a.shop.example.com', 'shop.example.com']);
  });

  it('names the first reason a certificate cannot be installed, in a fixed order', () => {
    const domains = ['shop.example.com'];
    expect(certificateRefusal(shop, domains)).toBeNull();
    expect(certificateRefusal({ ...shop, validKey: false, selfSigned: true }, domains)).toBe('certificate.error.key');
    expect(certificateRefusal({ ...shop, selfSigned: true, expired: true }, domains)).toBe('certificate.error.selfSigned');
    expect(certificateRefusal({ ...shop, expired: true, allSigned: false }, domains)).toBe('certificate.error.expired');
    expect(certificateRefusal({ ...shop, allSigned: false }, ['other.com'])).toBe('certificate.error.chain');
    expect(certificateRefusal(shop, ['other.com'])).toBe('certificate.error.domain');
  });
});
