import { addDomain, cloneAccount, dialogById, dropConnections, expect, longDomain, serverLists, signIn, test, toast, uniqueDomain } from '../helpers/fixtures';
import { expectNoSeriousViolations, looker } from '../helpers/look';
import { row } from '../helpers/domains';

// The domains screen at three widths in both languages, with an 86-character name, is screenshot
// and checked in screenshots.spec.ts.

test('an 86-character name wraps whole at 390 px and truncates at 820 and 1280 px: size, IP and menu stay in view', async ({ page, api, account }) => {
  const LONG_NAME = longDomain(account);
  expect(LONG_NAME).toHaveLength(86);
  await addDomain(api, account, LONG_NAME);
  await signIn(page, account);
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const long = row(page, LONG_NAME);
    await expect(long).toBeVisible();
    await long.scrollIntoViewIfNeeded();
    const menu = long.getByRole('button', { name: `Actions for ${LONG_NAME}` });
    await expect(menu, `${width}px: the row menu`).toBeInViewport({ ratio: 1 });
    // No row is wider than the window: every row's menu ends inside it.
    for (const toggle of await page.getByRole('button', { name: /^Actions for / }).all()) {
      const box = (await toggle.boundingBox())!;
      expect(box.x + box.width, `${width}px`).toBeLessThanOrEqual(width);
    }
    const name = long.getByTitle(LONG_NAME, { exact: true });
    const [client, scroll] = await name.evaluate((el) => [el.clientWidth, el.scrollWidth]);
    if (width === 390) {
      // On a phone the name is what tells the rows apart: it wraps, whole, instead of being cut.
      await expect(name).toHaveCSS('white-space', 'normal');
      expect(scroll, `${width}px: the name is whole`).toBeLessThanOrEqual(client + 1);
      continue;
    }
    // Wider screens cut a name too long for its column with an ellipsis…
    await expect(name).toHaveCSS('text-overflow', 'ellipsis');
    // …and show it whole in the tooltip, in the copy button, and while the row has the focus.
    const copy = long.getByRole('button', { name: `Copy ${LONG_NAME}` });
    await copy.focus();
    await expect.poll(() => name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), { message: `${width}px: whole on focus` }).toBe(true);
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expect(long.getByRole('button', { name: 'Copy 192.0.2.10' }).or(long.getByRole('button', { name: /^Copy \d/ }))).toBeInViewport();
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

test("the primary domain's menu says why it cannot be deleted; the menu is grouped with icons", async ({ page, account }) => {
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

test('an account without domains meets a first-run state', async ({ page, api }) => {
  const empty = await cloneAccount(api, 'empty');
  await signIn(page, empty);
  const firstRun = page.getByTestId('domains-first-run');
  await expect(firstRun.getByRole('heading', { name: 'No domains yet' })).toBeVisible();
  await expect(firstRun.getByTestId('name-servers')).toBeVisible();
  await expect(page.getByText('No domain names match the search criteria.')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'domains-first-run');
  await firstRun.getByRole('button', { name: 'Add your first domain' }).click();
  const dialog = dialogById(page, 'domain-add-dialog');
  // The dialog focuses its first field.
  await expect(dialog.getByLabel('Domain name')).toBeFocused();
});

test('a network failure names itself with Retry; Retry adds the domain, with one success signal', async ({ page, api, account }) => {
  await signIn(page, account);
  const name = uniqueDomain(account, 'retry');
  await dropConnections(api, account.login, '/domain/add');
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

test('needs attention, first on the domains screen: most urgent first, each fix one step away by keyboard, all is well once fixed; looked at in every width, both languages and dark', async ({
  page,
  account,
}) => {
  await signIn(page, account);
  const panel = page.getByTestId('attention-panel');
  const items = panel.getByTestId('attention-item');
  // The demo account: a domain pointed elsewhere, a mailbox near full, two domains lacking mail
  // authentication (the mailAuth extension), errors in the error logs of the last day (read a few
  // seconds after the panel is drawn), a domain on PHP 8.1 (past its end of life); four shown at first.
  await expect(items).toHaveText(
    [
      /^elsewhere-dns\.net is not pointed at our name servers/,
      /^The mailbox office@example\.com is 99% full/,
      /^2 domains have SPF, DKIM or DMARC missing or wrong/,
      /^4 domains logged errors in the last day, \S+ the most \(\d+ errors?\)/,
    ],
    { timeout: 15_000 },
  );
  await panel.getByRole('button', { name: 'Show all 5' }).click();
  await expect(items.last()).toHaveText(/^blog\.example\.org runs PHP 8\.1, which no longer gets security fixes\./);
  await looker(page)('domains-attention', 'page', { dark: true });
  // The errors' fix: that domain's error log, filtered to its errors.
  await items.filter({ hasText: 'logged errors' }).getByRole('button', { name: 'Show the errors' }).click();
  const log = dialogById(page, 'domain-log-dialog');
  await expect(log.getByRole('heading', { name: /^Server log \(errors\): / })).toBeVisible();
  await expect(log.getByRole('combobox', { name: 'Severity' })).toHaveValue('error');
  await log.getByRole('button', { name: 'Close' }).last().click();
  await expect(log).toBeHidden();

  // Keyboard only: the PHP fix opens the domain's PHP dialog; a newer version takes the item away.
  await items.filter({ hasText: 'PHP 8.1' }).getByRole('button', { name: 'Change PHP version' }).focus();
  await page.keyboard.press('Enter');
  const php = dialogById(page, 'domain-php-dialog');
  await php.getByLabel('PHP version').selectOption('8.4');
  await php.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(4);
  // The fixed item has gone: the focus is on the panel's header, not lost.
  await expect(panel.getByRole('button', { name: /Needs attention/ })).toBeFocused();
  // Collapsed, the list hides and the header keeps the count.
  const toggle = panel.getByRole('button', { name: /Needs attention/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(items.first()).toBeHidden();
  await expect(panel.getByTestId('attention-count')).toHaveText('4 items');
});
