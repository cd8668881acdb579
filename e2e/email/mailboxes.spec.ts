import { dialogById, expect, serverLists, signIn, test, toast } from '../helpers/fixtures';
import { MB, accountRow, rowMenu } from '../helpers/email';

/** The e-mail accounts tab: list and search, create, password and capacity changes, delete. */

test('lists the mailboxes with usage, searches by domain and text, and shows the mail configuration', async ({ page, account }) => {
  await signIn(page, account, 'emails');
  await expect(page.getByRole('tab', { name: 'E-mail accounts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('email-row')).toHaveCount(9);
  // office holds 497.5 MB of 500 MB: the meter and the text agree, the percent capped at 100.
  await expect(accountRow(page, 'office@example.com')).toContainText('100% of 500 MB');
  await expect(accountRow(page, 'contact@example.com')).toContainText('30% of 1024 MB');
  await expect(accountRow(page, 'office@example.com').getByRole('button', { name: 'Copy office@example.com' })).toBeAttached();

  await page.getByLabel('Domain', { exact: true }).selectOption('shop.example.com');
  await expect(page.getByTestId('email-row')).toHaveCount(2);
  await page.getByRole('searchbox').fill('  SUPP ');
  await expect(page.getByTestId('email-row')).toHaveCount(1);
  await page.getByRole('searchbox').fill('nothing-like-this');
  await expect(page.getByTestId('emails-no-match')).toHaveText('No e-mail accounts match the search criteria.');

  await page.getByRole('button', { name: 'E-mail configuration' }).click();
  const config = dialogById(page, 'email-config-dialog');
  await expect(config.getByTestId('mail-imap')).toContainText('imap.hosting.example');
  await expect(config.getByTestId('mail-imap')).toContainText('Port 993, SSL/TLS');
  await expect(config.getByTestId('mail-smtp')).toContainText('Port 465, SSL/TLS');
});

test('creates a mailbox with a generated password, shows the information dialog, and the server holds it', async ({ page, account, api }) => {
  await signIn(page, account, 'emails');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create an e-mail account' }).click();
  const dialog = dialogById(page, 'email-create-dialog');
  await expect(dialog.getByLabel('Name (the part before the @)')).toBeFocused();
  await expect(dialog.getByRole('spinbutton')).toHaveValue('100');

  await dialog.getByLabel('Domain').selectOption('shop.example.com');
  await dialog.getByLabel('Name (the part before the @)').fill('Orders');
  await dialog.getByRole('spinbutton').fill('6000');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('You need to enter a valid e-mail address.')).toBeVisible();
  await expect(dialog.getByText('Choose a value between 1 and 5120 MB.')).toBeVisible();

  await dialog.getByLabel('Name (the part before the @)').fill('orders');
  await dialog.getByRole('spinbutton').fill('250');
  await dialog.getByRole('button', { name: 'Generate a password' }).click();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('You have already added this e-mail account.')).toBeVisible();

  await dialog.getByLabel('Name (the part before the @)').fill('invoices');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  // One signal: the configuration information, no toast on top of it.
  const info = dialogById(page, 'email-info-dialog');
  await expect(info.getByTestId('mail-settings')).toContainText('invoices@shop.example.com');
  await expect(toast(page, 'E-mail account was created: invoices@shop.example.com')).toHaveCount(0);
  await expect(info.getByTestId('mail-imap')).toContainText('imap.hosting.example');
  await info.getByLabel("Don't show this information in the future").check();
  await info.getByRole('button', { name: 'Close' }).last().click();
  await expect(info).toBeHidden();
  await expect(accountRow(page, 'invoices@shop.example.com')).toContainText('0% of 250 MB');

  const lists = await serverLists(api, account);
  expect(lists.emailAccounts).toContainEqual({ domain: 'shop.example.com', name: 'invoices', diskLimit: 250 * MB, diskUsed: 2048 });
  expect(lists.user.hideEmailConfig).toBe(true);
});

test('a common password is refused with the spec message', async ({ page, account }) => {
  await signIn(page, account, 'emails');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create an e-mail account' }).click();
  const dialog = dialogById(page, 'email-create-dialog');
  await dialog.getByLabel('Name (the part before the @)').fill('weak');
  await dialog.getByLabel('Password', { exact: true }).fill('password123');
  await dialog.getByLabel('Repeat the password').fill('password123');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Try using a different password.');
});

test('changes a password and a capacity, and deletes a mailbox named by aliases and the catch-all', async ({ page, account, api }) => {
  await signIn(page, account, 'emails');

  await rowMenu(page, 'contact@example.com', 'Change password');
  const password = dialogById(page, 'email-password-dialog');
  await password.getByLabel('Password', { exact: true }).fill('New-Mailbox-Pass-7');
  await password.getByLabel('Repeat the password').fill('New-Mailbox-Pass-7');
  await password.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The password of contact@example.com was changed.')).toBeVisible();

  await rowMenu(page, 'office@example.com', 'Change capacity');
  const quota = dialogById(page, 'email-quota-dialog');
  await expect(quota.getByRole('slider')).toHaveValue('500');
  await quota.getByRole('spinbutton').fill('400');
  await expect(quota.getByRole('slider')).toHaveValue('400');
  await quota.getByRole('button', { name: 'Save' }).click();
  await expect(quota.getByText('Account already uses 498 MB of space.')).toBeVisible();
  await quota.getByRole('spinbutton').fill('800');
  await quota.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The capacity of office@example.com is now 800 MB.')).toBeVisible();
  await expect(accountRow(page, 'office@example.com')).toContainText('62% of 800 MB');

  await rowMenu(page, 'john.smith@example.com', 'Delete account');
  const remove = dialogById(page, 'email-delete-dialog');
  await expect(remove.getByTestId('email-delete-aliases')).toContainText('sales@example.com');
  await expect(remove.getByTestId('email-delete-aliases')).toContainText('webmaster@example.com');
  const submit = remove.getByRole('button', { name: 'Delete account' });
  await expect(submit).toBeDisabled();
  await remove.getByLabel('Yes, delete john.smith@example.com and all its messages.').check();
  await submit.click();
  await expect(toast(page, 'E-mail account was deleted: john.smith@example.com')).toBeVisible();
  await expect(accountRow(page, 'john.smith@example.com')).toHaveCount(0);

  const lists = await serverLists(api, account);
  expect(lists.emailAccounts.find((a) => a.name === 'office')?.diskLimit).toBe(800 * MB);
  expect(lists.emailAccounts.some((a) => a.name === 'john.smith')).toBe(false);
  expect(lists.emailAliases.find((a) => a.name === 'webmaster')?.destination).toBe('john.smith@example.com');
});
