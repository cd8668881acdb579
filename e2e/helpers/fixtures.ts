import { request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { components } from '@panel/contract/generated';
import type { PanelPage } from '@panel/contract/pages';
import {
  test as kit,
  expect,
  journalFor,
  removeAccount,
  signIn as kitSignIn,
  testControlOf,
  type KitFaultRequest,
  type PanelApiPath,
  type TestControl,
} from '@panel/test-kit/playwright';
import { shownName } from './catalogues';
import { keepHttpCache } from './http-cache';

/**
 * The project's own suites stand on the QA kit (`@panel/test-kit`, docs/qa.md): its fixtures
 * (`account`, `scenario`, `faults`, `clock`, `journal`, `signedInPage`, `testControl`) and its typed
 * test-control client. The helpers below keep the names the specs import.
 */

type Schemas = components['schemas'];

export type Account = Schemas['TestCredentials'];

/** The fixtures the e2e server seeds (big is left out: it writes a 200 MB log). */
export type Fixture = Exclude<Schemas['TestFixture'], 'big'>;

/** What `/api/__test/fault` takes (README, "Test-control API"); always scope a fault to the test's own login. */
export type Fault = KitFaultRequest & { login: string };

/** The account lists `/keepalive` answers, as the contract defines them. */
export type Lists = components['schemas']['AccountLists'];

/** Calls any API call directly (the test-control ones are typed in the kit: `kitOf(api)`). */
export async function control<T = any>(api: APIRequestContext, p: string, body: unknown = {}, token?: string): Promise<T> {
  const r = await api.post(`/api${p}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!r.ok()) throw new Error(`${p} → ${r.status()} ${await r.text()}`);
  return r.json();
}

const kits = new WeakMap<APIRequestContext, TestControl>();

/** The kit's typed test-control client over this request context. */
export function kitOf(api: APIRequestContext): TestControl {
  let made = kits.get(api);
  if (!made) kits.set(api, (made = testControlOf(api)));
  return made;
}

/** The clones made through each `api` fixture, removed when the test ends. */
const clones = new WeakMap<APIRequestContext, string[]>();

/** A new isolated account cloned from a fixture: unique data per test, nothing shared between workers; removed after the test. */
export async function cloneAccount(api: APIRequestContext, fixture: Fixture = 'demo'): Promise<Account> {
  const account = await kitOf(api).account({ fixture });
  clones.get(api)?.push(account.login);
  return account;
}

/** A session token for the account, straight from the API (a session of its own, not the page's). */
export async function apiToken(api: APIRequestContext, account: Account): Promise<string> {
  const reply = await control<{ token: string }>(api, '/account/login', { login: account.login, password: account.password });
  return reply.token;
}

/** What the server holds for the account now, through a fresh session (`/keepalive`). */
export async function serverLists(api: APIRequestContext, account: Account): Promise<Lists> {
  return control<Lists>(api, '/keepalive', {}, await apiToken(api, account));
}

export async function injectFault(api: APIRequestContext, fault: Fault) {
  await kitOf(api).fault(fault);
}

/**
 * Makes the account's next call of `path` fail at the network level. The server cuts the reply off
 * mid-body, which the browser does not resend, so one dropped reply reaches the page.
 */
export async function dropConnections(api: APIRequestContext, login: string, path: PanelApiPath) {
  await injectFault(api, { login, path, networkError: true, times: 1 });
}

export async function clearFaults(api: APIRequestContext, login: string) {
  await kitOf(api).clearFaults({ login });
}

/** The API calls this account has made, newest last (the journal: masked bodies, statuses, sequences). */
export async function requestsOf(api: APIRequestContext, login: string) {
  return (await kitOf(api).requests({ login })).requests;
}

/** Waits until the account has made a call of `path` answered with `status` (the server's own log). */
export async function expectRequest(api: APIRequestContext, login: string, path: string, status: number) {
  await journalFor(kitOf(api), login).waitForCall(path as PanelApiPath, status);
}

/** A domain name nobody else has: the test's own login makes it unique. */
export function uniqueDomain(account: Account, label = 'site') {
  return `${label}-${account.login}.com`;
}

/** An 86-character name of the account's own, every label within the DNS limit. */
export function longDomain(account: Account) {
  return `${`long-${account.login}-`.padEnd(50, 'x').slice(0, 50)}.and-one-more-label.example-long.com`;
}

/** Adds a domain to the account through the API, before the page shows it. */
export async function addDomain(api: APIRequestContext, account: Account, domain: string) {
  await control(api, '/domain/add', { domain }, await apiToken(api, account));
}

/**
 * The session token the page holds (the client keeps its state in sessionStorage, written a moment
 * after each change, so a page just signed in is given that moment).
 */
export async function pageToken(page: Page): Promise<string> {
  const held = await page
    .waitForFunction(
      () => {
        const raw = sessionStorage.getItem('hosting-panel/account');
        return raw ? ((JSON.parse(raw) as { session?: string | null }).session ?? null) : null;
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => null);
  const token = held && (await held.jsonValue());
  if (!token) throw new Error('The page holds no session');
  return token;
}

export const test = kit.extend<{ api: APIRequestContext }>({
  context: async ({ context }, use) => {
    keepHttpCache(context);
    await use(context);
  },
  // A request context of the test's own; clones made through it (cloneAccount) are removed afterwards.
  // `account` (the kit's) is the test's own clone of demo, removed afterwards too.
  api: async ({ baseURL }, use) => {
    const api = await request.newContext({ baseURL });
    const made: string[] = [];
    clones.set(api, made);
    await use(api);
    for (const login of made) await removeAccount(kitOf(api), login);
    await api.dispose();
  },
});

export { expect };

/** Fills and submits the sign-in form. */
export async function submitLogin(page: Page, login: string, password: string) {
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the login screen and waits for the domains screen. */
export async function signInWithForm(page: Page, account: Account) {
  await page.goto('/login');
  await submitLogin(page, account.login, account.password);
  await expect(page).toHaveURL(/\/domains$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Signs in through a hand-off link (`/authorize/<token>`, as from the customer area), straight on
 * `screen`, and waits for its heading: one page load, no form. Tests of the form use signInWithForm.
 */
export async function signIn(page: Page, account: Account, screen: PanelPage = 'domains') {
  await kitSignIn(page, account, screen);
}

/**
 * Holds the page's calls matching `url` until `release()`, so a state that lasts only while a call
 * runs can be seen without a fixed delay.
 */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The sidebar's navigation (on narrow screens it lives in the off-canvas menu). */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: /^(Sections|Sekcje)$/ });
}

/**
 * Opens another screen from the sidebar (on narrow screens, from the menu that holds it), no page
 * load, and waits for its heading: its title in either language unless `heading` names another (a
 * screen that failed). The screen left keeps its own heading until the new one's code has arrived,
 * so any heading would not do.
 */
export async function openScreen(page: Page, screen: PanelPage, heading: string | RegExp = shownName(`${screen}.title`)) {
  const link = sidebar(page).locator(`a[href="/${screen}"]`);
  if (!(await link.isVisible())) await page.getByRole('button', { name: /^(Open the menu|Otwórz menu)$/ }).click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${screen}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A success toast (summary 'Operation performed successfully.') with its detail line. */
export function toast(page: Page, detail: string | RegExp): Locator {
  return page.getByTestId('toasts').locator('.toast').filter({ hasText: 'Operation performed successfully.' }).filter({ hasText: detail });
}

/** Closes the open dialog or menu with Escape and waits until it is gone. */
export async function dismiss(page: Page, what: Locator) {
  await page.keyboard.press('Escape');
  await expect(what).toBeHidden();
}

/** A modal by its stable DOM id (react-bootstrap puts the id on `.modal-dialog`). */
export function dialogById(page: Page, id: string): Locator {
  return page.getByRole('dialog').filter({ has: page.locator(`#${id}`) });
}
