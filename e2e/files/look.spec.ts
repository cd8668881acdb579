import { dialogById, dismiss, expect, injectFault, test } from '../helpers/fixtures';
import { openLook } from '../helpers/look';

/** Screenshots (three widths, en and pl) and checks of the file browser, its dialogs and the editor. */

const t = {
  title: 'File browser',
  actions: 'Actions for',
  chmod: 'Permissions (CHMOD)',
  directory: 'Directory',
  rename: 'Rename',
  remove: 'Delete',
  failed: '1 entry failed:',
  upload: 'Upload',
  files: 'Files from disk',
  select: 'Select',
  expand: 'Directories in',
  saveFile: 'Save file?',
  dontSave: "Don't save",
} as const;

test('file browser at every width, in English and Polish', async ({ page, api, account }) => {
  // Many views, each looked at six ways.
  test.slow();
  const look = await openLook(page, account, 'files');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.locator('#files-path').selectOption('/domains/example.com/public_html');
  await expect(page.locator('[data-testid="file-row"][data-name="index.html"]')).toBeVisible();
  await look('files');

  // CHMOD: nine checkboxes and the octal value.
  await page.getByRole('button', { name: `${t.actions} app.js`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: t.chmod }).click();
  await expect(dialogById(page, 'file-chmod-dialog')).toBeVisible();
  await look('files-chmod', 'dialog');
  await dismiss(page, dialogById(page, 'file-chmod-dialog'));

  // Create a directory, rename a file, delete a directory (its warning and confirmation).
  await page.locator('#files-create').click();
  await page.getByRole('menuitem', { name: t.directory, exact: true }).click();
  await expect(dialogById(page, 'file-create-directory-dialog')).toBeVisible();
  await look('files-create-directory', 'dialog');
  await dismiss(page, dialogById(page, 'file-create-directory-dialog'));
  await page.getByRole('button', { name: `${t.actions} index.html`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: t.rename }).click();
  await expect(dialogById(page, 'file-rename-dialog')).toBeVisible();
  await look('files-rename', 'dialog');
  await dismiss(page, dialogById(page, 'file-rename-dialog'));
  await page.getByRole('button', { name: `${t.actions} images`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: t.remove }).click();
  await expect(dialogById(page, 'file-delete-dialog').locator('#file-delete-confirm')).toBeVisible();
  await look('files-delete', 'dialog');
  await dismiss(page, dialogById(page, 'file-delete-dialog'));

  // A selection: its toolbar, then the bulk dialogs (the move dialog's folder tree opened one level).
  for (const name of ['images', 'app.js', 'style.css']) await page.getByRole('checkbox', { name: `${t.select} ${name}`, exact: true }).click();
  await expect(page.getByTestId('files-selection')).toBeVisible();
  await look('files-selection');
  await page.locator('#files-bulk-move').click();
  const move = dialogById(page, 'file-bulk-move-dialog');
  await expect(move.getByTestId('folder-tree')).toBeVisible();
  await move.getByRole('button', { name: `${t.expand} blog`, exact: true }).click();
  await expect(move.getByRole('button', { name: `${t.expand} blog`, exact: true })).toHaveAttribute('aria-expanded', 'true');
  await look('files-bulk-move', 'dialog');
  await dismiss(page, move);
  await page.locator('#files-bulk-delete').click();
  await expect(dialogById(page, 'file-bulk-delete-dialog')).toBeVisible();
  await look('files-bulk-delete', 'dialog');
  await dismiss(page, dialogById(page, 'file-bulk-delete-dialog'));
  await page.locator('#files-bulk-chmod').click();
  const chmod = dialogById(page, 'file-bulk-chmod-dialog');
  await expect(chmod.locator('#file-bulk-chmod-value')).toBeVisible();
  await look('files-bulk-chmod', 'dialog');
  // The report after a partial failure: the first of the three is refused.
  await injectFault(api, { login: account.login, path: '/file/chmod', status: 406, type: 'notAcceptable', message: 'Permission denied.', times: 1 });
  await chmod.locator('button[type="submit"]').click();
  await expect(chmod.getByTestId('bulk-report')).toContainText(t.failed);
  await look('files-bulk-report', 'dialog');
  await dismiss(page, chmod);
  await page.locator('#files-select-all').uncheck();

  // The editor with highlighting.
  await page.locator('[data-testid="file-row"][data-name="style.css"]').getByRole('button', { name: 'style.css', exact: true }).click();
  const editor = dialogById(page, 'file-editor-dialog');
  await expect(editor.locator('.cm-content')).toBeVisible();
  await look('files-editor', 'dialog');
  // Closing with a change asks 'Save file?' in a small dialog.
  await page.keyboard.type('/* edited */');
  await editor.getByRole('button').first().click();
  await expect(editor.getByRole('heading', { name: t.saveFile })).toBeVisible();
  await look('files-editor-save', 'dialog');
  await editor.getByRole('button', { name: t.dontSave }).click();
  await expect(editor).toBeHidden();

  await page.getByRole('button', { name: t.upload, exact: true }).click();
  await page.getByRole('menuitem', { name: t.files }).click();
  await expect(dialogById(page, 'file-upload-dialog')).toBeVisible();
  await look('files-upload', 'dialog');
});
