import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers.js';

/**
 * The test machinery (faults, the journal, a virtual clock's Date header) joins the routes only
 * with test control on. In production its state may be there (a data folder used in development
 * before, a service that reads the clock), but no call meets it.
 */

// Ten minutes ahead, to the second: sessions stay alive, and a Date header tells it from real time.
const FUTURE = new Date(Math.floor(Date.now() / 1000) * 1000 + 10 * 60_000).toISOString();
const MACHINERY_HOOKS = ['journalBegin', 'faultPlay', 'journalFinish', 'dateOfClock'];

/** Leaves a fault on /keepalive and a global virtual clock in the panel's state, as test control would. */
function armMachinery(t: TestApp) {
  t.app.panel.faults.add({ path: '/keepalive', status: 503, type: 'maintenance', message: 'Down for a moment.' });
  t.app.panel.clock.setGlobal(FUTURE);
}

/** The hooks Fastify reports on the keepalive route. */
function keepaliveHooks(t: TestApp): string {
  const routes = t.app.printRoutes({ includeHooks: true, commonPrefix: false });
  const start = routes.indexOf('/api/keepalive (POST)');
  const end = routes.indexOf('(POST)', start + '/api/keepalive (POST)'.length);
  return routes.slice(start, end);
}

describe('with test control off (production mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ mode: 'production', fixtures: ['demo'] });
  });
  afterAll(() => t.close());

  it('answers a call as the handler does: no fault played, the real Date, no journal kept', async () => {
    const token = await t.login('demo', 'demo1234');
    armMachinery(t);
    const before = Date.now();
    const r = await t.call('/keepalive', {}, token);
    expect(r.status).toBe(200);
    expect(r.body).not.toEqual({ type: 'maintenance', message: 'Down for a moment.' });
    const date = Date.parse(String(r.headers.date));
    expect(Math.abs(date - before)).toBeLessThan(60_000);
    // The fault is still waiting: nothing took it.
    expect(t.app.panel.faults.size).toBe(1);
    expect(t.app.panel.requests.of('demo').requests).toEqual([]);
  });

  it('mounts no machinery hook on the routes', () => {
    const hooks = keepaliveHooks(t);
    expect(hooks).toContain('/api/keepalive');
    for (const name of MACHINERY_HOOKS) expect(hooks).not.toContain(`${name}()`);
    // Nothing stands between the checked body and the handler (the fault hook's place).
    expect(hooks).not.toContain('(preHandler)');
  });
});

describe('with test control on (test mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ fixtures: ['demo'] });
  });
  afterAll(() => t.close());

  it('plays the fault, sends the virtual Date and journals the call', async () => {
    const token = await t.login('demo', 'demo1234');
    armMachinery(t);
    const r = await t.call('/keepalive', {}, token);
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ type: 'maintenance', message: 'Down for a moment.' });
    expect(new Date(String(r.headers.date)).toISOString()).toBe(FUTURE);
    const journal = (await t.call('/__test/requests', { login: 'demo' })).body;
    expect(journal.requests.map((x: { operationId: string; status: number; faulted?: boolean }) => [x.operationId, x.status, x.faulted])).toEqual([
      ['accountLogin', 200, undefined],
      ['keepalive', 503, true],
    ]);
    expect(journal.inFlight).toBe(0);
  });

  it('adds its hooks to each operation route', () => {
    const hooks = keepaliveHooks(t);
    for (const name of MACHINERY_HOOKS) expect(hooks).toContain(`${name}()`);
  });
});

describe('the test machinery in production', () => {
  it('cannot be registered at all', async () => {
    const { default: testMachinery } = await import('../src/plugins/test-machinery.js');
    const { loadConfig } = await import('../src/config.js');
    const fake = { panel: { config: loadConfig({ PANEL_MODE: 'production' }) } } as unknown as Parameters<typeof testMachinery>[0];
    await expect(testMachinery(fake)).rejects.toThrow('never registered in production');
  });
});
