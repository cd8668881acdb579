import { dialogById, expect, openScreen, signIn, test, toast } from '../helpers/fixtures';
import { SITE, browseSite, row, rowMenu, serverFiles } from '../helpers/files';

// Each flow signs in and makes several calls and dialogs; a busy machine needs the room.
test.describe.configure({ timeout: 60_000 });

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
  await page.getByRole('button', { name: 'Directory', exact: true }).click();
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
  await page.getByRole('button', { name: 'Empty file' }).click();
  const file = dialogById(page, 'file-create-file-dialog');
  await file.getByLabel('File name').fill('empty.php');
  await file.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'File was created')).toBeVisible();
  await expect(file).toBeHidden();
  await expect(row(page, 'empty.php')).toBeVisible();

  await page.locator('#files-create').click();
  await page.getByRole('button', { name: 'Symbolic link' }).click();
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
  await page.getByRole('button', { name: 'Directory', exact: true }).click();
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
