import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, ROOT_DIR } from '../src/config.js';

/** PANEL_MODE is one of three words, nothing close to one; PANEL_ALLOWED_HOSTS names hosts. */

describe('PANEL_MODE', () => {
  it('takes exactly production, development or test', () => {
    expect(loadConfig({ PANEL_MODE: 'production' }).mode).toBe('production');
    expect(loadConfig({ PANEL_MODE: 'development' }).mode).toBe('development');
    expect(loadConfig({ PANEL_MODE: 'test' }).mode).toBe('test');
  });

  it('is development when unset, and production when unset under NODE_ENV=production', () => {
    expect(loadConfig({}).mode).toBe('development');
    expect(loadConfig({ PANEL_MODE: '' }).mode).toBe('development');
    expect(loadConfig({ NODE_ENV: 'production' }).mode).toBe('production');
    expect(loadConfig({ NODE_ENV: 'production', PANEL_MODE: '' }).mode).toBe('production');
    // Asked for by name, development stays on under NODE_ENV=production (the compose file's mock).
    expect(loadConfig({ NODE_ENV: 'production', PANEL_MODE: 'development' }).mode).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }).mode).toBe('development');
  });

  it('refuses any other value, naming the allowed ones', () => {
    for (const value of ['prod', 'Production', 'PRODUCTION', ' production', 'production ', 'dev', 'Test', 'staging', 'production\n', '1']) {
      expect(() => loadConfig({ PANEL_MODE: value }), JSON.stringify(value)).toThrow(
        `PANEL_MODE must be one of production, development, test (or unset); got ${JSON.stringify(value)}.`,
      );
    }
  });

  it('stops the server before it starts, with that one line', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-mode-'));
    try {
      const run = spawnSync(process.execPath, [path.join(ROOT_DIR, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT_DIR, 'server/src/main.ts')], {
        cwd: ROOT_DIR,
        env: { ...process.env, PANEL_MODE: 'prod', PORT: '0', PANEL_DATA_DIR: dataDir, PANEL_LOG: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe('PANEL_MODE must be one of production, development, test (or unset); got "prod".');
      expect(run.stdout).not.toMatch(/ready/);
      // Nothing was seeded.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('PANEL_ALLOWED_HOSTS', () => {
  it('is a comma-separated list of host names, each with a port or not', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(loadConfig({ PANEL_ALLOWED_HOSTS: ' panel, QA.example.net:8443 ,,[::2]:80 ' }).allowedHosts).toEqual(['panel', 'qa.example.net:8443', '[::2]:80']);
  });

  it('refuses what is not a host name, so a mistake is not a silent refusal of every call', () => {
    for (const value of ['http://panel', 'panel/api', 'panel:port', '*', 'user@panel']) {
      expect(() => loadConfig({ PANEL_ALLOWED_HOSTS: value }), value).toThrow(/PANEL_ALLOWED_HOSTS/);
    }
  });
});

describe('test-control in production', () => {
  it('cannot be registered at all', async () => {
    const { default: testControl } = await import('../src/plugins/test-control.js');
    const fake = { panel: { config: loadConfig({ PANEL_MODE: 'production' }) } } as unknown as Parameters<typeof testControl>[0];
    await expect(testControl(fake)).rejects.toThrow('never registered in production');
  });
});
