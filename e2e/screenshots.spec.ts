import { addDomain, dialogById, dismiss, expect, longDomain, test } from './helpers/fixtures';
import { chooseLanguage, looker, looks, viewports } from './helpers/look';

/** Screenshots (three widths, en and pl) and checks of the sign-in form and of the domains screen, with an 86-character name, its menus and dialog. */

const texts = {
  en: { password: 'Password', signIn: 'Sign In', domains: 'Domains', actions: 'Actions for', add: 'Add a domain', submit: 'Add domain', menu: 'Open the menu', sections: 'Sections' },
  pl: { password: 'Hasło', signIn: 'Zaloguj się', domains: 'Domeny', actions: 'Akcje dla', add: 'Dodaj domenę', submit: 'Dodaj domenę', menu: 'Otwórz menu', sections: 'Sekcje' },
} as const;

for (const at of looks) {
  test(`login and domains, ${at.size}, ${at.locale}`, async ({ page, api, account }) => {
    // Many views, each screenshot and checked.
    test.slow();
    const t = texts[at.locale];
    const look = looker(page, at);
    const long = longDomain(account);
    await addDomain(api, account, long);
    await page.setViewportSize(viewports[at.size]);
    await page.goto('/login');
    await chooseLanguage(page, at.locale);
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
    // The sign-in reply brings the account's own language (en for demo); choose ours again.
    await chooseLanguage(page, at.locale);
    await expect(page.getByRole('heading', { level: 1, name: t.domains })).toBeVisible();
    await expect(page.getByTestId('domain-row')).toHaveCount(5);
    await expect(page.getByTestId('disk-meter-text')).toBeVisible();
    await page.mouse.move(0, 0);
    await look('domains');
    const topBar = (await page.locator('.panel-topbar').boundingBox())!;
    expect(topBar.height, 'the top bar stays on one row').toBeLessThan(80);

    await page.getByRole('button', { name: `${t.actions} ${long}` }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await look('domains-row-menu', 'menu');
    await dismiss(page, page.getByRole('menu'));

    // The add-domain dialog with its rule message.
    await page.getByRole('banner').getByRole('button', { name: t.add, exact: true }).click();
    const dialog = dialogById(page, 'domain-add-dialog');
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(dialog.locator('.invalid-feedback')).toBeVisible();
    await look('domains-add-dialog', 'dialog');
    await dismiss(page, dialog);

    if (at.size === 'phone') {
      await page.getByRole('button', { name: t.menu }).click();
      await expect(page.getByRole('navigation', { name: t.sections })).toBeVisible();
      await look('domains-menu', 'dialog');
    }
  });
}
