import type { components, paths } from '@panel/contract/generated';
import type { PageAction, PanelPage } from '@panel/contract/pages';
import { expectCallsIn, waitForCallIn, type CallFilter, type CallTarget, type ExpectCallsOptions, type WaitOptions } from './calls';
import type { JournalEntry, PanelApiPath, TestControlPath } from './journal-types';
import type { ShippedScenario } from './scenario-names';

/**
 * A typed client of the test-control API (`POST /api/__test/...`, the contract's `test-control`
 * tag). Every type below is read from the contract's generated `paths`, so a change of the contract
 * (a field renamed, a call added) shows up here as a type error, and test/client.test.ts fails when
 * an operation of the tag has no method.
 */

type Schemas = components['schemas'];

export type { TestControlPath, PanelApiPath, PanelOperationId, JournalEntry } from './journal-types';

type Post<P extends TestControlPath> = paths[P]['post'];
/** The JSON body a test-control call takes. */
export type TestControlBody<P extends TestControlPath> = Post<P>['requestBody'] extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body of a test-control call's 200 reply. */
export type TestControlReply<P extends TestControlPath> = Post<P>['responses'] extends { 200: { content: { 'application/json': infer R } } } ? R : never;

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
  accounts: '/__test/accounts',
  backup: '/__test/backup',
} as const satisfies Record<string, TestControlPath>;

type Methods = typeof testControlMethods;
export type TestControlMethod = keyof Methods;

// A test-control path of the contract without a method above is a type error here, naming the path.
type Unmapped = Exclude<TestControlPath, Methods[TestControlMethod]>;
const everyPathHasAMethod: [Unmapped] extends [never] ? true : { missingMethodFor: Unmapped } = true;
void everyPathHasAMethod;

// Types of the contract a suite uses most.
export type TestFixture = Schemas['TestFixture'];
/** An extension the mock can advertise at `/account/capabilities` (`capabilities` of an account or a scenario switches each on or off). */
export type Capability = Schemas['Capability'];
export type TestAccount = Schemas['TestCredentials'];
export type TestScenario = Schemas['TestScenario'];
export type TestScenarioAccount = Schemas['TestScenarioAccount'];
export type TestFaultRequest = Schemas['TestFaultRequest'];
export type TestFault = Schemas['TestFault'];
export type TestRequestLog = Schemas['TestRequestLog'];
export type TestRequestRecord = Schemas['TestRequestRecord'];
export type TestHandoffRequest = Schemas['TestHandoffRequest'];
export type TestLogRequest = Schemas['TestLogRequest'];
export type TestAccountListing = Schemas['TestAccountList']['accounts'][number];

/** The journal as `/__test/requests` answers it, its calls typed. */
export type JournalLog = Omit<TestRequestLog, 'requests'> & { requests: JournalEntry[] };
/** A shipped scenario's name (checked), or one of your own folder's. */
export type ScenarioName = ShippedScenario | (string & {});
/** An inline scenario, its `page` one of the panel's. */
export type KitScenario = Omit<TestScenario, 'page'> & { page?: PanelPage };
export type KitScenarioRequest = { name: ScenarioName; scenario?: never } | { scenario: KitScenario; name?: never };
/** A hand-off: a page of the panel and an action that page takes. */
export type KitHandoffRequest = Omit<TestHandoffRequest, 'page' | 'action'> &
  ({ [P in PanelPage]: { page: P; action?: PageAction<P> } }[PanelPage] | { page?: undefined; action?: undefined });
/** A fault, its path a call of the contract. */
export type KitFaultRequest = Omit<TestFaultRequest, 'path'> & { path: PanelApiPath };

export interface SweepOptions {
  /** Remove the clones at least this many seconds old (0: every clone). */
  olderThan: number;
  /** Only the clones of this fixture. */
  fixture?: TestFixture;
}

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

/** The methods whose bodies the kit types more narrowly than the contract (pages, scenario names, paths). */
type Narrowed = 'handoff' | 'scenario' | 'fault' | 'requests';

export type TestControl = { [M in Exclude<TestControlMethod, Narrowed>]: Call<Methods[M]> } & {
  handoff(body: KitHandoffRequest): Promise<TestControlReply<'/__test/handoff'>>;
  scenario(body: KitScenarioRequest): Promise<TestScenarioAccount>;
  fault(body: KitFaultRequest): Promise<TestControlReply<'/__test/fault'>>;
  requests(body: TestControlBody<'/__test/requests'>): Promise<JournalLog>;
  /**
   * Waits until the account's journal holds `times` calls of the operation (default: at least one)
   * matching `body` and `status`, and answers them; throws listing the calls it saw.
   */
  expectCalls(login: string, target: CallTarget, options?: ExpectCallsOptions): Promise<JournalEntry[]>;
  /** Waits for the account's first call of the operation (matching `body`, `status`, after `since`) and answers it. */
  waitForCall(login: string, target: CallTarget, options?: CallFilter & WaitOptions): Promise<JournalEntry>;
  /**
   * Removes the clones (of `/__test/account` and `/__test/scenario`) at least `olderThan` seconds
   * old, what runs that stopped half-way left behind; answers those it removed.
   */
  sweep(options: SweepOptions): Promise<TestAccountListing[]>;
  /**
   * Resolves once the account has no call in flight (`inFlight` 0 in its journal) and none arrived
   * for `quiet` ms; answers the journal as it was then. Throws after `timeout`.
   */
  waitForIdle(login: string, options?: IdleOptions): Promise<JournalLog>;
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
  ) as unknown as Omit<TestControl, 'waitForIdle' | 'expectCalls' | 'waitForCall' | 'sweep'>;
  const read = async (login: string, since?: number) => (await methods.requests({ login, ...(since !== undefined && { since }) })).requests;

  async function waitForIdle(login: string, { timeout = 10_000, quiet = 100, interval = 50 }: IdleOptions = {}): Promise<JournalLog> {
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

  async function sweep({ olderThan, fixture }: SweepOptions): Promise<TestAccountListing[]> {
    const { accounts } = await methods.accounts({ olderThan, ...(fixture !== undefined && { fixture }) });
    for (const { login } of accounts) await removeClone(methods, login);
    return accounts;
  }

  return {
    ...methods,
    waitForIdle,
    expectCalls: (login, target, options) => expectCallsIn((since) => read(login, since), target, options),
    waitForCall: (login, target, options) => waitForCallIn((since) => read(login, since), target, options),
    sweep,
  };
}

/** Removes a clone; one already gone (the test removed it, a reset dropped it) is fine. */
export async function removeClone(control: Pick<TestControl, 'deleteAccount'>, login: string) {
  await control.deleteAccount({ login }).catch((error: unknown) => {
    if (!(error instanceof TestControlError && error.status === 404)) throw error;
  });
}

export * from './calls';
export { shippedScenarios, type ShippedScenario } from './scenario-names';
