import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, control, dialogById, expect, holdRequests, injectFault, openScreen, signIn, test, toast, type Account } from './helpers/fixtures';

const SITE = '/domains/example.com/public_html';

// Each flow signs in and makes several calls and dialogs; a busy machine needs the room.
test.describe.configure({ timeout: 60_000 });

const row = (page: Page, name: string) => page.locator(`[data-testid="file-row"][data-name="${name}"]`);

/** What the server lists in a folder now, through a session of the test's own. */
async function serverFiles(api: APIRequestContext, account: Account, directory: string) {
  const { files } = await control<{ files: { name: string; type: string; permissions: string; size: number; target: string | null }[] }>(
    api, '/file/list', { directory }, await apiToken(api, account),
  );
  return files;
}

/** Opens a domain's folder through the domains screen's "Browse files". */
async function browseSite(page: Page) {
  await page.getByRole('button', { name: 'Actions for example.com' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Browse files' }).click();
  await expect(page).toHaveURL(/\/files$/);
  await expect(page.getByLabel('Current directory', { exact: true })).toHaveValue(SITE);
  await expect(row(page, 'index.html')).toBeVisible();
}

async function rowMenu(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

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

test('uploads files with a progress bar, and an archive that is extracted in place', async ({ page, account, api }) => {
  await signIn(page, account);
  await browseSite(page);

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('button', { name: 'Files from disk' }).click();
  const upload = dialogById(page, 'file-upload-dialog');
  await upload.locator('#file-upload-input').setInputFiles([
    { name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('hello world') },
    { name: 'big.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(4 * 1024 * 1024, 7) },
  ]);
  await expect(upload.getByTestId('upload-chosen')).toContainText('hello.txt');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'Files were uploaded.')).toBeVisible();
  await expect(row(page, 'hello.txt')).toBeVisible();
  await expect(row(page, 'big.bin')).toBeVisible();
  await expect(upload).toBeHidden();

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('button', { name: 'ZIP or TAR.GZ archive' }).click();
  const archive = dialogById(page, 'file-archive-dialog');
  await archive.locator('#file-archive-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(archive.getByText('Choose a .zip, .tar or .tar.gz archive.')).toBeVisible();
  await expect(archive.getByRole('button', { name: 'Upload and extract' })).toBeDisabled();
  await archive.locator('#file-archive-input').setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: zipOf({ 'docs/readme.md': '# Site', 'docs/guide.txt': 'guide' }) });
  await archive.getByRole('button', { name: 'Upload and extract' }).click();
  await expect(toast(page, 'Files were uploaded.')).toBeVisible();
  await row(page, 'docs').getByRole('button', { name: 'docs', exact: true }).click();
  await expect(page.getByTestId('file-row')).toHaveText([/guide\.txt/, /readme\.md/]);

  const files = await serverFiles(api, account, SITE);
  expect(files.find((f) => f.name === 'big.bin')?.size).toBe(4 * 1024 * 1024);
  expect((await serverFiles(api, account, `${SITE}/docs`)).map((f) => f.name)).toEqual(['guide.txt', 'readme.md']);
});

test('shows the refusal of an archive that is not safe, names a clash, and the upload progress while it sends', async ({ page, account }) => {
  await signIn(page, account);
  await browseSite(page);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('button', { name: 'ZIP or TAR.GZ archive' }).click();
  const archive = dialogById(page, 'file-archive-dialog');
  await archive.locator('#file-archive-input').setInputFiles({ name: 'slip.zip', mimeType: 'application/zip', buffer: zipOf({ '../escape.txt': 'x' }) });
  await archive.getByRole('button', { name: 'Upload and extract' }).click();
  await expect(archive.getByText('Invalid archive.')).toBeVisible();
  // A file in the archive where the folder `images` is: the clash is named, not called too big.
  await archive.locator('#file-archive-input').setInputFiles({ name: 'clash.zip', mimeType: 'application/zip', buffer: zipOf({ images: 'a file' }) });
  await archive.getByRole('button', { name: 'Upload and extract' }).click();
  await expect(archive.getByRole('alert')).toContainText('“images” already exists in this directory');

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('button', { name: 'Files from disk' }).click();
  const upload = dialogById(page, 'file-upload-dialog');
  await upload.locator('#file-upload-input').setInputFiles({ name: 'images', mimeType: 'text/plain', buffer: Buffer.from('not a folder') });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByRole('alert')).toContainText('“images” already exists in this directory');
  await expect(upload.getByRole('alert')).not.toContainText('Files too big for upload.');
  // Hold the server's answer until the bar has been seen.
  const release = await holdRequests(page, '**/api/file/file/upload');
  await upload.locator('#file-upload-input').setInputFiles({ name: 'slow.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(1024 * 1024, 1) });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', /^\d+$/);
  release();
  await expect(toast(page, 'Files were uploaded.')).toBeVisible();
});

test('edits a file, saves it, and asks before closing with unsaved changes', async ({ page, account, api }) => {
  await signIn(page, account);
  await browseSite(page);
  await row(page, 'robots.txt').getByRole('button', { name: 'robots.txt', exact: true }).click();
  const editor = dialogById(page, 'file-editor-dialog');
  const content = editor.getByRole('textbox', { name: 'Contents of robots.txt' });
  await expect(content).toBeVisible();
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

  await content.click();
  await page.keyboard.type('unsaved');
  await editor.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(editor.getByRole('heading', { name: 'Save file?' })).toBeVisible();
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

test('downloads a file through a form post with the session as a field, answered as an attachment', async ({ page, account, api }) => {
  await signIn(page, account);
  await browseSite(page);
  await rowMenu(page, 'images', 'Open');
  const [request] = await Promise.all([
    page.context().waitForEvent('request', (r) => r.url().endsWith('/api/file/file/download')),
    rowMenu(page, 'logo.svg', 'Download'),
  ]);
  expect(request.method()).toBe('POST');
  expect(request.url()).not.toContain('session');
  const fields = new URLSearchParams(request.postData() ?? '');
  expect(fields.get('file')).toBe(`${SITE}/images/logo.svg`);
  expect(fields.get('session')).toBeTruthy();
  const reply = await api.post('/api/file/file/download', { form: Object.fromEntries(fields) });
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-disposition']).toBe(`attachment; filename="logo.svg"; filename*=UTF-8''logo.svg`);
  expect(reply.headers()['x-content-type-options']).toBe('nosniff');
  expect(await reply.text()).toContain('<svg');
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

/** A zip (stored, no compression) of the given files. */
function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const n = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(10, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
