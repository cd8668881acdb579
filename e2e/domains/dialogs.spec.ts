import {
  apiToken,
  clearFaults,
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
} from '../helpers/fixtures';
import { chooseFromMenu, openAddDialog, row, rows, submitDomain } from '../helpers/domains';
import { looker } from '../helpers/look';

/** The domains screen's dialogs: configuration, add, PHP version, remove, the server log viewer. */

test.describe('domains screen', () => {
  test.beforeEach(async ({ page, account }) => {
    await signIn(page, account);
    await expect(rows(page)).toHaveCount(4);
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
    await injectFault(api, { login: account.login, path: '/domain/add', status: 406, type: 'invalid', message: 'This domain name is invalid.', times: 1 });
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
    // No reply: it may not have arrived, Retry sends it again, and the reference names the call and its time.
    const details = dialog.getByTestId('failure-details');
    await expect(details).toContainText('The server may not have received it; nothing shows as changed.');
    await expect(details).toContainText(/Reference for support: POST \/domain\/add · \d\d:\d\d:\d\d UTC/);

    // The network back but the server failing: Retry says nothing was changed; the banner looked at.
    await clearFaults(api, account.login);
    await injectFault(api, { login: account.login, path: '/domain/add', status: 500, times: 1 });
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(details).toContainText('Nothing was changed.');
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
    await looker(page)('failure-banner', 'dialog', { dark: true });
    expect((await serverLists(api, account)).domains.map((d) => d.domain)).not.toContain(name);

    // Once the server works again, Retry succeeds.
    await dialog.getByRole('button', { name: 'Retry' }).click();
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
    await injectFault(api, { login: account.login, path: '/domain/add', status: 403, type: 'session', message: 'No valid session.', times: 1 });
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

  test('server log viewer shows the whole tail the server sends, scrolled to the end', async ({ page, api, account }) => {
    const { log } = await control<{ log: string }>(api, '/log/show', { domain: 'example.com', type: 'access' }, await apiToken(api, account));
    const lines = log.replace(/\n$/, '').split('\n');
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.length).toBeLessThanOrEqual(1000);

    await chooseFromMenu(page, 'example.com', 'Show server log (access)');
    const dialog = dialogById(page, 'domain-log-dialog');
    await expect(dialog.getByRole('heading', { name: 'Server log (access): example.com' })).toBeVisible();
    const text = dialog.getByTestId('log-viewer-text');
    await expect(text).toBeVisible();
    const shown = (await text.innerText()).replace(/\n$/, '').split('\n');
    expect(shown).toEqual(lines);
    await expect.poll(() => text.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) <= 2)).toBe(true);
  });

  test('server log viewer explains a failure', async ({ page, api, account }) => {
    await injectFault(api, { login: account.login, path: '/log/show', status: 500, type: 'internal', message: 'Internal error.', times: 1 });
    await chooseFromMenu(page, 'elsewhere-dns.net', 'Show server log (access)');
    const dialog = dialogById(page, 'domain-log-dialog');
    await expect(dialog.getByRole('alert')).toHaveText('Cannot load server log.');
    await expectRequest(api, account.login, '/log/show', 500);
  });
});
