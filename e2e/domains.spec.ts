import type { Page } from '@playwright/test';
import {
  apiToken,
  clearFaults,
  cloneAccount,
  control,
  dialogById,
  dropConnections,
  expect,
  expectRequest,
  holdRequests,
  injectFault,
  requestsOf,
  serverLists,
  sidebar,
  signIn,
  test,
  toast,
  uniqueDomain,
} from './helpers/fixtures';

const DEMO_DOMAINS = ['example.com', 'shop.example.com', 'blog.example.org', 'elsewhere-dns.net'];

const row = (page: Page, domain: string) => page.locator(`[data-testid="domain-row"][data-domain="${domain}"]`);
const rows = (page: Page) => page.getByTestId('domain-row');

/** The size text for English: kB below ~1000 kB, MB below ~1000 MB, else GB; one decimal under 10. */
function sizeText(bytes: number) {
  const units: [string, number][] = [['kB', 1024], ['MB', 1024 ** 2], ['GB', 1024 ** 3]];
  let [unit, base] = units[2];
  for (const [u, b] of units) {
    if (bytes / b < 1000) {
      [unit, base] = [u, b];
      break;
    }
  }
  const value = bytes / base;
  const digits = value === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}

async function openDomainMenu(page: Page, domain: string) {
  await page.getByRole('button', { name: `Actions for ${domain}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function chooseFromMenu(page: Page, domain: string, item: string) {
  const menu = await openDomainMenu(page, domain);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
}

async function openAddDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Add a domain', exact: true }).click();
  const dialog = dialogById(page, 'domain-add-dialog');
  await expect(dialog.getByRole('heading', { name: 'Add a domain' })).toBeVisible();
  return dialog;
}

async function submitDomain(page: Page, name: string) {
  const dialog = dialogById(page, 'domain-add-dialog');
  await dialog.getByLabel('Domain name').fill(name);
  await dialog.getByRole('button', { name: 'Add domain' }).click();
  return dialog;
}

test.describe('domains screen', () => {
  test.beforeEach(async ({ page, account }) => {
    await signIn(page, account);
    await expect(rows(page)).toHaveCount(4);
  });

  test('lists the domains with disk usage and IP address', async ({ page, api, account }) => {
    const table = page.getByRole('table', { name: 'Domains' });
    await expect(table.getByRole('columnheader')).toHaveText(['Domain name', 'Disk usage', 'IP address', 'Actions']);
    const { domains } = await serverLists(api, account);
    expect(domains.map((d) => d.domain).sort()).toEqual([...DEMO_DOMAINS].sort());
    for (const domain of domains) {
      const cells = row(page, domain.domain).getByRole('cell');
      await expect(cells.nth(0).getByTitle(domain.domain, { exact: true })).toHaveText(domain.domain);
      await expect(cells.nth(1)).toHaveText(sizeText(domain.diskUsed));
      await expect(cells.nth(2)).toHaveText(domain.ip);
    }
    await expect(page.getByTestId('domains-count')).toHaveText('4 domains');
  });

  test('search filters by a trimmed, case-insensitive part of the name', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Search domains' });
    await search.fill('  SHOP.Example ');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'shop.example.com')).toBeVisible();
    await expect(page.getByTestId('domains-count')).toHaveText('1 domain');

    await search.fill('example');
    await expect(rows(page)).toHaveCount(3);
    await expect(row(page, 'elsewhere-dns.net')).toHaveCount(0);

    await search.fill('.ORG');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'blog.example.org')).toBeVisible();

    await search.fill('no-such-domain');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'No domain names match the search criteria.' })).toBeVisible();

    await search.fill('');
    await expect(rows(page)).toHaveCount(4);
  });

  test('copy buttons put the name and the IP on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = row(page, 'blog.example.org').getByRole('button', { name: 'Copy blog.example.org' });
    await name.click();
    await expect(row(page, 'blog.example.org').getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('blog.example.org');
    // The feedback goes back to the plain copy label.
    await expect(name).toBeVisible();

    await row(page, 'shop.example.com').getByRole('button', { name: 'Copy 203.0.113.10' }).click();
    await expect(row(page, 'shop.example.com').getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('203.0.113.10');
  });

  test('the per-domain menu is grouped; delete applies only where the domain allows it', async ({ page }) => {
    const common = (redirect: string) => [
      'Create an e-mail account',
      'Create an e-mail alias',
      'Add a trusted sender',
      'Add a blocked sender',
      redirect,
      'Show server log (access)',
      'Browse files',
      'Change PHP version',
      'Install WordPress',
      'Upload an SSL certificate',
    ];
    let menu = await openDomainMenu(page, 'example.com');
    await expect(menu.getByRole('menuitem')).toHaveText([...common('Create a redirection'), 'Delete domainThe primary domain cannot be deleted.']);
    await expect(menu.getByRole('menuitem', { name: /Delete domain/ })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // shop.example.com has a redirect of its root folder: the item offers to modify it.
    menu = await openDomainMenu(page, 'shop.example.com');
    await expect(menu.getByRole('menuitem')).toHaveText([...common('Modify the redirection'), 'Delete domain']);
    await page.keyboard.press('Escape');

    menu = await openDomainMenu(page, 'blog.example.org');
    await expect(menu.getByRole('menuitem', { name: 'Delete domain' })).toBeVisible();
  });

  test('a row menu opens beside its own button, fully visible, on the first open too', async ({ page }) => {
    for (const domain of ['example.com', 'shop.example.com']) {
      const toggle = page.getByRole('button', { name: `Actions for ${domain}` });
      for (const attempt of ['first open', 'second open']) {
        await toggle.click();
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        const button = (await toggle.boundingBox())!;
        // Below or above the button, never on top of it.
        await expect
          .poll(async () => {
            const box = (await menu.boundingBox())!;
            return box.y >= button.y + button.height - 1 || box.y + box.height <= button.y + 1;
          }, { message: `${domain}, ${attempt}: the menu covers its own button` })
          .toBe(true);
        // Every item can be seen: inside the window and not under the top bar.
        for (const item of await menu.getByRole('menuitem').all()) {
          await expect(item, `${domain}, ${attempt}`).toBeInViewport({ ratio: 1 });
          const onTop = await item.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + 4, r.top + 2);
            // A disabled item takes no pointer: what is under it must then be its own menu.
            return hit !== null && (el.contains(hit) || (el.getAttribute('aria-disabled') === 'true' && el.parentElement === hit));
          });
          expect(onTop, `${domain}, ${attempt}: "${await item.innerText()}" is covered`).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      }
    }
  });

  test('a row menu works from the keyboard', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Actions for elsewhere-dns.net' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Create an e-mail account' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Again, down to "Change PHP version" and Enter.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const php = menu.getByRole('menuitem', { name: 'Change PHP version' });
    for (let i = 0; i < 12 && !(await php.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
    await expect(php).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialogById(page, 'domain-php-dialog')).toContainText('elsewhere-dns.net');
  });

  test('menu items for other screens open them', async ({ page }) => {
    // One screen load per item.
    test.slow();
    // Each opens its screen with its dialog, set to that domain (its title or a chosen option names
    // it); a certificate goes to every domain it covers, so its upload dialog names none.
    const items: [string, string, string | null, boolean][] = [
      ['Create an e-mail account', '/emails', 'email-create-dialog', true],
      ['Create an e-mail alias', '/emails', 'email-alias-dialog', true],
      ['Create a redirection', '/redirects', 'redirect-dialog', true],
      ['Upload an SSL certificate', '/ssl', 'certificate-upload-dialog', false],
      ['Install WordPress', '/scripts', 'script-install-dialog', true],
      ['Add a trusted sender', '/emails', 'email-trusted-dialog', true],
      ['Add a blocked sender', '/emails', 'email-blocked-dialog', true],
      ['Browse files', '/files', null, true],
    ];
    for (const [item, path, dialogId, named] of items) {
      await chooseFromMenu(page, 'blog.example.org', item);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Domains');
      if (dialogId) {
        const dialog = dialogById(page, dialogId);
        await expect(dialog).toBeVisible();
        // The wizard starts at the script (WordPress); its domain is step 2.
        if (dialogId === 'script-install-dialog') {
          await expect(dialog.getByRole('radio', { name: /WordPress/ })).toBeChecked();
          await dialog.getByRole('button', { name: 'Next' }).click();
        }
        if (named) await expect
          .poll(() => dialog.evaluate((d) => [d.querySelector('.modal-title')?.textContent, ...Array.from(d.querySelectorAll('select'), (s) => s.value)].join(' ')), { message: `${item} names the domain` })
          .toContain('blog.example.org');
      } else {
        await expect(page.getByRole('main')).toContainText('blog.example.org');
      }
      // The dialog covers the sidebar: back by address.
      await page.goto('/domains');
      await expect(rows(page)).toHaveCount(4);
    }
  });

  test('Domain configuration lists the name servers and the 24-hour note', async ({ page }) => {
    await page.getByRole('button', { name: 'Domain configuration' }).click();
    const dialog = dialogById(page, 'domain-config-dialog');
    await expect(dialog.getByRole('heading', { name: 'Domain configuration' })).toBeVisible();
    const servers = dialog.getByTestId('name-servers');
    await expect(servers).toContainText('Name server 1');
    await expect(servers).toContainText('ns1.hosting.example');
    await expect(servers).toContainText('Name server 2');
    await expect(servers).toContainText('ns2.hosting.example');
    await expect(dialog.getByRole('button', { name: 'Copy ns1.hosting.example' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy ns2.hosting.example' })).toBeVisible();
    await expect(dialog.getByText('Changes to the name servers can take up to 24 hours to propagate.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('add domain: rule, duplicate and taken names are refused', async ({ page, api, account }) => {
    const dialog = await openAddDialog(page);
    await submitDomain(page, 'not a domain');
    await expect(dialog.getByText('You need to enter a valid domain name.')).toBeVisible();
    await submitDomain(page, 'nodot');
    await expect(dialog.getByText('You need to enter a valid domain name.')).toBeVisible();

    await submitDomain(page, '  Shop.Example.COM ');
    await expect(dialog.getByText('You have already added this domain.')).toBeVisible();
    // Neither reached the server.
    expect((await requestsOf(api, account.login)).filter((r) => r.path === '/domain/add')).toEqual([]);

    // Held by another customer (the basic fixture): the server answers 409.
    await submitDomain(page, 'other-customer.com');
    await expect(dialog.getByRole('alert')).toHaveText('Another user has added this domain.');
    await expectRequest(api, account.login, '/domain/add', 409);
    await expect(dialog).toBeVisible();
    expect((await serverLists(api, account)).domains.map((d) => d.domain)).not.toContain('other-customer.com');

    // A name the server finds invalid (406) has its own message.
    await injectFault(api, { login: account.login, path: '/domain/add', status: 406, type: 'invalid', message: 'This domain name is invalid.' });
    await submitDomain(page, uniqueDomain(account, 'refused'));
    await expect(dialog.getByRole('alert')).toHaveText('This domain name is invalid.');
  });

  test('add domain: success shows the name servers; "don\'t show" is saved on the server', async ({ page, api, account }) => {
    const first = uniqueDomain(account, 'first');
    await openAddDialog(page);
    await submitDomain(page, `  ${first.toUpperCase()} `);
    await expect(dialogById(page, 'domain-add-dialog')).toBeHidden();

    // The information dialog is the one success signal: no toast on top of it.
    const info = dialogById(page, 'domain-info-dialog');
    await expect(info.getByRole('heading', { name: 'Domain added' })).toBeVisible();
    await expect(toast(page, `Domain was added: ${first}`)).toHaveCount(0);
    await expect(info).toContainText(first);
    await expect(info.getByTestId('name-servers')).toContainText('ns1.hosting.example');
    await expect(info.getByTestId('name-servers')).toContainText('ns2.hosting.example');
    await expect(row(page, first)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: /^Domains/ })).toHaveAccessibleName('Domains 5');

    await info.getByLabel("Don't show this information in the future").check();
    await info.getByRole('button', { name: 'Close' }).last().click();
    await expect(info).toBeHidden();
    await expect.poll(async () => (await serverLists(api, account)).user.hideDomainConfig).toBe(true);

    const second = uniqueDomain(account, 'second');
    await openAddDialog(page);
    await submitDomain(page, second);
    await expect(toast(page, `Domain was added: ${second}`)).toBeVisible();
    await expect(row(page, second)).toBeVisible();
    await expect(dialogById(page, 'domain-add-dialog')).toBeHidden();
    await expect(info).toBeHidden();

    const server = await serverLists(api, account);
    const added = server.domains.filter((d) => d.domain === first || d.domain === second);
    expect(added.map((d) => d.domain).sort()).toEqual([first, second].sort());
    expect(added.every((d) => d.canDelete && d.directory === `/domains/${d.domain}/public_html`)).toBe(true);
  });

  test('add domain: a network failure keeps the dialog open with an error', async ({ page, api, account }) => {
    const name = uniqueDomain(account, 'offline');
    await dropConnections(api, account.login, '/domain/add');
    const dialog = await openAddDialog(page);
    await submitDomain(page, name);
    await expect(dialog.getByRole('alert')).toContainText('Cannot connect to the server. Check your network connection and try again.');
    await expect(dialog.getByLabel('Domain name')).toHaveValue(name);
    await expect(dialog.getByRole('button', { name: 'Add domain' })).toBeEnabled();
    expect((await serverLists(api, account)).domains.map((d) => d.domain)).not.toContain(name);

    // Once the network is back, the same dialog succeeds.
    await clearFaults(api, account.login);
    await dialog.getByRole('button', { name: 'Add domain' }).click();
    await expect(dialogById(page, 'domain-info-dialog')).toBeVisible();
    await expect(row(page, name)).toBeVisible();
  });

  test('add domain: a second submit while the first is running adds once', async ({ page, api, account }) => {
    const name = uniqueDomain(account, 'once');
    const dialog = await openAddDialog(page);
    await dialog.getByLabel('Domain name').fill(name);
    // The first call is held while the second Enter is pressed.
    const release = await holdRequests(page, '**/api/domain/add');
    await dialog.getByLabel('Domain name').press('Enter');
    await dialog.getByLabel('Domain name').press('Enter');
    release();
    await expect(dialogById(page, 'domain-info-dialog')).toBeVisible();
    await expect(row(page, name)).toBeVisible();
    expect((await requestsOf(api, account.login)).filter((r) => r.path === '/domain/add')).toHaveLength(1);
  });

  test('a 403 during a dialog call signs out and leaves no dialog behind', async ({ page, api, account }) => {
    await injectFault(api, { login: account.login, path: '/domain/add', status: 403, type: 'session', message: 'No valid session.' });
    await openAddDialog(page);
    await submitDomain(page, uniqueDomain(account, 'lost'));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('.modal-backdrop')).toHaveCount(0);
    // The sign-in form is usable, not under a leftover overlay.
    await page.getByLabel('Login', { exact: true }).fill(account.login);
    await expect(page.getByLabel('Login', { exact: true })).toHaveValue(account.login);
  });

  test('change PHP version', async ({ page, api, account }) => {
    await chooseFromMenu(page, 'shop.example.com', 'Change PHP version');
    const dialog = dialogById(page, 'domain-php-dialog');
    await expect(dialog.getByRole('heading', { name: 'Change PHP version' })).toBeVisible();
    await expect(dialog).toContainText('shop.example.com');
    const select = dialog.getByLabel('PHP version');
    await expect(select).toHaveValue('8.2');
    await expect(select.getByRole('option')).toHaveText(['PHP 7.4', 'PHP 8.0', 'PHP 8.1', 'PHP 8.2', 'PHP 8.3', 'PHP 8.4']);
    await select.selectOption('8.1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'PHP version of shop.example.com was changed to 8.1.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const shop = (await serverLists(api, account)).domains.find((d) => d.domain === 'shop.example.com');
    expect(shop?.phpVersion).toBe('8.1');

    // Opening it again shows the new version.
    await chooseFromMenu(page, 'shop.example.com', 'Change PHP version');
    await expect(dialog.getByLabel('PHP version')).toHaveValue('8.1');
  });

  test('remove a domain after confirming', async ({ page, api, account }) => {
    await chooseFromMenu(page, 'blog.example.org', 'Delete domain');
    const dialog = dialogById(page, 'domain-remove-dialog');
    await expect(dialog.getByRole('heading', { name: 'Delete domain' })).toBeVisible();
    await expect(dialog).toContainText('Do you want to delete the domain blog.example.org?');
    const remove = dialog.getByRole('button', { name: 'Delete domain' });
    await expect(remove).toBeDisabled();
    const confirm = dialog.getByLabel('Yes, delete the domain blog.example.org and everything that belongs to it.');
    await confirm.check();
    await expect(remove).toBeEnabled();
    await confirm.uncheck();
    await expect(remove).toBeDisabled();
    await confirm.check();
    await remove.click();

    await expect(toast(page, 'Domain was deleted: blog.example.org')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'blog.example.org')).toHaveCount(0);
    await expect(rows(page)).toHaveCount(3);
    await expect(sidebar(page).getByRole('link', { name: /^Domains/ })).toHaveAccessibleName('Domains 3');
    const server = await serverLists(api, account);
    expect(server.domains.map((d) => d.domain)).not.toContain('blog.example.org');
    // The cascade took its redirect too.
    expect(server.redirects.map((r) => r.domain)).not.toContain('blog.example.org');
  });

  test('server log viewer shows the last 100 lines, scrolled to the end', async ({ page, api, account }) => {
    const { log } = await control<{ log: string }>(api, '/log/show', { domain: 'example.com', type: 'access' }, await apiToken(api, account));
    const lines = log.replace(/\n$/, '').split('\n');
    expect(lines.length).toBeGreaterThan(100);

    await chooseFromMenu(page, 'example.com', 'Show server log (access)');
    const dialog = dialogById(page, 'domain-log-dialog');
    await expect(dialog.getByRole('heading', { name: 'Server log (access): example.com' })).toBeVisible();
    const text = dialog.getByTestId('log-viewer-text');
    await expect(text).toBeVisible();
    const shown = (await text.innerText()).replace(/\n$/, '').split('\n');
    expect(shown).toHaveLength(100);
    expect(shown.at(-1)).toBe(lines.at(-1));
    expect(shown[0]).toBe(lines.at(-100));
    await expect
      .poll(() => text.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) <= 2))
      .toBe(true);
  });

  test('server log viewer explains a failure', async ({ page, api, account }) => {
    await injectFault(api, { login: account.login, path: '/log/show', status: 500, type: 'internal', message: 'Internal error.' });
    await chooseFromMenu(page, 'elsewhere-dns.net', 'Show server log (access)');
    const dialog = dialogById(page, 'domain-log-dialog');
    await expect(dialog.getByRole('alert')).toHaveText('Cannot load server log.');
    await expectRequest(api, account.login, '/log/show', 500);
  });
});

test('many domains: the table paginates and search reaches every page', async ({ page, api }) => {
  const empty = await cloneAccount(api, 'empty');
  const token = await apiToken(api, empty);
  const names = Array.from({ length: 60 }, (_, i) => `d${String(i).padStart(2, '0')}-${empty.login}.net`);
  for (const domain of names) await control(api, '/domain/add', { domain }, token);

  await signIn(page, empty);
  await expect(page.getByTestId('domains-count')).toHaveText('60 domains');
  // One page of 25 in the DOM, not all 60.
  await expect(rows(page)).toHaveCount(25);
  const pager = page.getByRole('navigation', { name: 'Domain pages' });
  await expect(pager.getByTestId('pager-status')).toHaveText('1–25 of 60');

  const onFirstPage = new Set(await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-domain'))));
  const later = names.find((name) => !onFirstPage.has(name))!;
  expect(later).toBeDefined();
  await expect(row(page, later)).toHaveCount(0);

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(rows(page)).toHaveCount(25);
  await expect(pager.getByTestId('pager-status')).toHaveText('26–50 of 60');
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(row(page, later)).toBeVisible();

  await pager.getByRole('button', { name: 'Page 1' }).click();
  await expect(rows(page)).toHaveCount(25);
  await page.getByRole('searchbox', { name: 'Search domains' }).fill(later.slice(0, 4));
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, later)).toBeVisible();
  await expect(pager).toBeHidden();
});
