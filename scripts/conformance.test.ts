// The conformance kit against our own server (started once, in a child process, on a fresh data
// folder): the kit passes, and names the operation and the JSON pointer when the server is made to
// break the contract through /__test/fault. (The validation proxy's tests: proxy.test.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingEntries, runKit } from './conformance/kit.js';
import { ENTRIES } from './conformance/operations/index.js';
import { junit, report, table } from './conformance/report.js';
import { postJson as post, startOwnServer, type OwnServer } from './conformance/server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A panel on another origin, which the server allows (PANEL_CORS_ORIGINS): the kit's CORS checks pass. */
const PANEL = 'http://panel.conformance.test';
let server: OwnServer;

beforeAll(async () => {
  server = await startOwnServer({ PANEL_CORS_ORIGINS: PANEL });
}, 180_000);
afterAll(() => server?.stop());

const fault = (body: object) => post(server.api, '/__test/fault', body);

describe('the operation table', () => {
  it('has an entry for every operation of contract/openapi.yaml', () => {
    const yaml = fs.readFileSync(path.join(root, 'contract/openapi.yaml'), 'utf8');
    const ids = [...yaml.matchAll(/^\s+operationId:\s*(\w+)\s*$/gm)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(60);
    const entries = new Set(ENTRIES.map((e) => e.operationId));
    expect(ids.filter((id) => !entries.has(id))).toEqual([]);
    expect(missingEntries()).toEqual([]);
    // One entry each, and none for an operation the contract lacks.
    expect(ENTRIES.length).toBe(entries.size);
    expect([...entries].filter((id) => !ids.includes(id))).toEqual([]);
  });
});

describe('the conformance kit', () => {
  it('fails naming the operation and the pointer when a 200 carries a body that is not the reply', async () => {
    expect((await fault({ path: '/account/sync', status: 200, times: 1 })).status).toBe(200);
    const result = await runKit({ api: server.api, login: 'demo', password: 'demo1234', only: ['accountSync'] });
    expect(result.failed).toBe(1);
    const sync = result.results.find((r) => r.operationId === 'accountSync')!;
    expect(sync.outcome).toBe('failed');
    expect(sync.failures).toContainEqual(expect.objectContaining({ status: 200, pointer: '/user', expected: 'a required property', got: 'nothing' }));
    const text = table(result);
    expect(text).toMatch(/accountSync\s+FAILED/);
    expect(text).toContain('at /user: expected a required property, got nothing');
    expect(junit(result)).toMatch(/<testcase classname="conformance" name="accountSync"[^>]*>\s*<failure message="[^"]*\/user/);
  }, 60_000);

  it('fails naming the operation when a call answers with a status the contract does not document', async () => {
    expect((await fault({ path: '/cron/add', status: 418, message: 'I am a teapot.', times: 1 })).status).toBe(200);
    const result = await runKit({ api: server.api, login: 'demo', password: 'demo1234', only: ['cronAdd'] });
    const cron = result.results.find((r) => r.operationId === 'cronAdd')!;
    expect(cron.outcome).toBe('failed');
    expect(cron.failures).toContainEqual(
      expect.objectContaining({ status: 418, pointer: '', got: 'status 418', expected: expect.stringContaining('a documented status (200, 400, 403') }),
    );
    expect(table(result)).toMatch(/cronAdd\s+FAILED/);
    expect(result.cleanup).toEqual([]);
  }, 60_000);

  it('cleans up what it created when a call fails half-way, and reports the failure', async () => {
    // The refusal's call and the success path's call both break.
    await fault({ path: '/email/account/quota', status: 500, type: 'internal', message: 'Broken on purpose.', times: 2 });
    const result = await runKit({ api: server.api, login: 'demo', password: 'demo1234', only: ['domainAdd', 'emailAccountCreate', 'emailAccountQuota'] });
    const quota = result.results.find((r) => r.operationId === 'emailAccountQuota')!;
    expect(quota.outcome).toBe('failed');
    expect(quota.failures).toContainEqual(expect.objectContaining({ status: 500, expected: 'status 200' }));
    expect(result.results.find((r) => r.operationId === 'emailAccountCreate')!.outcome).toBe('passed');
    expect(result.cleanup).toEqual([]);
    const signIn = await post(server.api, '/account/login', { login: 'demo', password: 'demo1234' });
    expect(JSON.stringify(signIn.body.domains)).not.toContain('conformance-');
    expect(JSON.stringify(signIn.body.emailAccounts)).not.toContain('conformance-');
  }, 60_000);

  it('walks only the calls that change nothing with --read-only', async () => {
    const result = await runKit({ api: server.api, login: 'basic', password: 'basic1234', readOnly: true });
    expect(result.failed).toBe(0);
    const outcome = Object.fromEntries(result.results.map((r) => [r.operationId, r.outcome]));
    expect(outcome).toMatchObject({ keepalive: 'passed', accountSync: 'passed', fileList: 'passed', logShow: 'passed', certificateCheck: 'passed' });
    expect(outcome).toMatchObject({ domainAdd: 'skipped', emailAccountCreate: 'skipped', fileFilePut: 'skipped', testReset: 'skipped' });
  }, 60_000);

  it('passes against our server, every operation checked (CORS for a panel on --origin too), and leaves the account as it found it', async () => {
    // Other test files run beside this one: the budget catches a hung reply, not a busy machine.
    const result = await runKit({ api: server.api, login: 'demo', password: 'demo1234', testControl: true, origin: PANEL, slowMs: 10_000 });
    expect(report(result)).toMatch(/^no findings$/m);
    const failed = result.results.filter((r) => r.outcome !== 'passed');
    expect(failed.map((r) => `${r.operationId}: ${r.note ?? ''} ${table({ ...result, results: [r], cleanup: [] })}`)).toEqual([]);
    expect(result.cleanup).toEqual([]);
    expect(result.failed).toBe(0);
    expect(result.passed).toBe(ENTRIES.length);
  }, 120_000);
});
