// CORS for a panel on another origin (PANEL_CORS_ORIGINS): the preflight of any API path, the
// allowed origin and the exposed headers on every reply, errors included; nothing for other origins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { testApp, type TestApp } from './helpers.js';

const PANEL = 'https://panel.example.net';
let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  t = await testApp({ corsOrigins: [`${PANEL}/`, 'http://127.0.0.1:5173'] });
  plain = await testApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

const preflight = (app: TestApp, url: string, origin: string) =>
  app.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
  });

describe('CORS for the origins PANEL_CORS_ORIGINS names', () => {
  it('reads the setting as a comma-separated list of origins', () => {
    expect(loadConfig({ PANEL_CORS_ORIGINS: ' https://a.example , http://b.example:8080 ' }).corsOrigins).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(loadConfig({}).corsOrigins).toEqual([]);
  });

  it.each(['/api/keepalive', '/api/domain/add', '/api/file/file/upload'])(
    'answers the preflight of %s: POST with Authorization and Content-Type from the panel',
    async (url) => {
      const r = await preflight(t, url, PANEL);
      expect(r.statusCode).toBe(204);
      expect(r.headers['access-control-allow-origin']).toBe(PANEL);
      expect(r.headers['access-control-allow-methods']).toBe('POST');
      expect(String(r.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['authorization', 'content-type']));
      expect(Number(r.headers['access-control-max-age'])).toBeGreaterThan(0);
      expect(r.headers.vary).toMatch(/Origin/);
      expect(r.body).toBe('');
    },
  );

  it('lets the panel read successes and errors, with Date and Retry-After exposed', async () => {
    const token = await t.login('demo', 'demo1234');
    const ok = await t.call('/keepalive', {}, token, { origin: PANEL });
    expect(ok.status).toBe(200);
    const noSession = await t.call('/keepalive', {}, undefined, { origin: PANEL });
    expect(noSession.status).toBe(403);
    const broken = await t.call('/domain/add', { domain: 12 }, token, { origin: PANEL });
    expect(broken.status).toBe(400);
    const missing = await t.app.inject({ method: 'POST', url: '/api/no/such/call', headers: { origin: PANEL } });
    expect(missing.statusCode).toBe(404);
    for (const r of [ok, noSession, broken, { headers: missing.headers }]) {
      expect(r.headers['access-control-allow-origin']).toBe(PANEL);
      expect(String(r.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['date', 'retry-after']));
      expect(r.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it("lets the panel's sign-in and password change carry the device cookie, and no other origin", async () => {
    for (const url of ['/api/account/login', '/api/account/password']) {
      expect((await preflight(t, url, PANEL)).headers['access-control-allow-credentials']).toBe('true');
      expect((await preflight(t, url, 'http://127.0.0.1:5173')).headers['access-control-allow-credentials']).toBe('true');
      for (const origin of ['https://evil.example', 'https://panel.example.net.evil.example', 'null', 'https://sub.panel.example.net']) {
        const refused = await preflight(t, url, origin);
        expect(refused.statusCode).toBe(404);
        expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
        expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      }
      expect((await preflight(plain, url, PANEL)).headers['access-control-allow-credentials']).toBeUndefined();
    }
    const signIn = (app: TestApp, origin: string) =>
      app.call('/account/login', { login: 'demo', password: 'demo1234' }, undefined, { origin, cookie: 'theme=dark' });
    const ok = await signIn(t, PANEL);
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(PANEL);
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    // Never a wildcard beside credentials, never for an origin not named.
    const evil = await signIn(t, 'https://evil.example');
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect((await signIn(plain, PANEL)).headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("allows the throttle's 429 to be read, Retry-After included", async () => {
    const token = await t.login('demo', 'demo1234');
    let last = await t.call('/account/password', { oldPassword: 'wrong-password-1', newPassword: 'Another-Pass-42' }, token, { origin: PANEL });
    for (let i = 0; i < 12 && last.status !== 429; i++) {
      last = await t.call('/account/password', { oldPassword: 'wrong-password-1', newPassword: 'Another-Pass-42' }, token, { origin: PANEL });
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.headers['access-control-allow-origin']).toBe(PANEL);
  });

  it('gives nothing to another origin, and nothing when no origin is named', async () => {
    const other = await preflight(t, '/api/keepalive', 'https://evil.example');
    expect(other.statusCode).toBe(404);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const reply = await t.call('/keepalive', {}, undefined, { origin: 'https://evil.example' });
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    expect(reply.headers['access-control-expose-headers']).toBeUndefined();

    const off = await preflight(plain, '/api/keepalive', PANEL);
    expect(off.statusCode).toBe(404);
    expect(off.headers['access-control-allow-origin']).toBeUndefined();
    expect((await plain.call('/keepalive', {}, undefined, { origin: PANEL })).headers['access-control-allow-origin']).toBeUndefined();
  });

  it("keeps CORS headers off the panel's own pages and files", async () => {
    const r = await t.app.inject({ method: 'GET', url: '/config.json', headers: { origin: PANEL } });
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });
});
