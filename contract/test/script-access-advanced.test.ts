import { describe, expect, it } from 'vitest';
import {
  CRON_PRESETS,
  comparePhp,
  cronJobSchema,
  cronPresetOf,
  defaultSshKeyName,
  isValidSiteFolder,
  looksLikePublicKey,
  proxySchemaFor,
  scriptInstallSchema,
  siteLocation,
  sshKeySchemaFor,
  supportsPhp,
} from '../src/rules/index';

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
    const r = scriptInstallSchema.safeParse({ type: 'wordpress', domain: ' Example.COM ', directory: 'blog', database: null, login: ' admin ', password: 'secret12' });
    expect(r.success && r.data).toEqual({ type: 'wordpress', domain: 'example.com', directory: '/blog/', database: null, login: 'admin', password: 'secret12' });
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

describe('SSH key rules', () => {
  it('names a key after the first unused number', () => {
    expect(defaultSshKeyName([])).toBe('SSH key #1');
    expect(defaultSshKeyName(['SSH key #1', 'SSH key #3'])).toBe('SSH key #2');
  });

  it('takes one key line and refuses a taken name', () => {
    expect(looksLikePublicKey('ssh-ed25519 AAAAC3Nz anna@laptop')).toBe(true);
    expect(looksLikePublicKey('ssh-dss AAAA')).toBe(false);
    expect(looksLikePublicKey('ssh-ed25519 AAAA\nssh-ed25519 AAAA')).toBe(false);
    const schema = sshKeySchemaFor(['laptop', 'SSH key #1']);
    expect(schema.safeParse({ key: ' ssh-ed25519 AAAA ', name: ' ' })).toMatchObject({ success: true, data: { key: 'ssh-ed25519 AAAA', name: 'SSH key #2' } });
    expect(messages(schema.safeParse({ key: 'ssh-ed25519 AAAA', name: 'laptop' }))).toEqual(['name: validation.sshKey.nameTaken']);
    expect(messages(schema.safeParse({ key: '', name: '' }))).toEqual(['key: validation.sshKey.invalid']);
  });
});

describe('CRON rules', () => {
  it('maps schedules to presets and back', () => {
    for (const p of CRON_PRESETS) expect(cronPresetOf(p.schedule)).toBe(p.id);
    expect(cronPresetOf(' 0   *  * * * ')).toBe('everyHour');
    expect(cronPresetOf('30 2 * * 1')).toBe('custom');
    expect(CRON_PRESETS.map((p) => p.schedule)).toEqual(['* * * * *', '*/3 * * * *', '*/5 * * * *', '*/10 * * * *', '*/15 * * * *', '0 * * * *', '0 0 * * *', '0 12 * * *', '@reboot']);
  });

  it('trims both fields and refuses empty ones and line breaks', () => {
    expect(cronJobSchema.parse({ settings: ' @reboot ', command: ' ls ' })).toEqual({ settings: '@reboot', command: 'ls' });
    expect(messages(cronJobSchema.safeParse({ settings: '', command: ' ' }))).toEqual(['settings: validation.cron.settings', 'command: validation.cron.command']);
    expect(messages(cronJobSchema.safeParse({ settings: '* * * * *\n* * * * *', command: 'a\rb' }))).toEqual(['settings: validation.cron.settings', 'command: validation.cron.command']);
  });
});

describe('Web app rules', () => {
  const apps = [{ domain: 'a.com', directory: '/api/', port: 3000 }, { domain: 'b.com', directory: '/', port: 8081 }];

  it('takes ports 1024 to 65535 and normalises the directory', () => {
    const create = proxySchemaFor(apps);
    expect(create.parse({ domain: ' A.com ', directory: 'app', port: 1024 })).toEqual({ domain: 'a.com', directory: '/app/', port: 1024 });
    expect(create.parse({ domain: 'a.com', directory: '/', port: 65535 })).toMatchObject({ directory: '/' });
    for (const port of [1023, 65536, 3000.5]) expect(messages(create.safeParse({ domain: 'a.com', directory: '/x/', port })), String(port)).toEqual(['port: validation.proxy.port']);
  });

  it('refuses a taken port or address on create, and lets modify keep its own port', () => {
    const create = proxySchemaFor(apps);
    expect(messages(create.safeParse({ domain: 'a.com', directory: '/x/', port: 8081 }))).toEqual(['port: validation.proxy.portTaken']);
    expect(messages(create.safeParse({ domain: 'a.com', directory: 'api', port: 4000 }))).toEqual(['directory: validation.proxy.duplicate']);
    const modify = proxySchemaFor(apps, apps[0]);
    expect(modify.safeParse({ domain: 'a.com', directory: '/api/', port: 3000 }).success).toBe(true);
    expect(messages(modify.safeParse({ domain: 'a.com', directory: '/api/', port: 8081 }))).toEqual(['port: validation.proxy.portTaken']);
    expect(messages(create.safeParse({ domain: '', directory: 'a//b', port: 5000 }))).toEqual(['domain: validation.proxy.domain', 'directory: validation.redirect.directory']);
  });
});

describe('Web app dialog', () => {
  it('reads the typed port and the location', async () => {
    const { proxyFormSchemaFor } = await import('../src/rules/index');
    const schema = proxyFormSchemaFor([{ domain: 'a.com', directory: '/api/', port: 3000 }]);
    expect(schema.parse({ domain: 'a.com', location: 'main', directory: 'ignored', port: ' 4000 ' })).toEqual({ domain: 'a.com', directory: '/', port: 4000 });
    expect(schema.parse({ domain: 'a.com', location: 'sub', directory: 'app', port: '4000' })).toEqual({ domain: 'a.com', directory: '/app/', port: 4000 });
    for (const port of ['', 'abc', '1e4', '70000']) {
      const r = schema.safeParse({ domain: 'a.com', location: 'sub', directory: 'x', port });
      expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`), port).toEqual(['port: validation.proxy.port']);
    }
  });
});
