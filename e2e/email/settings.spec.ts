import { dialogById, expect, serverLists, sidebar, signIn, test, toast } from '../helpers/fixtures';
import { aliasRow, rowMenu } from '../helpers/email';

/** Aliases, the catch-all and mail monitoring, trusted and blocked senders, and the quick actions and instructions that open them. */

test('creates, modifies and deletes an alias with the destinations editor', async ({ page, account, api }) => {
  await signIn(page, account, 'emails');
  await page.getByRole('tab', { name: 'Aliases' }).click();
  await expect(aliasRow(page, 'sales@example.com').getByTestId('alias-more')).toContainText('+2');

  await page.getByRole('tabpanel').getByRole('button', { name: 'Create an e-mail alias' }).click();
  const dialog = dialogById(page, 'email-alias-dialog');
  await expect(dialog.getByRole('button', { name: 'Remove destination 1' })).toBeDisabled();
  await dialog.getByLabel('Alias name (the part before the @)').fill('contact');
  await dialog.getByRole('textbox', { name: 'Destination 1', exact: true }).fill('Team@Partner.example');
  await dialog.getByRole('button', { name: 'Add another address' }).click();
  await dialog.getByRole('button', { name: 'Add another address' }).click();
  await dialog.getByRole('textbox', { name: 'Destination 3', exact: true }).fill('office@example.com');
  await dialog.getByRole('button', { name: 'Create alias' }).click();
  await expect(dialog.getByText('An e-mail account with this name already exists.')).toBeVisible();
  await dialog.getByLabel('Alias name (the part before the @)').fill('team');
  await dialog.getByRole('button', { name: 'Create alias' }).click();
  await expect(toast(page, 'E-mail alias was created: team@example.com')).toBeVisible();
  await expect(aliasRow(page, 'team@example.com')).toContainText('team@partner.example');
  await expect(aliasRow(page, 'team@example.com').getByTestId('alias-more')).toContainText('+1');

  await rowMenu(page, 'team@example.com', 'Modify alias');
  const modify = dialogById(page, 'email-alias-dialog');
  await expect(modify.getByRole('textbox', { name: 'Destination 2', exact: true })).toHaveValue('office@example.com');
  await modify.getByRole('button', { name: 'Remove destination 1' }).click();
  await modify.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'E-mail alias was modified: team@example.com')).toBeVisible();

  let lists = await serverLists(api, account);
  expect(lists.emailAliases).toContainEqual({ domain: 'example.com', name: 'team', destination: 'office@example.com' });

  await rowMenu(page, 'team@example.com', 'Delete alias');
  await dialogById(page, 'email-alias-delete-dialog').getByRole('button', { name: 'Delete alias' }).click();
  await expect(toast(page, 'E-mail alias was deleted: team@example.com')).toBeVisible();
  lists = await serverLists(api, account);
  expect(lists.emailAliases.some((a) => a.name === 'team')).toBe(false);
});

test('turns the catch-all and mail monitoring on and off', async ({ page, account, api }) => {
  await signIn(page, account, 'emails');
  await page.getByRole('tab', { name: 'Default addresses' }).click();
  const shop = page.locator('[data-testid="catchall-row"][data-domain="shop.example.com"]');
  await expect(shop).toContainText('No default address');
  await expect(page.locator('[data-testid="catchall-row"][data-domain="blog.example.org"]')).toContainText('hello@blog.example.org');
  await page.getByRole('button', { name: 'Change the default address of shop.example.com' }).click();
  const catchall = dialogById(page, 'email-catchall-dialog');
  await catchall.getByLabel('Deliver it to an e-mail account').check();
  await catchall.getByLabel('E-mail address').selectOption('support@shop.example.com');
  await catchall.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The default address of shop.example.com was changed.')).toBeVisible();
  await expect(shop).toContainText('support@shop.example.com');

  await page.getByRole('tab', { name: 'Mail monitoring' }).click();
  const blog = page.locator('[data-testid="monitoring-row"][data-domain="blog.example.org"]');
  await expect(blog).toContainText('archive@blog.example.org');
  await page.getByRole('button', { name: 'Change the mail monitoring of blog.example.org' }).click();
  const monitoring = dialogById(page, 'email-monitoring-dialog');
  await monitoring.getByLabel('Do not send copies (no mail monitoring)').check();
  await monitoring.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The mail monitoring of blog.example.org was changed.')).toBeVisible();
  await expect(blog).toContainText('No mail monitoring');

  const lists = await serverLists(api, account);
  expect(lists.domains.find((d) => d.domain === 'shop.example.com')?.catchallEmail).toBe('support@shop.example.com');
  expect(lists.domains.find((d) => d.domain === 'blog.example.org')?.bccEmail).toBeNull();
});

test('adds and removes trusted and blocked senders with the spec messages', async ({ page, account, api }) => {
  await signIn(page, account, 'emails');
  await page.getByRole('tab', { name: 'Blocks and filters' }).click();
  const trusted = page.getByTestId('senders-white');
  const blocked = page.getByTestId('senders-black');
  await expect(trusted.getByTestId('sender-white-row')).toHaveCount(3);
  await expect(blocked.getByTestId('sender-black-row')).toHaveCount(3);

  await blocked.getByRole('button', { name: 'Add a blocked sender' }).click();
  const dialog = dialogById(page, 'email-blocked-dialog');
  await dialog.getByLabel('Domain', { exact: true }).first().selectOption('example.com');
  await dialog.getByRole('radio', { name: 'Domain' }).check();
  await dialog.getByRole('textbox').fill('bank.example');
  await dialog.getByRole('button', { name: 'Add sender' }).click();
  await expect(dialog.getByText('This sender is already whitelisted.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'IP address' }).check();
  await dialog.getByRole('textbox').fill('2001:db8::1');
  await dialog.getByRole('button', { name: 'Add sender' }).click();
  await expect(dialog.getByText('You need to enter a valid IP address.')).toBeVisible();
  await dialog.getByRole('textbox').fill('2001:DB8:0:0:0:0:0:1');
  await dialog.getByRole('button', { name: 'Add sender' }).click();
  await expect(toast(page, '2001:0db8:0000:0000:0000:0000:0000:0001 is now blocked for example.com.')).toBeVisible();
  await expect(blocked.getByTestId('sender-black-row')).toHaveCount(4);

  await trusted.getByRole('button', { name: 'Remove bank.example from the trusted senders of example.com' }).click();
  await dialogById(page, 'email-sender-remove-dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'bank.example is no longer a trusted sender for example.com.')).toBeVisible();
  await expect(trusted.getByTestId('sender-white-row')).toHaveCount(2);

  const lists = await serverLists(api, account);
  expect(lists.emailBlacklists).toContainEqual({ domain: 'example.com', sender: '2001:0db8:0000:0000:0000:0000:0000:0001' });
  expect(lists.emailWhitelists).not.toContainEqual({ domain: 'example.com', sender: 'bank.example' });
});

test('the quick actions open the right tab with the right dialog for the domain', async ({ page, account }) => {
  await signIn(page, account);
  const cases: [string, string, string][] = [
    ['Create an e-mail account', 'email-create-dialog', 'E-mail accounts'],
    ['Create an e-mail alias', 'email-alias-dialog', 'Aliases'],
    ['Add a trusted sender', 'email-trusted-dialog', 'Blocks and filters'],
    ['Add a blocked sender', 'email-blocked-dialog', 'Blocks and filters'],
  ];
  for (const [item, dialogId, tab] of cases) {
    await sidebar(page)
      .getByRole('link', { name: /^Domains/ })
      .click();
    await page.getByRole('button', { name: 'Actions for blog.example.org' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
    await expect(page).toHaveURL(/\/emails$/);
    const dialog = dialogById(page, dialogId);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Domain', { exact: true }).first()).toHaveValue('blog.example.org');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  // From the top bar: no domain, the dialog opens with the first domain.
  await page.getByRole('button', { name: 'More things to add' }).click();
  await page.getByRole('menuitem', { name: 'Add a blocked sender' }).click();
  await expect(dialogById(page, 'email-blocked-dialog')).toBeVisible();
});

test('redirect instructions open a tab and preset the domain of the search', async ({ page, account, api }) => {
  // The first hand-off signs in; a hand-off opened while signed in asks before switching (auth/hand-off.spec.ts).
  const { url } = (await (
    await api.post('/api/__test/handoff', { data: { login: account.login, page: 'emails', action: 'forwarders', domain: 'shop.example.com' } })
  ).json()) as { url: string };
  await page.goto(url);
  await expect(page).toHaveURL(/\/emails$/);
  await expect(page.getByRole('tab', { name: 'Aliases' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('alias-row')).toHaveCount(1);
  await expect(aliasRow(page, 'billing@shop.example.com')).toBeVisible();
  const monitoring = (await (await api.post('/api/__test/handoff', { data: { login: account.login, page: 'emails', action: 'monitoring' } })).json()) as {
    url: string;
  };
  await page.goto(monitoring.url);
  await page.getByTestId('authorize-switch').getByRole('button', { name: 'Sign out and continue' }).click();
  await expect(page).toHaveURL(/\/emails$/);
  await expect(page.getByRole('tab', { name: 'Mail monitoring' })).toHaveAttribute('aria-selected', 'true');
});
