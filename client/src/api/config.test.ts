import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './config';

describe('run-time config', () => {
  it('reads apiUrl from /config.json', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ apiUrl: 'https://api.example.net/v1/' })));
    expect(await loadRuntimeConfig(fetch as unknown as typeof globalThis.fetch)).toEqual({ apiUrl: 'https://api.example.net/v1' });
    expect(fetch).toHaveBeenCalledWith('/config.json', expect.anything());
  });

  it('falls back to /api when the file is missing, not JSON or unreachable', async () => {
    const missing = vi.fn(async () => new Response('nope', { status: 404 }));
    const html = vi.fn(async () => new Response('<!doctype html>', { status: 200 }));
    const down = vi.fn(async () => {
      throw new TypeError('offline');
    });
    for (const fetch of [missing, html, down]) {
      expect(await loadRuntimeConfig(fetch as unknown as typeof globalThis.fetch)).toEqual({ apiUrl: '/api' });
    }
  });
});
