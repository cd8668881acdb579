import { apiToken, control, dialogById, expect, injectFault, signIn, test, toast } from '../helpers/fixtures';
import { SITE, browseSite, row } from '../helpers/files';
import { chooseLanguage, viewports } from '../helpers/look';

// Each flow signs in and makes several calls and dialogs; a busy machine needs the room.
test.describe.configure({ timeout: 60_000 });

test('edits a file, saves it, and asks before closing with unsaved changes', async ({ page, account, api }) => {
  await signIn(page, account);
  await browseSite(page);
  await row(page, 'robots.txt').getByRole('button', { name: 'robots.txt', exact: true }).click();
  const editor = dialogById(page, 'file-editor-dialog');
  const content = editor.getByRole('textbox', { name: 'Contents of robots.txt' });
  await expect(content).toBeVisible();
  // The text has the focus as the editor opens.
  await expect(content).toBeFocused();
  await expect(editor.locator('.cm-lineNumbers')).toBeVisible();
  const save = editor.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await content.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# edited in the panel');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, 'File contents have been updated.')).toBeVisible();
  await expect(save).toBeDisabled();
  const token = await apiToken(api, account);
  const saved = await control<{ file: string }>(api, '/file/file/get', { file: `${SITE}/robots.txt` }, token);
  expect(saved.file.endsWith('\n# edited in the panel')).toBe(true);

  // On the desktop the editor is a wide dialog, not the whole screen.
  expect((await editor.locator('.modal-content').boundingBox())!.width).toBeGreaterThan(1000);
  expect((await editor.locator('.modal-content').boundingBox())!.width).toBeLessThan(1280);

  await content.click();
  await page.keyboard.type('unsaved');
  await editor.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(editor.getByRole('heading', { name: 'Save file?' })).toBeVisible();
  // 'Save file?' is a small dialog, with the focus on its safest button.
  await expect(editor.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  expect((await editor.locator('.modal-content').boundingBox())!.width).toBeLessThanOrEqual(500);
  // Escape there is Cancel: back to the text as it was left.
  await page.keyboard.press('Escape');
  await expect(editor.getByRole('heading', { name: 'Save file?' })).toBeHidden();
  await expect(content).toContainText('unsaved');
  await expect(content).toBeFocused();
  await editor.getByRole('button', { name: 'Close', exact: true }).last().click();
  await editor.getByRole('button', { name: "Don't save" }).click();
  await expect(editor).toBeHidden();
  const after = await control<{ file: string }>(api, '/file/file/get', { file: `${SITE}/robots.txt` }, token);
  expect(after.file).toBe(saved.file);

  // Save file from the prompt saves and closes.
  await row(page, 'app.js').getByRole('button', { name: 'app.js', exact: true }).click();
  const js = dialogById(page, 'file-editor-dialog');
  await js.getByRole('textbox', { name: 'Contents of app.js' }).click();
  await page.keyboard.type('// more ');
  await js.getByRole('button', { name: 'Close' }).first().click();
  await expect(js.getByRole('heading', { name: 'Save file?' })).toBeVisible();
  await js.getByRole('button', { name: 'Save file' }).click();
  await expect(toast(page, 'File contents have been updated.')).toBeVisible();
  await expect(js).toBeHidden();
  expect((await control<{ file: string }>(api, '/file/file/get', { file: `${SITE}/app.js` }, token)).file).toContain('// more');
});

test('keeps the edits through the Save file? prompt, and a failed save from it says the file was not saved', async ({ page, account, api }) => {
  await signIn(page, account);
  await browseSite(page);
  const token = await apiToken(api, account);
  const onServer = async () => (await control<{ file: string }>(api, '/file/file/get', { file: `${SITE}/robots.txt` }, token)).file;
  const before = await onServer();
  await row(page, 'robots.txt').getByRole('button', { name: 'robots.txt', exact: true }).click();
  const editor = dialogById(page, 'file-editor-dialog');
  const content = editor.getByRole('textbox', { name: 'Contents of robots.txt' });
  const save = editor.getByRole('button', { name: 'Save', exact: true });
  await content.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# typed before the prompt');

  // Cancel returns to exactly what was typed, still unsaved, and typing goes on where it stopped.
  await editor.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(editor.getByRole('heading', { name: 'Save file?' })).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(content).toContainText('# typed before the prompt');
  await expect(save).toBeEnabled();
  await page.keyboard.type(' and after');
  await expect(content).toContainText('# typed before the prompt and after');

  // A save from the prompt that fails comes back to the edited text and says it was not saved.
  await injectFault(api, { login: account.login, path: '/file/file/put', status: 500, times: 1 });
  await editor.getByRole('button', { name: 'Close', exact: true }).last().click();
  await editor.getByRole('button', { name: 'Save file' }).click();
  await expect(editor.getByRole('alert')).toHaveText('robots.txt was not saved; your changes are still in the editor. Unknown error.');
  await expect(content).toContainText('# typed before the prompt and after');
  await expect(save).toBeEnabled();
  expect(await onServer()).toBe(before);

  // Saving again writes what is on screen.
  await save.click();
  await expect(toast(page, 'File contents have been updated.')).toBeVisible();
  await expect(editor.getByRole('alert')).toBeHidden();
  expect(await onServer()).toBe(`${before}\n# typed before the prompt and after`);
});

test('finds and replaces, reviews and reverts the changes, and does not overwrite a change made on the server meanwhile', async ({ page, account, api }) => {
  const token = await apiToken(api, account);
  const onServer = async () => (await control<{ file: string }>(api, '/file/file/get', { file: `${SITE}/robots.txt` }, token)).file;
  const before = await onServer();
  // At phone width in Polish: Review changes shows the difference, Revert puts the opened text back.
  await page.setViewportSize(viewports.phone);
  await signIn(page, account);
  await browseSite(page);
  await chooseLanguage(page, 'pl');
  await row(page, 'robots.txt').getByRole('button', { name: 'robots.txt', exact: true }).click();
  const editor = dialogById(page, 'file-editor-dialog');
  const content = editor.getByRole('textbox', { name: 'Zawartość pliku robots.txt' });
  // Below desktop width the editor takes the whole screen; on a phone long lines wrap unless told not to.
  await expect(content).toBeVisible();
  expect(await editor.locator('.modal-content').boundingBox()).toEqual({ x: 0, y: 0, ...viewports.phone });
  const wrap = editor.getByRole('switch', { name: 'Zawijaj wiersze' });
  await expect(wrap).toBeChecked();
  await expect(content).toHaveClass(/cm-lineWrapping/);
  await content.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# reviewd line');
  // Find and replace, in Polish.
  await editor.getByRole('button', { name: 'Znajdź i zamień' }).click();
  await editor.getByRole('textbox', { name: 'Znajdź' }).fill('reviewd');
  await editor.getByRole('textbox', { name: 'Zamień na' }).fill('reviewed');
  await editor.getByRole('button', { name: 'zamień wszystkie', exact: true }).click();
  await editor.getByRole('button', { name: 'Zamknij wyszukiwanie' }).click();
  await expect(editor.getByRole('textbox', { name: 'Znajdź' })).toBeHidden();
  await expect(content).toContainText('# reviewed line');
  await editor.getByRole('button', { name: 'Przejrzyj zmiany' }).click();
  const changes = editor.getByTestId('change-view');
  await expect(changes.locator('.cm-changedLine').last()).toHaveText('# reviewed line');
  await expect(content).toBeHidden();
  await editor.getByRole('button', { name: 'Przywróć' }).click();
  await expect(changes).toBeHidden();
  await expect(content).toBeVisible();
  await expect(content).not.toContainText('# reviewed line');
  await expect(editor.getByRole('button', { name: 'Zapisz', exact: true })).toBeDisabled();
  // Unwrapped, and the choice is remembered the next time a file is opened.
  await wrap.uncheck();
  await expect(content).not.toHaveClass(/cm-lineWrapping/);
  await editor.getByRole('button', { name: 'Zamknij', exact: true }).last().click();
  await expect(editor).toBeHidden();
  await row(page, 'robots.txt').getByRole('button', { name: 'robots.txt', exact: true }).click();
  await expect(content).toBeVisible();
  await expect(wrap).not.toBeChecked();
  await expect(content).not.toHaveClass(/cm-lineWrapping/);
  await editor.getByRole('button', { name: 'Zamknij', exact: true }).last().click();
  await expect(editor).toBeHidden();

  // On the desktop in English: someone changes the file on the server while it is being edited.
  await page.setViewportSize(viewports.desktop);
  await chooseLanguage(page, 'en');
  await row(page, 'robots.txt').getByRole('button', { name: 'robots.txt', exact: true }).click();
  const mine = editor.getByRole('textbox', { name: 'Contents of robots.txt' });
  await mine.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# mine');
  await control(api, '/file/file/put', { file: `${SITE}/robots.txt`, contents: `${before}\n# theirs` }, token);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.getByTestId('editor-conflict').getByRole('alert')).toHaveText(
    'robots.txt has been changed on the server since you opened it. Saving now would overwrite that change.',
  );
  expect(await onServer()).toBe(`${before}\n# theirs`);
  await editor.getByRole('button', { name: 'Compare' }).click();
  await expect(changes.locator('.cm-deletedChunk')).toContainText('# theirs');
  await expect(changes.locator('.cm-changedLine').last()).toHaveText('# mine');
  await editor.getByRole('button', { name: 'Overwrite anyway' }).click();
  await expect(toast(page, 'File contents have been updated.')).toBeVisible();
  await expect(editor.getByTestId('editor-conflict')).toBeHidden();
  expect(await onServer()).toBe(`${before}\n# mine`);
});
