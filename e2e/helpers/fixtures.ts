import { test as base, expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { components } from '@panel/contract/generated';

type Schemas = components['schemas'];

export type Account = Schemas['TestCredentials'];

/** The fixtures the e2e server seeds (big is left out: it writes a 200 MB log). */
export type Fixture = Exclude<Schemas['TestFixture'], 'big'>;

/** What `/api/__test/fault` takes (README, "Test-control API"); always scope a fault to the test's own login. */
export type Fault = Schemas['TestFaultRequest'] & { login: string };

/** The account lists `/keepalive` answers, as the contract defines them. */
export type Lists = components['schemas']['AccountLists'];

/** Calls the test-control API (and any API call) directly. */
export async function control<T = any>(api: APIRequestContext, p: string, body: unknown = {}, token?: string): Promise<T> {
  const r = await api.post(`/api${p}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!r.ok()) throw new Error(`${p} → ${r.status()} ${await r.text()}`);
  return r.json();
}

/** A new isolated account cloned from a fixture: unique data per test, nothing shared between workers. */
export async function cloneAccount(api: APIRequestContext, fixture: Fixture = 'demo'): Promise<Account> {
  return control<Account>(api, '/__test/account', { fixture });
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
  await control(api, '/__test/fault', fault);
}

/**
 * Makes the account's calls of `path` fail at the network level until `/__test/faults/clear`.
 * Chromium silently resends a request whose kept-alive socket is dropped, over each idle socket it
 * holds (up to 6 per host), so a single dropped connection never reaches the page: drop many.
 */
export async function dropConnections(api: APIRequestContext, login: string, path: string) {
  await injectFault(api, { login, path, networkError: true, times: 20 });
}

export async function clearFaults(api: APIRequestContext, login: string) {
  await control(api, '/__test/faults/clear', { login });
}

/** The API calls this account has made, newest last. */
export async function requestsOf(api: APIRequestContext, login: string) {
  const { requests } = await control<{ requests: { path: string; status: number; time: string }[] }>(api, '/__test/requests', { login });
  return requests;
}

/** Waits until the account has made a call of `path` answered with `status` (the server's own log). */
export async function expectRequest(api: APIRequestContext, login: string, path: string, status: number) {
  await expect
    .poll(async () => (await requestsOf(api, login)).some((r) => r.path === path && r.status === status), {
      message: `expected a ${path} call answered ${status}`,
    })
    .toBe(true);
}

/** A domain name nobody else has: the test's own login makes it unique. */
export function uniqueDomain(account: Account, label = 'site') {
  return `${label}-${account.login}.com`;
}

/** The session token the page holds (the client keeps its state in sessionStorage). */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = sessionStorage.getItem('hosting-panel/account');
    return raw ? (JSON.parse(raw) as { session?: string | null }).session ?? null : null;
  });
  if (!token) throw new Error('The page holds no session');
  return token;
}

export const test = base.extend<{ api: APIRequestContext; account: Account }>({
  api: async ({ baseURL }, use) => {
    const api = await request.newContext({ baseURL });
    await use(api);
    await api.dispose();
  },
  // Each test gets its own clone of demo, so tests can change data freely and run in parallel.
  account: async ({ api }, use) => {
    await use(await cloneAccount(api, 'demo'));
  },
});

export { expect };

/** Fills and submits the sign-in form. */
export async function submitLogin(page: Page, login: string, password: string) {
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the login screen and waits for the domains screen and its rows. */
export async function signIn(page: Page, account: Account) {
  await page.goto('/login');
  await submitLogin(page, account.login, account.password);
  await expect(page).toHaveURL(/\/domains$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The sidebar's navigation (on narrow screens it lives in the off-canvas menu). */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: /^(Sections|Sekcje)$/ });
}

/** A success toast (summary 'Operation performed successfully.') with its detail line. */
export function toast(page: Page, detail: string | RegExp): Locator {
  return page
    .getByTestId('toasts')
    .locator('.toast')
    .filter({ hasText: 'Operation performed successfully.' })
    .filter({ hasText: detail });
}

/** A modal by its stable DOM id (react-bootstrap puts the id on `.modal-dialog`). */
export function dialogById(page: Page, id: string): Locator {
  return page.getByRole('dialog').filter({ has: page.locator(`#${id}`) });
}
