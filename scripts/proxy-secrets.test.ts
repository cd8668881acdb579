// The validation proxy and secrets: whatever was sent as one this run (under any secret name, in a
// request or a reply, a header or a query) never shows in its log or its drift report, whatever text
// it turns up in later; everything it keeps is bounded; and the report answers only on this machine.
// Against a small target of the test's own, so each reply is what the test says.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClientProblems } from './proxy/client-report.js';
import { DriftStore, LIMITS, TEXT_LIMITS } from './proxy/drift.js';
import { isLoopbackAddress, isLoopbackHost } from './proxy/local.js';
import { buildReport } from './proxy/report.js';
import { KEPT } from './proxy/secrets.js';
import { driftText, startProxy, type Proxy } from './proxy.js';

type Answer = (path: string, body: unknown) => { status?: number; body: unknown };
let answer: Answer = () => ({ status: 404, body: { type: 'notFound', message: 'Not found.' } });
let target: http.Server;
let proxy: Proxy;
let lines: string[];

beforeAll(async () => {
  target = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const a = answer(req.url ?? '/', body);
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json', date: new Date().toUTCString() });
      res.end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));
beforeEach(async () => {
  lines = [];
  answer = () => ({ status: 404, body: { type: 'notFound', message: 'Not found.' } });
  proxy = await startProxy({
    target: `http://127.0.0.1:${(target.address() as AddressInfo).port}`,
    port: 0,
    clientDir: os.tmpdir(),
    log: (l) => lines.push(l),
  });
});
afterEach(() => proxy.close());

const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${proxy.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then(
    async (r) => {
      await r.arrayBuffer();
      return r.status;
    },
  );
const report = (body: unknown) =>
  fetch(`${proxy.url}/__proxy/report`, { method: 'POST', headers: { 'content-type': 'application/json', origin: proxy.url }, body: JSON.stringify(body) }).then(
    (r) => r.status,
  );
/** Everything the proxy lets out: the log, the report as JSON (as served) and as printed. */
async function everything() {
  const served = await (await fetch(`${proxy.url}/__proxy/drift`)).json();
  return `${lines.join('\n')}\n${JSON.stringify(served)}\n${driftText(proxy.drift())}`;
}

describe('what was sent as a secret', () => {
  it('is masked wherever it shows later, under any secret name, in a request or a reply', async () => {
    const named = {
      pwd: 'Pwd-Value-4711',
      otp: '908172',
      pin: 5839,
      sid: 'Sid-Value-2288',
      pass: 'Pass-Value-3141',
      auth: 'Auth-Value-2718',
      passphrase: 'Phrase-Value-1618',
      apiKey: 'Api-Key-Value-99',
      credentials: { user: 'someone', secretWord: 'Cred-Value-4040' },
    };
    answer = (path) =>
      path === '/account/login'
        ? { body: { token: 'Session-Token-Value-5150', user: { sessionId: 'Reply-Sid-6060' } } }
        : path === '/account/sync'
          ? { body: { databasePasswords: { shop: 'Db-Password-7070' } } }
          : { status: 404, body: { type: 'notFound', message: 'Not found.' } };
    expect(await send('/account/login', { login: 'demo', password: 'Login-Password-8080', ...named })).toBe(200);
    expect(await send('/account/sync', {}, { authorization: 'Bearer Header-Token-9090', cookie: 'panel_device=Cookie-Value-1212; theme=dark' })).toBe(200);
    await fetch(`${proxy.url}/api/export?token=Query-Token-3434`, { method: 'POST' }).then((r) => r.arrayBuffer());
    const secrets = [
      'Login-Password-8080',
      ...Object.values(named)
        .filter((v) => typeof v !== 'object')
        .map(String),
      'Cred-Value-4040',
      'Session-Token-Value-5150',
      'Reply-Sid-6060',
      'Db-Password-7070',
      'Header-Token-9090',
      'Cookie-Value-1212',
      'Query-Token-3434',
    ];

    // Each one turns up again: in a path that is no operation (raw, encoded, inside a segment), in
    // what the client reports, in a pointer.
    for (const s of secrets) {
      await fetch(`${proxy.url}/api/nothing/x-${encodeURIComponent(s)}-y`, { method: 'POST' }).then((r) => r.arrayBuffer());
      expect(
        await report({
          kind: 'screen-failed',
          screen: `Screen ${s}`,
          detail: `SyntaxError: Unexpected token in "${s}" is not valid JSON`,
          recent: [`/x/${s}`],
          page: `/files/${s}`,
        }),
      ).toBe(204);
    }
    await send('/keepalive', Object.fromEntries(secrets.map((s) => [`field-${s}`, 1])));

    const out = await everything();
    for (const s of secrets) expect(out, s).not.toContain(s);
    expect(out).toContain('/nothing/x-[masked]-y');
    expect(out).toContain('SyntaxError: Unexpected token in \\"[masked]\\" is not valid JSON');
    // The names themselves (what drifted) still show.
    expect(out).toContain('/pwd: expected no such property');
  });

  it('is masked in the report where it showed before it was sent as a secret, and where a cut text ends in it', async () => {
    const password = 'Later-Password-Value-8642';
    expect(await report({ kind: 'screen-failed', detail: `${'x'.repeat(280)} ${password}`, recent: [] })).toBe(204);
    await send('/account/login', { login: 'demo', password });
    // A log line is out once written; the report, served or printed, masks it from then on.
    const served = JSON.stringify(await (await fetch(`${proxy.url}/__proxy/drift`)).json());
    for (const out of [served, driftText(proxy.drift())]) {
      expect(out).not.toContain(password);
      expect(out).not.toContain(password.slice(0, 12));
      expect(out).toContain(' [masked]…');
    }
    await fetch(`${proxy.url}/api/late/${encodeURIComponent(password)}`, { method: 'POST' }).then((r) => r.arrayBuffer());
    expect(lines.at(-1)).toBe('drift unknown path: POST /late/[masked] is not an operation of the contract');
  });

  it('keeps a bounded set: a flood of fresh secrets does not push out what the client sent', async () => {
    const password = 'Kept-Password-Value-1357';
    await send('/account/login', { login: 'demo', password });
    answer = () => ({ body: { keys: Array.from({ length: 5000 }, (_, i) => `Reply-Key-Value-${i}`) } });
    await send('/account/sync', {});
    await fetch(`${proxy.url}/api/late/${password}`, { method: 'POST' }).then((r) => r.arrayBuffer());
    expect(await everything()).not.toContain(password);
  });
});

describe('the bounds', () => {
  it('keeps the report, the secrets and the memory small under 10,000 distinct unknown paths, secrets and defects', () => {
    const before = process.memoryUsage().heapUsed;
    const drift = new DriftStore();
    for (let n = 0; n < 10_000; n++) {
      const long = n % 10 === 0;
      drift.secrets.learnBody({ password: `Flood-Secret-${n}${long ? `-${'s'.repeat(2000)}` : ''}` }, 'request');
      drift.unknownPath(`POST /unknown/${n}${long ? `/${'p'.repeat(2000)}` : ''}`);
      drift.message([
        {
          side: 'request',
          kind: 'schema',
          operationId: 'keepalive',
          pointer: `/${'k'.repeat(long ? 100_000 : 10)}${n}`,
          what: 'expected no such property (additionalProperties: false), got a number',
        },
      ]);
    }
    expect(drift.secrets.size).toBeLessThanOrEqual(KEPT.request);
    const r = buildReport(drift, new ClientProblems(drift));
    expect(r.unknownPaths).toMatchObject({ requests: 10_000, notKept: 9_980 });
    expect(r.unknownPaths.paths).toHaveLength(20);
    expect(r.requests).toHaveLength(LIMITS.groups);
    // The long names, cut alike, are one defect: 9,001 defects, 60 of them kept.
    expect(r.notKept.findings).toBe(9_001 - LIMITS.groups);
    for (const g of r.requests) {
      expect(g.pointer.length).toBeLessThanOrEqual(TEXT_LIMITS.pointer);
      for (const e of g.examples) expect(e.pointer.length).toBeLessThanOrEqual(TEXT_LIMITS.pointer);
    }
    expect(JSON.stringify(r).length).toBeLessThan(40_000);
    expect(driftText(r).length).toBeLessThan(40_000);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 2 ** 20);
  }, 120_000);

  it('cuts every text it keeps and logs short: a field name of 100,000 characters, a flood of long unknown paths', async () => {
    answer = () => ({ body: { ['r'.repeat(100_000)]: 1 } });
    expect(await send('/keepalive', { ['q'.repeat(100_000)]: 1 })).toBe(200);
    for (let i = 0; i < 500; i += 100) {
      await Promise.all(Array.from({ length: 100 }, (_, j) => send(`/unknown/${i + j}/${'p'.repeat(4000)}`, { password: `Flood-Secret-${i + j}` })));
    }
    const r = proxy.drift();
    expect(r.unknownPaths).toMatchObject({ requests: 500, notKept: 480 });
    for (const g of [...r.replies, ...r.requests]) {
      expect(g.pointer.length).toBeLessThanOrEqual(TEXT_LIMITS.pointer);
      expect(g.what.length).toBeLessThanOrEqual(TEXT_LIMITS.what);
    }
    expect(JSON.stringify(r).length).toBeLessThan(20_000);
    expect(lines.every((l) => l.length < 1000)).toBe(true);
  }, 120_000);
});

describe('the report answers only on this machine', () => {
  it('refuses another Host (a page rebinding its name to 127.0.0.1) with 421, for the report and the client reports', async () => {
    const { port } = new URL(proxy.url);
    const get = (host: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/__proxy/drift', headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject);
      });
    for (const host of [
      `evil.example:${port}`,
      `127.0.0.1.evil.example:${port}`,
      'evil.example',
      `localhost.evil.example:${port}`,
      `127.0.0.1@evil.example:${port}`,
    ]) {
      expect(await get(host), JSON.stringify(host)).toBe(421);
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, '127.0.0.1', `[::1]:${port}`]) expect(await get(host), host).toBe(200);
    const rebound = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/__proxy/report',
          method: 'POST',
          headers: { host: `evil.example:${port}`, origin: `http://evil.example:${port}`, 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ kind: 'screen-failed', detail: 'planted', recent: [] }));
    });
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body)).toMatchObject({ type: 'misdirected', message: expect.stringContaining('loopback') });
    expect(proxy.drift().client).toEqual([]);
  });

  it('answers 404 to another machine', async () => {
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (!outside) return; // no network but the loopback here: the peer check is covered below
    const open = await startProxy({
      target: `http://127.0.0.1:${(target.address() as AddressInfo).port}`,
      port: 0,
      host: '0.0.0.0',
      clientDir: os.tmpdir(),
      log: () => undefined,
    });
    try {
      const { port } = new URL(open.url);
      const r = await fetch(`http://${outside}:${port}/__proxy/drift`, { headers: { host: `127.0.0.1:${port}` } });
      expect(r.status).toBe(404);
      expect(await r.json()).toMatchObject({ type: 'notFound' });
    } finally {
      await open.close();
    }
  });

  it('tells loopback addresses and names from others', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '::', '', undefined]) expect(isLoopbackAddress(a), String(a)).toBe(false);
    for (const h of ['127.0.0.1:8090', 'localhost', 'LOCALHOST:1', '[::1]:8090', '[::ffff:127.0.0.1]:80', '127.1']) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['evil.example', '127.0.0.1.nip.io', 'localhost.evil.example', 'a@127.0.0.1', '127.0.0.1/x', '[::2]', '0.0.0.0', '', undefined])
      expect(isLoopbackHost(h), String(h)).toBe(false);
  });
});
