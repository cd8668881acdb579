import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePath, panelPageNames } from '@panel/contract/pages';
import { loadConfig } from '../src/config.js';
import { testApp, type TestApp } from './helpers.js';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Hosting panel</title><div id="root"></div>');
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets/app.js'), 'console.log("panel")');
  t = await testApp({ clientDir, apiUrl: 'https://api.example.net/api' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the client', () => {
  it('serves /config.json with the configured API URL', async () => {
    const r = await get('/config.json');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ apiUrl: 'https://api.example.net/api' });
  });

  it('says in /config.json that the API takes credentials only when PANEL_API_CREDENTIALS=1 says so', async () => {
    const withCredentials = await testApp({ clientDir, apiUrl: 'https://api.example.net/api', apiCredentials: true });
    try {
      expect((await withCredentials.app.inject({ method: 'GET', url: '/config.json' })).json()).toEqual({
        apiUrl: 'https://api.example.net/api',
        apiCredentials: true,
      });
    } finally {
      await withCredentials.close();
    }
  });

  it('names the password reset page in /config.json when PANEL_PASSWORD_RESET_URL sets one, and refuses to start with one the client would ignore', async () => {
    const withReset = await testApp({ clientDir, apiUrl: '/api', passwordResetUrl: 'https://www.hosting.example/reset' });
    try {
      expect((await withReset.app.inject({ method: 'GET', url: '/config.json' })).json()).toEqual({
        apiUrl: '/api',
        passwordResetUrl: 'https://www.hosting.example/reset',
      });
    } finally {
      await withReset.close();
    }
    expect(loadConfig({ PANEL_PASSWORD_RESET_URL: '/reset' }).passwordResetUrl).toBe('/reset');
    expect(loadConfig({ PANEL_PASSWORD_RESET_URL: '' }).passwordResetUrl).toBeUndefined();
    for (const wrong of ['http://www.hosting.example/reset', 'javascript:alert(1)', '//evil.example/reset', 'https://a.example/"x'])
      expect(() => loadConfig({ PANEL_PASSWORD_RESET_URL: wrong }), wrong).toThrow(/PANEL_PASSWORD_RESET_URL/);
  });

  it.each(['/', '/login', ...panelPageNames.map(pagePath), '/domains/', '/authorize/abc123'])('falls back to index.html for the route %s', async (url) => {
    const r = await get(url);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('<div id="root">');
  });

  it('serves built assets and answers unknown paths with a JSON 404', async () => {
    expect((await get('/assets/app.js')).body).toBe('console.log("panel")');
    for (const url of ['/no-such-page', '/domains/extra', '/authorize']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toEqual({ type: 'notFound', message: 'Not found.' });
    }
  });

  it('never serves files outside the client folder', async () => {
    const r = await get('/../../../../etc/passwd');
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('root:');
  });

  it('sends hardened headers', async () => {
    const r = await get('/login');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('DENY');
  });

  it('renders the API documentation from the contract at /api/docs', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/swagger/i);
    const doc = await get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const json = doc.json();
    expect(json.info.title).toBe('Hosting panel API');
    expect(Object.keys(json.paths)).toContain('/domain/add');
  });
});
