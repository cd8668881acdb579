import { test as base, expect, request, type APIRequestContext, type Page } from '@playwright/test';

export interface Account {
  login: string;
  password: string;
}

type Fixture = 'demo' | 'basic' | 'unpaid' | 'empty';

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

/** Signs in through the login screen and waits for the domains screen. */
export async function signIn(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill(account.login);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/domains$/);
}
