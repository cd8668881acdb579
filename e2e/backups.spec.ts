import type { Page } from '@playwright/test';
import { apiToken, control, dialogById, expect, kitOf, sidebar, test, toast } from './helpers/fixtures';
import { SITE, row } from './helpers/files';
import { openLook } from './helpers/look';

/**
 * Backups (the `backups` extension): with yesterday's backup made through test control and a file
 * deleted today, the Backups screen lists both days' backups, yesterday's is browsed to the file's
 * folder and the file restored where it was (after the confirmation naming it), and the file
 * browser shows it again; the screen and the browse dialog looked at in every width, both languages
 * and the dark mode. The states in detail are the component tests' (client/src/features/backups),
 * the server's rules the API tests'.
 */

const FILE = `${SITE}/style.css`;

async function browseYesterday(page: Page) {
  await page.getByTestId('backup').last().getByTestId('backup-browse').click();
  const dialog = dialogById(page, 'backup-browse');
  await expect(dialog.getByRole('heading', { name: /^Files in the backup of/ })).toBeVisible();
  return dialog;
}

test('restores yesterday’s copy of a file deleted today, which the file browser then shows', async ({ page, api, account }) => {
  await kitOf(api).backup({ login: account.login, daysAgo: 1 });
  await control(api, '/file/file/delete', { file: FILE }, await apiToken(api, account));

  const look = await openLook(page, account, 'backups');
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
  // Today's daily is taken as the list is first read: yesterday's is the older one.
  await expect(page.getByTestId('backup')).toHaveCount(2);
  await expect(page.getByTestId('backups-making')).toHaveCount(0);
  await look('backups', 'page', { dark: true });

  const dialog = await browseYesterday(page);
  await expect(dialog.getByTestId('backup-entry').first()).toBeVisible();
  await look('backups-browse', 'dialog', { reopen: async () => void (await browseYesterday(page)) });
  for (const folder of ['domains', 'example.com', 'public_html']) await dialog.getByRole('button', { name: `Open ${folder}` }).click();
  const entry = dialog.locator('[data-testid="backup-entry"][data-name="style.css"]');
  await expect(entry).toBeVisible();

  await entry.getByRole('button', { name: 'Restore style.css where it was' }).click();
  await expect(dialog.getByTestId('backup-confirm')).toContainText(`Restore ${FILE} as it was on`);
  await expect(dialog.getByTestId('backup-confirm')).toContainText('The file there now is overwritten');
  await dialog.getByTestId('backup-confirm-restore').click();
  await expect(toast(page, `Restored to ${FILE}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await sidebar(page).getByRole('link', { name: 'File browser' }).click();
  await page.locator('#files-path').selectOption(SITE);
  await expect(row(page, 'style.css')).toBeVisible();
});
