import { cloneAccount, dialogById, expect, signIn, test } from './helpers/fixtures';

/** The account menu's password change, and the notice of an account not paid for yet. */

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

test('an account not paid for yet sees a notice with the pay link', async ({ page, api }) => {
  const unpaid = await cloneAccount(api, 'unpaid');
  await signIn(page, unpaid);
  const notice = page.getByTestId('unpaid-notice');
  await expect(notice).toBeVisible();
  const pay = notice.getByRole('link', { name: /^(Pay for hosting \(opens in a new tab\)|Opłać hosting \(otwiera się w nowej karcie\))$/ });
  await expect(pay).toHaveAttribute('href', /^https?:\/\//);
  await expect(pay).toHaveAttribute('target', '_blank');
});
