import type { components, paths } from '@panel/contract/generated';

/**
 * A typed client of the test-control API (`POST /api/__test/...`, the contract's `test-control`
 * tag). Every type below is read from the contract's generated `paths`, so a change of the contract
 * (a field renamed, a call added) shows up here as a type error, and test/client.test.ts fails when
 * an operation of the tag has no method.
 */

type Schemas = components['schemas'];

/** The test-control paths of the contract. */
export type TestControlPath = Extract<keyof paths, `/__test/${string}`>;
/** Every other path of the contract: what a fault can name. */
export type PanelApiPath = Exclude<keyof paths, TestControlPath>;

type Post<P extends TestControlPath> = paths[P]['post'];
/** The JSON body a test-control call takes. */
export type TestControlBody<P extends TestControlPath> = Post<P>['requestBody'] extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body of a test-control call's 200 reply. */
export type TestControlReply<P extends TestControlPath> = Post<P>['responses'] extends { 200: { content: { 'application/json': infer R } } }
  ? R
  : never;

/** The kit's method for each test-control path. */
export const testControlMethods = {
  reset: '/__test/reset',
  account: '/__test/account',
  deleteAccount: '/__test/account/delete',
  scenario: '/__test/scenario',
  scenarios: '/__test/scenarios',
  fault: '/__test/fault',
  faults: '/__test/faults',
  clearFaults: '/__test/faults/clear',
  clock: '/__test/clock',
  handoff: '/__test/handoff',
  log: '/__test/log',
  requests: '/__test/requests',
} as const satisfies Record<string, TestControlPath>;

type Methods = typeof testControlMethods;
export type TestControlMethod = keyof Methods;

// A test-control path of the contract without a method above is a type error here, naming the path.
type Unmapped = Exclude<TestControlPath, Methods[TestControlMethod]>;
const everyPathHasAMethod: [Unmapped] extends [never] ? true : { missingMethodFor: Unmapped } = true;
void everyPathHasAMethod;

// Types of the contract a suite uses most.
export type TestFixture = Schemas['TestFixture'];
export type TestAccount = Schemas['TestCredentials'];
export type TestScenario = Schemas['TestScenario'];
export type TestScenarioAccount = Schemas['TestScenarioAccount'];
export type TestFaultRequest = Schemas['TestFaultRequest'];
export type TestFault = Schemas['TestFault'];
export type TestRequestLog = Schemas['TestRequestLog'];
export type TestRequestRecord = Schemas['TestRequestRecord'];
export type TestHandoffRequest = Schemas['TestHandoffRequest'];
export type TestLogRequest = Schemas['TestLogRequest'];

/** A call whose body may be left out when an empty object is a valid body. */
type NoFields = Record<never, never>;
type Call<P extends TestControlPath> = (
  ...body: NoFields extends TestControlBody<P> ? [body?: TestControlBody<P>] : [body: TestControlBody<P>]
) => Promise<TestControlReply<P>>;

export interface IdleOptions {
  /** How long to wait in all (ms, default 10,000). */
  timeout?: number;
  /** How long no call may be running or arrive before the panel counts as idle (ms, default 100). */
  quiet?: number;
  /** Time between two looks at the journal (ms, default 50). */
  interval?: number;
}

export type TestControl = { [M in TestControlMethod]: Call<Methods[M]> } & {
  /**
   * Resolves once the account has no call in flight (`inFlight` 0 in its journal) and none arrived
   * for `quiet` ms; answers the journal as it was then. Throws after `timeout`.
   */
  waitForIdle(login: string, options?: IdleOptions): Promise<TestRequestLog>;
};

/** Sends one call: the path without the API prefix, the JSON body; answers the status and the parsed body. */
export type Transport = (path: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/** A refused test-control call: its status and the `{type, message}` body the server answered. */
export class TestControlError extends Error {
  readonly status: number;
  readonly type: string;
  readonly path: string;
  readonly body: unknown;

  constructor(path: string, status: number, body: unknown) {
    const error = (body && typeof body === 'object' ? body : {}) as { type?: unknown; message?: unknown };
    const message = typeof error.message === 'string' ? error.message : JSON.stringify(body);
    super(`${path} → ${status} ${message}`);
    this.name = 'TestControlError';
    this.status = status;
    this.type = typeof error.type === 'string' ? error.type : 'unknown';
    this.path = path;
    this.body = body;
  }
}

export interface FetchOptions {
  /** Where the API lives on that server (default `/api`, what `/config.json` says by default). */
  apiPath?: string;
  /** Another fetch (default the global one, Node 20's). */
  fetch?: typeof fetch;
}

/** Calls with fetch: `POST {baseUrl}{apiPath}{path}`. */
export function fetchTransport(baseUrl: string, { apiPath = '/api', fetch: fetchImpl = globalThis.fetch }: FetchOptions = {}): Transport {
  const root = `${baseUrl.replace(/\/+$/, '')}${apiPath}`;
  return async (path, body) => {
    const reply = await fetchImpl(`${root}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const text = await reply.text();
    return { status: reply.status, body: parse(text) };
  };
}

export function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The test-control client. `target` is the server's address (`http://127.0.0.1:8080`, the API at
 * `/api` below it) or a transport of your own (the Playwright fixtures pass one over
 * `APIRequestContext`, so the calls show in traces).
 */
export function createTestControl(target: string | Transport, options: FetchOptions = {}): TestControl {
  const send = typeof target === 'string' ? fetchTransport(target, options) : target;
  const call = async (path: TestControlPath, body: unknown) => {
    const reply = await send(path, body ?? {});
    if (reply.status < 200 || reply.status > 299) throw new TestControlError(path, reply.status, reply.body);
    return reply.body;
  };
  const methods = Object.fromEntries(
    Object.entries(testControlMethods).map(([method, path]) => [method, (body?: unknown) => call(path, body)]),
  ) as { [M in TestControlMethod]: Call<Methods[M]> };

  async function waitForIdle(login: string, { timeout = 10_000, quiet = 100, interval = 50 }: IdleOptions = {}): Promise<TestRequestLog> {
    const deadline = Date.now() + timeout;
    let log = await methods.requests({ login });
    let idleSince: number | null = null;
    for (;;) {
      const now = Date.now();
      if (log.inFlight === 0) {
        idleSince ??= now;
        if (now - idleSince >= quiet) return methods.requests({ login });
      } else {
        idleSince = null;
      }
      if (now > deadline) throw new Error(`${login} still had ${log.inFlight} call(s) in flight after ${timeout} ms`);
      await sleep(interval);
      // Only what arrived since the last look: a new call means the quiet time starts again.
      const next = await methods.requests({ login, since: log.sequence });
      if (next.requests.length > 0) idleSince = null;
      log = next;
    }
  }

  return { ...methods, waitForIdle };
}
