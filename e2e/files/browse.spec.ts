import { dialogById, expect, holdRequests, injectFault, openScreen, signIn, test, toast } from '../helpers/fixtures';
import { SITE, browseSite, openFolder, row, rowMenu, serverFiles, uploadZip } from '../helpers/files';
import { chooseLanguage } from '../helpers/look';

// Each flow signs in and makes several calls and dialogs; a busy machine needs the room.
test.describe.configure({ timeout: 60_000 });
// The specification's file browser: a delete is for good (with the fileTrash extension it goes to the trash: trash.spec.ts).
test.use({ capabilities: [] });

test('lists the home with directories first, walks into folders and back, and remembers the folder', async ({ page, account }) => {
  await signIn(page, account, 'files');
  await expect(page.getByTestId('file-parent-row')).toHaveCount(0);
  await expect(page.getByTestId('file-row')).toHaveText([/domains/, /tmp/]);
  await row(page, 'tmp').getByRole('button', { name: 'tmp', exact: true }).click();
  await expect(page.getByLabel('Current directory', { exact: true })).toHaveValue('/tmp');
  await expect(row(page, 'notes.txt')).toContainText('-rw-r--r--');
  await page.getByTestId('file-parent-row').getByRole('button', { name: 'Parent directory' }).click();
  await expect(page.getByLabel('Current directory', { exact: true })).toHaveValue('/');

  await page.getByLabel('Current directory', { exact: true }).selectOption(`/domains/shop.example.com/public_html`);
  await expect(row(page, 'config.ini')).toBeVisible();
  await openScreen(page, 'domains');
  await openScreen(page, 'files');
  await expect(page.getByLabel('Current directory', { exact: true })).toHaveValue('/domains/shop.example.com/public_html');
  await expect(row(page, 'config.ini')).toBeVisible();
});

test('creates a directory, an empty file and a link, with the rules checked in the dialogs', async ({ page, account, api }) => {
  await signIn(page, account);
  await browseSite(page);

  await page.locator('#files-create').click();
  await page.getByRole('menuitem', { name: 'Directory', exact: true }).click();
  const dir = dialogById(page, 'file-create-directory-dialog');
  await expect(dir.getByLabel('Directory name')).toBeFocused();
  await dir.getByLabel('Directory name').fill('a:b');
  await dir.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dir.getByText('You need to enter a valid directory name.')).toBeVisible();
  await dir.getByLabel('Directory name').fill('images');
  await dir.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dir.getByText('Directory or file already exists.')).toBeVisible();
  await dir.getByLabel('Directory name').fill('uploads');
  await dir.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Directory was created: uploads')).toBeVisible();
  await expect(dir).toBeHidden();
  await expect(row(page, 'uploads')).toHaveAttribute('data-type', 'directory');

  await page.locator('#files-create').click();
  await page.getByRole('menuitem', { name: 'Empty file' }).click();
  const file = dialogById(page, 'file-create-file-dialog');
  await file.getByLabel('File name').fill('empty.php');
  await file.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'File was created')).toBeVisible();
  await expect(file).toBeHidden();
  await expect(row(page, 'empty.php')).toBeVisible();

  await page.locator('#files-create').click();
  await page.getByRole('menuitem', { name: 'Symbolic link' }).click();
  const link = dialogById(page, 'file-create-link-dialog');
  await link.getByLabel('Link name').fill('home-page');
  await link.getByLabel('Link destination').fill('/etc/passwd');
  await link.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(link.getByText('Link destination does not exist.')).toBeVisible();
  await link.getByLabel('Link destination').fill('index.html');
  await link.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Link was created')).toBeVisible();
  await expect(row(page, 'home-page')).toContainText('index.html');

  const files = await serverFiles(api, account, SITE);
  expect(files).toContainEqual(expect.objectContaining({ name: 'uploads', type: 'directory' }));
  expect(files).toContainEqual(expect.objectContaining({ name: 'empty.php', type: 'file', size: 0 }));
  expect(files).toContainEqual(expect.objectContaining({ name: 'home-page', type: 'link', target: 'index.html' }));
});

test('renames, changes permissions and deletes entries, a directory only after the confirmation', async ({ page, account, api }) => {
  await signIn(page, account);
  await browseSite(page);

  await rowMenu(page, 'robots.txt', 'Rename');
  const rename = dialogById(page, 'file-rename-dialog');
  await expect(rename.getByLabel('New name')).toHaveValue('robots.txt');
  await rename.getByLabel('New name').fill('app.js');
  await rename.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(rename.getByText('File or directory already exists.')).toBeVisible();
  await rename.getByLabel('New name').fill('robots-old.txt');
  await rename.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(toast(page, 'File was renamed')).toBeVisible();
  await expect(row(page, 'robots-old.txt')).toBeVisible();

  await rowMenu(page, 'app.js', 'Permissions (CHMOD)');
  const chmod = dialogById(page, 'file-chmod-dialog');
  await expect(chmod.getByLabel('Octal value')).toHaveValue('0644');
  await chmod.getByLabel('Owner: Execute').check();
  await chmod.getByLabel('Group: Execute').check();
  await chmod.getByLabel('Others: Execute').check();
  await expect(chmod.getByLabel('Octal value')).toHaveValue('0755');
  await chmod.getByRole('button', { name: 'Save permissions' }).click();
  await expect(toast(page, 'Permissions were modified')).toBeVisible();
  await expect(row(page, 'app.js')).toContainText('-rwxr-xr-x');

  await rowMenu(page, 'blog', 'Delete');
  const del = dialogById(page, 'file-delete-dialog');
  await expect(del.getByText('All files in the directory will be deleted!')).toBeVisible();
  const remove = del.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeDisabled();
  await del.getByLabel('Yes, remove the directory and all its contents.').check();
  await remove.click();
  await expect(toast(page, 'Directory was deleted')).toBeVisible();
  await expect(row(page, 'blog')).toHaveCount(0);

  await rowMenu(page, 'style.css', 'Delete');
  await dialogById(page, 'file-delete-dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'File was deleted')).toBeVisible();

  const files = await serverFiles(api, account, SITE);
  expect(files.map((f) => f.name)).not.toEqual(expect.arrayContaining(['blog']));
  expect(files.map((f) => f.name)).not.toContain('style.css');
  expect(files.find((f) => f.name === 'app.js')?.permissions).toBe('-rwxr-xr-x');
  expect(files.find((f) => f.name === 'robots-old.txt')).toBeTruthy();
});

test('shows the empty text and the load failure text', async ({ page, account }) => {
  await signIn(page, account);
  await browseSite(page);
  await page.locator('#files-create').click();
  await page.getByRole('menuitem', { name: 'Directory', exact: true }).click();
  const dir = dialogById(page, 'file-create-directory-dialog');
  await dir.getByLabel('Directory name').fill('fresh');
  await dir.getByRole('button', { name: 'Create', exact: true }).click();
  await row(page, 'fresh').getByRole('button', { name: 'fresh', exact: true }).click();
  await expect(page.getByTestId('files-empty')).toHaveText('This directory is empty.');

  await page.route('**/api/file/list', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"type":"internal","message":"x"}' }));
  // A folder not loaded yet: its listing fails, and no other folder's files stand in for it.
  await page.getByLabel('Current directory', { exact: true }).selectOption('/domains');
  await expect(page.getByTestId('files-error')).toContainText('Cannot load file list.');
  await expect(page.getByTestId('file-row')).toHaveCount(0);
});

test('bulk actions on a folder of 200 files: filter, sort, keyboard, ranges, chmod with failures reported, move on a phone in Polish, delete with progress', async ({
  page,
  account,
  api,
}) => {
  test.setTimeout(150_000);
  const files: Record<string, string> = { 'bulk/archive/keep.txt': 'keep' };
  for (let i = 0; i < 200; i++) files[`bulk/file-${String(i).padStart(3, '0')}.txt`] = 'x'.repeat(i + 1);
  await uploadZip(api, account, SITE, files);
  const BULK = `${SITE}/bulk`;
  await signIn(page, account);
  await browseSite(page);
  await openFolder(page, 'bulk');
  const trail = page.getByRole('navigation', { name: 'Path' });
  await expect(trail.locator('[aria-current="page"]')).toHaveText('bulk');
  await expect(page.getByTestId('files-count')).toHaveText('201 entries');

  // The filter narrows the folder as one types; Escape empties it.
  const filter = page.getByRole('searchbox', { name: 'Filter this directory' });
  await filter.fill('file-19');
  await expect(page.getByTestId('files-count')).toHaveText('10 of 201 entries');
  await expect(page.getByTestId('file-row')).toHaveCount(10);
  // Backspace in the box edits the text; it never goes up a folder.
  await filter.press('Backspace');
  await expect(page.getByTestId('files-count')).toHaveText('100 of 201 entries');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('bulk');
  await filter.press('Escape');
  await expect(page.getByTestId('files-count')).toHaveText('201 entries');

  // Sorting: folders stay first; size descending puts the biggest file next.
  await page.getByTestId('sort-size').click();
  await page.getByTestId('sort-size').click();
  await expect(page.getByRole('columnheader', { name: /Size/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('file-row').nth(0)).toHaveAttribute('data-name', 'archive');
  await expect(page.getByTestId('file-row').nth(1)).toHaveAttribute('data-name', 'file-199.txt');

  // The keyboard moves through the rows; Space ticks; Shift-click ticks a range; Delete asks about the selection.
  await row(page, 'file-199.txt').focus();
  await page.keyboard.press('Home');
  await expect(row(page, 'archive')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('archive');
  await row(page, 'keep.txt').focus();
  await page.keyboard.press('Backspace');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('bulk');
  await row(page, 'file-199.txt').focus();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, 'file-198.txt')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Select file-198.txt' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Select file-195.txt' }).click();
  await page.getByRole('checkbox', { name: 'Select file-190.txt' }).click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('files-selected-count')).toHaveText('7 selected');
  await row(page, 'file-190.txt').focus();
  await page.keyboard.press('Delete');
  const askDelete = dialogById(page, 'file-bulk-delete-dialog');
  await expect(askDelete.getByRole('heading', { name: 'Delete 7 entries' })).toBeVisible();
  await expect(askDelete.getByRole('list', { name: 'Selected entries' }).getByRole('listitem')).toHaveText([
    'file-198.txt',
    'file-195.txt',
    'file-194.txt',
    'file-193.txt',
    'file-192.txt',
    'file-191.txt',
    'file-190.txt',
  ]);
  await askDelete.getByRole('button', { name: 'Cancel' }).click();
  await expect(askDelete).toBeHidden();
  await page.getByRole('button', { name: 'Clear the selection' }).click();
  await page.getByTestId('sort-name').click();

  // chmod all 200 files in one step; two refusals are named with their reason, the rest succeed.
  await page.getByRole('checkbox', { name: 'Select all 201 entries shown in this directory' }).check();
  await page.getByRole('checkbox', { name: 'Select archive' }).click();
  await expect(page.getByTestId('files-selected-count')).toHaveText('200 selected');
  await injectFault(api, { login: account.login, path: '/file/chmod', status: 406, type: 'notAcceptable', message: 'Permission denied.', times: 2 });
  await page.locator('#files-bulk-chmod').click();
  const chmod = dialogById(page, 'file-bulk-chmod-dialog');
  await expect(chmod.getByRole('heading', { name: 'Permissions of 200 entries' })).toBeVisible();
  await chmod.getByLabel('Owner: Execute').check();
  await expect(chmod.getByText('Set the permissions 0744 on these entries in')).toBeVisible();
  await chmod.getByRole('button', { name: 'Save permissions' }).click();
  const report = chmod.getByTestId('bulk-report');
  await expect(report).toContainText('Done: 198 of 200.', { timeout: 60_000 });
  await expect(report).toContainText('2 entries failed:');
  await expect(report.getByRole('listitem')).toHaveCount(2);
  for (const item of await report.getByRole('listitem').allInnerTexts()) expect(item).toMatch(/^file-\d{3}\.txt: Permission denied\.$/);
  await chmod.getByRole('button', { name: 'Close', exact: true }).last().click();
  const afterChmod = await serverFiles(api, account, BULK);
  expect(afterChmod.filter((f) => f.permissions === '-rwxr--r--')).toHaveLength(198);
  await expect(row(page, 'file-000.txt').or(row(page, 'file-002.txt')).first()).toBeVisible();

  // On a phone in Polish: move the 200 files into a folder picked from the tree.
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'pl');
  await expect(page.getByTestId('files-selected-count')).toHaveText('Zaznaczono: 200 elementów');
  await page.locator('#files-bulk-move').click();
  const move = dialogById(page, 'file-bulk-move-dialog');
  await expect(move.getByRole('heading', { name: 'Przenieś 200 elementów' })).toBeVisible();
  await move.getByRole('button', { name: 'Przenieś tutaj' }).click();
  await expect(move.getByRole('alert')).toHaveText('Wybierz katalog docelowy.');
  await move.getByRole('radio', { name: 'archive' }).check();
  await expect(move).toContainText(`Przeniesienie z ${BULK} do ${BULK}/archive:`);
  await move.getByRole('button', { name: 'Przenieś tutaj' }).click();
  await expect(
    page
      .getByTestId('toasts')
      .locator('.toast')
      .filter({ hasText: `Przeniesiono 200 elementów do ${BULK}/archive` }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('files-count')).toHaveText('1 element');
  // The selection bar went with the files: the focus is back on the listing, not lost.
  await expect(row(page, 'archive')).toBeFocused();
  expect(await serverFiles(api, account, `${BULK}/archive`)).toHaveLength(201);

  // Back in English on a desktop: delete the 201 entries of the folder, with progress while it runs.
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseLanguage(page, 'en');
  await openFolder(page, 'archive');
  await expect(page.getByTestId('files-count')).toHaveText('201 entries');
  await page.getByRole('checkbox', { name: 'Select all 201 entries shown in this directory' }).check();
  await page.locator('#files-bulk-delete').click();
  const del = dialogById(page, 'file-bulk-delete-dialog');
  await expect(del.getByTestId('bulk-kinds')).toHaveText('201 files');
  await expect(del.getByRole('list', { name: 'Selected entries' })).toContainText('and 101 more');
  const release = await holdRequests(page, '**/api/file/file/delete');
  await del.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(del.getByTestId('bulk-progress-text')).toHaveText('0 of 201 done');
  await expect(del.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuemax', '201');
  release();
  await expect(toast(page, '201 entries were deleted')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('files-empty')).toHaveText('This directory is empty.');
  await expect(filter).toBeFocused();
  expect(await serverFiles(api, account, `${BULK}/archive`)).toEqual([]);
});
