import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  COMMON_PASSWORD_COUNT,
  MIN_PASSWORD_LENGTH,
  changePasswordSchema,
  chmodRule,
  createDirectorySchemaFor,
  createFileSchemaFor,
  createLinkSchemaFor,
  renameSchemaFor,
  databaseCreateSchemaFor,
  databasePasswordSchema,
  redirectCreateSchemaFor,
  certificateCovers,
  certificateRefusal,
  certificateSchema,
  matchedDomains,
  domainAddSchema,
  domainAddSchemaFor,
  domainEmailSchema,
  emailAccountSchemaFor,
  emailAliasSchemaFor,
  quotaChangeSchema,
  senderSchemaFor,
  isCommonPassword,
  isValidDomainName,
  loginSchema,
  newPasswordWithRepeat,
  normalizeDomain,
  ruleMessage,
  ruleMessages,
  sshKeySchemaFor,
  cronJobSchema,
  proxySchemaFor,
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
    expect(issues(certificateSchema.safeParse({ cert, key: '-----BEGIN PUBLIC KEY-----', ca: cert }))).toEqual([
      'key: validation.certificate.key',
    ]);
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
    collect(certificateSchema.safeParse({ cert: '', key: '', ca: '' }));
    collect(emailAccountSchemaFor(5).safeParse({ domain: '', name: '1', quota: 0, password: '', repeat: 'x' }));
    collect(emailAccountSchemaFor(5, { accounts: [{ domain: 'a.com', name: 'x' }], aliases: [] }).safeParse({ domain: 'a.com', name: 'x', quota: 1, password: 'abcdefgh', repeat: 'abcdefgh' }));
    collect(emailAliasSchemaFor({ accounts: [{ domain: 'a.com', name: 'x' }], aliases: [{ domain: 'a.com', name: 'y' }] }).safeParse({ domain: 'a.com', name: 'x', destinations: ['x@a.com'] }));
    collect(emailAliasSchemaFor({ accounts: [], aliases: [{ domain: 'a.com', name: 'y' }] }).safeParse({ domain: 'a.com', name: 'y', destinations: ['x@a.com'] }));
    collect(quotaChangeSchema(5, 3 * 1048576).safeParse({ quota: 2 }));
    collect(domainEmailSchema.safeParse({ enabled: true, email: '' }));
    const lists = { white: [{ domain: 'a.com', sender: 'w.com' }], black: [{ domain: 'a.com', sender: 'b.com' }] };
    for (const [type, sender] of [['email', 'x'], ['domain', 'x'], ['ip', 'x'], ['domain', 'w.com'], ['domain', 'b.com']]) {
      collect(senderSchemaFor('white', lists).safeParse({ domain: 'a.com', type, sender }));
      collect(senderSchemaFor('black', lists).safeParse({ domain: 'a.com', type, sender }));
    }
    collect(databaseCreateSchemaFor('demo', []).safeParse({ name: '', type: 'mysql' }));
    collect(databaseCreateSchemaFor('demo', [{ name: 'demo_a', type: 'mysql' }]).safeParse({ name: 'A', type: 'mysql' }));
    for (const password of ["abcdefgh'", 'abcdefgh"', 'abcdefgh`']) collect(databasePasswordSchema.safeParse({ password, repeat: password }));
    collect(redirectCreateSchemaFor([]).safeParse({ domain: '', directory: '', type: 'normal', destination: '', code: 301 }));
    collect(redirectCreateSchemaFor([{ domain: 'a.com', directory: '/' }]).safeParse({ domain: 'a.com', directory: '/', type: 'http', destination: '', code: 301 }));
    collect(createDirectorySchemaFor([]).safeParse({ name: '' }));
    collect(createFileSchemaFor(['a']).safeParse({ name: 'a' }));
    collect(createFileSchemaFor([]).safeParse({ name: '' }));
    collect(createLinkSchemaFor([]).safeParse({ name: '', destination: '' }));
    collect(renameSchemaFor('file', ['a', 'b'], 'a').safeParse({ name: 'b' }));
    collect(chmodRule.safeParse('0800'));
    collect(sshKeySchemaFor(['a']).safeParse({ key: 'x', name: '' }));
    collect(sshKeySchemaFor(['a']).safeParse({ key: 'ssh-ed25519 AAAA', name: 'a' }));
    collect(cronJobSchema.safeParse({ settings: ' ', command: '' }));
    collect(proxySchemaFor([{ domain: 'a.com', directory: '/', port: 3000 }]).safeParse({ domain: '', directory: '/', port: 1 }));
    collect(proxySchemaFor([{ domain: 'a.com', directory: '/', port: 3000 }]).safeParse({ domain: 'a.com', directory: '/', port: 3000 }));
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
      'validation.file.directoryName': 'You need to enter a valid directory name.',
      'validation.file.fileName': 'You need to enter a valid file name.',
      'validation.file.linkName': 'You need to enter a valid link name.',
      'validation.file.linkDestination': 'You need to enter a valid link destination.',
      'validation.file.createExists': 'Directory or file already exists.',
      'validation.file.renameExists': 'File or directory already exists.',
      'validation.file.chmod': 'Choose permissions from 0000 to 0777.',
      'validation.database.invalid': 'You need to enter a valid database name.',
      'validation.database.duplicate': 'You have already created this database.',
      'validation.databasePassword.quote': "Invalid character in password: '",
      'validation.databasePassword.doubleQuote': 'Invalid character in password: "',
      'validation.databasePassword.backtick': 'Invalid character in password: `',
      'validation.redirect.domain': 'You need to select the domain name.',
      'validation.redirect.directory': 'You need to enter a valid subdirectory name.',
      'validation.redirect.destination': 'You need to enter a valid website address.',
      'validation.redirect.duplicate': 'You have already redirected this address.',
      'validation.certificate.invalid': 'You need to provide a valid SSL certificate.',
      'validation.certificate.key': 'You need to provide a valid certificate key.',
      'validation.certificate.chain': 'You need to provide a valid certificate chain.',
      'validation.sshKey.invalid': 'You need to provide a valid public SSH key.',
      'validation.sshKey.nameTaken': 'You already have a key with this name.',
      'validation.cron.settings': 'You need to enter a valid job frequency.',
      'validation.cron.command': 'You need to enter a valid Linux command.',
      'validation.proxy.domain': 'You need to select a domain name.',
      'validation.proxy.port': 'Choose a value between 1024 and 65535.',
      'validation.proxy.portTaken': 'This port is used by another Web app.',
      'validation.proxy.duplicate': 'You have already added this Web app.',
      'validation.email.domain': 'You need to select a domain.',
      'validation.email.invalid': 'You need to enter a valid e-mail address.',
      'validation.email.quota': 'Choose a value between {min} and {max} MB.',
      'validation.email.quotaUsed': 'Account already uses {used} MB of space.',
      'validation.email.accountDuplicate': 'You have already added this e-mail account.',
      'validation.email.accountExists': 'An e-mail account with this name already exists.',
      'validation.email.aliasExists': 'An e-mail alias with this name already exists.',
      'validation.email.select': 'You need to select an e-mail address.',
      'validation.sender.ip': 'You need to enter a valid IP address.',
      'validation.sender.duplicate': 'You have already added this sender.',
      'validation.sender.whitelisted': 'This sender is already whitelisted.',
      'validation.sender.blacklisted': 'This sender is already blacklisted.',
    });
    expect(ruleMessage('validation.domain.invalid')).toBe('You need to enter a valid domain name.');
    expect(ruleMessage('unknown.id')).toBe('unknown.id');
  });
});
