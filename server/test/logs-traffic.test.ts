import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startSyntheticTraffic } from '../src/features/logs/traffic.js';
import { type TestApp, withTestApp } from './helpers.js';
import { logPath } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

describe('the demo’s synthetic log traffic', () => {
  it('is on in development mode only, and PANEL_SYNTHETIC_TRAFFIC=0 turns it off', () => {
    expect(loadConfig({}).syntheticTraffic).toBe(true);
    expect(loadConfig({ PANEL_SYNTHETIC_TRAFFIC: '0' }).syntheticTraffic).toBe(false);
    expect(loadConfig({ PANEL_MODE: 'production' }).syntheticTraffic).toBe(false);
    // The API tests' apps: the mode given as an override turns it off too.
    expect(loadConfig({}, { mode: 'test' }).syntheticTraffic).toBe(false);
    expect(t.app.panel.config.syntheticTraffic).toBe(false);
  });

  it('appends a realistic line to one of the demo’s logs every few seconds, and stops when told', () => {
    const files = ['example.com', 'shop.example.com', 'blog.example.org', 'elsewhere-dns.net'].flatMap((domain) =>
      (['access', 'error'] as const).map((kind) => logPath(t, 'demo', domain, kind)),
    );
    const size = () => files.reduce((sum, file) => sum + fs.readFileSync(file, 'utf8').split('\n').length, 0);
    const before = size();
    const template = files.map((file) => fs.readFileSync(file.replace('/demo/', '/.template-demo/'), 'utf8'));
    vi.useFakeTimers();
    try {
      const stop = startSyntheticTraffic(t.app.panel);
      vi.advanceTimersByTime(60_000);
      const grown = size() - before;
      // One line every 2 to 5 seconds: 12 to 30 in a minute.
      expect(grown).toBeGreaterThanOrEqual(12);
      expect(grown).toBeLessThanOrEqual(30);
      stop();
      vi.advanceTimersByTime(60_000);
      expect(size() - before).toBe(grown);
    } finally {
      vi.useRealTimers();
    }
    // The template that clones and resets copy never sees them.
    expect(files.map((file) => fs.readFileSync(file.replace('/demo/', '/.template-demo/'), 'utf8'))).toEqual(template);
  });
});
