import type { Page } from '@playwright/test';
import { apiToken, control, dialogById, expect, holdRequests, injectFault, openScreen, requestsOf, serverLists, signIn, test } from './helpers/fixtures';

const entries = (page: Page, list: string) => page.getByTestId(`top-${list}`).getByTestId('top-entry');

test('shows the total, the free space and the four biggest of each kind, recounted on opening', async ({ page, api, account }) => {
  await signIn(page, account);
  // The recount is held until its notice has been seen.
  const release = await holdRequests(page, '**/api/account/sync');
  await openScreen(page, 'logs');
  await expect(page.getByRole('tab', { name: 'Disk usage' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('stats-syncing')).toHaveText('The statistics are being updated...');
  release();
  await expect(page.getByTestId('stats-syncing')).toBeHidden();

  const lists = await serverLists(api, account);
  const GB = 1024 ** 3;
  await expect(page.getByTestId('stats-used')).toContainText('of 10 GB used');
  await expect(page.getByTestId('stats-legend')).toContainText('Websites');
  await expect(page.getByTestId('stats-legend')).toContainText('Backups: 0 kB');
  expect(lists.user.diskUsed).toBeLessThan(10 * GB);

  const biggestSites = [...lists.domains].sort((a, b) => b.diskUsed - a.diskUsed).map((d) => d.domain);
  await expect(entries(page, 'websites')).toHaveCount(4);
  await expect(entries(page, 'websites').first()).toContainText(biggestSites[0]);
  await expect(entries(page, 'databases')).toHaveText([/_analytics/, /_reports/, /_shop/, /_wordpress/]);
  await expect(entries(page, 'email-usage')).toHaveText([/^archive@blog\.example\.org/, /^john\.smith@example\.com/, /^orders@shop\.example\.com/, /^office@example\.com/]);
  await expect(entries(page, 'email-capacity').first()).toContainText('2.0 GB');
  await expect(page.getByRole('link', { name: /Get more space/ })).toHaveAttribute('href', new RegExp(account.login));

  await page.getByRole('button', { name: 'Show all databases' }).click();
  await expect(page).toHaveURL(/\/databases$/);
});

test('opens each domain’s access and error log in the viewer, the newest line last, with a download', async ({ page, api, account }) => {
  await signIn(page, account, 'logs');
  await page.getByRole('tab', { name: 'Server logs' }).click();
  await expect(page.getByTestId('logs-row')).toHaveCount(4);

  const token = await apiToken(api, account);
  const { log } = await control<{ log: string }>(api, '/log/show', { domain: 'example.com', type: 'error' }, token);
  const lastLine = log.trimEnd().split('\n').at(-1)!;

  await page.getByRole('button', { name: 'Logs of example.com' }).click();
  await page.getByRole('menuitem', { name: 'Show the error log' }).click();
  const dialog = dialogById(page, 'domain-log-dialog');
  await expect(dialog.getByRole('heading', { name: 'Server log (errors): example.com' })).toBeVisible();
  const text = dialog.getByTestId('log-viewer-text');
  await expect(text).toContainText(lastLine);
  expect((await text.innerText()).trimEnd().split('\n').length).toBeLessThanOrEqual(100);

  // Download posts the form into a new tab: the whole file comes back as an attachment.
  const [request] = await Promise.all([
    page.context().waitForEvent('request', (r) => r.url().endsWith('/api/log/download')),
    dialog.getByRole('button', { name: /Download the whole log/ }).click(),
  ]);
  const fields = new URLSearchParams(request.postData() ?? '');
  expect(fields.get('domain')).toBe('example.com');
  expect(fields.get('type')).toBe('error');
  expect(fields.get('session')).toBeTruthy();
  const download = await api.post('/api/log/download', { form: Object.fromEntries(fields) });
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('attachment');
  expect(await download.text()).toBe(log);

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Logs of shop.example.com' }).click();
  await page.getByRole('menuitem', { name: 'Show the access log' }).click();
  await expect(dialog.getByRole('heading', { name: 'Server log (access): shop.example.com' })).toBeVisible();
});

test('a failed log load says so in the viewer', async ({ page, api, account }) => {
  await signIn(page, account, 'logs');
  await page.getByRole('tab', { name: 'Server logs' }).click();
  await injectFault(api, { login: account.login, path: '/log/show', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Logs of example.com' }).click();
  await page.getByRole('menuitem', { name: 'Show the access log' }).click();
  await expect(dialogById(page, 'domain-log-dialog').getByRole('alert')).toHaveText('Cannot load server log.');
});

test('a hand-off to the logs instruction opens the server logs tab', async ({ page, api, account }) => {
  const { url } = await control<{ url: string }>(api, '/__test/handoff', { login: account.login, page: 'logs', action: 'logs' });
  await page.goto(url);
  await expect(page).toHaveURL(/\/logs$/);
  await expect(page.getByRole('tab', { name: 'Server logs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('logs-row')).toHaveCount(4);
});

test('the log viewer filters the lines as you type, wraps them on request and reads the log again', async ({ page, api, account }) => {
  const { log } = await control<{ log: string }>(api, '/log/show', { domain: 'example.com', type: 'access' }, await apiToken(api, account));
  const last100 = log.trimEnd().split('\n').slice(-100);
  const bots = last100.filter((line) => line.toLowerCase().includes('googlebot'));
  expect(bots.length).toBeGreaterThan(0);
  expect(bots.length).toBeLessThan(100);

  await signIn(page, account);
  await page.getByRole('button', { name: 'Actions for example.com' }).click();
  await page.getByRole('menuitem', { name: 'Show server log (access)', exact: true }).click();
  const dialog = dialogById(page, 'domain-log-dialog');
  const text = dialog.getByTestId('log-viewer-text');
  const count = dialog.getByTestId('log-count');
  await expect(count).toHaveText('100 lines');

  // Long lines scroll sideways until wrapped.
  const overflows = () => text.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(await overflows()).toBe(true);
  await dialog.getByRole('switch', { name: 'Wrap lines' }).check();
  await expect.poll(overflows).toBe(false);

  const search = dialog.getByRole('searchbox', { name: 'Filter the lines' });
  await search.fill('GoogleBot');
  await expect(count).toHaveText(`${bots.length} of 100 lines`);
  expect((await text.innerText()).trimEnd().split('\n')).toEqual(bots);
  await search.pressSequentially('-none');
  await expect(dialog.getByText('No lines match the filter.')).toBeVisible();
  await expect(text).toBeHidden();
  // Escape clears the filter first; the dialog stays open.
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(count).toHaveText('100 lines');
  await expect(dialog).toBeVisible();

  const reads = async () => (await requestsOf(api, account.login)).filter((r) => r.path === '/log/show').length;
  const before = await reads();
  await injectFault(api, { login: account.login, path: '/log/show', delayMs: 600, times: 1 });
  const refresh = dialog.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  await expect(refresh).toHaveAttribute('aria-busy', 'true');
  await expect(refresh).toHaveAttribute('aria-busy', 'false');
  expect(await reads()).toBe(before + 1);
  await expect(count).toHaveText('100 lines');
});
