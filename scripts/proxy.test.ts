// The validation proxy against our own server (started once, in a child process, on a fresh data
// folder) behind a wrong backend (scripts/wrong-backend.ts) that changes replies as a drifting
// real backend would: the drift report groups each defect once across operations, puts status and
// security first, stays small under a flood, and lists what the client showed, tied to its operation.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postJson as post, startOwnServer, type OwnServer } from './conformance/server.js';
import { driftText, startProxy, type Proxy } from './proxy.js';
import { startWrongBackend, type OnReply, type WrongBackend, type WrongReply } from './wrong-backend.js';

let server: OwnServer;
let front: WrongBackend;
let proxy: Proxy;
let lines: string[];
/** This test's change to the replies (the front's reply hook). */
let rewrite: OnReply = () => undefined;
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-client-'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>panel</title>');

beforeAll(async () => {
  server = await startOwnServer();
  front = await startWrongBackend({ target: server.api, onReply: (reply, request) => rewrite(reply, request) });
}, 180_000);
afterAll(async () => {
  await front?.close();
  await server?.stop();
  fs.rmSync(clientDir, { recursive: true, force: true });
});
beforeEach(async () => {
  rewrite = () => undefined;
  lines = [];
  proxy = await startProxy({ target: front.api, port: 0, clientDir, log: (l) => lines.push(l) });
});
afterEach(() => proxy.close());

/** A fresh clone of `demo`, signed in through the proxy. */
async function signIn() {
  const account = await post(server.api, '/__test/account', { fixture: 'demo' });
  const { login, password } = account.body as { login: string; password: string };
  const session = await post(`${proxy.url}/api`, '/account/login', { login, password });
  expect(session.status).toBe(200);
  return { login, password, token: session.body.token as string, session: session.body };
}

/** Each entry of every `domains` list of a reply, changed by `change`. */
function eachDomain(change: (d: Record<string, unknown>) => void): OnReply {
  return (reply) => {
    const body = reply.body as { domains?: Record<string, unknown>[] } | undefined;
    if (!Array.isArray(body?.domains)) return undefined;
    body.domains.forEach(change);
    return reply;
  };
}

const report = async () => proxy.drift();

describe('the drift report', () => {
  it('says where the client reports, in /config.json', async () => {
    expect(await (await fetch(`${proxy.url}/config.json`)).json()).toEqual({ apiUrl: '/api', reportUrl: '/__proxy/report' });
  });

  it('groups one dropped list field across operations and entries into one defect, with one example', async () => {
    rewrite = eachDomain((d) => delete d.sslExpires);
    const { token, session } = await signIn();
    const domains = session.domains as { domain: string; phpVersion: string }[];
    let entries = domains.length;
    let replies = 1;
    while (entries < 50) {
      expect((await post(`${proxy.url}/api`, '/account/sync', {}, token)).status).toBe(200);
      expect((await post(`${proxy.url}/api`, '/domain/php', { domain: domains[0].domain, version: domains[0].phpVersion }, token)).status).toBe(200);
      entries += 2 * domains.length;
      replies += 2;
    }
    const r = await report();
    expect(r.replies).toEqual([
      {
        side: 'reply',
        kind: 'schema',
        pointer: '/domains/*/sslExpires',
        what: 'expected a required property, got nothing',
        operations: ['accountLogin', 'accountSync', 'domainPhp'],
        statuses: [200],
        count: replies,
        examples: [
          { operationId: 'accountLogin', status: 200, pointer: '/domains/0/sslExpires' },
          { operationId: 'accountSync', status: 200, pointer: '/domains/0/sslExpires' },
          { operationId: 'domainPhp', status: 200, pointer: '/domains/0/sslExpires' },
        ],
      },
    ]);
    expect(r.requests).toEqual([]);
    // One log line per operation it shows in, not one per entry.
    expect(lines.filter((l) => l.startsWith('drift '))).toHaveLength(3);
    const text = driftText(r);
    expect(text.split('\n')).toHaveLength(3);
    expect(text).toContain(
      `FIELD  /domains/*/sslExpires: expected a required property, got nothing — in 3 operations (accountLogin, accountSync, domainPhp), ${replies} replies; e.g. accountLogin 200 /domains/0/sslExpires`,
    );
  }, 60_000);

  it('puts leaks, statuses and headers first, names a leak without copying it, and never shows a value', async () => {
    const { login, password, token } = await signIn();
    const leak = 'SQLSTATE[42S22]: select secret_col from domains where id=7 in /var/www/panel/src/Domain.php:88';
    await post(server.api, '/__test/fault', { login, path: '/domain/php', status: 500, type: 'internal', message: leak });
    rewrite = (reply, { path: p }): WrongReply | undefined => {
      if (p === '/keepalive') {
        delete reply.headers.date;
        return reply;
      }
      if (p === '/account/login') {
        delete reply.headers['retry-after'];
        return { ...reply, status: 429, body: { type: 'throttled', message: 'Slow down.' } };
      }
      if (p === '/domain/remove' && reply.status >= 400) return { ...reply, body: { error: 'no such domain' } };
      if (p === '/account/display') return { ...reply, status: 202 };
      if (p === '/account/logout') {
        const trace = 'Error: boom\n    at Object.logout (/srv/panel/sessions.js:41:9)';
        return { status: 500, headers: { ...reply.headers, 'content-type': 'text/plain' }, body: trace };
      }
      return undefined;
    };
    const api = `${proxy.url}/api`;
    expect((await post(api, '/keepalive', {}, token)).status).toBe(200);
    expect((await post(api, '/account/login', { login, password }, token)).status).toBe(429);
    expect((await post(api, '/domain/remove', { domain: 'no-such-domain.example' }, token)).status).toBe(404);
    expect((await post(api, '/account/display', { hideDomainConfig: true, hideDatabaseConfig: false, hideEmailConfig: false }, token)).status).toBe(202);
    expect((await post(api, '/domain/php', { domain: 'example.com', version: '8.2' }, token)).status).toBe(500);
    expect(
      (await fetch(`${api}/account/logout`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' }))
        .status,
    ).toBe(500);

    const r = await report();
    expect(r.replies.map((g) => [g.kind, g.operations.join(',')])).toEqual([
      ['leak', 'domainPhp'],
      ['leak', 'accountLogout'],
      ['status', 'accountDisplay'],
      ['header', 'keepalive'],
      ['header', 'accountLogin'],
      ['error-shape', 'domainRemove'],
      ['error-shape', 'accountLogout'],
    ]);
    expect(r.replies[1]).toMatchObject({ pointer: '', what: 'an error that shows internal detail: a stack trace (at … (…:line:column)), a file path (/…/…)' });
    expect(r.replies[6].what).toBe(
      'an error not of the {type, message} shape (the body: expected a JSON body (application/json), got a body of type text/plain)',
    );
    expect(r.replies[0]).toMatchObject({ pointer: '/message', what: 'an error that shows internal detail: SQL (SELECT … FROM …), a file path (/…/…)' });
    expect(r.replies[2].what).toBe('status 202, which the contract does not document here');
    expect(r.replies[3]).toMatchObject({ header: 'Date', what: 'no Date header (the client takes "now" from it)' });
    expect(r.replies[4]).toMatchObject({ header: 'Retry-After', what: 'a 429 without Retry-After (the client cannot say when to try again)' });
    expect(r.replies[5].what).toContain('an error not of the {type, message} shape (/type: expected a required property, got nothing');
    const everything = JSON.stringify(r) + lines.join('\n') + driftText(r);
    for (const s of ['secret_col', '/var/www', 'Domain.php', 'no such domain', 'sessions.js', '/srv/panel', token, password])
      expect(everything).not.toContain(s);
    expect(driftText(r).split('\n')[2]).toMatch(/^ {2}LEAK {3}\/message: an error that shows internal detail/);
  }, 60_000);
});

describe('the bounds', () => {
  it('counts a flood of 600 unknown paths and 70 distinct defects (past the report’s caps of 20 and 60) without keeping them, and the report stays small', async () => {
    const paths = Array.from({ length: 600 }, (_, i) => `/nothing/here-${i}`);
    for (let i = 0; i < paths.length; i += 50) {
      await Promise.all(paths.slice(i, i + 50).map((p) => fetch(`${proxy.url}/api${p}`, { method: 'POST', body: '{}' }).then((r) => r.arrayBuffer())));
    }
    const { token } = await signIn();
    for (let i = 0; i < 70; i++) await post(`${proxy.url}/api`, '/keepalive', { [`field${i}x`]: 1 }, token);
    const r = await report();
    expect(r.unknownPaths.requests).toBe(600);
    expect(r.unknownPaths.paths).toHaveLength(20);
    expect(r.unknownPaths.notKept).toBe(580);
    expect(r.requests).toHaveLength(60);
    expect(r.notKept.findings).toBe(10);
    expect(JSON.stringify(r).length).toBeLessThan(40_000);
    const text = driftText(r);
    expect(text).toContain('580 more requests to other paths not kept (the report keeps 20 paths)');
    expect(text).toContain('10 more findings of other defects not kept (the report keeps 60 defects)');
    // Nothing grows with the flood: the kept paths and defects stay at their caps, the log at one line each.
    expect(lines.length).toBeLessThan(100);
  }, 120_000);
});

describe('what the client showed', () => {
  const problem = {
    kind: 'screen-failed',
    screen: 'Domains',
    detail: 'TypeError: e.slice is not a function',
    recent: ['/account/login', '/account/sync', '/keepalive'],
    page: '/domains',
  };
  const send = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${proxy.url}/__proxy/report`, { method: 'POST', headers: { 'content-type': 'application/json', origin: proxy.url, ...headers }, body });

  it('takes a problem from the panel it serves and ties it to the operation whose reply had drift', async () => {
    rewrite = (reply, request) => (request.path === '/account/sync' ? eachDomain((d) => (d.sslExpires = 1767225600))(reply, request) : undefined);
    const { token } = await signIn();
    await post(`${proxy.url}/api`, '/account/sync', {}, token);
    await post(`${proxy.url}/api`, '/keepalive', {}, token);
    expect((await send(JSON.stringify(problem))).status).toBe(204);
    // A boundary names the newest call, here one without drift: the one before it that had is named.
    expect((await send(JSON.stringify({ ...problem, operation: '/keepalive' }))).status).toBe(204);
    expect(
      (
        await send(
          JSON.stringify({
            kind: 'effect-missing',
            operation: '/email/account/create',
            screen: 'E-mail',
            detail: 'the new mailbox is not in the lists',
            recent: [],
          }),
        )
      ).status,
    ).toBe(204);

    const r = await report();
    expect(r.client).toEqual([
      {
        kind: 'screen-failed',
        screen: 'Domains',
        operationId: 'accountSync',
        tiedBy: 'recent',
        detail: 'TypeError: e.slice is not a function',
        page: '/domains',
        count: 2,
        cause: [{ pointer: '/domains/*/sslExpires', what: 'expected type ["string","null"], got a number' }],
      },
      { kind: 'effect-missing', screen: 'E-mail', operationId: 'emailAccountCreate', tiedBy: 'named', detail: 'the new mailbox is not in the lists', count: 1 },
    ]);
    const text = driftText(r);
    expect(text).toContain('what the client showed:');
    expect(text).toContain(
      'the Domains screen failed (TypeError: e.slice is not a function) after accountSync, whose reply had /domains/*/sslExpires: expected type ["string","null"], got a number — 2 times',
    );
    expect(text).toContain(
      'a change did not show its effect on the E-mail screen (the new mailbox is not in the lists) after emailAccountCreate (no drift seen in its replies)',
    );
    expect(lines).toContain(
      'client: the Domains screen failed (TypeError: e.slice is not a function) after accountSync, whose reply had /domains/*/sslExpires: expected type ["string","null"], got a number',
    );
    expect(JSON.stringify(r)).not.toContain('1767225600');
  }, 60_000);

  it('refuses another origin, a big body, another type and what is not a problem, and keeps none of them', async () => {
    const body = JSON.stringify(problem);
    expect((await send(body, { origin: 'http://evil.example' })).status).toBe(403);
    const noOrigin = await fetch(`${proxy.url}/__proxy/report`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(noOrigin.status).toBe(403);
    const big = await send(JSON.stringify({ ...problem, detail: 'x'.repeat(20_000) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ type: 'tooLarge' });
    expect((await send(body, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await send(JSON.stringify({ ...problem, kind: 'anything' }))).status).toBe(400);
    expect((await send('not json')).status).toBe(400);
    expect((await send(JSON.stringify({ ...problem, recent: 'x' }))).status).toBe(400);
    expect((await fetch(`${proxy.url}/__proxy/report`)).status).toBe(405);
    expect((await report()).client).toEqual([]);
  });
});

describe('what the client sent', () => {
  it('reports request drift apart from the replies, and never logs a secret or a value', async () => {
    const { password, token } = await signIn();
    const secret = 'Sekret-Passw0rd-4242';
    const api = `${proxy.url}/api`;
    expect((await post(api, '/account/password', { oldPassword: password, newPassword: secret, note: 'x' }, token)).status).toBe(400);
    expect((await post(api, '/account/login', { login: 'demo', password: 987654321 })).status).toBe(400);
    const r = await report();
    expect(r.replies).toEqual([]);
    expect(r.requests).toContainEqual(
      expect.objectContaining({ side: 'request', kind: 'schema', pointer: '/note', operations: ['accountPassword'], count: 1 }),
    );
    expect(r.requests).toContainEqual(
      expect.objectContaining({ pointer: '/password', what: 'expected type "string", got a number', operations: ['accountLogin'] }),
    );
    expect(lines).toContain('drift accountLogin request /password: expected type "string", got a number');
    const everything = lines.join('\n') + JSON.stringify(r) + driftText(r);
    for (const s of [token, password, secret, '987654321']) expect(everything).not.toContain(s);
  }, 60_000);
});
