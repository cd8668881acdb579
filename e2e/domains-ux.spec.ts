import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { apiToken, cloneAccount, control, dialogById, expect, injectFault, serverLists, signIn, test, toast, uniqueDomain } from './helpers/fixtures';

/** An 86-character name of the account's own (names are unique across accounts), every label within the DNS limit. */
const longName = (login: string) => `${`long-${login}-`.padEnd(50, 'x').slice(0, 50)}.and-one-more-label.example-long.com`;

const row = (page: Page, domain: string) => page.locator(`[data-testid="domain-row"][data-domain="${domain}"]`);

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`).join('\n');
  expect.soft(serious.length, `axe on ${name}:\n${report}`).toBe(0);
  await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
}

async function addDomainThroughApi(page: Page, account: { login: string; password: string }, domain: string) {
  const token = await apiToken(page.request, account);
  await control(page.request, '/domain/add', { domain }, token);
}

test('an 86-character name truncates at 390, 820 and 1280 px: size, IP and menu stay in view', async ({ page, account }) => {
  const LONG_NAME = longName(account.login);
  expect(LONG_NAME).toHaveLength(86);
  await addDomainThroughApi(page, account, LONG_NAME);
  await signIn(page, account);
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const long = row(page, LONG_NAME);
    await expect(long).toBeVisible();
    const menu = long.getByRole('button', { name: `Actions for ${LONG_NAME}` });
    await expect(menu, `${width}px: the row menu`).toBeInViewport({ ratio: 1 });
    // No row is wider than the window, and every row's menu is in view.
    for (const toggle of await page.getByRole('button', { name: /^Actions for / }).all()) await expect(toggle, `${width}px`).toBeInViewport({ ratio: 1 });
    const name = long.getByTitle(LONG_NAME, { exact: true });
    await expect(name).toHaveCSS('text-overflow', 'ellipsis');
    const [client, scroll] = await name.evaluate((el) => [el.clientWidth, el.scrollWidth]);
    // On a phone the name does not fit: it is cut (wider screens may have room for all of it).
    if (width === 390) expect(scroll, `${width}px: the name is cut with an ellipsis`).toBeGreaterThan(client);
    // The whole name: in the tooltip, in the copy button, and shown whole while the row has the focus.
    const copy = long.getByRole('button', { name: `Copy ${LONG_NAME}` });
    await copy.focus();
    await expect.poll(() => name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), { message: `${width}px: whole on focus` }).toBe(true);
    await expect(menu).toBeInViewport({ ratio: 1 });
    if (width > 575) await expect(long.getByRole('button', { name: 'Copy 192.0.2.10' }).or(long.getByRole('button', { name: /^Copy \d/ }))).toBeInViewport();
  }
});

test('badges show the SSL state with days to expiry and the PHP version; the table sorts by name and size', async ({ page, account, api }) => {
  await signIn(page, account);
  const lists = await serverLists(api, account);
  for (const domain of lists.domains) {
    await expect(row(page, domain.domain).getByTestId('domain-php')).toHaveText(`PHP ${domain.phpVersion}`);
    await expect(row(page, domain.domain).getByTestId('domain-ssl')).toHaveAttribute('data-ssl-type', domain.sslType);
  }
  const withCert = lists.domains.find((d) => d.sslType !== 'auto' && d.sslExpires);
  if (withCert) await expect(row(page, withCert.domain).getByTestId('domain-ssl')).toContainText(/expires in \d+ days?|expires today|expired/);

  const names = () => page.getByTestId('domain-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-domain')));
  await page.getByRole('button', { name: 'Domain name' }).click();
  expect(await names()).toEqual([...lists.domains.map((d) => d.domain)].sort((a, b) => a.localeCompare(b)));
  await page.getByRole('button', { name: 'Disk usage' }).click();
  await page.getByRole('button', { name: 'Disk usage' }).click();
  const bySize = [...lists.domains].sort((a, b) => b.diskUsed - a.diskUsed || b.domain.localeCompare(a.domain)).map((d) => d.domain);
  expect(await names()).toEqual(bySize);
  await expect(page.getByRole('columnheader', { name: 'Disk usage' })).toHaveAttribute('aria-sort', 'descending');
});

test('copy buttons appear on hover and focus, not as a column of icons', async ({ page, account }) => {
  await signIn(page, account);
  const copy = row(page, 'shop.example.com').getByRole('button', { name: 'Copy shop.example.com' });
  await page.mouse.move(0, 0);
  await expect(copy).toHaveCSS('opacity', '0');
  await row(page, 'shop.example.com').hover();
  await expect(copy).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await copy.focus();
  await expect(copy).toHaveCSS('opacity', '1');
});

test('the primary domain\'s menu says why it cannot be deleted; the menu is grouped with icons', async ({ page, account }) => {
  await signIn(page, account);
  await page.getByRole('button', { name: 'Actions for example.com' }).click();
  const menu = page.getByRole('menu');
  const remove = menu.getByRole('menuitem', { name: /Delete domain/ });
  await expect(remove).toContainText('The primary domain cannot be deleted.');
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(menu.getByRole('separator')).toHaveCount(3);
  expect(await menu.getByRole('menuitem').evaluateAll((items) => items.every((item) => item.querySelector('svg') !== null))).toBe(true);
  await remove.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('row menus: Enter opens on the first item, Home/End move, Tab closes, the focus is visible', async ({ page, account }) => {
  await signIn(page, account);
  const toggle = page.getByRole('button', { name: 'Actions for shop.example.com' });
  for (const key of ['Enter', 'Space', 'ArrowDown']) {
    await toggle.focus();
    await page.keyboard.press(key);
    const menu = page.getByRole('menu');
    await expect(menu, key).toBeVisible();
    const first = menu.getByRole('menuitem', { name: 'Create an e-mail account' });
    await expect(first, key).toBeFocused();
    // A visible focus ring on the item.
    expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle), key).not.toBe('none');
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Delete domain' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    if (key === 'ArrowDown') {
      await page.keyboard.press('Tab');
      await expect(menu).toBeHidden();
    } else {
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    }
  }
});

test('an account without domains meets a first-run state', async ({ page, api }, testInfo) => {
  const empty = await cloneAccount(api, 'empty');
  await signIn(page, empty);
  const firstRun = page.getByTestId('domains-first-run');
  await expect(firstRun.getByRole('heading', { name: 'No domains yet' })).toBeVisible();
  await expect(firstRun.getByTestId('name-servers')).toBeVisible();
  await expect(page.getByText('No domain names match the search criteria.')).toHaveCount(0);
  await expectNoSeriousViolations(page, testInfo, 'domains-first-run');
  await firstRun.getByRole('button', { name: 'Add your first domain' }).click();
  const dialog = dialogById(page, 'domain-add-dialog');
  // The dialog focuses its first field.
  await expect(dialog.getByLabel('Domain name')).toBeFocused();
});

test('a network failure names itself with Retry; Retry adds the domain, with one success signal', async ({ page, api, account }) => {
  await signIn(page, account);
  const name = uniqueDomain(account, 'retry');
  // One dropped reply reaches the page (the fault cuts the reply off, which browsers do not resend).
  await injectFault(api, { login: account.login, path: '/domain/add', networkError: true, times: 1 });
  await page.getByRole('banner').getByRole('button', { name: 'Add a domain', exact: true }).click();
  const dialog = dialogById(page, 'domain-add-dialog');
  await dialog.getByLabel('Domain name').fill(name);
  await dialog.getByRole('button', { name: 'Add domain' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Cannot connect to the server. Check your network connection and try again.');
  expect((await serverLists(api, account)).domains.map((d) => d.domain)).not.toContain(name);
  await dialog.getByRole('button', { name: 'Retry' }).click();
  const info = dialogById(page, 'domain-info-dialog');
  await expect(info).toBeVisible();
  // The information dialog is the one signal: no toast on top of it.
  await expect(toast(page, `Domain was added: ${name}`)).toHaveCount(0);
  await expect(row(page, name)).toBeVisible();
});

test('an expired or used hand-off link lands on the sign-in form with a notice', async ({ page }) => {
  await page.goto('/authorize/not-a-valid-token');
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByTestId('login-notice')).toHaveText('This sign-in link has expired or has already been used. Sign in with your login and password.');
});

for (const locale of ['en', 'pl'] as const) {
  for (const width of [390, 820, 1280]) {
    test(`screenshots: domains at ${width} px in ${locale}`, async ({ page, account }, testInfo) => {
      const LONG_NAME = longName(account.login);
      await addDomainThroughApi(page, account, LONG_NAME);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      if (locale === 'pl') await page.getByRole('combobox').selectOption('pl');
      await page.screenshot({ path: `e2e/.artifacts/screenshots/ux-login-${width}-${locale}.png` });
      await page.locator('#login-login').fill(account.login);
      await page.locator('#login-password').fill(account.password);
      await page.locator('#login-password').press('Enter');
      await expect(page.getByTestId('domain-row')).toHaveCount(5);
      await page.getByTestId('language-switcher').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `e2e/.artifacts/screenshots/ux-domains-${width}-${locale}.png` });
      await expectNoSeriousViolations(page, testInfo, `domains-${width}-${locale}`);
      // One header row on phones.
      const header = page.locator('.panel-topbar');
      const box = (await header.boundingBox())!;
      expect(box.height, 'the top bar stays on one row').toBeLessThan(80);
      await page.getByRole('button', { name: locale === 'pl' ? `Działania dla ${LONG_NAME}` : `Actions for ${LONG_NAME}` }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.screenshot({ path: `e2e/.artifacts/screenshots/ux-domains-menu-${width}-${locale}.png` });
    });
  }
}

test('an account not paid for yet sees a notice with the pay link', async ({ page, api }) => {
  const unpaid = await cloneAccount(api, 'unpaid');
  await signIn(page, unpaid);
  const notice = page.getByTestId('unpaid-notice');
  await expect(notice).toBeVisible();
  const pay = notice.getByRole('link', { name: /^(Pay for hosting \(opens in a new tab\)|Opłać hosting \(otwiera się w nowej karcie\))$/ });
  await expect(pay).toHaveAttribute('href', /^https?:\/\//);
  await expect(pay).toHaveAttribute('target', '_blank');
});
