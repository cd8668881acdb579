import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PanelPage } from '@panel/contract/pages';
import {
  createTestControl,
  parse,
  TestControlError,
  type IdleOptions,
  type PanelApiPath,
  type TestAccount,
  type TestControl,
  type TestFault,
  type TestFaultRequest,
  type TestFixture,
  type TestRequestLog,
  type TestRequestRecord,
  type TestScenario,
  type TestScenarioAccount,
  type Transport,
} from './client';

/**
 * Playwright fixtures over the test-control API: `account` (an isolated clone, removed after the
 * test), `scenario`, `faults`, `clock`, `journal`, `signedInPage`, and `testControl` (the typed
 * client). docs/qa.md walks through a suite built on them.
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
export async function removeAccount(control: TestControl, login: string) {
  await control.deleteAccount({ login }).catch((error: unknown) => {
    if (!(error instanceof TestControlError && error.status === 404)) throw error;
  });
}

/** A fault for one login: any path of the contract but the test-control ones. */
export type AccountFault = Omit<TestFaultRequest, 'login' | 'path'> & { path: PanelApiPath };

export interface Faults {
  /** The next `times` (default 1) calls of `path` by this login answer as said (status, type, message, delayMs, networkError, when). */
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
  entries(since?: number, options?: JournalOptions): Promise<TestRequestRecord[]>;
  /** The whole reply: `requests`, `inFlight`, `sequence`. */
  read(since?: number, options?: JournalOptions): Promise<TestRequestLog>;
  /** The newest sequence now: `entries(await journal.mark())` later gives only what followed. */
  mark(): Promise<number>;
  /** Waits until the panel is idle: no call in flight and none arriving for a moment. */
  waitForIdle(options?: IdleOptions): Promise<TestRequestLog>;
  /** Waits until a call of `path` has been answered with `status` (after `since`, if given); answers it. */
  waitForCall(path: PanelApiPath, status: number, options?: { since?: number; timeout?: number }): Promise<TestRequestRecord>;
  for(login: string): Journal;
}

/** Makes scenario accounts (by name, or inline); each is removed after the test. */
export type ScenarioMaker = (scenario: string | TestScenario) => Promise<TestScenarioAccount>;

export interface KitOptions {
  /** The fixture `account` clones (default `demo`). */
  fixture: TestFixture;
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
    waitForCall: async (path, status, { since, timeout = 7_000 } = {}) => {
      let found: TestRequestRecord | undefined;
      await expect
        .poll(
          async () => {
            found = (await read(since)).requests.find((r) => r.path === path && r.status === status);
            return found !== undefined;
          },
          { message: `expected a ${path} call answered ${status}`, timeout },
        )
        .toBe(true);
      return found!;
    },
    for: (other) => journalFor(control, other),
  };
}

/**
 * Opens the panel signed in as the account through a hand-off (`/authorize/<token>`), on `screen`,
 * and waits for its heading: one page load, no sign-in form.
 */
export async function signIn(page: Page, account: { login: string }, screen: PanelPage = 'domains', apiPath = '/api') {
  const { url } = await testControlOf(page.request, apiPath).handoff({ login: account.login, page: screen });
  await page.goto(url);
  await expect(page).toHaveURL(new RegExp(`/${screen}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export const test = base.extend<KitOptions & KitFixtures>({
  fixture: ['demo', { option: true }],
  landing: ['domains', { option: true }],
  apiPath: ['/api', { option: true }],

  testControl: async ({ request, apiPath }, use) => {
    await use(testControlOf(request, apiPath));
  },
  // An isolated clone per test: tests change data freely and run in parallel; removed afterwards.
  account: async ({ testControl, fixture }, use) => {
    const account = await testControl.account({ fixture });
    await use(account);
    await removeAccount(testControl, account.login);
  },
  scenario: async ({ testControl }, use) => {
    const made: string[] = [];
    await use(async (scenario) => {
      const account = await testControl.scenario(typeof scenario === 'string' ? { name: scenario } : { scenario });
      made.push(account.login);
      return account;
    });
    for (const login of made) await removeAccount(testControl, login);
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
