import type { Page } from '@playwright/test';
import { apiToken, dialogById, expect, sidebar, signIn, test, toast } from './helpers/fixtures';
import { openLook } from './helpers/look';

/**
 * Where you are signed in (the `sessions` extension): the dialog from the user menu over a second
 * session made through the API, one session signed out (its token refused from then on), the sign-in
 * history with a failed attempt, and the look of the dialog; then the shell of an account the backend
 * offers no extension, with no trace of it. The dialog's states in detail are the component tests'
 * (client/src/features/sessions).
 */

const TITLE = 'Where you are signed in';

async function openSessions(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: TITLE }).click();
  const dialog = dialogById(page, 'sessions-dialog');
  await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible();
  return dialog;
}

test('lists where the account is signed in, signs another session out, and shows a failed attempt', async ({ page, account, api, baseURL }) => {
  const other = await apiToken(api, account);
  const failed = await api.post('/api/account/login', { data: { login: account.login, password: 'not-the-password' } });
  expect(failed.status()).toBe(403);

  const look = await openLook(page, account, 'domains');
  const dialog = await openSessions(page);
  const rows = dialog.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(dialog.getByTestId('signin-row').filter({ hasText: 'Failed attempt' })).toHaveCount(1);
  await look('sessions', 'dialog', { dark: true, reopen: async () => void (await openSessions(page)) });

  const elsewhere = rows.filter({ hasNotText: 'This device' });
  await elsewhere.getByRole('button', { name: /^Sign out / }).click();
  await expect(rows).toHaveCount(1);
  await expect(toast(page, 'The session was signed out.')).toBeVisible();
  await expect(dialog.getByTestId('sessions-end-others')).toBeHidden();

  const refused = await api.post(`${baseURL}/api/keepalive`, { data: {}, headers: { authorization: `Bearer ${other}` } });
  expect(refused.status()).toBe(403);
});

test.describe('with no extension offered', () => {
  test.use({ capabilities: [] });

  test('the shell has no trace of Where you are signed in: user menu, palette, sidebar', async ({ page, account }) => {
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/account/capabilities'));
    await signIn(page, account);
    expect(await (await asked).json()).toEqual({ capabilities: [] });

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: TITLE })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    const box = page.locator('#palette-input');
    await expect(box).toBeFocused();
    await box.fill('where you are signed in');
    await expect(page.getByTestId('palette-empty')).toContainText('where you are signed in');
    await expect(page.getByRole('option', { name: TITLE })).toHaveCount(0);
    await box.fill('password');
    await expect(page.getByRole('option', { name: 'Change password' })).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByText(/signed in|session/i)).toHaveCount(0);
    // Nor of the backups extension's screen.
    await expect(sidebar(page).getByRole('link')).toHaveCount(10);
    await expect(sidebar(page).getByRole('link', { name: 'Backups' })).toHaveCount(0);
  });
});
