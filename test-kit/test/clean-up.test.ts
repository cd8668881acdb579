import { describe, expect, expectTypeOf, it } from 'vitest';
import { createTestControl, shippedScenarios, type ScenarioName, type ShippedScenario, type Transport } from '../src/client';
import { trackingControl } from '../src/playwright';

/** A server that makes clones, lists them with an age, and removes them; it records every call. */
function cloneServer(existing: { login: string; ageSeconds: number }[] = []) {
  const calls: { path: string; body: any }[] = [];
  let accounts = existing.map((a) => ({ ...a, fixture: 'demo', createdAt: '2030-01-01T00:00:00.000Z' }));
  let n = 0;
  const transport: Transport = async (path, body: any) => {
    calls.push({ path, body });
    if (path === '/__test/account' || path === '/__test/scenario') {
      const login = `clone${++n}`;
      accounts.push({ login, fixture: 'demo', createdAt: '2030-01-01T00:00:00.000Z', ageSeconds: 0 });
      return { status: 200, body: { login, password: 'demo1234', handoffUrl: '/authorize/x' } };
    }
    if (path === '/__test/account/delete') {
      if (!accounts.some((a) => a.login === body.login)) return { status: 404, body: { type: 'notFound', message: 'Account not found.' } };
      accounts = accounts.filter((a) => a.login !== body.login);
      return { status: 200, body: { ok: true } };
    }
    if (path === '/__test/accounts') return { status: 200, body: { accounts: accounts.filter((a) => a.ageSeconds >= (body.olderThan ?? 0)) } };
    return { status: 200, body: { ok: true } };
  };
  return { calls, transport, logins: () => accounts.map((a) => a.login) };
}

describe('the clean-up of the fixtures', () => {
  it('removes every clone the test made through testControl (account and scenario) when it ends', async () => {
    const server = cloneServer([{ login: 'someoneelse', ageSeconds: 5 }]);
    const control = trackingControl(createTestControl(server.transport));
    await control.account({ fixture: 'demo' });
    await control.scenario({ name: 'over-quota' });
    await control.scenario({ scenario: { fixture: 'empty', page: 'files' } });
    expect(server.logins()).toEqual(['someoneelse', 'clone1', 'clone2', 'clone3']);
    await control.cleanUp();
    expect(server.logins()).toEqual(['someoneelse']);
    expect(server.calls.filter((c) => c.path === '/__test/account/delete').map((c) => c.body.login)).toEqual(['clone1', 'clone2', 'clone3']);
  });

  it('takes a clone the test removed itself in its stride', async () => {
    const server = cloneServer();
    const control = trackingControl(createTestControl(server.transport));
    const { login } = await control.account({ fixture: 'demo' });
    await control.deleteAccount({ login });
    await expect(control.cleanUp()).resolves.toBeUndefined();
  });
});

describe('sweep', () => {
  it('removes the clones at least `olderThan` seconds old and answers them', async () => {
    const server = cloneServer([
      { login: 'old1', ageSeconds: 7200 },
      { login: 'old2', ageSeconds: 3600 },
      { login: 'fresh', ageSeconds: 10 },
    ]);
    const removed = await createTestControl(server.transport).sweep({ olderThan: 3600 });
    expect(removed.map((a) => a.login)).toEqual(['old1', 'old2']);
    expect(server.logins()).toEqual(['fresh']);
    expect(server.calls[0]).toEqual({ path: '/__test/accounts', body: { olderThan: 3600 } });
  });
});

describe('typed names', () => {
  it("knows the shipped scenarios by name, and takes a team's own", () => {
    expect(Object.keys(shippedScenarios)).toContain('over-quota');
    expectTypeOf<'over-quota'>().toMatchTypeOf<ShippedScenario>();
    expectTypeOf<'my-own-case'>().toMatchTypeOf<ScenarioName>();
    expectTypeOf<'over-qouta'>().not.toMatchTypeOf<ShippedScenario>();
  });

  it('refuses a page the panel does not have, or an action its page does not take', () => {
    const control = createTestControl(cloneServer().transport);
    void (() => control.handoff({ login: 'demo2', page: 'ssl', action: 'ssl', domain: 'example.com' }));
    void (() => control.handoff({ login: 'demo2' }));
    // @ts-expect-error a page the panel does not have (it would open domains)
    void (() => control.handoff({ login: 'demo2', page: 'sssl' }));
    // @ts-expect-error an action of another page
    void (() => control.handoff({ login: 'demo2', page: 'ssl', action: 'cron' }));
    // @ts-expect-error an inline scenario's page, likewise
    void (() => control.scenario({ scenario: { fixture: 'demo', page: 'certificates' } }));
    // @ts-expect-error a fault on a path the contract does not have
    void (() => control.fault({ path: '/file/file/save', status: 406 }));
  });
});
