import { addDomain, dialogById, expect, longDomain, test } from '../helpers/fixtures';
import { looks, openLook } from '../helpers/look';

/**
 * Screenshots (three widths, en and pl) and checks of the e-mail screen's five tabs and its create
 * dialog, with an 86-character domain in the domain filter and the catch-all list.
 */

const texts = {
  en: { title: 'E-mail', create: 'Create an e-mail account', more: 'More', tabs: [['accounts', 'E-mail accounts', 'Accounts'], ['aliases', 'Aliases', 'Aliases'], ['catchall', 'Default addresses', 'Catch-all'], ['filters', 'Blocks and filters', 'Filters'], ['monitoring', 'Mail monitoring', 'Monitoring']] },
  pl: { title: 'Poczta e-mail', create: 'Utwórz konto e-mail', more: 'Więcej', tabs: [['accounts', 'Konta e-mail', 'Konta'], ['aliases', 'Aliasy', 'Aliasy'], ['catchall', 'Adresy domyślne', 'Domyślne'], ['filters', 'Blokady i filtry', 'Filtry'], ['monitoring', 'Monitorowanie poczty', 'Monitoring']] },
} as const;

for (const at of looks) {
  test(`e-mail screen, ${at.size}, ${at.locale}`, async ({ page, api, account }) => {
    // Many views, each screenshot and checked.
    test.slow();
    const t = texts[at.locale];
    await addDomain(api, account, longDomain(account));
    const look = await openLook(page, account, at, 'emails');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByTestId('email-row')).toHaveCount(9);

    for (const [index, [key, full, short]] of t.tabs.entries()) {
      const label = at.size === 'desktop' ? full : short;
      if (at.size === 'phone' && index >= 3) {
        // Phones show the first three tabs; the others sit in the "More" menu.
        await expect(page.getByRole('tab', { name: label })).toHaveCount(0);
        await page.getByRole('tab', { name: index === 3 ? t.more : t.tabs[3][2], exact: true }).click();
        await page.locator('.dropdown-menu.show').getByText(label, { exact: true }).click();
      } else {
        await page.getByRole('tab', { name: label, exact: true }).click();
      }
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await look(`emails-${key}`);
    }

    await page.getByRole('tab', { name: at.size === 'desktop' ? t.tabs[0][1] : t.tabs[0][2], exact: true }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: t.create }).click();
    const create = dialogById(page, 'email-create-dialog');
    await create.locator('button[type="submit"]').click();
    await expect(create.locator('.invalid-feedback').first()).toBeVisible();
    await look('emails-create-dialog', 'dialog');
  });
}
