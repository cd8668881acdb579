import { dialogById, expect, holdRequests, signIn, test, toast } from '../helpers/fixtures';
import { SITE, browseSite, row, rowMenu, serverFiles, zipOf } from '../helpers/files';

// Each flow signs in and makes several calls and dialogs; a busy machine needs the room.
test.describe.configure({ timeout: 60_000 });

test('uploads files with a progress bar, and an archive that is extracted in place', async ({ page, account, api }) => {
  await signIn(page, account);
  await browseSite(page);

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Files from disk' }).click();
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
  // Closed, so the archive's own toast below is told apart from it (toasts stay a while, stacked).
  await toast(page, 'Files were uploaded.').getByRole('button', { name: 'Close' }).click();
  await expect(toast(page, 'Files were uploaded.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('menuitem', { name: 'ZIP or TAR.GZ archive' }).click();
  const archive = dialogById(page, 'file-archive-dialog');
  await archive.locator('#file-archive-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(archive.getByText('Choose a .zip, .tar or .tar.gz archive.')).toBeVisible();
  await expect(archive.getByRole('button', { name: 'Upload and extract' })).toBeDisabled();
  await archive
    .locator('#file-archive-input')
    .setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: zipOf({ 'docs/readme.md': '# Site', 'docs/guide.txt': 'guide' }) });
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
  await page.getByRole('menuitem', { name: 'ZIP or TAR.GZ archive' }).click();
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
  await page.getByRole('menuitem', { name: 'Files from disk' }).click();
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
