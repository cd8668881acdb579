import { apiToken, control, dialogById, expect, injectFault, requestsOf, signIn, test } from './helpers/fixtures';

/** Password fields show their rules before they fail and show the password on request; the log viewer filters, wraps and refreshes. */

test('change password states its rules up front and shows each password on request', async ({ page, account }) => {
  await signIn(page, account);
  await page.getByRole('button', { name: `Account menu (${account.login})` }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = dialogById(page, 'account-password-dialog');
  const rules = 'At least 8 characters. Common passwords such as “password123” are refused.';
  await expect(dialog.getByText(rules)).toBeVisible();
  const current = dialog.getByLabel('Current password', { exact: true });
  const next = dialog.getByLabel('New password', { exact: true });
  await expect(next).toHaveAccessibleDescription(rules);

  await next.fill('Sekret-2026');
  await expect(next).toHaveAttribute('type', 'password');
  // Tab goes from a field to its own toggle; Space presses it.
  await next.press('Tab');
  const toggle = dialog.getByRole('button', { name: 'Show password' }).nth(1);
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(next).toHaveAttribute('type', 'text');
  await expect(next).toHaveValue('Sekret-2026');
  await expect(dialog.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await expect(current).toHaveAttribute('type', 'password');

  await dialog.getByRole('button', { name: 'Hide password' }).click();
  await expect(next).toHaveAttribute('type', 'password');
  await expect(dialog.getByRole('button', { name: 'Hide password' })).toHaveCount(0);
});

test('the sign-in password shows on request and Enter still signs in', async ({ page, account }) => {
  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill(account.login);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(account.password);
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await password.press('Enter');
  await expect(page).toHaveURL(/\/domains$/);
});

test('the log viewer filters the lines as you type, wraps them on request and reads the log again', async ({ page, api, account }) => {
  const { log } = await control<{ log: string }>(api, '/log/show', { domain: 'example.com', type: 'access' }, await apiToken(api, account));
  const last100 = log.trimEnd().split('\n').slice(-100);
  const bots = last100.filter((line) => line.toLowerCase().includes('googlebot'));
  expect(bots.length).toBeGreaterThan(0);
  expect(bots.length).toBeLessThan(100);

  await signIn(page, account);
  await page.getByRole('button', { name: 'Actions for example.com' }).click();
  await page.getByRole('menuitem', { name: 'Show server log (access)', exact: true }).click();
  const dialog = dialogById(page, 'domain-log-dialog');
  const text = dialog.getByTestId('log-viewer-text');
  const count = dialog.getByTestId('log-count');
  await expect(count).toHaveText('100 lines');

  // Long lines scroll sideways until wrapped.
  const overflows = () => text.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(await overflows()).toBe(true);
  await dialog.getByRole('switch', { name: 'Wrap lines' }).check();
  await expect.poll(overflows).toBe(false);

  const search = dialog.getByRole('searchbox', { name: 'Filter the lines' });
  await search.fill('GoogleBot');
  await expect(count).toHaveText(`${bots.length} of 100 lines`);
  expect((await text.innerText()).trimEnd().split('\n')).toEqual(bots);
  await search.pressSequentially('-none');
  await expect(dialog.getByText('No lines match the filter.')).toBeVisible();
  await expect(text).toBeHidden();
  // Escape clears the filter first; the dialog stays open.
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(count).toHaveText('100 lines');
  await expect(dialog).toBeVisible();

  const reads = async () => (await requestsOf(api, account.login)).filter((r) => r.path === '/log/show').length;
  const before = await reads();
  await injectFault(api, { login: account.login, path: '/log/show', delayMs: 600, times: 1 });
  const refresh = dialog.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  await expect(refresh).toHaveAttribute('aria-busy', 'true');
  await expect(refresh).toHaveAttribute('aria-busy', 'false');
  expect(await reads()).toBe(before + 1);
  await expect(count).toHaveText('100 lines');
});
