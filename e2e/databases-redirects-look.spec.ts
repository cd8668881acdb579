import { cloneAccount, dialogById, dismiss, expect, openScreen, signIn, test } from './helpers/fixtures';
import { expectNoSeriousViolations, looks, openLook, shoot } from './helpers/look';

/** Screenshots (three widths, en and pl) and checks of the databases and redirections screens, their menus and dialogs. */

const texts = {
  en: { databases: 'Databases', redirects: 'Redirections', create: 'Create a database', access: 'Access data', delete: 'Delete database', actions: 'Actions for', createRedirect: 'Create new redirection', advanced: 'Advanced options' },
  pl: { databases: 'Bazy danych', redirects: 'Przekierowania', create: 'Utwórz bazę danych', access: 'Dane dostępowe', delete: 'Usuń bazę danych', actions: 'Akcje dla', createRedirect: 'Utwórz nowe przekierowanie', advanced: 'Opcje zaawansowane' },
} as const;

for (const at of looks) {
  test(`databases and redirections, ${at.size}, ${at.locale}`, async ({ page, account }) => {
    // Many views, each screenshot and checked.
    test.slow();
    const t = texts[at.locale];
    const look = await openLook(page, account, at, 'databases');
    await expect(page.getByRole('heading', { level: 1, name: t.databases })).toBeVisible();
    await expect(page.getByTestId('database-row')).toHaveCount(3);
    await look('databases');

    await page.getByRole('tabpanel').getByRole('button', { name: t.create }).click();
    const create = dialogById(page, 'database-create-dialog');
    await create.locator('button[type="submit"]').click();
    await expect(create.locator('.invalid-feedback')).toBeVisible();
    await look('databases-create-dialog', 'dialog');
    await dismiss(page, create);

    await page.getByRole('button', { name: t.access }).click();
    const access = dialogById(page, 'database-access-dialog');
    await expect(access).toBeVisible();
    await look('databases-access-dialog', 'dialog');
    await dismiss(page, access);

    await page.getByRole('button', { name: `${t.delete} ${account.login}_shop` }).click();
    const remove = dialogById(page, 'database-delete-dialog');
    await expect(remove).toBeVisible();
    await look('databases-delete-dialog', 'dialog');
    await dismiss(page, remove);

    await openScreen(page, 'redirects', t.redirects);
    await expect(page.getByTestId('redirect-row')).toHaveCount(3);
    await look('redirects');

    await page.getByRole('button', { name: `${t.actions} blog.example.org/promo/` }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await look('redirects-row-menu', 'menu');
    await dismiss(page, page.getByRole('menu'));

    await page.getByRole('main').getByRole('button', { name: t.createRedirect }).click();
    const dialog = dialogById(page, 'redirect-dialog');
    await dialog.getByRole('button', { name: t.advanced }).click();
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('.invalid-feedback').first()).toBeVisible();
    await look('redirects-dialog', 'dialog');
  });
}

test('the Postgres upgrade prompt', async ({ page, api }) => {
  const basic = await cloneAccount(api, 'basic');
  await signIn(page, basic, 'databases');
  await page.getByRole('tab', { name: 'Postgres' }).click();
  await expect(page.getByTestId('postgres-upgrade')).toBeVisible();
  await expectNoSeriousViolations(page, 'databases-upgrade');
  await shoot(page, 'databases-upgrade-desktop-en');
});
