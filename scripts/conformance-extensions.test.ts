// The conformance kit and the extensions: it checks an extension's operations only when the backend
// advertises it at /account/capabilities for the account, and passes against a backend that
// advertises none, or that does not know /account/capabilities at all (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitResult } from './conformance/kit.js';
import { postJson as post, runKitBeside, startOwnServer, type OwnServer } from './conformance/server.js';

let server: OwnServer;

beforeAll(async () => {
  server = await startOwnServer();
}, 180_000);
afterAll(() => server?.stop());

const SESSIONS = ['accountSessions', 'accountSessionEnd', 'accountSessionsEndOthers', 'accountSignIns'];
const outcomes = (result: KitResult) => Object.fromEntries(result.results.map((r) => [r.operationId, r.outcome]));
const noteOf = (result: KitResult, id: string) => result.results.find((r) => r.operationId === id)?.note ?? '';

async function clone(capabilities?: string[]) {
  const r = await post<{ login: string; password: string }>(server.api, '/__test/account', { fixture: 'demo', ...(capabilities && { capabilities }) });
  expect(r.status).toBe(200);
  return r.body;
}

describe('the kit and the extensions', () => {
  it('checks the sessions calls when the backend advertises sessions', async () => {
    const result = await runKitBeside({
      api: server.api,
      login: 'demo',
      password: 'demo1234',
      testControl: true,
      only: ['keepalive', 'accountCapabilities', ...SESSIONS],
    });
    expect(result.failed).toBe(0);
    const outcome = outcomes(result);
    for (const id of ['accountCapabilities', ...SESSIONS]) expect(outcome[id], id).toBe('passed');
    expect(noteOf(result, 'accountCapabilities')).toContain('advertises: sessions');
    expect(result.results.find((r) => r.operationId === 'accountSessionEnd')!.checks).toBeGreaterThan(3);
  }, 120_000);

  it('skips them for an account with capabilities [] and still passes, the rest of the kit checked', async () => {
    const account = await clone([]);
    const result = await runKitBeside({ api: server.api, ...account, readOnly: true });
    expect(result.failed).toBe(0);
    const outcome = outcomes(result);
    expect(outcome).toMatchObject({ accountCapabilities: 'passed', keepalive: 'passed', fileList: 'passed', logShow: 'passed' });
    for (const id of SESSIONS) {
      expect(outcome[id], id).toBe('skipped');
      expect(noteOf(result, id)).toContain('does not advertise');
      expect(result.results.find((r) => r.operationId === id)!.checks, id).toBe(0);
    }
  }, 120_000);

  it('reads a 404 from /account/capabilities as no extension and passes', async () => {
    const account = await clone();
    // A backend that never heard of the call: it answers 404 for this account.
    const fault = await post(server.api, '/__test/fault', {
      login: account.login,
      path: '/account/capabilities',
      status: 404,
      type: 'notFound',
      message: 'Not found.',
    });
    expect(fault.status).toBe(200);
    const result = await runKitBeside({ api: server.api, ...account, only: ['keepalive', 'accountSync', 'accountCapabilities', ...SESSIONS] });
    expect(result.failed).toBe(0);
    const outcome = outcomes(result);
    expect(outcome).toMatchObject({ keepalive: 'passed', accountSync: 'passed', accountCapabilities: 'skipped' });
    for (const id of SESSIONS) expect(outcome[id], id).toBe('skipped');
    expect(noteOf(result, 'accountCapabilities')).toContain('offers no extension');
  }, 120_000);
});

describe('the kit and the file trash', () => {
  const TRASH = ['fileTrashList', 'fileTrashRestore', 'fileTrashDelete', 'fileTrashEmpty'];

  it('checks the trash calls when advertised', async () => {
    const result = await runKitBeside({
      api: server.api,
      login: 'demo',
      password: 'demo1234',
      testControl: true,
      only: ['keepalive', 'accountCapabilities', 'domainAdd', 'domainRemove', ...TRASH],
    });
    expect(result.failed, JSON.stringify(result.results.filter((r) => r.outcome === 'failed'))).toBe(0);
    const outcome = outcomes(result);
    for (const id of TRASH) expect(outcome[id], id).toBe('passed');
    expect(result.results.find((r) => r.operationId === 'fileTrashRestore')!.checks).toBeGreaterThan(4);
  }, 120_000);

  it('never empties the trash of the account it is given, and cleans up only its own entries', async () => {
    const account = await clone();
    const token = (await post<{ token: string }>(server.api, '/account/login', account)).body.token;
    const customer = '/domains/example.com/public_html/robots.txt';
    expect((await post(server.api, '/file/file/delete', { file: customer }, token)).status).toBe(200);
    const result = await runKitBeside({ api: server.api, ...account, only: ['keepalive', 'accountCapabilities', 'domainAdd', 'domainRemove', ...TRASH] });
    expect(result.failed).toBe(0);
    expect(outcomes(result).fileTrashEmpty).toBe('skipped');
    const left = await post<{ entries: { path: string }[] }>(server.api, '/file/trash/list', {}, token);
    expect(left.body.entries.map((e) => e.path)).toEqual([customer]);
  }, 120_000);
});

describe('the kit and backups', () => {
  const BACKUPS = ['backupList', 'backupCreate', 'backupFiles', 'backupRestoreFiles', 'backupRestoreDatabase', 'backupDownload'];

  it('checks the backup calls when advertised, making and restoring only in its own clone', async () => {
    const result = await runKitBeside({
      api: server.api,
      login: 'demo',
      password: 'demo1234',
      testControl: true,
      only: ['keepalive', 'accountCapabilities', 'domainAdd', 'domainRemove', ...BACKUPS, 'testBackup'],
    });
    expect(result.failed, JSON.stringify(result.results.filter((r) => r.outcome === 'failed'))).toBe(0);
    const outcome = outcomes(result);
    for (const id of [...BACKUPS, 'testBackup']) expect(outcome[id], id).toBe('passed');
    expect(result.results.find((r) => r.operationId === 'backupRestoreFiles')!.checks).toBeGreaterThan(4);
  }, 120_000);

  it('against the account it is given, makes no backup (not even the day’s, by reading the list) and restores nothing', async () => {
    const account = await clone();
    const token = (await post<{ token: string }>(server.api, '/account/login', account)).body.token;
    const before = await post<{ backups: { id: string }[] }>(server.api, '/backup/list', {}, token);
    const result = await runKitBeside({ api: server.api, ...account, only: ['keepalive', 'accountCapabilities', 'domainAdd', 'domainRemove', ...BACKUPS] });
    expect(result.failed).toBe(0);
    expect(outcomes(result)).toMatchObject({ backupList: 'skipped', backupCreate: 'skipped', backupRestoreFiles: 'skipped', backupRestoreDatabase: 'skipped' });
    const after = await post<{ backups: { id: string }[] }>(server.api, '/backup/list', {}, token);
    expect(after.body.backups.map((b) => b.id)).toEqual(before.body.backups.map((b) => b.id));
  }, 120_000);
});

describe('the kit and mail authentication', () => {
  it('reads the status anywhere, and fixes only the kit’s own domain in its own clone', async () => {
    const own = await runKitBeside({
      api: server.api,
      login: 'demo',
      password: 'demo1234',
      testControl: true,
      only: ['keepalive', 'accountCapabilities', 'domainAdd', 'domainRemove', 'mailAuthStatus', 'mailAuthFix'],
    });
    expect(own.failed, JSON.stringify(own.results.filter((r) => r.outcome === 'failed'))).toBe(0);
    expect(outcomes(own)).toMatchObject({ mailAuthStatus: 'passed', mailAuthFix: 'passed' });

    const account = await clone();
    const token = (await post<{ token: string }>(server.api, '/account/login', account)).body.token;
    const before = await post(server.api, '/mail-auth/status', {}, token);
    const given = await runKitBeside({
      api: server.api,
      ...account,
      only: ['keepalive', 'accountCapabilities', 'domainAdd', 'domainRemove', 'mailAuthStatus', 'mailAuthFix'],
    });
    expect(given.failed).toBe(0);
    expect(outcomes(given)).toMatchObject({ mailAuthStatus: 'passed', mailAuthFix: 'skipped' });
    const after = await post(server.api, '/mail-auth/status', {}, token);
    expect(after.body).toEqual(before.body);
  }, 120_000);
});

describe('the kit and the DNS zone', () => {
  const DNS = ['dnsZone', 'dnsRecordAdd', 'dnsRecordModify', 'dnsRecordRemove', 'dnsPresetPreview', 'dnsPresetApply', 'dnsResetPreview', 'dnsReset'];

  it('edits only its own records, and applies a provider’s set and the reset only in its own clone', async () => {
    const own = await runKitBeside({
      api: server.api,
      login: 'demo',
      password: 'demo1234',
      testControl: true,
      only: ['keepalive', 'accountCapabilities', 'domainAdd', 'domainRemove', ...DNS],
    });
    expect(own.failed, JSON.stringify(own.results.filter((r) => r.outcome === 'failed'))).toBe(0);
    for (const id of DNS) expect(outcomes(own)[id], id).toBe('passed');

    const account = await clone();
    const token = (await post<{ token: string }>(server.api, '/account/login', account)).body.token;
    const zone = () => post(server.api, '/dns/zone', { domain: 'example.com' }, token);
    const before = await zone();
    const given = await runKitBeside({ api: server.api, ...account, only: ['keepalive', 'accountCapabilities', 'domainAdd', 'domainRemove', ...DNS] });
    expect(given.failed, JSON.stringify(given.results.filter((r) => r.outcome === 'failed'))).toBe(0);
    expect(outcomes(given)).toMatchObject({ dnsRecordAdd: 'passed', dnsPresetApply: 'skipped', dnsReset: 'skipped' });
    expect((await zone()).body).toEqual(before.body);
  }, 120_000);
});

describe('the kit and visitor statistics', () => {
  it('holds the figures together on the account it is given, and in its own clone counts the lines it appended exactly', async () => {
    const only = ['keepalive', 'accountCapabilities', 'domainAdd', 'domainRemove', 'statsVisitors'];
    const own = await runKitBeside({ api: server.api, login: 'demo', password: 'demo1234', testControl: true, only });
    expect(own.failed, JSON.stringify(own.results.filter((r) => r.outcome === 'failed'))).toBe(0);
    expect(outcomes(own).statsVisitors).toBe('passed');
    expect(own.results.find((r) => r.operationId === 'statsVisitors')!.checks).toBeGreaterThan(5);
    const given = await runKitBeside({ api: server.api, ...(await clone()), readOnly: true, only });
    expect(given.failed, JSON.stringify(given.results.filter((r) => r.outcome === 'failed'))).toBe(0);
    expect(outcomes(given).statsVisitors).toBe('passed');
  }, 120_000);
});

describe('the kit and a mailbox’s automatic reply and forwarding', () => {
  const EXTRAS = ['autoresponderList', 'autoresponderSet', 'autoresponderDisable', 'forwardingList', 'forwardingSet', 'forwardingDisable'];

  it('sets and undoes them on its own mailbox only, leaving the customer’s as they were', async () => {
    const own = await runKitBeside({
      api: server.api,
      login: 'demo',
      password: 'demo1234',
      testControl: true,
      only: ['keepalive', 'accountCapabilities', 'domainAdd', 'domainRemove', 'emailAccountCreate', 'emailAccountDelete', ...EXTRAS],
    });
    expect(own.failed, JSON.stringify(own.results.filter((r) => r.outcome === 'failed'))).toBe(0);
    for (const id of EXTRAS) expect(outcomes(own)[id], id).toBe('passed');

    const account = await clone();
    const token = (await post<{ token: string }>(server.api, '/account/login', account)).body.token;
    const office = { domain: 'example.com', name: 'office' };
    await post(server.api, '/email/forwarding/set', { ...office, destinations: ['me@home.example'], keepCopy: true }, token);
    const result = await runKitBeside({
      api: server.api,
      ...account,
      only: ['keepalive', 'accountCapabilities', 'domainAdd', 'domainRemove', 'emailAccountCreate', ...EXTRAS],
    });
    expect(result.failed, JSON.stringify(result.results.filter((r) => r.outcome === 'failed'))).toBe(0);
    for (const id of EXTRAS) expect(outcomes(result)[id], id).toBe('passed');
    expect((await post(server.api, '/email/forwarding/list', {}, token)).body).toEqual({
      forwardings: [{ ...office, destinations: ['me@home.example'], keepCopy: true }],
    });
    expect((await post(server.api, '/email/autoresponder/list', {}, token)).body).toEqual({ autoresponders: [] });
  }, 120_000);
});
