import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PanelPage } from '@panel/contract/pages';
import {
  createTestControl,
  parse,
  removeClone,
  type CallFilter,
  type CallTarget,
  type ExpectCallsOptions,
  type IdleOptions,
  type JournalEntry,
  type JournalLog,
  type KitFaultRequest,
  type KitScenario,
  type PanelApiPath,
  type ScenarioName,
  type TestAccount,
  type TestControl,
  type TestFault,
  type Capability,
  type TestFixture,
  type TestScenarioAccount,
  type Transport,
  type WaitOptions,
} from './client';

/**
 * Playwright fixtures over the test-control API: `account` (an isolated clone), `scenario`,
 * `faults`, `clock`, `journal`, `signedInPage`, and `testControl` (the typed client). Every clone
 * made through them (`testControl.account()` and `testControl.scenario()` too) is removed when its
 * test ends. docs/qa.md walks through a suite built on them.
 */

/** Calls over Playwright's APIRequestContext (its base URL), so they show in traces. */
export function playwrightTransport(request: APIRequestContext, apiPath = '/api'): Transport {
  return async (path, body) => {
    const reply = await request.post(`${apiPath}${path}`, { data: body ?? {} });
    return { status: reply.status(), body: parse(await reply.text()) };
  };
}

/** The typed client over a Playwright request context. */
export function testControlOf(request: APIRequestContext, apiPath = '/api'): TestControl {
  return createTestControl(playwrightTransport(request, apiPath));
}

/** Removes a clone; one already gone (the test removed it) is fine. */
export const removeAccount = (control: TestControl, login: string) => removeClone(control, login);

/** The client, keeping the logins of the clones it makes (`account`, `scenario`) so `cleanUp()` removes them. */
export function trackingControl(control: TestControl): TestControl & { cleanUp(): Promise<void> } {
  const made: string[] = [];
  const kept = <T extends { login: string }>(account: T) => (made.push(account.login), account);
  return {
    ...control,
    account: async (body) => kept(await control.account(body)),
    scenario: async (body) => kept(await control.scenario(body)),
    cleanUp: async () => {
      for (const login of made.splice(0)) await removeClone(control, login);
    },
  };
}

/** A fault for one login: any path of the contract but the test-control ones. */
export type AccountFault = Omit<KitFaultRequest, 'login'>;

export interface Faults {
  /**
   * Calls of `path` by this login answer as said: `status` with `body` or `{type, message}`,
   * `headers`, `delayMs`, `networkError`; only those whose body matches `when`. `times` calls, or
   * every one until `clear()` when `times` is left out.
   */
  inject(fault: AccountFault): Promise<void>;
  /** The next call of `path` fails as a broken connection (the reply cut off mid-body; the browser does not resend it). */
  dropConnection(path: PanelApiPath, when?: AccountFault['when']): Promise<void>;
  /** The faults still waiting to fire. */
  pending(): Promise<TestFault[]>;
  clear(): Promise<void>;
  /** The same, for another login (a scenario's account, say). */
  for(login: string): Faults;
}

export interface Clock {
  /** Sets the account's virtual time: expiries, and the `Date` header the panel takes "now" from. */
  set(now: Date | string): Promise<void>;
  /** Back to the real time. */
  clear(): Promise<void>;
  for(login: string): Clock;
}

export interface JournalOptions {
  /** Show file contents and commands in full (default: their size only). */
  contents?: boolean;
}

export interface Journal {
  /**
   * The calls the account made (masked bodies, newest last); with `since`, only those after that
   * sequence. File contents, certificate and SSH key texts and CRON commands show as their size
   * unless `contents` is asked for; passwords and tokens stay masked either way.
   */
  entries(since?: number, options?: JournalOptions): Promise<JournalEntry[]>;
  /** The whole reply: `requests`, `inFlight`, `sequence`. */
  read(since?: number, options?: JournalOptions): Promise<JournalLog>;
  /** The newest sequence now: `entries(await journal.mark())` later gives only what followed. */
  mark(): Promise<number>;
  /** Waits until the panel is idle: no call in flight and none arriving for a moment. */
  waitForIdle(options?: IdleOptions): Promise<JournalLog>;
  /**
   * Waits for a call of the operation (its path or operationId), answered with any status unless
   * `status` is given, its body like `body`, after `since`; answers it. Throws listing the calls seen.
   */
  waitForCall(target: CallTarget, options?: CallFilter & WaitOptions): Promise<JournalEntry>;
  /** The same, answered with `status`. */
  waitForCall(target: CallTarget, status: number, options?: Omit<CallFilter, 'status'> & WaitOptions): Promise<JournalEntry>;
  /**
   * Checks that the operation was called `times` times (a number, or `{atLeast, atMost}`; default at
   * least once) with a body like `body` (and `status`, after `since`), waiting up to `timeout` (5 s)
   * for calls on their way; answers those calls. Throws listing the calls the journal holds.
   */
  expectCalls(target: CallTarget, options?: ExpectCallsOptions): Promise<JournalEntry[]>;
  for(login: string): Journal;
}

/** Makes scenario accounts (by name, a shipped one's checked, or inline); each is removed after the test. */
export type ScenarioMaker = (scenario: ScenarioName | KitScenario) => Promise<TestScenarioAccount>;

export interface KitOptions {
  /** The fixture `account` clones (default `demo`). */
  fixture: TestFixture;
  /** The extensions the clone has on (default: every one the mock implements; `[]`: none, the specification's panel). */
  capabilities: Capability[] | undefined;
  /** The screen `signedInPage` opens (default `domains`). */
  landing: PanelPage;
  /** Where the API lives below the base URL (default `/api`). */
  apiPath: string;
}

export interface KitFixtures {
  testControl: TestControl;
  account: TestAccount;
  scenario: ScenarioMaker;
  faults: Faults;
  clock: Clock;
  journal: Journal;
  signedInPage: Page;
}

export function faultsFor(control: TestControl, login: string): Faults {
  return {
    inject: async (fault) => void (await control.fault({ ...fault, login })),
    dropConnection: async (path, when) => void (await control.fault({ login, path, networkError: true, times: 1, ...(when && { when }) })),
    pending: async () => (await control.faults({ login })).faults,
    clear: async () => void (await control.clearFaults({ login })),
    for: (other) => faultsFor(control, other),
  };
}

export function clockFor(control: TestControl, login: string): Clock {
  return {
    set: async (now) => void (await control.clock({ login, now: now instanceof Date ? now.toISOString() : now })),
    clear: async () => void (await control.clock({ login, now: null })),
    for: (other) => clockFor(control, other),
  };
}

export function journalFor(control: TestControl, login: string): Journal {
  const read = (since?: number, { contents }: JournalOptions = {}) =>
    control.requests({ login, ...(since !== undefined && { since }), ...(contents !== undefined && { contents }) });
  return {
    read,
    entries: async (since, options) => (await read(since, options)).requests,
    mark: async () => (await read()).sequence,
    waitForIdle: (options) => control.waitForIdle(login, options),
    waitForCall: (target: CallTarget, status?: number | (CallFilter & WaitOptions), options: CallFilter & WaitOptions = {}) =>
      control.waitForCall(login, target, typeof status === 'number' ? { timeout: 7_000, ...options, status } : { timeout: 7_000, ...status }),
    expectCalls: (target, options) => control.expectCalls(login, target, options),
    for: (other) => journalFor(control, other),
  };
}

/**
 * Opens the panel signed in as the account through a hand-off (`/authorize/<token>`), on `screen`,
 * and waits for its heading: one page load, no sign-in form. A page signed in as another account
 * first asks "Switch accounts?": the kit answers "Sign out and continue".
 */
export async function signIn(page: Page, account: { login: string }, screen: PanelPage = 'domains', apiPath = '/api') {
  const { url } = await testControlOf(page.request, apiPath).handoff({ login: account.login, page: screen });
  await page.goto(url);
  const landed = new RegExp(`/${screen}$`);
  const prompt = page.getByTestId('authorize-switch');
  await expect.poll(async () => landed.test(new URL(page.url()).pathname) || (await prompt.isVisible())).toBe(true);
  // Its last button goes on (the first, Cancel, keeps the old session), in either language.
  if (await prompt.isVisible()) await prompt.getByRole('button').last().click();
  await expect(page).toHaveURL(landed);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export const test = base.extend<KitOptions & KitFixtures>({
  fixture: ['demo', { option: true }],
  landing: ['domains', { option: true }],
  apiPath: ['/api', { option: true }],
  capabilities: [undefined, { option: true }],

  // Every clone made through it (by the fixtures below or by the test) is removed when the test ends.
  testControl: async ({ request, apiPath }, use) => {
    const control = trackingControl(testControlOf(request, apiPath));
    await use(control);
    await control.cleanUp();
  },
  // An isolated clone per test: tests change data freely and run in parallel.
  account: async ({ testControl, fixture, capabilities }, use) => {
    await use(await testControl.account({ fixture, ...(capabilities && { capabilities }) }));
  },
  scenario: async ({ testControl }, use) => {
    await use((scenario) => testControl.scenario(typeof scenario === 'string' ? { name: scenario } : { scenario }));
  },
  faults: async ({ testControl, account }, use) => {
    await use(faultsFor(testControl, account.login));
  },
  clock: async ({ testControl, account }, use) => {
    await use(clockFor(testControl, account.login));
  },
  journal: async ({ testControl, account }, use) => {
    await use(journalFor(testControl, account.login));
  },
  signedInPage: async ({ page, account, landing, apiPath }, use) => {
    await signIn(page, account, landing, apiPath);
    await use(page);
  },
});

export { expect };
export * from './client';
