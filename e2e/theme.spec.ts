import type { Page } from '@playwright/test';
import type { PanelPage } from '@panel/contract/pages';
import { dialogById, expect, openScreen, signIn, test, toast } from './helpers/fixtures';
import { browseSite, row } from './helpers/files';
import { chooseLanguage, expectNoSeriousViolations, viewports } from './helpers/look';

/**
 * The colour mode (user menu → Light / Dark / As the system): axe in dark on every screen, the
 * editor, the sign-in form; kept over a reload (painted dark from the first paint) and a new
 * sign-in; "as the system" follows the system's setting live. The look specs cover the light mode.
 */

const screens: PanelPage[] = ['domains', 'emails', 'databases', 'redirects', 'ssl', 'scripts', 'logs', 'access', 'files', 'advanced'];

/** Bootstrap's dark page background (--bs-tertiary-bg) and its light one. */
const DARK_PAGE = 'rgb(43, 48, 53)';
const LIGHT_PAGE = 'rgb(248, 249, 250)';

/** Chooses a mode in the user menu (named `menu`); the menu closes. */
async function chooseTheme(page: Page, menu: string, name: string) {
  await page.getByRole('button', { name: menu }).click();
  const item = page.getByRole('menu').getByRole('menuitemradio', { name, exact: true });
  await item.click();
  await expect(page.getByRole('menu')).toBeHidden();
}

test('dark mode: chosen in the user menu, every screen and the editor pass axe, painted dark from the first paint after a reload, and as the system follows it live', async ({
  page,
  account,
}) => {
  // Ten screens, a dialog and a reload, each checked by axe.
  test.slow();
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, account);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_PAGE);

  // The chooser: a named radio group in the user menu, "as the system" until another is chosen.
  await page.getByRole('button', { name: `Account menu (${account.login})` }).click();
  const choice = page.getByRole('menu').getByRole('group', { name: 'Theme' });
  await expect(choice.getByRole('menuitemradio')).toHaveText(['Light', 'Dark', 'As the system']);
  await expect(choice.getByRole('menuitemradio', { name: 'As the system' })).toHaveAttribute('aria-checked', 'true');
  await choice.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_PAGE);
  await page.getByRole('button', { name: `Account menu (${account.login})` }).click();
  await expect(choice.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await expect(choice.getByRole('menuitemradio', { name: 'As the system' })).toHaveAttribute('aria-checked', 'false');
  await expectNoSeriousViolations(page, 'user-menu-dark', 'menu');
  await page.keyboard.press('Escape');

  for (const screen of screens) {
    await openScreen(page, screen);
    await expect(page.getByTestId('skeleton-rows')).toHaveCount(0);
    await expectNoSeriousViolations(page, `${screen}-dark`);
  }

  // A form dialog with its rule message, and a toast.
  await openScreen(page, 'domains');
  await page.getByRole('banner').getByRole('button', { name: 'Add a domain', exact: true }).click();
  const add = dialogById(page, 'domain-add-dialog');
  await add.getByRole('button', { name: 'Add domain', exact: true }).click();
  await expect(add.locator('.invalid-feedback')).toBeVisible();
  await expectNoSeriousViolations(page, 'add-domain-dark', 'dialog');
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: 'Actions for shop.example.com' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Change PHP version' }).click();
  const php = dialogById(page, 'domain-php-dialog');
  await php.getByLabel('PHP version').selectOption('8.1');
  await php.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'PHP version of shop.example.com was changed to 8.1.')).toBeVisible();
  await expect(php).toBeHidden();
  await expectNoSeriousViolations(page, 'toast-dark');

  // The code editor in dark: its background is the page's, its highlighting readable.
  await browseSite(page);
  await row(page, 'app.js').getByRole('button', { name: 'app.js', exact: true }).click();
  const editor = dialogById(page, 'file-editor-dialog');
  await expect(editor.getByRole('textbox', { name: 'Contents of app.js' })).toBeVisible();
  await expect(editor.locator('.cm-editor')).toHaveCSS('background-color', 'rgb(33, 37, 41)');
  await expectNoSeriousViolations(page, 'editor-dark', 'dialog');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  // A reload paints dark from the start: the mode is on <html> as soon as the body exists, and the
  // page shell (before the stylesheet) is dark.
  await page.addInitScript(() => {
    const seen = { theme: 'none', background: 'none' };
    Object.assign(window, { firstPaint: seen });
    const watch = new MutationObserver(() => {
      if (!document.body) return;
      seen.theme = document.documentElement.getAttribute('data-bs-theme') ?? 'none';
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => (seen.background = getComputedStyle(document.body).backgroundColor));
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'File browser' })).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, 'firstPaint'))).toEqual({ theme: 'dark', background: DARK_PAGE });
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');

  // As the system: light while the system is light, dark as soon as it turns dark, and back.
  await chooseTheme(page, `Account menu (${account.login})`, 'As the system');
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_PAGE);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  // Light stays light whatever the system says.
  await chooseTheme(page, `Account menu (${account.login})`, 'Light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_PAGE);
});

test('dark mode in Polish on a phone and a tablet, kept after a sign-out for the sign-in form and the next sign-in', async ({ page, account }) => {
  test.slow();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(viewports.phone);
  await signIn(page, account);
  await chooseLanguage(page, 'pl');
  await page.getByRole('button', { name: `Menu konta (${account.login})` }).click();
  const choice = page.getByRole('menu').getByRole('group', { name: 'Motyw' });
  await expect(choice.getByRole('menuitemradio')).toHaveText(['Jasny', 'Ciemny', 'Jak w systemie']);
  await choice.getByRole('menuitemradio', { name: 'Ciemny' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();
  await expectNoSeriousViolations(page, 'domains-dark-phone-pl');
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Sekcje' })).toBeVisible();
  await expectNoSeriousViolations(page, 'sidebar-dark-phone-pl', 'dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Sekcje' })).toBeHidden();

  await page.setViewportSize(viewports.tablet);
  await openScreen(page, 'logs', 'Statystyki i logi');
  await expect(page.getByTestId('stats-used')).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_PAGE);
  await expectNoSeriousViolations(page, 'stats-dark-tablet-pl');

  // A sign-out keeps the device's choice: the sign-in form is dark, and so is the next session.
  await page.getByRole('button', { name: `Menu konta (${account.login})` }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj się' }).click();
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_PAGE);
  await expectNoSeriousViolations(page, 'login-dark-tablet-pl');
  await signIn(page, account);
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
});
