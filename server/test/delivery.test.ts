import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers.js';
import { findAccountByLogin } from '../src/lib/accounts.js';
import { issueHandoff } from '../src/features/account/sessions.js';

/** The page shell's inline blocks, as index.html has them. */
const SHELL_STYLE = 'body{margin:0}';
const SHELL_SCRIPT = "document.getElementById('root').dataset.shell='login'";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A built client as Vite leaves it: the page, hashed assets with their .br/.gz copies, a manifest. */
function fakeClient() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-client-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>Hosting panel</title><style>${SHELL_STYLE}</style><div id="root"></div><script>${SHELL_SCRIPT}</script><script type="module" src="/assets/app-1a2b3c.js"></script>`,
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  const js = `console.log(${JSON.stringify('panel '.repeat(400))});`;
  fs.writeFileSync(path.join(dir, 'assets/app-1a2b3c.js'), js);
  fs.writeFileSync(path.join(dir, 'assets/app-1a2b3c.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dir, 'assets/app-1a2b3c.js.gz'), zlib.gzipSync(js));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'manifest.json'), '{}');
  return { dir, js };
}

let t: TestApp;
let client: ReturnType<typeof fakeClient>;
beforeAll(async () => {
  client = fakeClient();
  t = await testApp({ clientDir: client.dir, apiUrl: 'https://api.example.net/api' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(client.dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, body: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: body as object, headers });
const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('the page', () => {
  it.each(['/', '/login', '/domains', '/authorize/abc'])('%s carries a policy allowing only its own scripts and styles, no frames', async (url) => {
    const r = await get(url);
    expect(r.statusCode).toBe(200);
    const csp = directives(r.headers['content-security-policy']);
    // Inline, only the page shell's own blocks, by their hashes.
    expect(csp.get('script-src')).toEqual(["'self'", sha256(SHELL_SCRIPT)]);
    expect(csp.get('style-src')).toEqual(["'self'", sha256(SHELL_STYLE)]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(String(r.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval/);
    // The API lives elsewhere here: calls and download forms may reach it, nothing else.
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.net']);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://api.example.net']);
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
  });

  it('and /config.json are never cached', async () => {
    expect((await get('/login')).headers['cache-control']).toBe('no-store');
    expect((await get('/index.html')).headers['cache-control']).toBe('no-store');
    const config = await get('/config.json');
    expect(config.headers['cache-control']).toBe('no-store');
    expect(config.json()).toEqual({ apiUrl: 'https://api.example.net/api' });
  });
});

describe('built assets', () => {
  it('are cached for a year as immutable (their names carry their content hash)', async () => {
    const r = await get('/assets/app-1a2b3c.js');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.body).toBe(client.js);
    // Files without a hash in their name are checked again on every use.
    expect((await get('/manifest.json')).headers['cache-control']).toBe('no-cache');
  });

  it('are sent as the pre-compressed copy the browser accepts, brotli first', async () => {
    const br = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(client.js);

    const gz = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(client.js);

    const plain = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(client.js);
  });

  it('never serve the compressed copies under their own names', async () => {
    expect((await get('/assets/app-1a2b3c.js.br')).statusCode).toBe(404);
    expect((await get('/assets/app-1a2b3c.js.gz')).statusCode).toBe(404);
  });
});

describe('API replies', () => {
  it('are never cached and carry the strictest policy, successes and errors alike', async () => {
    const token = await t.login('demo', 'demo1234');
    const replies = [
      await post('/api/keepalive', {}, { authorization: `Bearer ${token}` }),
      await post('/api/keepalive', {}),
      await post('/api/account/login', { login: 'demo', password: 'wrong-password' }),
      await post('/api/no-such-call', {}),
      await post('/api/__test/requests', { login: 'demo' }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 403, 403, 404, 200]);
    for (const r of replies) {
      expect(r.headers['cache-control']).toBe('no-store');
      expect(directives(r.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('are compressed with brotli or gzip as the client asks, and read back the same', async () => {
    const token = await t.login('demo', 'demo1234');
    const auth = { authorization: `Bearer ${token}` };
    const plain = await post('/api/keepalive', {}, auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const cases: [string, string | undefined][] = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
    ];
    for (const [accept, encoding] of cases) {
      const r = await post('/api/keepalive', {}, { ...auth, 'accept-encoding': accept });
      expect(r.statusCode, accept).toBe(200);
      expect(r.headers['content-encoding'], accept).toBe(encoding);
      const body = encoding === 'br' ? zlib.brotliDecompressSync(r.rawPayload) : encoding === 'gzip' ? zlib.gunzipSync(r.rawPayload) : r.rawPayload;
      expect(JSON.parse(body.toString()), accept).toEqual(expected);
      if (encoding) {
        expect(r.headers.vary, accept).toMatch(/accept-encoding/i);
        expect(r.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
      }
    }
  });

  it('leave small replies uncompressed', async () => {
    const r = await post('/api/account/login', { login: 'demo', password: 'wrong-password' }, { 'accept-encoding': 'br' });
    expect(r.statusCode).toBe(403);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.json()).toEqual({ type: 'session', message: 'Invalid login or password.' });
  });

  it('refuse a compressed request body as a bad body, never inflating it', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: zlib.gzipSync(JSON.stringify({ login: 'demo', password: 'demo1234' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ type: 'validation' });
  });
});

describe('framework errors', () => {
  it.each([
    ['GET', '/api/%zz'],
    ['POST', '/api/domain/%E0%A4%A'],
    ['GET', '/%c0%af'],
  ])("answer a malformed URL (%s %s) with 400 in the contract's error shape", async (method, url) => {
    const r = await t.app.inject({ method: method as 'GET' | 'POST', url, payload: method === 'POST' ? {} : undefined });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ type: 'validation', message: 'The request URL is not valid.' });
    expect(r.body).not.toMatch(/FST_|statusCode/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('requests that are not HTTP', () => {
  it("are answered in the contract's error shape, straight on the connection", async () => {
    const lone = await testApp({ fixtures: [] });
    try {
      await lone.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = lone.app.server.address() as net.AddressInfo;
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end('NOT HTTP AT ALL\r\n\r\n'));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(reply).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
      expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({ type: 'validation', message: 'The request is not valid HTTP.' });
    } finally {
      await lone.close();
    }
  });
});

describe('the API docs', () => {
  it('show the whole contract outside production, under a policy of their own', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(Object.keys((await get('/api/docs/json')).json().paths)).toContain('/__test/reset');
  });

  it('leave the test-control API out in production', async () => {
    const prod = await testApp({ mode: 'production', fixtures: ['demo'] });
    try {
      const doc = (await prod.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const paths = Object.keys(doc.paths);
      expect(paths).toContain('/account/login');
      expect(paths).toContain('/domain/add');
      expect(paths.filter((p) => p.startsWith('/__test'))).toEqual([]);
      expect(doc.tags.map((tag: { name: string }) => tag.name)).not.toContain('test-control');
      expect(JSON.stringify(doc)).not.toMatch(/__test|TestFault|TestAccount/);
      expect(doc.components.schemas).toHaveProperty('Session');
      expect((await prod.call('/__test/reset', {})).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('the server log', () => {
  it('never shows tokens, hand-off URLs or passwords', async () => {
    const lines: string[] = [];
    const prod = await testApp({ mode: 'production', fixtures: ['demo'], logger: true, logStream: { write: (line) => void lines.push(line) } });
    try {
      const signIn = await prod.call('/account/login', { login: 'demo', password: 'demo1234' });
      const token = signIn.body.token as string;
      await prod.call('/keepalive', {}, token);
      await prod.call('/account/login', { login: 'demo', password: 'a-wrong-secret' });
      const handoff = issueHandoff(prod.app.panel, findAccountByLogin(prod.app.panel.db, 'demo')!, { page: 'emails' });
      await prod.app.inject({ method: 'GET', url: `/authorize/${handoff}` });
      await prod.app.inject({ method: 'GET', url: `/login?token=${handoff}` });
      const exchanged = await prod.call('/account/redirect', { token: handoff });
      expect(exchanged.status).toBe(200);

      const log = lines.join('');
      expect(log).toContain('/authorize/[redacted]');
      expect(log).toContain('/api/account/redirect');
      for (const secret of [token, handoff, exchanged.body.token, 'demo1234', 'a-wrong-secret']) expect(log).not.toContain(secret);
      expect(log).not.toMatch(/authorization|bearer/i);
    } finally {
      await prod.close();
    }
  });
});
