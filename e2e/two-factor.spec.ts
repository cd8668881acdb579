import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { dialogById, expect, submitLogin, test } from './helpers/fixtures';
import { openLook } from './helpers/look';

/**
 * Two-factor sign-in (the `twoFactor` extension): turned on from the user menu (the key read from
 * the dialog, the first code computed here as an authenticator app would), the recovery codes shown
 * once, and the look of the key's step; then signed out and in again with the password and a code.
 * Codes follow the account's clock, moved on between the two so the second is of a later step. The
 * dialog's states in detail are the component tests' (client/src/features/security).
 */

const TITLE = 'Two-factor sign-in';

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

async function openTwoFactor(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: TITLE }).click();
  const dialog = dialogById(page, 'two-factor-dialog');
  await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible();
  return dialog;
}

test('turns two-factor sign-in on from the user menu, then signs in with the password and a code', async ({ page, account, clock }) => {
  const start = Math.floor(Date.now() / 30_000) * 30_000 + 5_000;
  await clock.set(new Date(start));
  const look = await openLook(page, account, 'domains');

  const dialog = await openTwoFactor(page);
  await expect(dialog.getByTestId('two-factor-state')).toHaveText('Two-factor sign-in is off.');
  await dialog.getByTestId('two-factor-turn-on').click();
  await expect(dialog.getByRole('img', { name: 'QR code of the key for an authenticator app' })).toBeVisible();
  const secret = (await dialog.getByTestId('two-factor-key').innerText()).replace(/\s+/g, '');
  await look('two-factor', 'dialog', { dark: true });

  await dialog.getByRole('textbox', { name: 'Code' }).fill(codeAt(secret, start));
  await dialog.getByTestId('two-factor-confirm').click();
  await expect(dialog.getByTestId('two-factor-codes').getByRole('listitem')).toHaveCount(10);
  await dialog.getByTestId('two-factor-saved').click();
  await expect(dialog).toBeHidden();

  const later = start + 60_000;
  await clock.set(new Date(later));
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, account.login, account.password);
  const step = page.getByTestId('two-factor-step');
  await expect(step.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await step.getByRole('textbox', { name: 'Code' }).fill(codeAt(secret, later));
  await step.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/domains$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
