import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CAPABILITIES } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { type TestApp, withTestApp } from './helpers.js';

let t: TestApp;
withTestApp((app) => (t = app));

const capabilities = (token?: string) => t.call('/account/capabilities', {}, token);

async function clone(extra: Record<string, unknown> = {}) {
  const r = await t.call('/__test/account', { fixture: 'demo', ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { ...(r.body as { login: string; password: string }), token: await t.login(r.body.login, r.body.password) };
}

describe('/account/capabilities', () => {
  it('answers every extension the mock implements by default', async () => {
    const r = await capabilities(await t.login('demo', 'demo1234'));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ capabilities: [...CAPABILITIES] });
  });

  it('is refused with 403 without a session, whatever the body', async () => {
    for (const body of [{}, { junk: 1 }]) {
      const r = await t.call('/account/capabilities', body);
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ type: 'session', message: 'No valid session.' });
    }
  });

  it('refuses a body with fields with 400', async () => {
    const r = await t.call('/account/capabilities', { all: true }, await t.login('demo', 'demo1234'));
    expect(r.status).toBe(400);
    expect(r.body.type).toBe('validation');
  });

  it('answers what /__test/account switched on for a clone, none with []', async () => {
    const none = await clone({ capabilities: [] });
    expect((await capabilities(none.token)).body).toEqual({ capabilities: [] });
    const some = await clone({ capabilities: ['sessions'] });
    expect((await capabilities(some.token)).body).toEqual({ capabilities: ['sessions'] });
    // Another account keeps the default.
    expect((await capabilities((await clone()).token)).body).toEqual({ capabilities: [...CAPABILITIES] });
  });

  it('refuses a name the mock does not implement, and a list that is not one', async () => {
    for (const capabilities of [['teleport'], 'sessions', [1]]) {
      const r = await t.call('/__test/account', { fixture: 'demo', capabilities });
      expect(r.status, JSON.stringify(capabilities)).toBe(400);
      expect(r.body.type).toBe('validation');
    }
  });

  it('takes capabilities from an inline scenario', async () => {
    const r = await t.call('/__test/scenario', { scenario: { fixture: 'basic', capabilities: [] } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const token = await t.login(r.body.login, r.body.password);
    expect((await capabilities(token)).body).toEqual({ capabilities: [] });
    const off = await t.call('/account/sessions', {}, token);
    expect(off.status).toBe(404);
    expect(off.body).toEqual({ type: 'notAvailable', message: 'This backend does not offer "sessions" for this account.' });
  });

  // app.secured checks each operation's x-capability once (no handler repeats it): with every
  // extension off, a call whose body passes its checks is refused as not offered, naming its own.
  it('refuses every secured extension call with 404 notAvailable when it is off, after its body is checked', async () => {
    const r = await t.call('/__test/scenario', { scenario: { fixture: 'basic', capabilities: [] } });
    const token = await t.login(r.body.login, r.body.password);
    const doc = parse(fs.readFileSync(path.join(ROOT_DIR, 'contract/openapi.yaml'), 'utf8')) as {
      paths: Record<string, { post: { security?: unknown[]; 'x-capability'?: string } }>;
    };
    const offered = Object.entries(doc.paths).filter(([, item]) => item.post['x-capability'] && !item.post.security);
    let notOffered = 0;
    for (const [p, item] of offered) {
      const reply = await t.call(p, {}, token);
      if (reply.status === 400) {
        expect(reply.body.type, p).toBe('validation');
        continue;
      }
      expect([p, reply.status, reply.body]).toEqual([
        p,
        404,
        { type: 'notAvailable', message: `This backend does not offer "${item.post['x-capability']}" for this account.` },
      ]);
      notOffered++;
    }
    expect(notOffered).toBeGreaterThanOrEqual(10);
  });
});

describe('the contract', () => {
  const doc = parse(fs.readFileSync(path.join(ROOT_DIR, 'contract/openapi.yaml'), 'utf8')) as {
    paths: Record<string, { post: { tags: string[]; 'x-capability'?: string } }>;
    components: { schemas: { Capability: { enum: string[] } } };
  };

  it('names the same capabilities as the contract package', () => {
    expect(doc.components.schemas.Capability.enum).toEqual([...CAPABILITIES]);
  });

  it('tags every extension operation with its capability, one the package names', () => {
    const extension = Object.entries(doc.paths).filter(([, item]) => item.post.tags.includes('extension'));
    expect(extension.map(([p]) => p)).toContain('/account/capabilities');
    for (const [p, item] of extension) {
      if (p === '/account/capabilities') continue;
      expect(CAPABILITIES, p).toContain(item.post['x-capability']);
    }
    for (const [p, item] of Object.entries(doc.paths)) {
      if (item.post['x-capability'] !== undefined) expect(item.post.tags, p).toEqual(['extension']);
    }
  });
});
