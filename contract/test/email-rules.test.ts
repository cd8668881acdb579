import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_QUOTA_MB,
  FALLBACK_MAX_QUOTA_MB,
  MB,
  domainEmailSchema,
  emailAccountSchemaFor,
  emailAliasSchemaFor,
  isValidEmailAddress,
  isValidEmailName,
  maxQuotaMb,
  normalizeSender,
  quotaChangeSchema,
  ruleMessage,
  senderSchemaFor,
  senderType,
  splitDestinations,
  usedQuotaMb,
} from '../src/rules/index';

function issues(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('e-mail names', () => {
  it.each(['a', 'john.smith', 'anna_nowak', 'x-1', 'jOHN', `a${'b'.repeat(39)}`])('accepts %s', (name) => {
    expect(isValidEmailName(name)).toBe(true);
  });
  it.each(['', 'John', '1abc', '_a', '.a', 'a b', 'a@b', 'ą', 'a+b', `a${'b'.repeat(40)}`])('refuses %j', (name) => {
    expect(isValidEmailName(name)).toBe(false);
  });
});

describe('e-mail addresses and senders', () => {
  it.each(['john@example.com', 'a.b+c@shop.example.com', 'accounts@bookkeeper.example', "o'neil@x.pl"])('accepts the address %s', (a) => {
    expect(isValidEmailAddress(a)).toBe(true);
  });
  it.each(['', 'john', '@example.com', 'john@', 'john@localhost', 'a..b@x.com', '.a@x.com', 'a.@x.com', 'a b@x.com', 'a@b@x.com', `${'a'.repeat(65)}@x.com`])(
    'refuses the address %j',
    (a) => expect(isValidEmailAddress(a)).toBe(false),
  );

  it('tells e-mail, domain and IP senders apart', () => {
    expect(senderType('x@y.com')).toBe('email');
    expect(senderType('bank.example')).toBe('domain');
    expect(senderType('198.51.100.25')).toBe('ip');
    expect(senderType('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('ip');
    expect(senderType('2001:db8:85a3:0:0:8a2e:370:7334')).toBe('ip');
  });

  it.each(['256.1.1.1', '1.2.3', '01.2.3.4', '2001:db8::1', '2001:db8:85a3:0:0:8a2e:370', '1:2:3:4:5:6:7:8:9', 'g::', 'bank', 'http://x.com'])(
    'refuses the sender %j',
    (s) => expect(senderType(s)).toBeUndefined(),
  );

  it('normalises senders: trimmed, lower case, IPv6 groups at four digits', () => {
    expect(normalizeSender('  Bank.EXAMPLE ')).toBe('bank.example');
    expect(normalizeSender('2001:DB8:85a3:0:0:8A2E:370:7334')).toBe('2001:0db8:85a3:0000:0000:8a2e:0370:7334');
  });

  it('splits destinations, trimming, lower-casing and dropping empty ones', () => {
    expect(splitDestinations(' A@x.com, ,b@y.com,, ')).toEqual(['a@x.com', 'b@y.com']);
  });
});

describe('quotas', () => {
  it('takes the maximum from the plan, 1024 MB before the plan is known', () => {
    expect(maxQuotaMb(5368709120)).toBe(5120);
    expect(maxQuotaMb(undefined)).toBe(FALLBACK_MAX_QUOTA_MB);
    expect(FALLBACK_MAX_QUOTA_MB).toBe(1024);
    expect(DEFAULT_QUOTA_MB).toBe(100);
    expect(MB).toBe(1048576);
  });

  it('rounds the space in use up to whole MB', () => {
    expect(usedQuotaMb(0)).toBe(0);
    expect(usedQuotaMb(1)).toBe(1);
    expect(usedQuotaMb(521666560)).toBe(498);
  });

  it('refuses a change out of range or below the space in use, with the message values', () => {
    const schema = quotaChangeSchema(5120, 521666560);
    expect(schema.safeParse({ quota: 498 }).success).toBe(true);
    expect(issues(schema.safeParse({ quota: 497 }))).toEqual(['quota: validation.email.quotaUsed']);
    expect(issues(schema.safeParse({ quota: 5121 }))).toEqual(['quota: validation.email.quota']);
    expect(issues(schema.safeParse({ quota: 1.5 }))).toEqual(['quota: validation.email.quota']);
    expect(ruleMessage('validation.email.quota', { min: 1, max: 5120 })).toBe('Choose a value between 1 and 5120 MB.');
    expect(ruleMessage('validation.email.quotaUsed', { used: 498 })).toBe('Account already uses 498 MB of space.');
  });
});

describe('e-mail account form', () => {
  const valid = { domain: 'example.com', name: 'new.box', quota: 100, password: 'Kx9#mPq2vL', repeat: 'Kx9#mPq2vL' };
  const taken = { accounts: [{ domain: 'example.com', name: 'office' }], aliases: [{ domain: 'example.com', name: 'sales' }] };

  it('accepts a valid form', () => {
    expect(emailAccountSchemaFor(5120, taken).safeParse(valid).success).toBe(true);
  });

  it('reports every field rule', () => {
    const found = issues(emailAccountSchemaFor(5120).safeParse({ domain: '', name: 'Bad', quota: 0, password: 'short', repeat: 'other' }));
    expect(found.sort()).toEqual([
      'domain: validation.email.domain',
      'name: validation.email.invalid',
      'password: validation.password.minLength',
      'quota: validation.email.quota',
      'repeat: validation.password.mismatch',
    ]);
  });

  it('refuses a name an account or an alias of that domain holds, whatever the case', () => {
    expect(issues(emailAccountSchemaFor(5120, taken).safeParse({ ...valid, name: 'oFFICE' }))).toEqual(['name: validation.email.accountDuplicate']);
    expect(issues(emailAccountSchemaFor(5120, taken).safeParse({ ...valid, name: 'sales' }))).toEqual(['name: validation.email.aliasExists']);
    expect(emailAccountSchemaFor(5120, taken).safeParse({ ...valid, domain: 'shop.example.com', name: 'office' }).success).toBe(true);
  });
});

describe('alias form', () => {
  const taken = { accounts: [{ domain: 'example.com', name: 'office' }], aliases: [{ domain: 'example.com', name: 'sales' }] };

  it('drops empty rows, lower-cases and joins with commas', () => {
    const result = emailAliasSchemaFor(taken).safeParse({ domain: 'example.com', name: 'team', destinations: [' A@x.com ', '', 'b@y.com'] });
    expect(result.success && result.data).toEqual({ domain: 'example.com', name: 'team', destinations: 'a@x.com,b@y.com' });
  });

  it('needs at least one valid destination', () => {
    expect(issues(emailAliasSchemaFor().safeParse({ domain: 'example.com', name: 'team', destinations: ['', ' '] }))).toEqual([
      'destinations: validation.email.invalid',
    ]);
    expect(issues(emailAliasSchemaFor().safeParse({ domain: 'example.com', name: 'team', destinations: ['a@x.com', 'nope'] }))).toEqual([
      'destinations: validation.email.invalid',
    ]);
  });

  it('refuses a name an account or an alias holds, except when modifying', () => {
    const form = { domain: 'example.com', destinations: ['a@x.com'] };
    expect(issues(emailAliasSchemaFor(taken).safeParse({ ...form, name: 'office' }))).toEqual(['name: validation.email.accountExists']);
    expect(issues(emailAliasSchemaFor(taken).safeParse({ ...form, name: 'sales' }))).toEqual(['name: validation.email.aliasExists']);
    expect(emailAliasSchemaFor(taken, true).safeParse({ ...form, name: 'sales' }).success).toBe(true);
  });
});

describe('catch-all and monitoring form', () => {
  it('sends null when disabled and a chosen address when enabled', () => {
    expect(domainEmailSchema.parse({ enabled: false, email: '' })).toEqual({ email: null });
    expect(domainEmailSchema.parse({ enabled: true, email: 'Hello@blog.example.org' })).toEqual({ email: 'hello@blog.example.org' });
    expect(issues(domainEmailSchema.safeParse({ enabled: true, email: '' }))).toEqual(['email: validation.email.select']);
  });
});

describe('sender form', () => {
  const lists = { white: [{ domain: 'example.com', sender: 'bank.example' }], black: [{ domain: 'example.com', sender: 'spam.example' }] };

  it('checks the sender by its type and normalises it', () => {
    const schema = senderSchemaFor('black', lists);
    expect(schema.parse({ domain: 'example.com', type: 'email', sender: ' Bad@Spam.example ' })).toEqual({ domain: 'example.com', sender: 'bad@spam.example' });
    expect(issues(schema.safeParse({ domain: 'example.com', type: 'email', sender: 'spam.example.net' }))).toEqual(['sender: validation.email.invalid']);
    expect(issues(schema.safeParse({ domain: 'example.com', type: 'domain', sender: 'x@spam.net' }))).toEqual(['sender: validation.domain.invalid']);
    expect(issues(schema.safeParse({ domain: 'example.com', type: 'ip', sender: '2001:db8::1' }))).toEqual(['sender: validation.sender.ip']);
    expect(issues(schema.safeParse({ domain: '', type: 'ip', sender: '10.0.0.1' }))).toEqual(['domain: validation.email.domain']);
  });

  it('refuses a sender already on either list of that domain', () => {
    const form = { domain: 'example.com', type: 'domain' };
    expect(issues(senderSchemaFor('black', lists).safeParse({ ...form, sender: 'SPAM.example' }))).toEqual(['sender: validation.sender.duplicate']);
    expect(issues(senderSchemaFor('black', lists).safeParse({ ...form, sender: 'bank.example' }))).toEqual(['sender: validation.sender.whitelisted']);
    expect(issues(senderSchemaFor('white', lists).safeParse({ ...form, sender: 'spam.example' }))).toEqual(['sender: validation.sender.blacklisted']);
    expect(senderSchemaFor('white', lists).safeParse({ ...form, domain: 'shop.example.com', sender: 'spam.example' }).success).toBe(true);
  });
});
