import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { testApp, type TestApp, withTestApp } from './helpers.js';
import { cloneAccount } from './util.js';

/**
 * No web page can drive the mock: test-control takes only JSON from the server's own origin (or a
 * tool that sends no Origin), and outside production no call at all is answered for a Host that is
 * not this machine's (DNS rebinding) or one named in PANEL_ALLOWED_HOSTS.
 */

let t: TestApp;
withTestApp((app) => (t = app));

type Headers = Record<string, string>;
const post = (app: TestApp, url: string, payload: string | undefined, headers: Headers = {}) =>
  app.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }), headers });
const json = { 'content-type': 'application/json' };

/** Whether the clone is still there (a reset drops every clone). */
async function alive(app: TestApp, login: string) {
  return (await app.call('/__test/requests', { login })).status === 200;
}

describe('test-control takes only JSON', () => {
  it('refuses a body-less POST without a Content-Type (what fetch with mode no-cors sends), and the clones live on', async () => {
    const c = await cloneAccount(t, 'empty');
    for (const url of ['/api/__test/reset', '/api/__test/rese%74', '/api/%5F%5Ftest/reset', '/api/__test/%72eset']) {
      const r = await post(t, url, undefined);
      expect(r.statusCode, url).toBe(415);
      expect(r.json(), url).toEqual({ type: 'unsupportedMediaType', message: 'The body must be JSON.' });
    }
    expect(await alive(t, c.login)).toBe(true);
  });

  it('refuses what a page of another site sends with fetch(url, {method: "POST", mode: "no-cors"}) or a form, before looking further', async () => {
    const c = await cloneAccount(t, 'empty');
    const browser = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', host: '127.0.0.1:8080' };
    for (const [payload, headers] of [
      [undefined, { ...browser, 'content-length': '0' }],
      ['{}', { ...browser, 'content-type': 'text/plain;charset=UTF-8' }],
      ['fixtures=demo', { ...browser, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate' }],
    ] as const) {
      const r = await post(t, '/api/__test/reset', payload, headers);
      expect(r.statusCode).toBe(415);
      expect(r.json()).toEqual({ type: 'unsupportedMediaType', message: 'The body must be JSON.' });
    }
    expect(await alive(t, c.login)).toBe(true);
  });

  it('refuses text/plain, a form, multipart and a missing type, whatever the body, on every test-control call', async () => {
    const c = await cloneAccount(t, 'empty');
    const calls: [string, string][] = [
      ['/api/__test/reset', '{}'],
      ['/api/__test/account/delete', JSON.stringify({ login: c.login })],
      ['/api/__test/handoff', JSON.stringify({ login: c.login })],
      ['/api/__test/clock', JSON.stringify({ now: '2031-01-01T00:00:00Z' })],
    ];
    for (const [url, body] of calls) {
      for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
        const r = await post(t, url, body, type ? { 'content-type': type } : {});
        expect(r.statusCode, `${url} ${type}`).toBe(415);
        expect(r.json().type).toBe('unsupportedMediaType');
      }
    }
    expect(await alive(t, c.login)).toBe(true);
    expect((await t.call('/keepalive', {}, c.token)).headers.date).not.toMatch(/2031/);
  });

  it('refuses a JSON type without a body, and takes JSON as the kit sends it', async () => {
    const c = await cloneAccount(t, 'empty');
    expect((await post(t, '/api/__test/reset', undefined, json)).statusCode).toBe(415);
    expect((await post(t, '/api/__test/reset', '', json)).statusCode).toBe(415);
    expect(await alive(t, c.login)).toBe(true);
    const r = await post(t, '/api/__test/faults', '{}', { 'content-type': 'Application/JSON; charset=utf-8' });
    expect(r.statusCode).toBe(200);
  });
});

describe('test-control takes calls from the same origin only', () => {
  it('refuses another origin, a null origin and a cross-site or same-site fetch, and nothing happens', async () => {
    const c = await cloneAccount(t, 'empty');
    const refused: Headers[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://evil.example' },
      { origin: 'http://localhost:3000' },
      { origin: 'http://127.0.0.1' },
      { origin: 'http://localhost.evil.example' },
      { origin: 'null' },
      { origin: 'not an origin' },
      { origin: 'file://' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      for (const url of ['/api/__test/reset', '/api/__test/handoff']) {
        const body = url.endsWith('reset') ? '{}' : JSON.stringify({ login: c.login });
        const r = await post(t, url, body, { ...json, ...headers });
        const what = `${url} ${JSON.stringify(headers)}`;
        expect(r.statusCode, what).toBe(400);
        expect(r.json(), what).toEqual({ type: 'crossOrigin', message: expect.stringMatching(/test-control/i) });
        expect(r.body, what).not.toMatch(/token/);
      }
    }
    expect(await alive(t, c.login)).toBe(true);
  });

  it("takes the server's own origin, a same-origin or user-started fetch, and a tool without Origin", async () => {
    const accepted: Headers[] = [
      {},
      { origin: 'http://localhost' },
      { origin: 'http://localhost:80' },
      { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' },
      { origin: 'http://[::1]:8080', host: '[::1]:8080' },
      { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of accepted) {
      const r = await post(t, '/api/__test/faults', '{}', { ...json, ...headers });
      expect(r.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe('a foreign Host is answered by nobody (DNS rebinding)', () => {
  const foreign = [
    'evil.example',
    'evil.example:8080',
    'EVIL.example',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    'evil.localhost.example',
    '0.0.0.0:8080',
    '10.0.0.5',
    '192.168.1.20:8080',
    '[::2]',
    '[fe80::1]:8080',
    '128.0.0.1',
    'localhost:99999',
    'localhost:abc',
    'evil.example@127.0.0.1',
    '127.0.0.1/evil',
    'localhost evil',
  ];

  it('refuses every API call, test-control and hand-offs first, before any handler runs', async () => {
    const c = await cloneAccount(t, 'empty');
    for (const host of foreign) {
      const handoff = await post(t, '/api/__test/handoff', JSON.stringify({ login: c.login }), { ...json, host });
      expect(handoff.statusCode, host).toBe(421);
      expect(handoff.json(), host).toEqual({ type: 'misdirected', message: expect.stringContaining('PANEL_ALLOWED_HOSTS') });
      expect(handoff.body).not.toMatch(/authorize|token/);
      expect(handoff.headers['cache-control'], host).toBe('no-store');
      expect(handoff.headers['content-security-policy'], host).toMatch(/default-src 'none'/);
      const reset = await post(t, '/api/__test/reset', '{}', { ...json, host });
      expect(reset.statusCode, host).toBe(421);
      const keepalive = await post(t, '/api/keepalive', '{}', { ...json, host, authorization: `Bearer ${c.token}` });
      expect(keepalive.statusCode, host).toBe(421);
      expect(keepalive.body, host).not.toContain(c.login);
      const login = await post(t, '/api/account/login', JSON.stringify({ login: c.login, password: c.password }), { ...json, host });
      expect(login.statusCode, host).toBe(421);
    }
    expect(await alive(t, c.login)).toBe(true);
    // No sign-in got through: the journal shows only the clone's own sign-in.
    const journal = (await t.call('/__test/requests', { login: c.login })).body;
    expect(journal.requests.filter((r: { path: string }) => r.path === '/account/login')).toHaveLength(1);
  });

  it('refuses every spelling of a path, unknown paths, pages and the docs alike', async () => {
    for (const url of [
      '/api/__test/handoff/',
      '/api/__test/hand%6Fff',
      '/api//__test/handoff',
      '/api/__TEST/handoff',
      '/api/no/such',
      '/api/docs/json',
      '/config.json',
      '/',
      '/login',
    ]) {
      const r = await t.app.inject({
        method: url.startsWith('/api/__') ? 'POST' : 'GET',
        url,
        headers: { ...json, host: 'evil.example' },
        ...(url.startsWith('/api/__') ? { payload: '{"login":"demo"}' } : {}),
      });
      expect(r.statusCode, url).toBe(421);
      expect(r.json().type, url).toBe('misdirected');
    }
  });

  it('refuses a request without a Host or with an empty one on a real socket', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = new URL(address).port;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(request));
        let got = '';
        socket.on('data', (d) => (got += d.toString()));
        socket.on('end', () => resolve(got));
        socket.on('error', reject);
      });
    const body = '{"login":"demo"}';
    const call = (hostLine: string, version = '1.1') =>
      raw(
        `POST /api/__test/handoff HTTP/${version}\r\n${hostLine}Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
    for (const [hostLine, version] of [
      ['', '1.0'],
      ['Host: \r\n', '1.1'],
      ['Host: evil.example:' + port + '\r\n', '1.1'],
    ]) {
      const reply = await call(hostLine, version);
      expect(reply, JSON.stringify(hostLine)).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(reply).not.toMatch(/authorize/);
    }
    expect(await call(`Host: 127.0.0.1:${port}\r\n`)).toMatch(/^HTTP\/1\.1 200 [\s\S]*authorize/);
  });

  it('answers this machine under any port: localhost, *.localhost, 127.0.0.0/8 and [::1]', async () => {
    const c = await cloneAccount(t, 'empty');
    for (const host of [
      'localhost',
      'localhost:1234',
      'LocalHost:8080',
      'localhost.',
      'panel.localhost:5173',
      '127.0.0.1',
      '127.0.0.1:8080',
      '127.1.2.3:9',
      '[::1]',
      '[::1]:8080',
      '[0:0:0:0:0:0:0:1]:80',
    ]) {
      const r = await post(t, '/api/keepalive', '{}', { ...json, host, authorization: `Bearer ${c.token}` });
      expect(r.statusCode, host).toBe(200);
      expect((await post(t, '/api/__test/faults', '{}', { ...json, host })).statusCode, host).toBe(200);
    }
  });
});

describe('PANEL_ALLOWED_HOSTS', () => {
  it('adds names (any port, or the one given) in development and test mode', async () => {
    const dev = await testApp({ mode: 'development', fixtures: ['demo'], allowedHosts: ['panel', 'qa.example.net:8443'] });
    try {
      const ok = async (host: string) => (await post(dev, '/api/__test/faults', '{}', { ...json, host })).statusCode;
      expect(await ok('panel')).toBe(200);
      expect(await ok('panel:8080')).toBe(200);
      expect(await ok('PANEL:8080')).toBe(200);
      expect(await ok('qa.example.net:8443')).toBe(200);
      expect(await ok('localhost:8080')).toBe(200);
      expect(await ok('qa.example.net')).toBe(421);
      expect(await ok('qa.example.net:8080')).toBe(421);
      expect(await ok('panel.evil.example')).toBe(421);
      expect(await ok('evil.example')).toBe(421);
    } finally {
      await dev.close();
    }
  });

  it('in production mode applies only when set; test-control is never there', async () => {
    const open = await testApp({ mode: 'production', fixtures: ['demo'] });
    const strict = await testApp({ mode: 'production', fixtures: ['demo'], allowedHosts: ['panel.example.net'] });
    try {
      const login = JSON.stringify({ login: 'demo', password: 'demo1234' });
      expect((await post(open, '/api/account/login', login, { ...json, host: 'panel.example.net' })).statusCode).toBe(200);
      expect((await post(open, '/api/account/login', login, { ...json, host: 'anything.example' })).statusCode).toBe(200);
      expect((await post(strict, '/api/account/login', login, { ...json, host: 'panel.example.net' })).statusCode).toBe(200);
      expect((await post(strict, '/api/account/login', login, { ...json, host: '127.0.0.1:8080' })).statusCode).toBe(200);
      expect((await post(strict, '/api/account/login', login, { ...json, host: 'evil.example' })).statusCode).toBe(421);
      for (const app of [open, strict]) expect((await post(app, '/api/__test/reset', '{}', json)).statusCode).toBe(404);
    } finally {
      await open.close();
      await strict.close();
    }
  });
});
