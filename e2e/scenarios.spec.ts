import { dialogById, expect, openScreen, test, toast } from './helpers/fixtures';

/**
 * The shipped scenarios (fixtures/scenarios/*.yaml) through the QA kit: each test makes its account
 * with the `scenario` fixture (removed afterwards), opens the panel by the scenario's hand-off and
 * checks what a user sees. docs/qa.md shows the same from a suite of a team's own.
 */

test('expiring-certificates: example.com expired, shop.example.com expires in 5 days, by the server clock alone', async ({ page, scenario }) => {
  const account = await scenario('expiring-certificates');
  // The browser's clock is left alone: the panel takes "now" from the replies' Date header.
  await page.goto(account.handoffUrl);
  await expect(page).toHaveURL(/\/ssl$/);
  const row = (domain: string) => page.locator(`[data-testid="ssl-row"][data-domain="${domain}"]`);
  await expect(row('example.com').getByTestId('ssl-expiry-state')).toHaveText('· expired');
  await expect(row('shop.example.com').getByTestId('ssl-expiry-state')).toHaveText('· expires in 5 days');
  // 60 days left: shown, but not as a warning.
  await expect(row('blog.example.org').getByTestId('ssl-expiry-state')).toHaveText('· expires in 60 days');
  await expect(row('blog.example.org').getByTestId('ssl-expiry-state')).toHaveAttribute('data-tone', 'fine');
});

test('over-quota: an upload past the space left is refused with the panel’s message', async ({ page, scenario, journal }) => {
  const account = await scenario('over-quota');
  await page.goto(account.handoffUrl);
  await expect(page).toHaveURL(/\/files$/);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Files from disk' }).click();
  const upload = dialogById(page, 'file-upload-dialog');
  await upload.locator('#file-upload-input').setInputFiles({ name: 'too-big.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(256 * 1024, 1) });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByRole('alert')).toContainText('Files too big for upload.');
  await journal.for(account.login).waitForCall('/file/file/upload', 406);
});

test('starter-plan: FTP and SSH offer the upgrade, databases offer no Postgres', async ({ page, scenario }) => {
  const account = await scenario('starter-plan');
  await page.goto(account.handoffUrl);
  await expect(page).toHaveURL(/\/access$/);
  await page.getByRole('tab', { name: 'SSH access' }).click();
  await expect(page.getByTestId('ssh-upgrade')).toContainText('Your current plan does not include SSH.');
  await expect(page.getByRole('link', { name: /Upgrade your plan/ })).toHaveAttribute('href', /upgrade\?login=/);

  await openScreen(page, 'databases');
  await page.getByRole('tab', { name: 'Postgres' }).click();
  await expect(page.getByTestId('postgres-upgrade')).toContainText('Your current plan does not include Postgres databases.');
  await page.getByRole('tab', { name: /MySQL/ }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create a database' }).click();
  await expect(dialogById(page, 'database-create-dialog').getByLabel('Database type').locator('option')).toHaveText(['MySQL']);
});

test('unpaid: the panel asks to pay, and SSH waits for it', async ({ page, scenario }) => {
  const account = await scenario('unpaid');
  await page.goto(account.handoffUrl);
  await expect(page).toHaveURL(/\/access$/);
  await expect(page.getByText('Your hosting is not paid for yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'SSH access' }).click();
  await expect(page.getByTestId('ssh-pay')).toContainText('To use SSH, you need to pay for your hosting for the first year.');
  await expect(page.getByRole('link', { name: /Pay for hosting/ })).toHaveCount(1);
  await expect(page.getByTestId('unpaid-notice').getByRole('link', { name: /Pay for hosting/ })).toHaveAttribute('href', /pay\?login=/);
});

test('broken-network: an e-mail action says it cannot reach the server, and works on retry', async ({ page, scenario, testControl }) => {
  const account = await scenario('broken-network');
  expect((await testControl.faults({ login: account.login })).faults.map((f) => f.path)).toContain('/email/catchall');
  await page.goto(account.handoffUrl);
  await expect(page).toHaveURL(/\/emails$/);
  await page.getByRole('tab', { name: 'Default addresses' }).click();
  await page.getByRole('button', { name: 'Change the default address of shop.example.com' }).click();
  const dialog = dialogById(page, 'email-catchall-dialog');
  await dialog.getByLabel('Deliver it to an e-mail account').check();
  await dialog.getByLabel('E-mail address').selectOption('support@shop.example.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Cannot connect to the server. Check your network connection and try again.');
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(toast(page, 'The default address of shop.example.com was changed.')).toBeVisible();
  await expect(page.locator('[data-testid="catchall-row"][data-domain="shop.example.com"]')).toContainText('support@shop.example.com');
});

test('big-mailbox-domain: the e-mail screen pages 2,000 mailboxes and finds user1999, and so does the command palette', async ({ page, scenario }) => {
  const account = await scenario('big-mailbox-domain');
  await page.goto(account.handoffUrl);
  await expect(page).toHaveURL(/\/emails$/);
  await expect(page.getByTestId('pager-status')).toHaveText(/^1–\d+ of 2,000$/);
  const rows = page.getByTestId('email-row');
  expect(await rows.count()).toBeLessThan(2000);
  await page.getByRole('searchbox').fill('user1999');
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute('data-address', 'user1999@mailboxes.example.net');

  // The command palette over the 2,000 mailboxes: from another screen, the last one found and focused.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: /^Domains/ })
    .click();
  await expect(page).toHaveURL(/\/domains$/);
  await page.keyboard.press('Control+k');
  await page.locator('#palette-input').fill('user1999');
  await expect(page.getByTestId('palette-group-mailbox').getByRole('option')).toHaveText(['user1999@mailboxes.example.net']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/emails$/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toBeFocused();
});

test('the journal: masked bodies, and the panel waited for until idle', async ({ signedInPage: page, faults, journal, account }) => {
  const since = await journal.mark();
  // The FTP password call takes a second, so the journal sees it in flight.
  await faults.inject({ path: '/ftp/password', delayMs: 1000, times: 1 });
  await openScreen(page, 'access');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = dialogById(page, 'ftp-password-dialog');
  await dialog.getByLabel('New password', { exact: true }).fill('Journal-secret-77');
  await dialog.getByLabel('Repeat the new password').fill('Journal-secret-77');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect.poll(async () => (await journal.read()).inFlight).toBeGreaterThan(0);

  const log = await journal.waitForIdle();
  expect(log.inFlight).toBe(0);
  await expect(toast(page, 'The FTP password was changed.')).toBeVisible();
  const entries = await journal.entries(since);
  const change = entries.find((r) => r.path === '/ftp/password');
  expect(change).toMatchObject({ operationId: expect.any(String), status: 200, faulted: true, body: { password: '[masked]' } });
  expect(change!.durationMs).toBeGreaterThanOrEqual(900);
  // No secret anywhere in the journal: neither the new FTP password nor the account's own.
  const text = JSON.stringify(await journal.entries());
  expect(text).not.toContain('Journal-secret-77');
  expect(text).not.toContain(account.password);
});
