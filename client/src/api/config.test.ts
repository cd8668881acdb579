import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './config';

describe('run-time config', () => {
  it('reads apiUrl from /config.json', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ apiUrl: 'https://api.example.net/v1/' })));
    expect(await loadRuntimeConfig(fetch)).toEqual({ apiUrl: 'https://api.example.net/v1' });
    expect(fetch).toHaveBeenCalledWith('/config.json', expect.anything());
  });

  it("takes a report address only as a path of the panel's own origin", async () => {
    const reply = (reportUrl: string) => vi.fn(async () => new Response(JSON.stringify({ apiUrl: '/api', reportUrl })));
    const read = (reportUrl: string) => loadRuntimeConfig(reply(reportUrl));
    expect(await read('/__proxy/report')).toEqual({ apiUrl: '/api', reportUrl: '/__proxy/report' });
    expect(await read('https://elsewhere.example/collect')).toEqual({ apiUrl: '/api' });
    expect(await read('//elsewhere.example/collect')).toEqual({ apiUrl: '/api' });
  });

  it('takes a password reset address only as an https URL or a path', async () => {
    const read = (passwordResetUrl: unknown) => loadRuntimeConfig(vi.fn(async () => new Response(JSON.stringify({ apiUrl: '/api', passwordResetUrl }))));
    expect(await read('https://hosting.example/reset')).toEqual({ apiUrl: '/api', passwordResetUrl: 'https://hosting.example/reset' });
    expect(await read('/reset')).toEqual({ apiUrl: '/api', passwordResetUrl: '/reset' });
    expect(await read('javascript:alert(1)')).toEqual({ apiUrl: '/api' });
    expect(await read('//elsewhere.example')).toEqual({ apiUrl: '/api' });
  });

  it('takes apiCredentials only when it is true', async () => {
    const read = (apiCredentials: unknown) => loadRuntimeConfig(vi.fn(async () => new Response(JSON.stringify({ apiUrl: '/api', apiCredentials }))));
    expect(await read(true)).toEqual({ apiUrl: '/api', apiCredentials: true });
    expect(await read('true')).toEqual({ apiUrl: '/api' });
    expect(await read(false)).toEqual({ apiUrl: '/api' });
  });

  it('falls back to /api when the file is missing, not JSON or unreachable', async () => {
    const missing = vi.fn(async () => new Response('nope', { status: 404 }));
    const html = vi.fn(async () => new Response('<!doctype html>', { status: 200 }));
    const down = vi.fn(async () => {
      throw new TypeError('offline');
    });
    for (const fetch of [missing, html, down]) {
      expect(await loadRuntimeConfig(fetch)).toEqual({ apiUrl: '/api' });
    }
  });
});
