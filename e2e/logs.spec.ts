import type { Page } from '@playwright/test';
import { apiToken, control, dialogById, expect, holdRequests, injectFault, kitOf, openScreen, requestsOf, serverLists, signIn, test } from './helpers/fixtures';
import { chooseLanguage, expectNoEnglish, expectTouchTargets, looker, shoot, viewports } from './helpers/look';

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
  await expect(entries(page, 'email-usage')).toHaveText([
    /^archive@blog\.example\.org/,
    /^john\.smith@example\.com/,
    /^orders@shop\.example\.com/,
    /^office@example\.com/,
  ]);
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
  expect((await text.innerText()).trimEnd().split('\n')).toEqual(log.trimEnd().split('\n'));
  // Its lines wrapped from the start at desktop width: none runs off to the right.
  await expect(dialog.getByRole('switch', { name: 'Wrap lines' })).toBeChecked();
  expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

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

  // Filtered by severity: the warnings alone.
  await dialog.getByRole('combobox', { name: 'Severity' }).selectOption('warn');
  const warnings = log
    .trimEnd()
    .split('\n')
    .filter((line) => line.includes(':warn]'));
  await expect(dialog.getByTestId('log-line')).toHaveCount(warnings.length);

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  // The palette finds a domain's error log by its words.
  await page.keyboard.press('Control+k');
  await page.locator('#palette-input').fill('error log shop');
  await page.getByRole('option', { name: 'Error log: shop.example.com' }).click();
  await expect(dialog.getByRole('heading', { name: 'Server log (errors): shop.example.com' })).toBeVisible();
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
  const all = log.trimEnd().split('\n');
  const bots = all.filter((line) => line.toLowerCase().includes('googlebot'));
  expect(bots.length).toBeGreaterThan(0);
  expect(bots.length).toBeLessThan(all.length);

  await signIn(page, account);
  await page.getByRole('button', { name: 'Actions for example.com' }).click();
  await page.getByRole('menuitem', { name: 'Show server log (access)', exact: true }).click();
  const dialog = dialogById(page, 'domain-log-dialog');
  const text = dialog.getByTestId('log-viewer-text');
  const count = dialog.getByTestId('log-count');
  await expect(count).toHaveText(`${all.length} lines`);

  // Long lines scroll sideways until wrapped.
  const overflows = () => text.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(await overflows()).toBe(true);
  await dialog.getByRole('switch', { name: 'Wrap lines' }).check();
  await expect.poll(overflows).toBe(false);

  const search = dialog.getByRole('searchbox', { name: 'Filter the lines' });
  await search.fill('GoogleBot');
  await expect(count).toHaveText(`${bots.length} of ${all.length} lines shown`);
  expect((await text.innerText()).trimEnd().split('\n')).toEqual(bots);
  await expect(text.locator('mark')).toHaveText(bots.map(() => 'Googlebot'));
  await search.pressSequentially('-none');
  await expect(dialog.getByText('No lines match the filter.')).toBeVisible();
  await expect(text).toBeHidden();
  // Escape clears the filter first; the dialog stays open.
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(count).toHaveText(`${all.length} lines`);
  await expect(dialog).toBeVisible();

  const reads = async () => (await requestsOf(api, account.login)).filter((r) => r.path === '/log/show').length;
  const before = await reads();
  await injectFault(api, { login: account.login, path: '/log/show', delayMs: 600, times: 1 });
  const refresh = dialog.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  await expect(refresh).toHaveAttribute('aria-busy', 'true');
  await expect(refresh).toHaveAttribute('aria-busy', 'false');
  expect(await reads()).toBe(before + 1);
  await expect(count).toHaveText(`${all.length} lines`);
});

test('follows a growing log: new lines arrive marked and counted, the view stays at the newest unless scrolled up, Follow off keeps the place; status and address filters (1280 px English, 390 px Polish)', async ({
  page,
  api,
  account,
}) => {
  const append = (lines: string[]) => control(api, '/__test/log', { login: account.login, domain: 'example.com', kind: 'access', lines });
  const hit = (n: number, status = 200, ip = '203.0.113.77') =>
    `${ip} - - [27/Nov/2026:12:00:0${n} +0000] "GET /followed-${n} HTTP/1.1" ${status} 100 "-" "e2e"`;
  const reads = async () => (await requestsOf(api, account.login)).filter((r) => r.path === '/log/show').length;
  // A read every 3 s: what arrives shows within one, however loaded the machine.
  const ARRIVES = { timeout: 10_000 };

  await signIn(page, account);
  await page.getByRole('button', { name: 'Actions for example.com' }).click();
  await page.getByRole('menuitem', { name: 'Show server log (access)', exact: true }).click();
  const dialog = dialogById(page, 'domain-log-dialog');
  const text = dialog.getByTestId('log-viewer-text');
  const fresh = text.getByTestId('log-line-new');
  const atBottom = () => text.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop <= 8);
  await expect(text).toBeVisible();
  const total = Number((await dialog.getByTestId('log-count').innerText()).replace(/\D/g, ''));

  const follow = dialog.getByRole('switch', { name: 'Follow' });
  await follow.check();
  await append([hit(1), hit(2, 404), hit(3)]);
  await expect(fresh).toHaveText([hit(1), hit(2, 404), hit(3)], ARRIVES);
  await expect(dialog.getByTestId('log-announce')).toHaveText('3 new lines');
  await expect(dialog.getByTestId('log-count')).toHaveText(`${total + 3} lines`);
  await expect.poll(atBottom).toBe(true);
  await expect(fresh.last()).toBeInViewport();
  await looker(page, { sizes: ['desktop'], locales: ['en'] })('log-follow', 'dialog');

  // Scrolled up, the place is kept; what arrives waits below.
  await text.evaluate((el) => (el.scrollTop = 0));
  await append([hit(4), hit(5)]);
  const jump = dialog.getByRole('button', { name: '2 new lines below' });
  await expect(jump).toBeVisible(ARRIVES);
  expect(await text.evaluate((el) => el.scrollTop)).toBe(0);
  await expect(fresh).toHaveText([hit(4), hit(5)]);
  await jump.click();
  await expect.poll(atBottom).toBe(true);
  await expect(jump).toBeHidden();

  // Off: no more reads, nothing moves.
  await follow.uncheck();
  // (A read under way as it was turned off is answered first.)
  await kitOf(api).waitForIdle(account.login);
  const before = await reads();
  await append([hit(6)]);
  // Longer than one interval of Follow (3 s): a read would have come by now.
  await page.waitForTimeout(3500);
  expect(await reads()).toBe(before);
  await expect(text).not.toContainText('/followed-6');

  // At 390 px in Polish: the same viewer, its filters for an access log.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await page.setViewportSize(viewports.phone);
  await chooseLanguage(page, 'pl');
  await page.getByRole('button', { name: 'Akcje dla example.com' }).click();
  await page.getByRole('menuitem', { name: 'Pokaż log dostępu', exact: true }).click();
  await expect(dialog.getByTestId('log-count')).toHaveText(`${total + 6} wierszy`);
  await dialog.getByRole('switch', { name: 'Śledź' }).check();
  await append([hit(7, 503, '198.51.100.200'), hit(8, 200, '198.51.100.200')]);
  await expect(fresh).toHaveText([hit(7, 503, '198.51.100.200'), hit(8, 200, '198.51.100.200')], ARRIVES);
  await expect(dialog.getByTestId('log-announce')).toHaveText('2 nowe wiersze');
  await expect(fresh.last()).toBeInViewport();
  // The dialog's own checks (the page behind it is the domains screen's to check).
  await shoot(page, 'log-follow-phone-pl');
  await expectTouchTargets(page, 'log-follow-phone-pl');
  await expectNoEnglish(page, 'log-follow-phone-pl');

  await dialog.getByRole('combobox', { name: 'Filtruj według statusu' }).selectOption({ label: '5xx – błędy serwera' });
  await dialog.getByRole('searchbox', { name: 'Adres klienta' }).fill('198.51.100.200');
  await expect(text.getByTestId(/^log-line/)).toHaveText([hit(7, 503, '198.51.100.200')]);
  await expect(text.locator('mark')).toHaveText(['198.51.100.200']);
  await expect(dialog.getByTestId('log-count')).toHaveText(`Pokazano 1 z ${total + 8} wierszy`);
  await shoot(page, 'log-follow-filtered-phone-pl');
  await page.setViewportSize(viewports.tablet);
  await shoot(page, 'log-follow-filtered-tablet-pl');
});
