import type { Page } from '@playwright/test';
import { dialogById, expect, test, toast } from './helpers/fixtures';
import { accountRow, rowMenu } from './helpers/email';
import { openLook } from './helpers/look';

/**
 * The spam filter (the `spamFilter` extension) on the demo account: a mailbox's own level set to
 * High with spam moved to the spam folder from its row menu, kept after a reload, then the domain's
 * default set from the filters tab its exceptions link to; the mailbox's dialog looked
 * at in every width, both languages and the dark mode. The rules in detail are the API tests', the
 * panel without the extension the component test's (client/src/features/spam).
 */

const BOX = 'office@example.com';

async function openSpam(page: Page) {
  await rowMenu(page, BOX, 'Spam filter…');
  const dialog = dialogById(page, 'spam-dialog');
  await expect(dialog.getByRole('heading', { name: `Spam filter: ${BOX}` })).toBeVisible();
  return dialog;
}

test('sets a spam level of a mailbox, kept after a reload', async ({ page, account }) => {
  const look = await openLook(page, account, 'emails');
  await expect(accountRow(page, BOX)).toBeVisible();
  let dialog = await openSpam(page);
  await expect(dialog.getByRole('radio', { name: 'Use the default of example.com' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Its own setting' }).check();
  await look('spam-filter', 'dialog', {
    dark: true,
    reopen: async () => {
      const again = await openSpam(page);
      await again.getByRole('radio', { name: 'Its own setting' }).check();
    },
  });
  dialog = dialogById(page, 'spam-dialog');
  const level = dialog.getByRole('radiogroup', { name: 'Spam filter' });
  await level.getByRole('radio', { name: 'High' }).check();
  const action = dialog.getByRole('radiogroup', { name: 'When spam arrives' });
  await action.getByRole('radio', { name: 'Delete it after a number of days' }).check();
  await dialog.getByLabel('Delete after').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose a whole number of days between 1 and 365.')).toBeVisible();
  await action.getByRole('radio', { name: 'Move it to the spam folder' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Spam filter of ${BOX} saved.`)).toBeVisible();

  // The row says the mailbox filters unlike its domain (Medium, marked: the host's), kept after a reload.
  await page.reload();
  await expect(accountRow(page, BOX).getByTestId('spam-badge')).toContainText('Spam filter: high');
  dialog = await openSpam(page);
  await expect(dialog.getByRole('radio', { name: 'Its own setting' })).toBeChecked();
  await expect(dialog.getByRole('radiogroup', { name: 'Spam filter' }).getByRole('radio', { name: 'High' })).toBeChecked();
  await expect(dialog.getByRole('radiogroup', { name: 'When spam arrives' }).getByRole('radio', { name: 'Move it to the spam folder' })).toBeChecked();
  await expect(dialog.getByTestId('spam-exceptions')).toContainText('always refused');

  // The domain's default, from the filters tab the exceptions link to: what the other mailboxes follow.
  await dialog.getByRole('button', { name: 'Trusted and blocked senders' }).click();
  await page.getByTestId('spam-filter-defaults').click();
  const defaults = dialogById(page, 'spam-dialog');
  await expect(defaults.getByRole('heading', { name: 'Spam filter: domain default' })).toBeVisible();
  await defaults.getByLabel('Domain').selectOption('example.com');
  await defaults.getByRole('radio', { name: 'Delete it after a number of days' }).check();
  await defaults.getByLabel('Delete after').fill('14');
  await defaults.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Spam filter default of example.com saved.')).toBeVisible();
});
