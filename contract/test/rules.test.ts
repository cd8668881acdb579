import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  COMMON_PASSWORD_COUNT,
  MIN_PASSWORD_LENGTH,
  changePasswordSchema,
  domainAddSchema,
  domainAddSchemaFor,
  isCommonPassword,
  isValidDomainName,
  loginSchema,
  newPasswordWithRepeat,
  normalizeDomain,
  ruleMessage,
  ruleMessages,
} from '../src/rules/index';

/** The issues of a failed parse as `path: message id`, or the parsed data. */
function issues(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('login form', () => {
  it('accepts a login and a password and trims the login only', () => {
    const result = loginSchema.safeParse({ login: '  demo ', password: ' demo1234 ' });
    expect(result.success && result.data).toEqual({ login: 'demo', password: ' demo1234 ' });
  });

  it('refuses an empty or blank login', () => {
    expect(issues(loginSchema.safeParse({ login: '', password: 'demo1234' }))).toEqual([
      'login: validation.login.invalid',
    ]);
    expect(issues(loginSchema.safeParse({ login: ' \t ', password: 'demo1234' }))).toEqual([
      'login: validation.login.invalid',
    ]);
  });

  it('refuses an empty or blank password', () => {
    expect(issues(loginSchema.safeParse({ login: 'demo', password: '' }))).toEqual([
      'password: validation.password.invalid',
    ]);
    expect(issues(loginSchema.safeParse({ login: 'demo', password: '   ' }))).toEqual([
      'password: validation.password.invalid',
    ]);
  });

  it('reports both fields at once', () => {
    expect(issues(loginSchema.safeParse({ login: ' ', password: ' ' }))).toEqual([
      'login: validation.login.invalid',
      'password: validation.password.invalid',
    ]);
  });
});

describe('new password with repeat', () => {
  it('accepts a password of the minimum length typed twice', () => {
    const password = 'x'.repeat(MIN_PASSWORD_LENGTH);
    expect(newPasswordWithRepeat.safeParse({ password, repeat: password }).success).toBe(true);
  });

  it('refuses a password shorter than 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(issues(newPasswordWithRepeat.safeParse({ password: 'abcdefg', repeat: 'abcdefg' }))).toEqual([
      'password: validation.password.minLength',
    ]);
  });

  it('refuses a repeat that differs, on the repeat field', () => {
    expect(issues(newPasswordWithRepeat.safeParse({ password: 'abcdefgh', repeat: 'abcdefgH' }))).toEqual([
      'repeat: validation.password.mismatch',
    ]);
  });

  it('keeps the repeat check when another form extends it', () => {
    const ftpLike = newPasswordWithRepeat.safeExtend({ name: z.string().min(1, 'validation.test.name') });
    expect(issues(ftpLike.safeParse({ name: '', password: 'abcdefgh', repeat: 'other123' }))).toEqual([
      'name: validation.test.name',
      'repeat: validation.password.mismatch',
    ]);
    expect(ftpLike.safeParse({ name: 'a', password: 'abcdefgh', repeat: 'abcdefgh' }).success).toBe(true);
  });
});

describe('account password change', () => {
  const valid = { oldPassword: 'demo1234', password: 'new-secret-1', repeat: 'new-secret-1' };

  it('accepts a valid change', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it('needs a current password of at least 8 characters', () => {
    expect(issues(changePasswordSchema.safeParse({ ...valid, oldPassword: '' }))).toEqual([
      'oldPassword: validation.password.current',
    ]);
    expect(issues(changePasswordSchema.safeParse({ ...valid, oldPassword: 'demo123' }))).toEqual([
      'oldPassword: validation.password.current',
    ]);
  });

  it('needs a new password of at least 8 characters, typed twice', () => {
    expect(issues(changePasswordSchema.safeParse({ ...valid, password: 'short', repeat: 'short' }))).toEqual([
      'password: validation.password.minLength',
    ]);
    expect(issues(changePasswordSchema.safeParse({ ...valid, repeat: 'new-secret-2' }))).toEqual([
      'repeat: validation.password.mismatch',
    ]);
  });
});

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
    expect(issues(domainAddSchema.safeParse({ domain: 'not a domain' }))).toEqual([
      'domain: validation.domain.invalid',
    ]);
    expect(issues(domainAddSchema.safeParse({ domain: '   ' }))).toEqual(['domain: validation.domain.invalid']);
  });

  it('refuses a domain the account already has, whatever its case', () => {
    const schema = domainAddSchemaFor(['example.com', 'Shop.Example.com']);
    expect(issues(schema.safeParse({ domain: ' EXAMPLE.com' }))).toEqual(['domain: validation.domain.duplicate']);
    expect(issues(schema.safeParse({ domain: 'shop.example.com' }))).toEqual([
      'domain: validation.domain.duplicate',
    ]);
    expect(schema.safeParse({ domain: 'blog.example.com' }).success).toBe(true);
  });

  it('reports an invalid name rather than a duplicate', () => {
    expect(issues(domainAddSchemaFor(['x']).safeParse({ domain: 'x' }))).toEqual([
      'domain: validation.domain.invalid',
    ]);
  });
});

describe('common passwords', () => {
  it('holds about 200 entries', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(200);
  });

  it.each(['password', '12345678', 'qwerty123', 'Password1', 'PASSW0RD', 'iloveyou', '1q2w3e4r'])(
    'flags %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['demo1234', 'basic1234', 'unpaid1234', 'empty1234', 'big12345', 'new-secret-1', 'Kx9#mPq2vL'])(
    'does not flag %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});

describe('rule messages', () => {
  it('gives English text for every message id the rules produce', () => {
    const produced = new Set<string>();
    const collect = (result: z.ZodSafeParseResult<unknown>) => {
      if (!result.success) for (const issue of result.error.issues) produced.add(issue.message);
    };
    collect(loginSchema.safeParse({ login: '', password: '' }));
    collect(changePasswordSchema.safeParse({ oldPassword: '', password: '', repeat: 'x' }));
    collect(domainAddSchema.safeParse({ domain: '' }));
    collect(domainAddSchemaFor(['a.com']).safeParse({ domain: 'a.com' }));
    expect([...produced].sort()).toEqual(Object.keys(ruleMessages).sort());
  });

  it('matches the spec texts', () => {
    expect(ruleMessages).toEqual({
      'validation.login.invalid': 'You need to enter a valid login.',
      'validation.password.invalid': 'You need to enter a valid password.',
      'validation.password.current': 'You need to provide your current password.',
      'validation.password.minLength': 'Password must be at least 8 characters long.',
      'validation.password.mismatch': 'The passwords do not match.',
      'validation.domain.invalid': 'You need to enter a valid domain name.',
      'validation.domain.duplicate': 'You have already added this domain.',
    });
    expect(ruleMessage('validation.domain.invalid')).toBe('You need to enter a valid domain name.');
    expect(ruleMessage('unknown.id')).toBe('unknown.id');
  });
});
