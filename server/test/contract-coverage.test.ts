import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/lib/openapi.js';
import { type TestApp, withTestApp } from './helpers.js';

/**
 * Operations of the contract that have no handler yet. Later issues implement them; this list must
 * shrink to empty, and an operation that gains a handler must leave it (the test says so).
 */
const NOT_YET_IMPLEMENTED: string[] = [];

let t: TestApp;
withTestApp((app) => (t = app));

describe('contract coverage', () => {
  it('routes every operation of the document, except the ones listed as not yet implemented', () => {
    const documented = [...loadContract().operations.keys()];
    const missing = documented.filter((id) => !t.app.panel.implemented.has(id));
    expect(missing.sort()).toEqual([...NOT_YET_IMPLEMENTED].sort());
  });

  it('has no API route that the document does not describe', () => {
    const documentedPaths = new Set([...loadContract().operations.values()].map((o) => `/api${o.path}`));
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((l) => l.replace(/^[\s│├└─]+/, '').split(' ')[0])
      .filter((p) => p.startsWith('/api/') && !p.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes) expect(documentedPaths, `route ${r}`).toContain(r);
  });

  it.skipIf(NOT_YET_IMPLEMENTED.length === 0)('answers an operation without a handler with 404, not a stub, once the session holds', async () => {
    const path = loadContract().operations.get(NOT_YET_IMPLEMENTED[0])!.path;
    const r = await t.call(path, {}, await t.login('demo', 'demo1234'));
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ type: 'notFound', message: 'Not found.' });
    expect((await t.call(path, {})).status).toBe(403);
  });
});
