import type { Page } from '@playwright/test';
import { dialogById, expect, signIn, test } from './helpers/fixtures';
import { chooseLanguage, expectNoEnglish, expectNoSeriousViolations, viewports } from './helpers/look';

/**
 * The command palette (Ctrl+K, the top bar's search button) and the keyboard shortcuts (?, g + a
 * letter, /, n): on the desktop in English, on a phone and a tablet in Polish. Its latency over the
 * `big` account is the bench's (`npm run bench`); the matching and the keyboard in detail are the
 * component tests' (client/src/features/palette).
 */

const palette = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('#palette-input') });
const box = (page: Page) => page.locator('#palette-input');
const group = (page: Page, kind: string) => page.getByTestId(`palette-group-${kind}`);

test('palette and shortcuts on the desktop: objects found and focused, a domain action, recent first, Escape returns focus; ?, g d, /, n, never while typing', async ({
  page,
  account,
}) => {
  test.slow();
  await page.setViewportSize(viewports.desktop);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signIn(page, account);
  await expect(page.getByTestId('domain-row').first()).toBeVisible();
  // The palette's code is not fetched until it is first opened.
  const paletteCode = () => scripts.filter((url) => /\/palette-dialog-[^/]*\.js$/.test(url));
  expect(paletteCode()).toEqual([]);

  // Ctrl+K: the palette, the box focused; the screens while nothing is typed.
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  // The ten screens of the specification and Backups (the backups extension, on by default).
  await expect(group(page, 'screen').getByRole('option')).toHaveCount(11);
  expect(paletteCode()).toHaveLength(1);
  await expectNoSeriousViolations(page, 'palette', 'dialog');

  // A mailbox: its group with its count; Enter opens the e-mail screen with its row found and focused.
  await box(page).fill('anna');
  await expect(group(page, 'mailbox').getByRole('option')).toHaveText(['anna_nowak@example.com']);
  await expect(group(page, 'mailbox').getByTestId('palette-group-count')).toHaveText('1');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', /palette-option-0/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/emails$/);
  const anna = page.locator('[data-testid="email-row"][data-address="anna_nowak@example.com"]');
  await expect(anna).toBeFocused();
  await expect(page.getByTestId('email-row')).toHaveCount(1);
  await expect(palette(page)).toHaveCount(0);

  // A domain's action, from its row menu: "shop.example.com → Change PHP version" opens its dialog.
  await page.keyboard.press('Control+k');
  await box(page).fill('shop php');
  await expect(group(page, 'domainAction').getByRole('option')).toHaveText(['shop.example.com → Change PHP version']);
  await page.keyboard.press('Enter');
  const php = dialogById(page, 'domain-php-dialog');
  await expect(php).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(php).toBeHidden();

  // The top bar's button opens it too, the last choice first; Escape gives the focus back to the button.
  const button = page.getByRole('button', { name: 'Search the panel (Ctrl+K)' });
  await button.click();
  await expect(group(page, 'recent').getByRole('option')).toHaveText(['shop.example.com → Change PHP version', 'anna_nowak@example.com']);
  await page.keyboard.press('ArrowDown');
  await expect(group(page, 'recent').getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(button).toBeFocused();

  // ?: every shortcut listed.
  await page.locator('#panel-main').focus();
  await page.keyboard.press('?');
  const help = dialogById(page, 'shortcut-help');
  // Five keys (Undo's Ctrl Z among them) and a `g` key for each of the eleven screens (Backups' included: the extension is on by default).
  await expect(help.getByRole('row')).toHaveCount(17);
  await expect(help.getByRole('row', { name: 'Ctrl Z Undo the last removal while its message shows' })).toBeVisible();
  await expect(help.getByRole('row', { name: 'g then d Go to Domains' })).toBeVisible();
  await expectNoSeriousViolations(page, 'shortcut-help', 'dialog');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  // The focus is back where the help was asked for (the dialog gives it back as it goes).
  await expect(page.locator('#panel-main')).toBeFocused();

  // g d goes to the domains; / focuses its search; typed letters stay in the box (g d is no shortcut there).
  await page.keyboard.press('g');
  await page.keyboard.press('d');
  await expect(page).toHaveURL(/\/domains$/);
  // As a user would, once the screen is there: the address changes before the screen it names is
  // drawn, and a / pressed in between focuses the search of the screen being left.
  await expect(page.getByTestId('domain-row').first()).toBeVisible();
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox');
  await expect(search).toBeFocused();
  await page.keyboard.type('gr');
  await expect(search).toHaveValue('gr');
  await expect(page).toHaveURL(/\/domains$/);

  // g r, then n: the redirections' create dialog.
  await page.locator('#panel-main').focus();
  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expect(page).toHaveURL(/\/redirects$/);
  await expect(page.getByTestId('redirect-row').first()).toBeVisible();
  await page.keyboard.press('n');
  await expect(dialogById(page, 'redirect-dialog')).toBeVisible();
});

test("palette and shortcuts in Polish on a phone and a tablet: the user menu's and the top bar's way in, an action by its Polish name, a redirection found", async ({
  page,
  account,
}) => {
  test.slow();
  await page.setViewportSize(viewports.phone);
  await signIn(page, account);
  await chooseLanguage(page, 'pl');

  // The phone's way in: the user menu (the top bar's search button is for wider screens, which have room).
  await page.getByRole('button', { name: `Menu konta (${account.login})` }).click();
  await page.getByRole('menuitem', { name: 'Przeszukaj panel' }).click();
  await expect(box(page)).toBeFocused();
  await box(page).fill('zmień hasło');
  await expect(group(page, 'action').getByRole('option').first()).toHaveText('Zmień hasło');
  await expect(page.getByTestId('palette-status')).toHaveText(/^\d+ wynik/);
  await expectNoEnglish(page, 'palette-phone');
  await page.keyboard.press('Enter');
  await expect(dialogById(page, 'account-password-dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // On a tablet: the top bar's search button; a redirection, found and focused on its screen; the shortcuts' list in Polish.
  await page.setViewportSize(viewports.tablet);
  await page.getByRole('button', { name: 'Przeszukaj panel (Ctrl+K)' }).click();
  await box(page).fill('promo');
  await expect(group(page, 'redirect').getByRole('option').first()).toContainText('blog.example.org/promo/');
  await expect(group(page, 'redirect')).toHaveAccessibleName(/^Przekierowania/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/redirects$/);
  await expect(page.locator('[data-testid="redirect-row"][data-address="blog.example.org/promo/"]')).toBeFocused();
  await expect(page.getByRole('searchbox')).toHaveValue('blog.example.org/promo/');

  await page.locator('#panel-main').focus();
  await page.keyboard.press('?');
  const help = dialogById(page, 'shortcut-help');
  await expect(help.getByRole('heading', { name: 'Skróty klawiszowe' })).toBeVisible();
  await expect(help.getByRole('row', { name: 'g potem e Przejdź do ekranu: Poczta e-mail' })).toBeVisible();
  await expectNoEnglish(page, 'shortcut-help-tablet');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('g');
  await page.keyboard.press('e');
  await expect(page).toHaveURL(/\/emails$/);
  await expect(page.getByTestId('email-row').first()).toBeVisible();
  await page.keyboard.press('n');
  await expect(dialogById(page, 'email-create-dialog')).toBeVisible();
});
