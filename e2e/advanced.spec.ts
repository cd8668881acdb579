import type { Page } from '@playwright/test';
import { cloneAccount, dialogById, expect, serverLists, signIn, test, toast } from './helpers/fixtures';
import { chooseLanguage, viewports } from './helpers/look';

async function rowMenu(page: Page, name: string, item: string) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

test('adds, modifies and removes a CRON job with presets', async ({ page, account, api }) => {
  await signIn(page, account, 'advanced');
  await page.getByRole('tab', { name: 'CRON jobs' }).click();
  await expect(page.getByTestId('cron-row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Add a new CRON job' }).click();
  const dialog = dialogById(page, 'cron-dialog');
  await expect(dialog.getByLabel('Frequency')).toHaveValue('everyHour');
  await expect(dialog.getByTestId('cron-schedule')).toContainText('0 * * * *');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('You need to enter a valid Linux command.')).toBeVisible();
  await dialog.getByLabel('Frequency').selectOption('every10Minutes');
  await expect(dialog.getByTestId('cron-schedule')).toContainText('*/10 * * * *');
  await dialog.getByLabel('Command').fill('  php ~/jobs/cleanup.php  ');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'CRON job was added.')).toBeVisible();
  await expect(page.getByTestId('cron-row').last()).toContainText('Every 10 minutes');
  expect((await serverLists(api, account)).cronJobs.at(-1)).toMatchObject({ settings: '*/10 * * * *', command: 'php ~/jobs/cleanup.php' });

  await rowMenu(page, 'Actions for the job php ~/jobs/cleanup.php', 'Modify');
  const modify = dialogById(page, 'cron-dialog');
  await expect(modify.getByLabel('Frequency')).toHaveValue('every10Minutes');
  await modify.getByLabel('Frequency').selectOption('custom');
  await expect(modify.getByTestId('cron-meaning')).toHaveText('Every 10 minutes');
  // Built from choices: on weekdays at 6:30 writes its expression, which stays editable.
  await modify.getByLabel('Run', { exact: true }).selectOption('weekdays');
  await modify.getByLabel("At (server's clock)").fill('06:30');
  await expect(modify.getByLabel('Schedule')).toHaveValue('30 6 * * 1-5');
  await modify.getByLabel('Schedule').fill('30 25 * * 1');
  await expect(modify.getByTestId('cron-problem')).toHaveText('The hour field (2 of 5) is wrong: use * or numbers from 0 to 23, joined with , - or /.');
  await expect(modify.getByTestId('cron-next-runs')).toHaveCount(0);
  await modify.getByLabel('Schedule').fill('30 2 * * 1');
  await expect(modify.getByTestId('cron-problem')).toHaveCount(0);
  await expect(modify.getByTestId('cron-meaning')).toHaveText('At 02:30 AM, only on Monday');
  await expect(modify.getByTestId('cron-next-runs').getByRole('listitem')).toHaveCount(5);
  await modify.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'CRON job was modified.')).toBeVisible();
  await expect(page.getByTestId('cron-row').last()).toContainText('30 2 * * 1');
  await expect(page.getByTestId('cron-row').last().getByTestId('cron-description')).toHaveText('At 02:30 AM, only on Monday');

  await rowMenu(page, 'Actions for the job php ~/jobs/cleanup.php', 'Remove');
  await dialogById(page, 'cron-remove-dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'CRON job was removed.')).toBeVisible();
  await expect(page.getByTestId('cron-row')).toHaveCount(4);
});

test('a CRON schedule in plain Polish at phone width: the table, the dialog as it is typed, a wrong field', async ({ page, account }) => {
  await page.setViewportSize(viewports.phone);
  await signIn(page, account, 'advanced');
  await chooseLanguage(page, 'pl');
  await page.getByRole('tab', { name: /CRON/ }).click();
  await rowMenu(page, 'Akcje zadania php ~/domains/example.com/public_html/blog/wp-cron.php > /dev/null 2>&1', 'Zmień');
  const dialog = dialogById(page, 'cron-dialog');
  await expect(dialog.getByTestId('cron-meaning')).toHaveText('Co 5 minut');
  await dialog.getByLabel('Częstotliwość').selectOption('custom');
  await dialog.getByLabel('Harmonogram').fill('45 6 * * 1-5 0');
  await expect(dialog.getByTestId('cron-problem')).toHaveText('Harmonogram ma pięć pól rozdzielonych spacjami albo skrót taki jak @daily; ten ma 6 pól.');
  await dialog.getByLabel('Harmonogram').fill('45 6 * * 1-5');
  await expect(dialog.getByTestId('cron-meaning')).toHaveText('O 06:45, od poniedziałku do piątku');
  await expect(dialog.getByTestId('cron-next-runs').getByRole('listitem')).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByTestId('cron-row').first().getByTestId('cron-description')).toHaveText('O 06:45, od poniedziałku do piątku');
});

test('adds, modifies and removes a Web app; the port must be free', async ({ page, account, api }) => {
  await signIn(page, account, 'advanced');
  await page.getByRole('tab', { name: 'Web apps' }).click();
  await page.getByRole('button', { name: 'Add a new Web app' }).click();
  const dialog = dialogById(page, 'web-app-dialog');
  await dialog.getByLabel('Domain name').selectOption('shop.example.com');
  await dialog.getByLabel('Install in a subdirectory').check();
  await dialog.getByRole('textbox', { name: 'Subdirectory' }).fill('node');
  await dialog.getByLabel('Port').fill('80');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Choose a value between 1024 and 65535.')).toBeVisible();
  await dialog.getByLabel('Port').fill('3000');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('This port is used by another Web app.')).toBeVisible();
  await dialog.getByLabel('Port').fill('4000');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Web app was added: shop.example.com/node/')).toBeVisible();
  const row = page.locator('[data-testid="app-row"][data-address="shop.example.com/node/"]');
  await expect(row).toContainText('4000');

  await rowMenu(page, 'Actions for shop.example.com/node/', 'Modify');
  const modify = dialogById(page, 'web-app-dialog');
  await modify.getByLabel('Port').fill('4001');
  await modify.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Web app was modified: shop.example.com/node/')).toBeVisible();
  await expect(row).toContainText('4001');
  expect((await serverLists(api, account)).proxies).toContainEqual({ domain: 'shop.example.com', directory: '/node/', port: 4001 });

  await rowMenu(page, 'Actions for shop.example.com/node/', 'Remove');
  await dialogById(page, 'web-app-remove-dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Web app was removed: shop.example.com/node/')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('Web apps show the upgrade text without SSH in the plan; PHP versions change from their tab', async ({ page, api }) => {
  const basic = await cloneAccount(api, 'basic');
  await signIn(page, basic, 'advanced');
  await page.getByRole('tab', { name: 'Web apps' }).click();
  await expect(page.getByTestId('apps-upgrade')).toContainText('Your current plan does not include Web apps.');
  await page.getByRole('tab', { name: 'PHP version' }).click();
  await page.getByRole('button', { name: 'Change PHP version of other-customer.com' }).click();
  const dialog = dialogById(page, 'domain-php-dialog');
  // The focus is on the field, not on the dialog's box.
  await expect(dialog.getByLabel('PHP version')).toBeFocused();
  await dialog.getByLabel('PHP version').selectOption('8.4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-testid="php-row"][data-domain="other-customer.com"]')).toContainText('PHP 8.4');
  await page.getByLabel('Search domains').fill('nothing-like-this');
  await expect(page.getByTestId('php-no-match')).toHaveText('No domain names match the search criteria.');
});
