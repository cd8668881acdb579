import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changePasswordSchema,
  chmodRule,
  createDirectorySchemaFor,
  createFileSchemaFor,
  createLinkSchemaFor,
  renameSchemaFor,
  databaseCreateSchemaFor,
  databasePasswordSchema,
  redirectCreateSchemaFor,
  certificateSchema,
  domainAddSchema,
  domainAddSchemaFor,
  domainEmailSchema,
  emailAccountSchemaFor,
  emailAliasSchemaFor,
  quotaChangeSchema,
  senderSchemaFor,
  loginSchema,
  ruleMessage,
  ruleMessages,
  sshKeySchemaFor,
  cronJobSchema,
  proxySchemaFor,
  firstPasscodeField,
  passcodeField,
} from '../src/rules/index';

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
    collect(
      emailAccountSchemaFor(5, { accounts: [{ domain: 'a.com', name: 'x' }], aliases: [] }).safeParse({
        domain: 'a.com',
        name: 'x',
        quota: 1,
        password: 'abcdefgh',
        repeat: 'abcdefgh',
      }),
    );
    collect(
      emailAliasSchemaFor({ accounts: [{ domain: 'a.com', name: 'x' }], aliases: [{ domain: 'a.com', name: 'y' }] }).safeParse({
        domain: 'a.com',
        name: 'x',
        destinations: ['x@a.com'],
      }),
    );
    collect(
      emailAliasSchemaFor({ accounts: [], aliases: [{ domain: 'a.com', name: 'y' }] }).safeParse({ domain: 'a.com', name: 'y', destinations: ['x@a.com'] }),
    );
    collect(quotaChangeSchema(5, 3 * 1048576).safeParse({ quota: 2 }));
    collect(domainEmailSchema.safeParse({ enabled: true, email: '' }));
    const lists = { white: [{ domain: 'a.com', sender: 'w.com' }], black: [{ domain: 'a.com', sender: 'b.com' }] };
    for (const [type, sender] of [
      ['email', 'x'],
      ['domain', 'x'],
      ['ip', 'x'],
      ['domain', 'w.com'],
      ['domain', 'b.com'],
    ]) {
      collect(senderSchemaFor('white', lists).safeParse({ domain: 'a.com', type, sender }));
      collect(senderSchemaFor('black', lists).safeParse({ domain: 'a.com', type, sender }));
    }
    collect(databaseCreateSchemaFor('demo', []).safeParse({ name: '', type: 'mysql' }));
    collect(databaseCreateSchemaFor('demo', [{ name: 'demo_a', type: 'mysql' }]).safeParse({ name: 'A', type: 'mysql' }));
    for (const password of ["abcdefgh'", 'abcdefgh"', 'abcdefgh`']) collect(databasePasswordSchema.safeParse({ password, repeat: password }));
    collect(redirectCreateSchemaFor([]).safeParse({ domain: '', directory: '', type: 'normal', destination: '', code: 301 }));
    collect(
      redirectCreateSchemaFor([{ domain: 'a.com', directory: '/' }]).safeParse({ domain: 'a.com', directory: '/', type: 'http', destination: '', code: 301 }),
    );
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
    collect(passcodeField.safeParse('12345'));
    collect(firstPasscodeField.safeParse('abcde-12345'));
    expect([...produced].sort()).toEqual(Object.keys(ruleMessages).sort());
  });

  it('matches the spec texts', () => {
    expect(ruleMessages).toEqual({
      'validation.login.invalid': 'You need to enter a valid login.',
      'validation.password.invalid': 'You need to enter a valid password.',
      'validation.password.current': 'You need to provide your current password.',
      'validation.password.minLength': 'Password must be at least 8 characters long.',
      'validation.password.mismatch': 'The passwords do not match.',
      // Beyond the spec: the two-factor extension's codes.
      'validation.twoFactor.passcode': 'Enter the 6-digit code from your app or a recovery code.',
      'validation.twoFactor.firstPasscode': 'Enter the 6-digit code your app shows.',
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
