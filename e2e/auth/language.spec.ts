import type { Page } from '@playwright/test';
import { cloneAccount, expect, signIn, submitLogin, test } from '../helpers/fixtures';

test.describe("a language picked in this browser wins over the account's stored language", () => {
  const language = (page: Page) => page.getByTestId('language-switcher');

  test.describe('in a Polish browser', () => {
    test.use({ locale: 'pl-PL' });

    test('English picked on the sign-in screen stays after signing in to an account stored as Polish', async ({ page, api }) => {
      const unpaid = await cloneAccount(api, 'unpaid');
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
      await submitLogin(page, unpaid.login, unpaid.password);
      await expect(page).toHaveURL(/\/domains$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
      await expect(language(page)).toHaveValue('en');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    });
  });

  test('Polish picked on the sign-in screen stays after signing in to an account stored as English', async ({ page, account }) => {
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
    await page.getByLabel('Login', { exact: true }).fill(account.login);
    await page.getByLabel('Hasło', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();
    await expect(language(page)).toHaveValue('pl');
  });

  test('a language picked in the panel wins at the next sign-in', async ({ page, api }) => {
    const unpaid = await cloneAccount(api, 'unpaid');
    // Nobody has picked yet: the account's Polish applies.
    await signIn(page, unpaid);
    await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await page.getByRole('button', { name: `Account menu (${unpaid.login})` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, unpaid.login, unpaid.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await expect(language(page)).toHaveValue('en');
  });
});

test('a language chosen in another tab applies at once, over an open dialog that stays open', async ({ page, account }) => {
  await signIn(page, account);
  await page.getByRole('button', { name: 'Domain configuration' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // A second tab of the same browser, on the sign-in screen (the session is this tab's own).
  const other = await page.context().newPage();
  await other.goto('/login');
  await other.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(other.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(dialog.getByRole('heading', { name: 'Konfiguracja domeny' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();
  await other.close();
  await expect(dialog).toBeVisible();
});
