import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '@panel/contract/generated';
import { createTestControl, TestControlError, testControlMethods, type TestControlBody, type TestControlReply, type Transport } from '../src/client';

type Schemas = components['schemas'];

const contract = parse(fs.readFileSync(fileURLToPath(import.meta.resolve('@panel/contract/openapi.yaml')), 'utf8')) as {
  paths: Record<string, Record<string, { tags?: string[]; operationId: string }>>;
};

/** Every operation tagged test-control in contract/openapi.yaml. */
const tagged = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => op.tags?.includes('test-control'))
    .map(([method, op]) => ({ path, method, operationId: op.operationId })),
);

/** A transport that records the calls and answers what `answer` says. */
function recorder(answer: (path: string, body: any) => { status: number; body: unknown } = () => ({ status: 200, body: { ok: true } })) {
  const calls: { path: string; body: unknown }[] = [];
  const transport: Transport = async (path, body) => {
    calls.push({ path, body });
    return answer(path, body);
  };
  return { calls, transport };
}

describe('the test-control client', () => {
  it('has a method for every operation tagged test-control in the contract, and none besides', () => {
    expect(tagged.length).toBeGreaterThan(10);
    for (const op of tagged) expect(op.method, `${op.path} is a POST`).toBe('post');
    expect(Object.values(testControlMethods).sort()).toEqual(tagged.map((op) => op.path).sort());
    const control = createTestControl('http://127.0.0.1:1');
    for (const method of Object.keys(testControlMethods)) expect(typeof control[method as keyof typeof control], method).toBe('function');
    expect(typeof control.waitForIdle).toBe('function');
  });

  it('reads its types from the contract', () => {
    expectTypeOf<TestControlBody<'/__test/account'>>().toEqualTypeOf<Schemas['TestAccountRequest']>();
    expectTypeOf<TestControlReply<'/__test/account'>>().toEqualTypeOf<Schemas['TestCredentials']>();
    expectTypeOf<TestControlBody<'/__test/fault'>>().toEqualTypeOf<Schemas['TestFaultRequest']>();
    expectTypeOf<TestControlReply<'/__test/requests'>>().toEqualTypeOf<Schemas['TestRequestLog']>();
    expectTypeOf<TestControlReply<'/__test/scenario'>>().toEqualTypeOf<Schemas['TestScenarioAccount']>();
    const control = createTestControl('http://127.0.0.1:1');
    expectTypeOf(control.scenarios).parameters.toEqualTypeOf<[body?: Schemas['Empty']]>();
    // @ts-expect-error a fixture the contract does not know
    void (() => control.account({ fixture: 'nobody' }));
  });

  it('posts each method to its path with the body given', async () => {
    const { calls, transport } = recorder();
    const control = createTestControl(transport);
    await control.account({ fixture: 'demo' });
    await control.deleteAccount({ login: 'demo2' });
    await control.scenarios();
    await control.clock({ login: 'demo2', now: null });
    expect(calls).toEqual([
      { path: '/__test/account', body: { fixture: 'demo' } },
      { path: '/__test/account/delete', body: { login: 'demo2' } },
      { path: '/__test/scenarios', body: {} },
      { path: '/__test/clock', body: { login: 'demo2', now: null } },
    ]);
  });

  it('throws the refusal with its status and type', async () => {
    const { transport } = recorder(() => ({ status: 404, body: { type: 'notFound', message: 'Account not found.' } }));
    const error = await createTestControl(transport)
      .handoff({ login: 'nobody' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TestControlError);
    expect(error).toMatchObject({ status: 404, type: 'notFound', path: '/__test/handoff', message: '/__test/handoff → 404 Account not found.' });
  });

  it('waits until nothing is in flight and nothing new arrives', async () => {
    let inFlight = 2;
    const { calls, transport } = recorder((_path, body) => {
      const log = { requests: body.since === undefined || inFlight > 0 ? [{ sequence: 9 }] : [], inFlight, sequence: 9 };
      inFlight = Math.max(0, inFlight - 1);
      return { status: 200, body: log };
    });
    const log = await createTestControl(transport).waitForIdle('demo2', { interval: 1, quiet: 5 });
    expect(log.inFlight).toBe(0);
    expect(calls.length).toBeGreaterThan(3);
  });

  it('gives up after the timeout', async () => {
    const { transport } = recorder(() => ({ status: 200, body: { requests: [], inFlight: 1, sequence: 1 } }));
    await expect(createTestControl(transport).waitForIdle('demo2', { timeout: 30, interval: 5 })).rejects.toThrow('1 call(s) in flight');
  });
});
