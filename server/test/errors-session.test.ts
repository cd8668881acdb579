import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/lib/openapi.js';
import { testApp, type TestApp, withTestApp } from './helpers.js';
import { lists } from './util.js';
import { sample } from './contract-samples.js';

/**
 * Missing sessions for every operation that has a handler, and every spelling of a secured path,
 * driven by the contract so that an operation implemented later is covered without touching this
 * file (bad bodies: errors.test.ts).
 */
let t: TestApp;
let token: string;
withTestApp(async (app) => {
  t = app;
  token = await t.login('demo', 'demo1234');
});

const NO_SESSION = { type: 'session', message: 'No valid session.' };

/**
 * Every spelling of a secured path that the router might take for it: an encoded letter (at the
 * start, in the middle, in the prefix), a trailing or doubled slash, another letter case, dot
 * segments, an encoded slash, a query.
 */
export function spellings(path: string): string[] {
  const encode = (text: string, i: number) => text.slice(0, i) + `%${text.charCodeAt(i).toString(16)}` + text.slice(i + 1);
  const encodeUpper = (text: string, i: number) => text.slice(0, i) + `%${text.charCodeAt(i).toString(16).toUpperCase()}` + text.slice(i + 1);
  const api = `/api${path}`;
  const lastLetter = api.search(/[a-z](?=[^a-z]*$)/);
  return [
    encode(api, 5),
    encodeUpper(api, 5),
    encode(api, lastLetter),
    encode(api, 1),
    `${api}/`,
    `/api/${path}`,
    api.replace(/\/(?=[^/]*$)/, '//'),
    `${api}//`,
    api.toUpperCase(),
    `/API${path}`,
    `/api/.${path}`,
    `/api/x/..${path}`,
    api.replace(/\/(?=[^/]*$)/, '%2f'),
    `${api}?x=1`,
    `${api}#x`,
  ];
}

describe('session first', () => {
  const all = () => [...loadContract().operations.values()];
  const oversized = JSON.stringify({ domain: 'x'.repeat(9 * 1024 * 1024) });
  const nested = '['.repeat(200_000) + ']'.repeat(200_000);

  it('answers 403 for every secured operation of the contract without a valid session, whatever the body', async () => {
    const secured = all().filter((o) => o.secured);
    expect(secured.length).toBeGreaterThan(50);
    const gone = await t.login('demo', 'demo1234');
    await t.call('/account/logout', {}, gone);
    for (const op of secured) {
      const type = op.contentType === 'multipart/form-data' ? 'multipart/form-data; boundary=x' : 'application/json';
      for (const tok of [null, 'not-a-token', gone]) {
        for (const payload of ['', '{"domain": ', nested, oversized, JSON.stringify(op.body ? sample(op.body) : {})]) {
          const r = await t.app.inject({
            method: 'POST',
            url: `/api${op.path}`,
            payload,
            headers: { 'content-type': type, ...(tok ? { authorization: `Bearer ${tok}` } : {}) },
          });
          const what = `${op.operationId} token=${tok} body=${payload.slice(0, 12)}`;
          expect(r.statusCode, what).toBe(403);
          expect(JSON.parse(r.body), what).toEqual(NO_SESSION);
        }
      }
    }
    // Nothing ran: the sample bodies name real data of demo.
    expect((await lists(t, token)).domains.map((d: any) => d.domain)).toContain('example.com');
  });

  it('answers 403 for a form post that carries no valid session field, before looking at the rest', async () => {
    const forms = all().filter((o) => o.sessionField);
    expect(forms.map((o) => o.operationId).sort()).toEqual(['backupDownload', 'fileFileDownload', 'logDownload']);
    for (const op of forms.filter((o) => t.app.panel.implemented.has(o.operationId))) {
      for (const payload of ['', 'garbage&&==', `session=not-a-token&type=${'x'.repeat(100)}`, 'domain=example.com']) {
        const r = await t.app.inject({
          method: 'POST',
          url: `/api${op.path}`,
          payload,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(r.statusCode, `${op.operationId} ${payload}`).toBe(403);
        expect(JSON.parse(r.body)).toEqual(NO_SESSION);
      }
    }
  });

  it('gives each call a body limit that fits what it carries', async () => {
    const limits = Object.fromEntries(all().map((o) => [o.operationId, o.bodyLimit]));
    expect(limits.domainAdd).toBe(16 * 1024);
    expect(limits.fileFilePut).toBe(8 * 1024 * 1024);
    expect(limits.certificateCheck).toBe(256 * 1024);
    const r = await t.call('/domain/add', { domain: 'x'.repeat(20 * 1024) }, token);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ type: 'validation', message: 'The body is too large.' });
  });

  it('leaves the operations that need no bearer token open', () => {
    const open = all()
      .filter((o) => !o.secured)
      .map((o) => o.operationId)
      .sort();
    expect(open).toEqual([
      'accountLogin',
      'accountRedirect',
      'accountTwoFactorSignIn',
      'backupDownload',
      'fileFileDownload',
      'logDownload',
      'testAccount',
      'testAccountDelete',
      'testAccounts',
      'testBackup',
      'testClock',
      'testFault',
      'testFaults',
      'testFaultsClear',
      'testHandoff',
      'testLog',
      'testRequests',
      'testReset',
      'testScenario',
      'testScenarios',
    ]);
  });
});

describe('authentication on the matched route, in every mode', () => {
  const secured = () => [...loadContract().operations.values()].filter((o) => o.secured);
  const invalidBody = '{"domain": ' + 'x'.repeat(300 * 1024);

  for (const mode of ['test', 'development', 'production'] as const) {
    it(`refuses every spelling the router accepts for a secured call with 403 before reading the body (${mode})`, async () => {
      const app = mode === 'test' ? t : await testApp({ mode, fixtures: ['demo'] });
      try {
        const ops = secured().filter((o) => app.app.panel.implemented.has(o.operationId));
        expect(ops.length).toBeGreaterThan(mode === 'production' ? 45 : 50);
        let matched = 0;
        for (const op of ops) {
          const type = op.contentType === 'multipart/form-data' ? 'multipart/form-data; boundary=x' : op.contentType;
          for (const url of spellings(op.path)) {
            const r = await app.app.inject({ method: 'POST', url, payload: invalidBody, headers: { 'content-type': type } });
            const what = `${op.operationId} ${url} -> ${r.statusCode} ${r.body.slice(0, 80)}`;
            // A spelling the router takes is the call: no session, 403. Any other is no route at all.
            expect([403, 404], what).toContain(r.statusCode);
            if (r.statusCode === 403) {
              matched++;
              expect(JSON.parse(r.body), what).toEqual(NO_SESSION);
            } else {
              expect(JSON.parse(r.body).type, what).toBe('notFound');
            }
            // An encoded letter is the same route to the router, so it must be refused as such.
            if (/%[0-9a-f]{2}/i.test(url.slice(0, 6 + op.path.length)) && !/%2f/i.test(url)) expect(r.statusCode, what).toBe(403);
          }
        }
        expect(matched).toBeGreaterThan(ops.length * 4);
      } finally {
        if (app !== t) await app.close();
      }
    });
  }

  it('ran nothing while refusing: the demo account is as it was', async () => {
    expect((await lists(t, token)).domains.map((d: any) => d.domain)).toContain('example.com');
  });
});
