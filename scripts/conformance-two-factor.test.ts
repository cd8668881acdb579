// The conformance kit and the twoFactor extension: with --test-control it turns two-factor sign-in on
// for its clone with a code it computes, signs in with a recovery code and turns it off again; on a
// customer's account it only reads the state and sends refused calls, so the account stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitResult } from './conformance/kit.js';
import { postJson as post, runKitBeside, startOwnServer, type OwnServer } from './conformance/server.js';
import { totpCode } from './conformance/operations/two-factor.js';

let server: OwnServer;

beforeAll(async () => {
  server = await startOwnServer();
}, 180_000);
afterAll(() => server?.stop());

const TWO_FACTOR = ['accountTwoFactor', 'accountTwoFactorStart', 'accountTwoFactorConfirm', 'accountTwoFactorDisable', 'accountTwoFactorSignIn'];
const outcomes = (result: KitResult) => Object.fromEntries(result.results.map((r) => [r.operationId, r.outcome]));

describe('the kit and two-factor sign-in', () => {
  it('computes the codes of RFC 6238 (its test vector)', () => {
    // RFC 6238, appendix B: the key "12345678901234567890" (base32 below) at 59 s gives 94287082 (8 digits).
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });

  it('turns it on and off again on its clone, every call checked', async () => {
    const result = await runKitBeside({
      api: server.api,
      login: 'demo',
      password: 'demo1234',
      testControl: true,
      only: ['keepalive', 'accountCapabilities', ...TWO_FACTOR],
    });
    expect(result.failed).toBe(0);
    const outcome = outcomes(result);
    for (const id of TWO_FACTOR) expect(outcome[id], id).toBe('passed');
    expect(result.results.find((r) => r.operationId === 'accountTwoFactorStart')!.checks).toBeGreaterThan(5);
  }, 120_000);

  it("never turns it on for a customer's account: the state read, refusals only, the account as it was", async () => {
    const made = await post<{ login: string; password: string }>(server.api, '/__test/account', { fixture: 'demo' });
    const result = await runKitBeside({ api: server.api, ...made.body, only: ['keepalive', 'accountCapabilities', ...TWO_FACTOR] });
    expect(result.failed).toBe(0);
    expect(outcomes(result)).toMatchObject({ accountTwoFactor: 'passed', accountTwoFactorConfirm: 'passed', accountTwoFactorStart: 'skipped' });
    const signIn = await post<{ token?: string }>(server.api, '/account/login', made.body);
    expect(signIn.status).toBe(200);
    const state = await post(server.api, '/account/two-factor', {}, signIn.body.token);
    expect(state.body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  }, 120_000);
});
