// The conformance kit against a deliberately wrong backend (scripts/wrong-backend.ts with its
// defectHooks, a front before our mock that injects one defect at a time): for each, the kit fails naming the
// operation and the header or field; its report gathers one defect in a few lines, masks what must
// not be copied. (That it passes against our own mock, --origin too: conformance.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKit, type KitOptions, type KitResult } from './conformance/kit.js';
import { defects, junit, report, table } from './conformance/report.js';
import { startOwnServer, type OwnServer } from './conformance/server.js';
import { defectHooks, LEAK_MESSAGE, startWrongBackend, type DefectOptions } from './wrong-backend.js';

const PANEL = 'http://panel.conformance.test';
let server: OwnServer;

beforeAll(async () => {
  server = await startOwnServer({ PANEL_CORS_ORIGINS: PANEL });
}, 180_000);
afterAll(() => server?.stop());

/** The kit against a front injecting `defects` (demo's own account; `only` keeps it short). */
async function against(front: DefectOptions, options: Partial<KitOptions> = {}): Promise<KitResult> {
  const w = await startWrongBackend({ target: server.api, ...defectHooks(front) });
  try {
    return await runKit({ api: w.api, login: 'demo', password: 'demo1234', ...options });
  } finally {
    await w.close();
  }
}

const failuresOf = (result: KitResult, id: string) => result.results.find((r) => r.operationId === id)?.failures ?? [];
const everything = (result: KitResult) => `${report(result)}\n${table(result)}\n${junit(result)}\n${JSON.stringify(result)}`;

describe('the kit against a wrong backend', () => {
  it('fails naming the operation when an invalid token with an invalid body gets 400 instead of 403', async () => {
    const result = await against({ defects: ['body-before-session'] }, { only: ['accountSync', 'domainAdd'] });
    for (const id of ['accountSync', 'domainAdd']) {
      expect(failuresOf(result, id)).toContainEqual(
        expect.objectContaining({ kind: 'security', status: 400, expected: 'status 403', what: expect.stringContaining('invalid session token') }),
      );
      // A missing token is still refused first: only the present, invalid one is named.
      expect(failuresOf(result, id).filter((f) => f.what.startsWith('403 without a session'))).toEqual([]);
    }
    const text = report(result);
    expect(text).toMatch(/^1\. security expected status 403, got status 400 — in 2 operations: accountSync, domainAdd$/m);
    // The curl line reproduces it: the kit's made-up token is shown, nothing else secret.
    expect(text).toMatch(
      /curl -sS -i -X POST '[^']+\/api\/(account\/sync|domain\/add)' -H 'Authorization: Bearer conformance-\w+-invalid-token' -H 'Content-Type: application\/json' --data-raw '\{"conformanceUnknownField"/,
    );
  }, 60_000);

  it('names the header when a 429 comes without Retry-After, from a 429 it causes on a session of its own', async () => {
    const result = await against({ defects: ['no-retry-after'] }, { only: ['accountPassword'] });
    expect(failuresOf(result, 'accountPassword')).toContainEqual(expect.objectContaining({ status: 429, header: 'Retry-After', got: 'none' }));
    expect(report(result)).toMatch(/header Retry-After: expected Retry-After: <seconds> on a 429.*, got none — in 1 operation: accountPassword/);
    // The account is untouched: its password still signs in, and the 429 was the probe session's alone.
    const signIn = await fetch(`${server.api}/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'demo', password: 'demo1234' }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const change = await fetch(`${server.api}/account/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ oldPassword: 'wrong-one-1', newPassword: 'Another-Pass-42' }),
    });
    expect(change.status).toBe(403);
  }, 60_000);

  it('names the Date header when replies come without it', async () => {
    const result = await against({ defects: ['no-date'] }, { only: ['keepalive'] });
    expect(failuresOf(result, 'keepalive')).toContainEqual(expect.objectContaining({ header: 'Date', got: 'none' }));
    expect(report(result)).toMatch(/header Date: expected a Date header .*keepalive/);
  }, 60_000);

  it('names the operations over the time budget and lists the slowest first', async () => {
    const result = await against({ defects: ['slow'], slowPaths: ['/account/sync'], slowMs: 600 }, { only: ['accountSync', 'keepalive'], slowMs: 300 });
    expect(failuresOf(result, 'accountSync')).toContainEqual(expect.objectContaining({ kind: 'timing', expected: 'a reply within 300 ms (--slow-ms)' }));
    expect(failuresOf(result, 'keepalive').filter((f) => f.kind === 'timing')).toEqual([]);
    const text = report(result);
    expect(text).toMatch(/timing\s+replies slower than the budget: .* — in 1 operation: accountSync/);
    expect(text).toMatch(/^slowest replies: accountSync [6-9]\d\d ms/m);
  }, 60_000);

  it('names the request field when unknown fields are silently dropped instead of refused', async () => {
    const result = await against({ defects: ['drop-unknown-fields'] }, { only: ['fileList'] });
    expect(failuresOf(result, 'fileList')).toContainEqual(expect.objectContaining({ requestPointer: '/conformanceUnknownField', expected: 'status 400' }));
    expect(report(result)).toMatch(/request field \/conformanceUnknownField: expected status 400, got status \d+ — in 1 operation: fileList/);
  }, 60_000);

  it('names a 500 whose body shows SQL, a stack and file paths as a leak, and never copies the leak', async () => {
    const result = await against({ defects: ['leak-500'], leakPaths: ['/cron/add'] }, { only: ['cronAdd'] });
    expect(failuresOf(result, 'cronAdd')).toContainEqual(
      expect.objectContaining({
        kind: 'security',
        status: 500,
        expected: 'an error body without internal detail',
        got: expect.stringMatching(/SQL, a stack trace, a server file path/),
      }),
    );
    expect(report(result)).toMatch(/^1\. security error bodies that show internal detail/m);
    const out = everything(result);
    for (const part of [LEAK_MESSAGE, 'SQLITE_ERROR', 'quota_bytes', 'mailboxes', '/srv/panel-api', 'wrappers.js', 'node_modules'])
      expect(out).not.toContain(part);
    expect(out).not.toContain('demo1234');
    expect(out).not.toMatch(/Bearer (?!conformance-)[A-Za-z0-9_-]{20,}/);
  }, 60_000);

  it('names the CORS headers a panel on --origin lacks: the preflight, and the allowed origin on errors', async () => {
    const other = await runKit({ api: server.api, login: 'demo', password: 'demo1234', only: ['keepalive'], origin: 'http://elsewhere.test' });
    const headers = failuresOf(other, 'keepalive').map((f) => f.header);
    expect(headers).toEqual(expect.arrayContaining(['OPTIONS', 'Access-Control-Allow-Origin', 'Access-Control-Expose-Headers']));

    const result = await against({ defects: ['cors-successes-only'] }, { only: ['keepalive', 'fileList'], origin: PANEL });
    for (const id of ['keepalive', 'fileList']) {
      const cors = failuresOf(result, id).filter((f) => f.header?.startsWith('Access-Control'));
      expect(cors.length).toBeGreaterThan(0);
      // Successes and the preflight have it: only the errors are named.
      expect(cors.every((f) => typeof f.status === 'number' && f.status >= 400)).toBe(true);
    }
    expect(report(result)).toMatch(
      /header Access-Control-Allow-Origin: expected Access-Control-Allow-Origin: http:\/\/panel\.conformance\.test on errors too .* — in 2 operations: keepalive, fileList/,
    );
  }, 60_000);
});

describe('the report of a one-defect backend', () => {
  it('gathers a different error shape into a few lines that fit on one screen, one JUnit case per operation', async () => {
    const result = await against({ defects: ['error-shape'] });
    const failed = result.results.filter((r) => r.outcome === 'failed');
    expect(failed.length).toBeGreaterThan(40);
    const found = defects(result);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found[0]).toMatchObject({ kind: 'body', text: expect.stringMatching(/^at \/type, \/message \(error replies\): expected a required property/) });
    expect(found[0].operations.length).toBe(failed.length);
    const lines = report(result).split('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.length).toBeLessThanOrEqual(30);
    expect(lines.every((l) => l.length <= 400)).toBe(true);
    const cases = [...junit(result).matchAll(/<testcase classname="conformance" name="(\w+)"/g)].map((m) => m[1]);
    expect(cases).toEqual(result.results.map((r) => r.operationId));
  }, 120_000);

  it('names a list field dropped from every entry once, with the index as *', async () => {
    const result = await against(
      { defects: ['drop-list-field'], droppedField: { list: 'domains', field: 'sslExpires' } },
      { only: ['keepalive', 'accountDisplay'] },
    );
    const text = report(result);
    expect(text).toMatch(
      /^1\. body\s+at \/domains\/\*\/sslExpires \(successes\): expected a required property, got nothing — in \d+ operations?: .*keepalive/m,
    );
    expect(text.match(/sslExpires/g)?.length).toBe(1);
    expect(text).not.toMatch(/\/domains\/\d+\//);
  }, 60_000);
});
