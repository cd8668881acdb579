import type { Locator } from '@playwright/test';
import { addDomain, cloneAccount, dialogById, dismiss, expect, openScreen, serverLists, signIn, test, toast, uniqueDomain } from './helpers/fixtures';
import { chooseLanguage, looker, openLook, viewports } from './helpers/look';

/** Walks the wizard from step 1 to the review: domain and location, database, administrator. */
async function walk(wizard: Locator, o: { domain: string; folder?: string; database?: string; password?: string }) {
  const next = wizard.getByRole('button', { name: 'Next' });
  await wizard.getByLabel('Domain name').selectOption(o.domain);
  if (o.folder !== undefined) {
    await wizard.getByLabel('Install in a subdirectory').check();
    await wizard.getByRole('textbox', { name: 'Subdirectory' }).fill(o.folder);
  }
  await next.click();
  if (o.database) {
    await wizard.getByLabel('Use an existing MySQL database').check();
    await expect(next).toBeDisabled();
    await wizard.getByLabel('Database', { exact: true }).selectOption(o.database);
  }
  await next.click();
  await expect(wizard.getByLabel('Administrator login')).toHaveValue('admin');
  await wizard.getByLabel('Administrator password').fill(o.password ?? 'Wp-admin-2026');
  await wizard.getByLabel('Repeat the new password').fill(o.password ?? 'Wp-admin-2026');
  await next.click();
  await expect(wizard.getByTestId('script-wizard-step')).toHaveText('Review and install');
}

test('installs WordPress into a subfolder with a new database and uninstalls it', async ({ page, account, api }) => {
  await signIn(page, account, 'scripts');
  await expect(page.getByTestId('script-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Install a new script' }).click();
  const wizard = dialogById(page, 'script-install-dialog');
  await expect(wizard.getByLabel(/WordPress/)).toBeChecked();
  await expect(wizard.getByRole('button', { name: 'Go back' })).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  await wizard.getByLabel('Domain name').selectOption('example.com');
  await wizard.getByLabel('Install in a subdirectory').check();
  await wizard.getByRole('textbox', { name: 'Subdirectory' }).fill('a//b');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('You need to enter a valid subdirectory name.')).toBeVisible();
  await wizard.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Install a new script' }).click();
  const again = dialogById(page, 'script-install-dialog');
  await again.getByRole('button', { name: 'Next' }).click();
  await walk(again, { domain: 'example.com', folder: 'news' });
  await expect(again.getByTestId('script-review')).toContainText('example.com/news/');
  await again.getByRole('button', { name: 'Install' }).click();
  await expect(toast(page, 'Script was installed: example.com/news/')).toBeVisible();
  const row = page.locator('[data-testid="script-row"][data-address="example.com/news/"]');
  await expect(row).toContainText(`${account.login}_wordpress2`);
  const lists = await serverLists(api, account);
  expect(lists.scripts).toContainEqual(
    expect.objectContaining({ type: 'wordpress', domain: 'example.com', directory: '/news/', database: `${account.login}_wordpress2` }),
  );
  expect(lists.databases.map((d) => d.name)).toContain(`${account.login}_wordpress2`);

  await page.getByRole('button', { name: 'Actions for example.com/news/' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Uninstall script' }).click();
  const confirm = dialogById(page, 'script-uninstall-dialog');
  await expect(confirm.getByRole('button', { name: 'Uninstall' })).toBeDisabled();
  await confirm.getByLabel('Yes, uninstall the script.').check();
  await confirm.getByRole('button', { name: 'Uninstall' }).click();
  await expect(toast(page, 'Script was uninstalled: example.com/news/')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the review warns, and the refusals show as the wizard says', async ({ page, account }) => {
  await signIn(page, account, 'scripts');
  await page.getByRole('button', { name: 'Install a new script' }).click();
  const wizard = dialogById(page, 'script-install-dialog');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await walk(wizard, { domain: 'example.com', folder: 'blog', database: `${account.login}_wordpress` });
  await expect(wizard.getByTestId('script-warning-installed')).toBeVisible();
  await expect(wizard.getByTestId('script-warning-databaseUsed')).toBeVisible();
  await wizard.getByRole('button', { name: 'Install' }).click();
  await expect(wizard.getByRole('alert')).toHaveText('The selected database is not empty.');

  // Back to step 1: the main directory of example.com holds files, which it says at once, with a free folder to use instead.
  for (let i = 0; i < 3; i++) await wizard.getByRole('button', { name: 'Go back' }).click();
  await wizard.getByLabel('Install in the main directory').check();
  const check = wizard.getByTestId('script-folder-check');
  await expect(check).toHaveAttribute('data-state', 'taken');
  await expect(check).toContainText('The selected directory is not empty.');
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  await looker(page)('scripts-wizard-taken', 'dialog');
  await check.getByRole('button', { name: /^Install in example\.com\/wordpress(-\d+)?\/ instead$/ }).click();
  await expect(wizard.getByRole('textbox', { name: 'Subdirectory' })).toHaveValue(/^wordpress(-\d+)?$/);
  await expect(wizard.getByRole('textbox', { name: 'Subdirectory' })).toBeFocused();
  await expect(check).toHaveAttribute('data-state', 'free');
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('WordPress on a new domain: the host placeholder page is replaced as part of the install (390 px, Polish)', async ({ page, api, account }) => {
  const domain = uniqueDomain(account, 'wp');
  await addDomain(api, account, domain);
  await page.setViewportSize(viewports.phone);
  await signIn(page, account, 'scripts');
  await chooseLanguage(page, 'pl');
  await page.getByRole('button', { name: 'Zainstaluj nowy skrypt' }).click();
  const wizard = dialogById(page, 'script-install-dialog');
  const next = wizard.getByRole('button', { name: 'Dalej' });
  await next.click();
  await wizard.getByLabel('Nazwa domeny').selectOption(domain);
  const check = wizard.getByTestId('script-folder-check');
  await expect(check).toContainText('Ten folder zawiera tylko tymczasową stronę serwera (index.html).');
  await expect(check.getByLabel('Zastąp tymczasową stronę skryptem')).toBeChecked();
  await looker(page)('scripts-wizard-placeholder', 'dialog', { dark: true });
  await next.click();
  await next.click();
  await wizard.getByLabel('Hasło administratora').fill('Wp-admin-2026');
  await wizard.getByLabel('Powtórz hasło').fill('Wp-admin-2026');
  await next.click();
  await expect(wizard.getByTestId('script-replace-note')).toHaveText('Tymczasowa strona index.html zostanie usunięta przed instalacją.');
  await wizard.getByRole('button', { name: 'Zainstaluj' }).click();
  await expect(page.getByTestId('toasts')).toContainText(`Skrypt został zainstalowany: ${domain}/`);
  const lists = await serverLists(api, account);
  expect(lists.scripts).toContainEqual(expect.objectContaining({ type: 'wordpress', domain, directory: '/' }));
});

test('a new account without a domain: scripts, PHP versions and e-mail ask for one first and add it right there (390 px Polish, 1280 px English)', async ({
  page,
  api,
}) => {
  const empty = await cloneAccount(api, 'empty');
  await page.setViewportSize(viewports.phone);
  await signIn(page, empty, 'scripts');
  await chooseLanguage(page, 'pl');
  const scripts = page.getByTestId('scripts-no-domain');
  await expect(scripts).toContainText('Najpierw dodaj domenę: skrypt instaluje się w jednej z Twoich domen.');
  await expect(scripts.getByRole('button', { name: 'Dodaj domenę' })).toBeVisible();
  // No wizard that would ask for a domain that does not exist.
  await expect(page.getByRole('button', { name: 'Zainstaluj nowy skrypt' })).toHaveCount(0);
  await openScreen(page, 'advanced');
  await expect(page.getByTestId('php-no-domain')).toContainText('Najpierw dodaj domenę: każda z Twoich domen działa na wybranej dla niej wersji PHP.');
  await expect(page.getByTestId('php-no-match')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Aplikacje' }).click();
  await expect(page.getByTestId('apps-no-domain')).toContainText('Najpierw dodaj domenę: aplikacja webowa odpowiada pod adresem jednej z Twoich domen.');

  await page.setViewportSize(viewports.desktop);
  await chooseLanguage(page, 'en');
  await openScreen(page, 'emails');
  const emails = page.getByTestId('emails-no-domain');
  await expect(emails).toContainText('Add a domain first: your e-mail addresses end with one of your domains.');
  await emails.getByRole('button', { name: 'Add a domain' }).click();
  const add = dialogById(page, 'domain-add-dialog');
  await expect(add.getByLabel('Domain name')).toBeFocused();
  // The focus stays in the dialog: Tab from its last button goes round to the first (×), Shift+Tab back.
  await add.getByRole('button', { name: 'Add domain' }).focus();
  await page.keyboard.press('Tab');
  await expect(add.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(add.getByRole('button', { name: 'Add domain' })).toBeFocused();
  const domain = uniqueDomain(empty);
  await add.getByLabel('Domain name').fill(domain);
  await page.keyboard.press('Enter');
  const info = dialogById(page, 'domain-info-dialog');
  await expect(info.getByRole('button', { name: 'Close' }).last()).toBeFocused();
  await dismiss(page, info);

  // The screen has come to life: the first mailbox goes into the new domain.
  await expect(page.getByTestId('emails-empty')).toContainText('You have not created any e-mail accounts yet.');
  await page.getByRole('button', { name: 'Create your first e-mail account' }).click();
  await expect(dialogById(page, 'email-create-dialog').getByLabel('Domain', { exact: true })).toHaveValue(domain);
});

/** Screenshots (three widths, en and pl) and checks of the script installer, FTP and SSH, and advanced settings screens and dialogs. */

const t = {
  scripts: 'Script installer',
  install: 'Install a new script',
  actions: /^Actions for /,
  uninstall: 'Uninstall script',
  access: 'FTP and SSH',
  ftpPassword: 'Change password',
  ssh: 'SSH access',
  addKey: 'Add a new SSH key',
  removeKey: 'Remove the key laptop',
  advanced: 'Advanced settings',
  cron: ['CRON jobs', 'CRON'],
  cronActions: /^Actions for the job /,
  apps: ['Web apps', 'Apps'],
  addCron: 'Add a new CRON job',
  addApp: 'Add a new Web app',
  remove: 'Remove',
} as const;

test('scripts, access and advanced settings at every width, in English and Polish', async ({ page, api, account }) => {
  // Eighteen views, each looked at six ways.
  test.slow();
  const look = await openLook(page, account, 'scripts');
  await expect(page.getByRole('heading', { level: 1, name: t.scripts })).toBeVisible();
  await expect(page.getByTestId('script-row')).toHaveCount(1);
  await look('scripts');
  await page.getByRole('button', { name: t.install }).first().click();
  const wizard = dialogById(page, 'script-install-dialog');
  await expect(wizard.getByRole('radio').first()).toBeVisible();
  await look('scripts-wizard', 'dialog');
  await dismiss(page, wizard);
  await page.getByTestId('script-row').getByRole('button', { name: t.actions }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: t.uninstall }).click();
  const uninstall = dialogById(page, 'script-uninstall-dialog');
  await expect(uninstall.locator('#script-uninstall-confirm')).toBeVisible();
  await look('scripts-uninstall', 'dialog');
  await dismiss(page, uninstall);

  await openScreen(page, 'access', t.access);
  await look('access-ftp');
  await page.getByRole('button', { name: t.ftpPassword }).click();
  const ftp = dialogById(page, 'ftp-password-dialog');
  await expect(ftp.locator('#ftp-password-repeat')).toBeVisible();
  await look('access-ftp-password', 'dialog');
  await dismiss(page, ftp);
  await page.getByRole('tab', { name: t.ssh }).click();
  await expect(page.getByTestId('ssh-key-row')).toHaveCount(2);
  await look('access-ssh');
  await page.getByRole('button', { name: t.addKey }).click();
  const key = dialogById(page, 'ssh-key-dialog');
  await key.locator('button[type="submit"]').click();
  await expect(key.locator('.invalid-feedback')).toBeVisible();
  await look('access-ssh-dialog', 'dialog');
  await dismiss(page, key);
  await page.getByRole('button', { name: t.removeKey, exact: true }).click();
  const removeKey = dialogById(page, 'ssh-key-delete-dialog');
  await expect(removeKey).toBeVisible();
  await look('access-ssh-remove', 'dialog');
  await dismiss(page, removeKey);

  await openScreen(page, 'advanced', t.advanced);
  await expect(page.getByTestId('php-row')).toHaveCount(4);
  await look('advanced-php');
  await page.getByRole('tab', { name: t.cron[0], exact: true }).click();
  await expect(page.getByTestId('cron-row')).toHaveCount(4);
  await look('advanced-cron');
  // A phone names the tabs short.
  await page.setViewportSize(viewports.phone);
  await expect(page.getByRole('tab', { name: t.cron[1], exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: t.apps[1], exact: true })).toBeVisible();
  await page.setViewportSize(viewports.desktop);
  await page.getByRole('button', { name: t.addCron }).click();
  const cron = dialogById(page, 'cron-dialog');
  await expect(cron.getByTestId('cron-schedule')).toBeVisible();
  await look('advanced-cron-dialog', 'dialog');
  // The schedule built from choices, under Custom settings.
  await cron.locator('#cron-preset').selectOption('custom');
  await expect(cron.getByTestId('cron-builder')).toBeVisible();
  await look('advanced-cron-builder', 'dialog', { dark: true });
  await dismiss(page, cron);
  await page.getByTestId('cron-row').first().getByRole('button', { name: t.cronActions }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: t.remove, exact: true }).click();
  const removeCron = dialogById(page, 'cron-remove-dialog');
  await expect(removeCron).toBeVisible();
  await look('advanced-cron-remove', 'dialog');
  await dismiss(page, removeCron);
  await page.getByRole('tab', { name: t.apps[0], exact: true }).click();
  await expect(page.getByTestId('app-row')).toHaveCount(2);
  await look('advanced-apps');
  await page.getByTestId('app-row').first().getByRole('button', { name: t.actions }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: t.remove, exact: true }).click();
  const removeApp = dialogById(page, 'web-app-remove-dialog');
  await expect(removeApp).toBeVisible();
  await look('advanced-apps-remove', 'dialog');
  await dismiss(page, removeApp);
  await page.getByRole('button', { name: t.addApp }).click();
  const app = dialogById(page, 'web-app-dialog');
  await app.locator('button[type="submit"]').click();
  await expect(app.locator('.invalid-feedback').first()).toBeVisible();
  await look('advanced-apps-dialog', 'dialog');
  await dismiss(page, app);

  // The plan's prompts: no SSH nor Web apps in the basic plan; SSH waits for the unpaid account's payment.
  // (Signed out first: a sign-in link over a session asks to switch accounts.)
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, await cloneAccount(api, 'basic'), 'advanced');
  await page.getByRole('tab', { name: t.apps[0], exact: true }).click();
  await expect(page.getByTestId('apps-upgrade')).toBeVisible();
  await look('advanced-apps-basic');
  await openScreen(page, 'access', t.access);
  await page.getByRole('tab', { name: t.ssh }).click();
  await expect(page.getByTestId('ssh-upgrade')).toBeVisible();
  await look('access-ssh-basic');
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, await cloneAccount(api, 'unpaid'), 'access');
  await page.getByRole('tab', { name: t.ssh }).click();
  await expect(page.getByTestId('ssh-pay')).toBeVisible();
  await look('access-ssh-unpaid');
});
