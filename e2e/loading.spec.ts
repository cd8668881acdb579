import type { Page } from '@playwright/test';
import { apiToken, expect, holdRequests, test } from './helpers/fixtures';

/** Whether the page paints: a frame comes within a second (a render-blocking stylesheet holds them back). */
const paints = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(true));
        setTimeout(() => resolve(false), 1000);
      }),
  );

test.describe('the page shell', () => {
  test('paints the sign-in form before the scripts and the stylesheet arrive, with no spinner', async ({ page }) => {
    await holdRequests(page, '**/assets/*.js');
    await holdRequests(page, '**/assets/*.css');
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Hosting panel' })).toBeVisible();
    await expect(page.getByLabel('Login', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await paints(page)).toBe(true);
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test(`paints the form’s whole text, each line where the panel draws it (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const release = await holdRequests(page, '**/assets/*.js');
      await page.goto('/login', { waitUntil: 'commit' });
      // The longest text of the page (so the moment it paints is the page's largest contentful paint).
      const forgot = page.getByText('Forgot your password? Your hosting company can reset it: ask their support.');
      await expect(forgot).toBeVisible();
      const before = await forgot.boundingBox();
      release();
      await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
      await expect(page.getByTestId('forgot-password')).toBeVisible();
      const after = await page.getByTestId('forgot-password').boundingBox();
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after![side] - before![side]), side).toBeLessThanOrEqual(1);
    });
  }

  test('with a session, paints the layout: dark sidebar, top bar and skeleton rows', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('hosting-panel/account', JSON.stringify({ session: 'token', locale: 'en' })));
    await holdRequests(page, '**/assets/*.js');
    await page.goto('/domains', { waitUntil: 'commit' });
    const shell = page.locator('#shell');
    await expect(shell).toHaveAttribute('aria-busy', 'true');
    await expect(shell.locator('.shell-sidebar')).toHaveCSS('background-color', 'rgb(33, 37, 41)');
    await expect(shell.locator('.shell-topbar')).toBeVisible();
    await expect(shell.locator('.shell-table i')).toHaveCount(10);
    await expect(page.getByLabel('Login', { exact: true })).toBeHidden();
  });

  test.describe('in Polish', () => {
    test.use({ locale: 'pl-PL' });

    test('speaks the browser’s language', async ({ page }) => {
      await holdRequests(page, '**/assets/*.js');
      await page.goto('/login', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: 'Panel hostingowy' })).toBeVisible();
      await expect(page.getByLabel('Hasło', { exact: true })).toBeEditable();
      await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    });
  });
});

test.describe('typing before the panel is ready', () => {
  test('keeps every keystroke and the caret when the sign-in form takes over', async ({ page, account }) => {
    const release = await holdRequests(page, '**/assets/*.js');
    await page.goto('/login', { waitUntil: 'commit' });
    const login = page.getByLabel('Login', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    await expect(login).toBeFocused();
    await page.keyboard.type(account.login);
    // Enter moves to the password, as on the real form; the caret goes back to its start.
    await page.keyboard.press('Enter');
    await page.keyboard.type(account.password.slice(1));
    await page.keyboard.press('Home');
    release();
    // The real form (its password has a show/hide toggle) holds what was typed, the caret where it was.
    await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(login).toHaveValue(account.login);
    await expect(password).toBeFocused();
    await page.keyboard.type(account.password[0]);
    await expect(password).toHaveValue(account.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByTestId('domain-row')).toHaveCount(4);
  });

  test('a form sent from the shell signs in once the panel is ready', async ({ page, account }) => {
    const release = await holdRequests(page, '**/assets/*.js');
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Login', { exact: true }).fill(account.login);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByTestId('domain-row')).toHaveCount(4);
  });
});

test('the domains screen shows skeleton rows, not the first-run state, until the account’s lists arrive', async ({ page, api, account }) => {
  // A tab that kept its session but not the lists: they come with the screen's keepalive.
  const token = await apiToken(api, account);
  await page.addInitScript(({ token, login }) => sessionStorage.setItem('hosting-panel/account', JSON.stringify({ session: token, login, locale: 'en' })), {
    token,
    login: account.login,
  });
  const release = await holdRequests(page, '**/api/keepalive');
  await page.goto('/domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByTestId('domains-first-run')).toBeHidden();
  release();
  await expect(page.getByTestId('domain-row')).toHaveCount(4);
  await expect(page.getByTestId('skeleton-rows')).toBeHidden();
});
