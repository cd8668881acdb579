import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContract, type Operation, type Schema } from '../src/lib/openapi.js';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount, expectCleanError, homePath, lists, logPath } from './util.js';
import { sample } from './contract-samples.js';

/**
 * Bad bodies for every operation that has a handler, driven by the contract so that an operation
 * implemented later is covered without touching this file (missing sessions: errors-session.test.ts).
 */
let t: TestApp;
let token: string;
let ops: (Operation & { body: Schema })[];
withTestApp(async (app) => {
  t = app;
  token = await t.login('demo', 'demo1234');
  // The JSON calls; the two download form posts take a form body (logs.test, files.test).
  ops = [...loadContract().operations.values()].filter(
    (o): o is Operation & { body: Schema } => t.app.panel.implemented.has(o.operationId) && o.body !== undefined && o.contentType === 'application/json',
  );
});

/** A value of the wrong JSON type for the schema. */
function wrongType(schema: any): unknown {
  if (schema.oneOf) return 'text that is none of its forms';
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
  if (types.includes('string') || schema.enum) return 12345;
  if (types.includes('integer') || types.includes('number')) return '7';
  if (types.includes('boolean')) return 'true';
  return 'not-an-object';
}

/** A body for `op` that carries the session where the operation takes it as a field (form posts). */
const withSession = (op: Operation, body: object) => (op.sessionField ? { ...body, [op.sessionField]: token } : body);

const post = (op: Operation, body: unknown, tok: string | null = token) => t.call(op.path, body, tok ?? undefined);

const raw = (op: Operation, payload: string, tok: string = token) =>
  t.app.inject({
    method: 'POST',
    url: `/api${op.path}`,
    payload,
    headers: { 'content-type': 'application/json', ...(tok ? { authorization: `Bearer ${tok}` } : {}) },
  });

describe('bodies that break the contract', () => {
  it('covers the implemented operations', () => {
    const ids = ops.map((o) => o.operationId);
    for (const id of [
      'accountLogin',
      'accountRedirect',
      'accountLogout',
      'accountPassword',
      'accountDisplay',
      'accountSync',
      'keepalive',
      'domainAdd',
      'domainRemove',
      'domainPhp',
      'logShow',
      'testReset',
      'testAccount',
      'testFault',
      'testFaultsClear',
      'testClock',
      'testHandoff',
      'testRequests',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('answers a field of the wrong type with 400 naming the field, for every field of every operation', async () => {
    let checked = 0;
    for (const op of ops) {
      for (const [name, schema] of Object.entries<any>(op.body.properties ?? {})) {
        if (name === op.sessionField) continue; // no valid session: 403, see 'session first'
        if (Object.keys(schema).every((k) => k === 'description')) continue; // any JSON (a fault's made-up body): no wrong type
        const body = { ...withSession(op, sample(op.body) as object), [name]: wrongType(schema) };
        const r = await post(op, body);
        expect(r.status, `${op.operationId}.${name}`).toBe(400);
        expect(r.body, `${op.operationId}.${name}`).toMatchObject({ type: 'validation', field: name });
        expectCleanError(r);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('answers an unknown field with 400 naming it, for every operation', async () => {
    for (const op of ops) {
      const r = await post(op, { ...withSession(op, sample(op.body) as object), unexpectedField: 1 });
      expect(r.status, op.operationId).toBe(400);
      expect(r.body, op.operationId).toEqual({ type: 'validation', message: 'Unknown field: unexpectedField.', field: 'unexpectedField' });
    }
  });

  it('answers a missing required field with 400 naming it, for every operation', async () => {
    for (const op of ops) {
      for (const name of op.body.required ?? []) {
        if (name === op.sessionField) continue; // no valid session: 403, see 'session first'
        const body: Record<string, unknown> = { ...withSession(op, sample(op.body) as object) };
        delete body[name];
        const r = await post(op, body);
        expect(r.status, `${op.operationId} without ${name}`).toBe(400);
        expect(r.body).toEqual({ type: 'validation', message: `Missing field: ${name}.`, field: name });
      }
    }
  });

  it('answers a body that is not JSON, or not an object, with 400', async () => {
    for (const op of ops) {
      for (const payload of ['{"domain": ', 'not json', "{'single': 'quotes'}"]) {
        const r = await raw(op, payload);
        expect(r.statusCode, `${op.operationId} ${payload}`).toBe(400);
        expect(JSON.parse(r.body)).toEqual({ type: 'validation', message: 'The body is not valid JSON.' });
      }
      for (const payload of ['[]', '"text"', '42', 'true']) {
        const r = await raw(op, payload);
        // Without an object there is no session field either.
        expect(r.statusCode, `${op.operationId} ${payload}`).toBe(op.sessionField ? 403 : 400);
        expect(JSON.parse(r.body).type).toBe(op.sessionField ? 'session' : 'validation');
        expectCleanError({ status: r.statusCode, body: JSON.parse(r.body) });
      }
    }
  });

  it('changed nothing while refusing all of that', async () => {
    const r = await lists(t, token);
    expect(r.domains.map((d: any) => d.domain)).toEqual(['example.com', 'blog.example.org', 'elsewhere-dns.net', 'shop.example.com']);
    expect(r.user).toMatchObject({ hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false });
    expect((await t.call('/account/login', { login: 'demo', password: 'demo1234' })).status).toBe(200);
  });
});

describe('other failures', () => {
  it('answers an unknown path or another method with 404', async () => {
    for (const [method, url] of [
      ['POST', '/api/nothing/here'],
      ['GET', '/api/keepalive'],
      ['PUT', '/api/domain/add'],
      ['POST', '/api/keepalive/extra'],
    ] as const) {
      const r = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {}, headers: { authorization: `Bearer ${token}` } });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
      expect(JSON.parse(r.body)).toEqual({ type: 'notFound', message: 'Not found.' });
    }
  });

  it('answers an internal failure with a bare 500', async () => {
    const c = await cloneAccount(t, 'demo');
    // A log that cannot be read: a folder where the file should be.
    const log = logPath(t, c.login, 'shop.example.com', 'error');
    fs.rmSync(log);
    fs.mkdirSync(log);
    const r = await t.call('/log/show', { domain: 'shop.example.com', type: 'error' }, c.token);
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ type: 'internal', message: 'Internal server error.' });
    expectCleanError(r);
  });

  it('refuses a domain whose folder is blocked by a file with 409, leaving no trace', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = await lists(t, c.token);
    // A file where the domains folder should be.
    fs.renameSync(homePath(t, c.login, '/domains'), homePath(t, c.login, '/domains-aside'));
    fs.writeFileSync(homePath(t, c.login, '/domains'), 'not a folder');
    const name = `broken-${c.login}.com`;
    const r = await t.call('/domain/add', { domain: name }, c.token);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ type: 'conflict' });
    expectCleanError(r);
    expect(fs.readFileSync(homePath(t, c.login, '/domains'), 'utf8')).toBe('not a folder');
    fs.rmSync(homePath(t, c.login, '/domains'));
    fs.renameSync(homePath(t, c.login, '/domains-aside'), homePath(t, c.login, '/domains'));
    expect(await lists(t, c.token)).toEqual(before);
    expect(fs.existsSync(logPath(t, c.login, name, 'access'))).toBe(false);
  });

  it('answers a body over the size limit with 400', async () => {
    const big = await t.call('/domain/add', { domain: 'x'.repeat(9 * 1024 * 1024) }, token);
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ type: 'validation', message: 'The body is too large.' });
  });

  it('refuses a body of another media type with 415, for every operation, before reading it', async () => {
    const all = [...loadContract().operations.values()].filter((o) => t.app.panel.implemented.has(o.operationId));
    const others = ['application/x-www-form-urlencoded', 'text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'multipart/mixed; boundary=x'];
    let checked = 0;
    for (const op of all) {
      for (const type of others.filter((x) => x.split(';')[0] !== op.contentType)) {
        const r = await t.app.inject({
          method: 'POST',
          url: `/api${op.path}`,
          // Not even a valid body of that type: refused before anything reads it.
          payload: '\u0000{<x/>&&==',
          headers: { 'content-type': type, authorization: `Bearer ${token}` },
        });
        expect(r.statusCode, `${op.operationId} ${type}`).toBe(415);
        const what = op.contentType === 'application/json' ? 'JSON' : op.contentType === 'multipart/form-data' ? 'multipart/form-data' : 'a form';
        expect(JSON.parse(r.body), op.operationId).toEqual({ type: 'unsupportedMediaType', message: `The body must be ${what}.` });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(250);
    // A body without a type is refused too; a call without a body may leave the type out.
    const untyped = await t.app.inject({ method: 'POST', url: '/api/keepalive', payload: '{}', headers: { authorization: `Bearer ${token}` } });
    expect(untyped.statusCode).toBe(415);
    const bodiless = await t.app.inject({ method: 'POST', url: '/api/keepalive', headers: { authorization: `Bearer ${token}` } });
    expect(bodiless.statusCode).toBe(200);
  });

  it("counts no sign-in that comes as a form: another site's page cannot make its visitors guess", async () => {
    const c = await cloneAccount(t, 'empty');
    const address = '203.0.113.99';
    for (let i = 0; i < 20; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: new URLSearchParams({ login: c.login, password: `guess-${i}-password` }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: address,
      });
      expect(r.statusCode).toBe(415);
    }
    // Nothing was counted: the owner signs in from that very address.
    expect((await t.call('/account/login', { login: c.login, password: c.password }, undefined, { 'x-test-address': address })).status).toBe(200);
  });

  it('never shows internals in the error bodies it sends', async () => {
    const replies = [
      await t.call('/domain/add', { domain: '../../etc/passwd' }, token),
      await t.call('/domain/remove', { domain: '\u0000' }, token),
      await t.call('/log/show', { domain: '../../../../etc', type: 'access' }, token),
      await t.call('/domain/php', { domain: 'example.com', version: '<script>' }, token),
      await t.call('/account/login', { login: 'x'.repeat(10_000), password: 'y' }),
      await t.call('/account/redirect', { token: '\u0000' }),
      await t.call('/__test/requests', { login: 'nobody' }),
    ];
    for (const r of replies) expectCleanError(r);
  });
});
