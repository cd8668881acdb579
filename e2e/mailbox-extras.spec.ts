import type { Page } from '@playwright/test';
import { dialogById, expect, test, toast } from './helpers/fixtures';
import { accountRow, rowMenu } from './helpers/email';
import { openLook } from './helpers/look';

/**
 * A mailbox's automatic reply and forwarding (the `autoresponder` and `mailboxForwarding`
 * extensions) on the demo account, the account's clock at 10 May 2031: an automatic reply turned on
 * with dates from the mailbox's row menu shows in its row until its last day, and opens again from
 * that badge saying where it stands; forwarding to two addresses with a copy kept shows in the row
 * as the first address and how many more. The dialogs looked at in every width, both languages and
 * the dark mode. The rules in detail are the API tests', the states and the panel
 * without the extensions the component test's (client/src/features/mailbox).
 */

const BOX = 'office@example.com';

async function openAutoreply(page: Page) {
  await rowMenu(page, BOX, 'Automatic reply…');
  const dialog = dialogById(page, 'autoreply-dialog');
  await expect(dialog.getByRole('heading', { name: `Auto-reply: ${BOX}` })).toBeVisible();
  return dialog;
}

async function openForwarding(page: Page) {
  await rowMenu(page, BOX, 'Forwarding…');
  const dialog = dialogById(page, 'forwarding-dialog');
  await expect(dialog.getByRole('heading', { name: `Forwarding: ${BOX}` })).toBeVisible();
  return dialog;
}

test('turns on an autoresponder with dates and sees it in the mailbox’s row', async ({ page, account, clock }) => {
  await clock.set('2031-05-10T12:00:00.000Z');
  const look = await openLook(page, account, 'emails');
  await expect(accountRow(page, BOX)).toBeVisible();
  const dialog = await openAutoreply(page);
  await expect(dialog.getByRole('switch', { name: 'Automatic reply' })).toBeChecked();
  await look('autoreply', 'dialog', { dark: true, reopen: async () => void (await openAutoreply(page)) });

  await dialog.getByLabel('Subject', { exact: true }).fill('Out of office');
  await dialog.getByLabel('Message', { exact: true }).fill('I am away until 20 May.\nFor orders write to orders@shop.example.com.');
  await dialog.getByLabel('From', { exact: true }).fill('2031-05-10');
  // The last day before the first: refused under the field, nothing sent.
  await dialog.getByLabel('Until', { exact: true }).fill('2031-05-09');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The end date cannot be before the start date.')).toBeVisible();
  await dialog.getByLabel('Until', { exact: true }).fill('2031-05-20');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `The automatic reply of ${BOX} is on.`)).toBeVisible();

  const badge = accountRow(page, BOX).getByTestId('autoreply-badge');
  await expect(badge).toHaveText(`Auto-reply on until May 20, 2031 (${BOX})`);
  await badge.click();
  await expect(dialogById(page, 'autoreply-dialog').getByTestId('autoreply-state')).toHaveText('On: senders are answered until May 20, 2031.');
});

test('forwards a mailbox to two addresses keeping a copy, shown in its row', async ({ page, account }) => {
  const look = await openLook(page, account, 'emails');
  const dialog = await openForwarding(page);
  await look('forwarding', 'dialog', { dark: true, reopen: async () => void (await openForwarding(page)) });
  await dialog.getByRole('textbox', { name: 'Forward to, address 1' }).fill('Me@Home-Office-Of-Anna-Nowak.example');
  await dialog.getByRole('button', { name: 'Add an address' }).click();
  await dialog.getByRole('textbox', { name: 'Forward to, address 2' }).fill(BOX);
  await expect(dialog.getByRole('checkbox', { name: 'Keep a copy' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A mailbox cannot forward to itself.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Forward to, address 2' }).fill('team@work.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Mail to ${BOX} is forwarded.`)).toBeVisible();
  const badge = accountRow(page, BOX).getByTestId('forwarding-badge');
  await expect(badge).toHaveText(`Forwards to me@home-office-of-anna-nowak.example (+1) (${BOX})`);
  // On a phone the long text wraps, its icon still beside it.
  await page.setViewportSize({ width: 390, height: 844 });
  const [icon, text] = [await badge.locator('svg').boundingBox(), await badge.locator('.text-truncate').boundingBox()];
  expect(text && icon && text.height > icon.height * 1.5 && icon.x + icon.width <= text.x).toBe(true);
});
