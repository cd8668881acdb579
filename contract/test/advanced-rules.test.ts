import { describe, expect, it } from 'vitest';
import { CRON_PRESETS, cronJobSchema, cronPresetOf, proxySchemaFor } from '../src/rules/index';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('CRON rules', () => {
  it('maps schedules to presets and back', () => {
    for (const p of CRON_PRESETS) expect(cronPresetOf(p.schedule)).toBe(p.id);
    expect(cronPresetOf(' 0   *  * * * ')).toBe('everyHour');
    expect(cronPresetOf('30 2 * * 1')).toBe('custom');
    expect(CRON_PRESETS.map((p) => p.schedule)).toEqual([
      '* * * * *',
      '*/3 * * * *',
      '*/5 * * * *',
      '*/10 * * * *',
      '*/15 * * * *',
      '0 * * * *',
      '0 0 * * *',
      '0 12 * * *',
      '@reboot',
    ]);
  });

  it('trims both fields and refuses empty ones and line breaks', () => {
    expect(cronJobSchema.parse({ settings: ' @reboot ', command: ' ls ' })).toEqual({ settings: '@reboot', command: 'ls' });
    expect(messages(cronJobSchema.safeParse({ settings: '', command: ' ' }))).toEqual([
      'settings: validation.cron.settings',
      'command: validation.cron.command',
    ]);
    expect(messages(cronJobSchema.safeParse({ settings: '* * * * *\n* * * * *', command: 'a\rb' }))).toEqual([
      'settings: validation.cron.settings',
      'command: validation.cron.command',
    ]);
  });
});

describe('Web app rules', () => {
  const apps = [
    { domain: 'a.com', directory: '/api/', port: 3000 },
    { domain: 'b.com', directory: '/', port: 8081 },
  ];

  it('takes ports 1024 to 65535 and normalises the directory', () => {
    const create = proxySchemaFor(apps);
    expect(create.parse({ domain: ' A.com ', directory: 'app', port: 1024 })).toEqual({ domain: 'a.com', directory: '/app/', port: 1024 });
    expect(create.parse({ domain: 'a.com', directory: '/', port: 65535 })).toMatchObject({ directory: '/' });
    for (const port of [1023, 65536, 3000.5])
      expect(messages(create.safeParse({ domain: 'a.com', directory: '/x/', port })), String(port)).toEqual(['port: validation.proxy.port']);
  });

  it('refuses a taken port or address on create, and lets modify keep its own port', () => {
    const create = proxySchemaFor(apps);
    expect(messages(create.safeParse({ domain: 'a.com', directory: '/x/', port: 8081 }))).toEqual(['port: validation.proxy.portTaken']);
    expect(messages(create.safeParse({ domain: 'a.com', directory: 'api', port: 4000 }))).toEqual(['directory: validation.proxy.duplicate']);
    const modify = proxySchemaFor(apps, apps[0]);
    expect(modify.safeParse({ domain: 'a.com', directory: '/api/', port: 3000 }).success).toBe(true);
    expect(messages(modify.safeParse({ domain: 'a.com', directory: '/api/', port: 8081 }))).toEqual(['port: validation.proxy.portTaken']);
    expect(messages(create.safeParse({ domain: '', directory: 'a//b', port: 5000 }))).toEqual([
      'domain: validation.proxy.domain',
      'directory: validation.redirect.directory',
    ]);
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
