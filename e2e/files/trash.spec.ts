import type { Page } from '@playwright/test';
import { dialogById, expect, signIn, test, toast } from '../helpers/fixtures';
import { SITE, row, rowMenu, serverFiles } from '../helpers/files';
import { openLook } from '../helpers/look';

/**
 * The file trash (the `fileTrash` extension): a file deleted in the file browser goes to the trash
 * (the delete dialog says so), the Trash button lists it, Restore brings it back into its folder;
 * the trash dialog is looked at in every width, both languages and the dark mode. Its states in
 * detail are the component tests' (client/src/features/trash), the server's rules the API tests'.
 */

async function openTrash(page: Page) {
  await page.getByTestId('files-trash').click();
  const dialog = dialogById(page, 'trash-dialog');
  await expect(dialog.getByRole('heading', { name: 'Trash' })).toBeVisible();
  return dialog;
}

test('a deleted file goes to the trash and comes back from it', async ({ page, api, account }) => {
  const look = await openLook(page, account, 'files');
  await page.locator('#files-path').selectOption(SITE);
  await expect(row(page, 'style.css')).toBeVisible();

  await rowMenu(page, 'style.css', 'Delete');
  const del = dialogById(page, 'file-delete-dialog');
  await expect(del.getByTestId('to-trash')).toHaveText('It goes to the trash for 30 days: you can restore it from there until then.');
  await del.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Moved to the trash')).toBeVisible();
  await expect(row(page, 'style.css')).toHaveCount(0);

  const trash = await openTrash(page);
  const entry = trash.getByTestId('trash-row').filter({ hasText: 'style.css' });
  await expect(entry).toContainText(`From ${SITE}`);
  await look('trash', 'dialog', { dark: true, reopen: async () => void (await openTrash(page)) });

  await entry.getByRole('button', { name: 'Restore style.css' }).click();
  await expect(toast(page, `Restored to ${SITE}/style.css`)).toBeVisible();
  await expect(trash.getByTestId('trash-none')).toHaveText('The trash is empty.');
  await trash.getByRole('button', { name: 'Close' }).last().click();
  await expect(row(page, 'style.css')).toBeVisible();
  expect((await serverFiles(api, account, SITE)).map((f) => f.name)).toContain('style.css');
});

test.describe('without the extension', () => {
  test.use({ capabilities: [] });

  test('the file browser has no trash: no button, no palette entry, and a delete cannot be undone', async ({ page, account }) => {
    await signIn(page, account, 'files');
    await page.locator('#files-path').selectOption(SITE);
    await expect(row(page, 'style.css')).toBeVisible();
    await expect(page.getByTestId('files-trash')).toHaveCount(0);
    await rowMenu(page, 'style.css', 'Delete');
    const del = dialogById(page, 'file-delete-dialog');
    await expect(del.getByTestId('cannot-undo')).toHaveText('This cannot be undone.');
    await expect(del.getByTestId('to-trash')).toHaveCount(0);
    await del.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Control+k');
    await page.locator('#palette-input').fill('trash');
    await expect(page.getByRole('option', { name: 'Open trash' })).toHaveCount(0);
  });
});
