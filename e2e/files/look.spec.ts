import { dialogById, dismiss, expect, test } from '../helpers/fixtures';
import { looks, openLook } from '../helpers/look';

/** Screenshots (three widths, en and pl) and checks of the file browser, its dialogs and the editor. */

const texts = {
  en: { title: 'File browser', actions: 'Actions for', chmod: 'Permissions (CHMOD)', upload: 'Upload', files: 'Files from disk' },
  pl: { title: 'Menedżer plików', actions: 'Akcje dla', chmod: 'Uprawnienia (CHMOD)', upload: 'Wgraj', files: 'Pliki z dysku' },
} as const;

for (const at of looks) {
  test(`file browser, ${at.size}, ${at.locale}`, async ({ page, account }) => {
    // Many views, each screenshot and checked.
    test.slow();
    const t = texts[at.locale];
    const look = await openLook(page, account, at, 'files');
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

    // The editor with highlighting.
    await page.locator('[data-testid="file-row"][data-name="style.css"]').getByRole('button', { name: 'style.css', exact: true }).click();
    const editor = dialogById(page, 'file-editor-dialog');
    await expect(editor.locator('.cm-content')).toBeVisible();
    await look('files-editor', 'dialog');
    await editor.getByRole('button').first().click();
    await expect(editor).toBeHidden();

    await page.getByRole('button', { name: t.upload, exact: true }).click();
    await page.getByRole('button', { name: t.files }).click();
    await expect(dialogById(page, 'file-upload-dialog')).toBeVisible();
    await look('files-upload', 'dialog');
  });
}
