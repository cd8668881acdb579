// Behind a TLS proxy (PANEL_TRUST_PROXY): the device cookie is Secure when a trusted proxy says it
// ended TLS, the throttle counts the address the proxy names; a peer not named is believed in nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { testApp, type TestApp } from './helpers.js';
import { cloneAccount } from './util.js';

let behind: TestApp;
let plain: TestApp;
beforeAll(async () => {
  behind = await testApp({ trustProxy: ['10.0.0.0/8', '192.0.2.7'] });
  plain = await testApp();
});
afterAll(async () => {
  await behind.close();
  await plain.close();
});

const PROXY = '10.1.2.3';
const signIn = (t: TestApp, login: string, password: string, peer: string, headers: Record<string, string> = {}) =>
  t.call('/account/login', { login, password }, undefined, { 'x-test-address': peer, ...headers });
const cookieOf = (r: { status: number; headers: Record<string, unknown> }) => {
  expect(r.status).toBe(200);
  return String(r.headers['set-cookie']);
};

describe('PANEL_TRUST_PROXY', () => {
  it('reads a comma-separated list of addresses, networks and named ranges; off by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ PANEL_TRUST_PROXY: ' 10.0.0.1 , 172.16.0.0/12,::1, fd00::/8, loopback,uniquelocal ' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
      'uniquelocal',
    ]);
  });

  it.each(['1', 'true', '*', 'proxy.example.net', '10.0.0.0/33', '10.0.0.1/', '::1/200', '300.1.1.1'])('refuses %j at start, naming the setting', (value) => {
    expect(() => loadConfig({ PANEL_TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PANEL_TRUST_PROXY: value })).toThrow(/PANEL_TRUST_PROXY/);
  });
});

describe('the device cookie behind a proxy', () => {
  it('is Secure when a trusted proxy says it ended TLS, whatever the spelling', async () => {
    const c = await cloneAccount(behind, 'empty');
    for (const [peer, proto] of [
      [PROXY, 'https'],
      ['192.0.2.7', 'HTTPS'],
      [PROXY, 'http, https'],
    ] as const) {
      expect(cookieOf(await signIn(behind, c.login, c.password, peer, { 'x-forwarded-proto': proto }))).toMatch(/; Secure$/);
    }
  });

  it('is not Secure when the proxy says plain HTTP, nor when an untrusted peer claims HTTPS', async () => {
    const c = await cloneAccount(behind, 'empty');
    expect(cookieOf(await signIn(behind, c.login, c.password, PROXY, { 'x-forwarded-proto': 'http' }))).not.toMatch(/Secure/);
    expect(cookieOf(await signIn(behind, c.login, c.password, '203.0.113.5', { 'x-forwarded-proto': 'https' }))).not.toMatch(/Secure/);
    const d = await cloneAccount(plain, 'empty');
    expect(cookieOf(await signIn(plain, d.login, d.password, '127.0.0.1', { 'x-forwarded-proto': 'https' }))).not.toMatch(/Secure/);
  });
});

describe('the throttle behind a proxy', () => {
  it('counts the client the trusted proxy names, not the proxy, and never a forged address from elsewhere', async () => {
    const c = await cloneAccount(behind, 'empty');
    const via = (client: string) => ({ 'x-forwarded-for': client });
    for (let i = 0; i < 10; i++) expect((await signIn(behind, c.login, `guess-${i}-password`, PROXY, via('203.0.113.50'))).status).toBe(403);
    expect((await signIn(behind, c.login, c.password, PROXY, via('203.0.113.50'))).status).toBe(429);
    // Another client behind the same proxy is not the guesser.
    expect((await signIn(behind, c.login, c.password, PROXY, via('198.51.100.50'))).status).toBe(200);
    // A peer that is no trusted proxy is counted as itself, whatever it forwards.
    for (let i = 0; i < 10; i++) await signIn(behind, c.login, `again-${i}-password`, '203.0.113.60', via(`198.51.100.${60 + i}`));
    expect((await signIn(behind, c.login, c.password, '203.0.113.60', via('198.51.100.99'))).status).toBe(429);
  });
});
