import { addDomain, dialogById, dismiss, expect, longDomain, test } from './helpers/fixtures';
import { chooseLanguage, shownName, looker, viewports } from './helpers/look';

/**
 * Screenshots (three widths, en and pl) and checks of the sign-in form and of the domains screen,
 * with an 86-character name, its menus and dialogs, and the dialogs every screen has: the change of
 * the account's password, the command palette (Ctrl+K) and the list of shortcuts (?).
 */

const t = {
  password: 'Password',
  signIn: 'Sign In',
  domains: 'Domains',
  actions: 'Actions for',
  add: 'Add a domain',
  submit: 'Add domain',
  menu: 'Open the menu',
  sections: 'Sections',
  php: 'Change PHP version',
  remove: 'Delete domain',
  emailAccount: 'Create an e-mail account',
  config: 'Domain configuration',
  account: 'Account menu',
  changePassword: 'Change password',
} as const;

test('login and domains at every width, in English and Polish', async ({ page, api, account }) => {
  // Many views, each looked at six ways.
  test.slow();
  const look = looker(page);
  const long = longDomain(account);
  await addDomain(api, account, long);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/login');
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('button', { name: t.signIn })).toBeVisible();
  await look('login');
  await page.getByRole('button', { name: t.signIn }).click();
  await expect(page.locator('.invalid-feedback').first()).toBeVisible();
  await look('login-errors');

  // The form is open anyway: sign in with it.
  await page.getByLabel('Login', { exact: true }).fill(account.login);
  await page.getByLabel(t.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t.signIn }).click();
  await expect(page).toHaveURL(/\/domains$/);
  await expect(page.getByRole('heading', { level: 1, name: t.domains })).toBeVisible();
  await expect(page.getByTestId('domain-row')).toHaveCount(5);
  await expect(page.getByTestId('disk-meter-text')).toBeVisible();
  await page.mouse.move(0, 0);
  await look('domains', 'page', {
    // At each width and in each language the look visits.
    also: async ({ size, locale }) => {
      const topBar = (await page.locator('.panel-topbar').boundingBox())!;
      expect.soft(topBar.height, `the top bar stays on one row, ${size}, ${locale}`).toBeLessThan(80);
    },
  });

  await look('domains-row-menu', 'menu', { toggle: page.getByRole('button', { name: shownName('domains.actions', { domain: long }) }) });
  // The row menu's dialogs, about the long name.
  await page.getByRole('menu').getByRole('menuitem', { name: t.php }).click();
  const php = dialogById(page, 'domain-php-dialog');
  await expect(php).toBeVisible();
  await look('domains-php-dialog', 'dialog');
  await dismiss(page, php);
  await page.getByRole('button', { name: `${t.actions} ${long}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: t.remove }).click();
  const remove = dialogById(page, 'domain-remove-dialog');
  await expect(remove).toBeVisible();
  await look('domains-remove-dialog', 'dialog');
  await dismiss(page, remove);

  await page.getByRole('main').getByRole('button', { name: t.config }).click();
  const config = dialogById(page, 'domain-config-dialog');
  await expect(config).toBeVisible();
  await look('domains-config-dialog', 'dialog');
  await dismiss(page, config);

  // The add-domain dialog with its rule message, then the information that follows an add (another long name).
  await page.getByRole('banner').getByRole('button', { name: t.add, exact: true }).click();
  const dialog = dialogById(page, 'domain-add-dialog');
  await dialog.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(dialog.locator('.invalid-feedback')).toBeVisible();
  await look('domains-add-dialog', 'dialog');
  await dialog.locator('#domain-add-name').fill(long.replace('long-', 'info-'));
  await dialog.getByRole('button', { name: t.submit, exact: true }).click();
  const info = dialogById(page, 'domain-info-dialog');
  await expect(info).toBeVisible();
  await look('domains-info-dialog', 'dialog');
  await dismiss(page, info);

  // The account's password, from the user menu, with its rule messages.
  await page.getByRole('button', { name: `${t.account} (${account.login})` }).click();
  await page.getByRole('menuitem', { name: t.changePassword }).click();
  const password = dialogById(page, 'account-password-dialog');
  await password.locator('button[type="submit"]').click();
  await expect(password.locator('.invalid-feedback').first()).toBeVisible();
  await look('account-password-dialog', 'dialog');
  await dismiss(page, password);

  // The user menu: the plan's name above Upgrade.
  const userMenu = page.getByRole('button', { name: shownName('user.menu', { login: account.login }) });
  await userMenu.click();
  await expect(page.getByTestId('plan-name')).toHaveText(/^Your plan: \S/);
  await expect(page.getByTestId('user-upgrade')).toContainText('Upgrade your plan');
  await look('user-menu', 'menu', { dark: true, toggle: userMenu });
  await page.keyboard.press('Escape');

  // The command palette finding the long name and its actions; the list of shortcuts.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog').filter({ has: page.locator('#palette-input') });
  await palette.locator('#palette-input').fill('long-');
  await expect(palette.getByTestId('palette-group-domain').getByRole('option').first()).toHaveText(long);
  await look('palette', 'dialog');
  // The long name's actions are told apart: the name gives way, each action is shown whole.
  const first = palette.getByTestId('palette-group-domainAction').getByRole('option').first();
  const [option, action] = [await first.boundingBox(), await first.getByText(t.emailAccount, { exact: true }).boundingBox()];
  expect(action!.x + action!.width).toBeLessThanOrEqual(option!.x + option!.width);
  // Upgrading is found by its word.
  await palette.locator('#palette-input').fill('upgrade');
  await expect(palette.getByRole('option', { name: /Upgrade your plan/ })).toBeVisible();
  await dismiss(page, palette);
  await page.locator('#panel-main').focus();
  await page.keyboard.press('?');
  const help = dialogById(page, 'shortcut-help');
  await expect(help).toBeVisible();
  await look('shortcut-help', 'dialog');
  await dismiss(page, help);

  // The sections' menu, on a phone only.
  await page.setViewportSize(viewports.phone);
  await page.getByRole('button', { name: t.menu }).click();
  await expect(page.getByRole('navigation', { name: t.sections })).toBeVisible();
  await look('domains-menu', 'dialog', { sizes: ['phone'] });
});
