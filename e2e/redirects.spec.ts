import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { cloneAccount, dialogById, dismiss, expect, serverLists, signIn, test, toast, uniqueDomain, type Account, type Lists } from './helpers/fixtures';

const row = (page: Page, address: string) => page.locator(`[data-testid="redirect-row"][data-address="${address}"]`);
const rows = (page: Page) => page.getByTestId('redirect-row');

async function chooseFromRowMenu(page: Page, address: string, item: 'Modify' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${address}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

/** Presses the dialog's button: the toast says `said`, the redirection's row shows `shows`, and the server holds it as `held`. */
async function saveAndExpect(
  button: Locator,
  page: Page,
  api: APIRequestContext,
  account: Account,
  { said, shows, held }: { said: string; shows: string; held: Lists['redirects'][number] },
) {
  await button.click();
  await expect(toast(page, said)).toBeVisible();
  await expect(row(page, `${held.domain}${held.directory}`)).toContainText(shows);
  expect((await serverLists(api, account)).redirects).toContainEqual(held);
}

test('lists the redirected addresses with destination and code', async ({ page, account }) => {
  await signIn(page, account, 'redirects');
  await expect(rows(page)).toHaveCount(3);
  await expect(row(page, 'example.com/old-shop/')).toContainText('https://shop.example.com/');
  await expect(row(page, 'blog.example.org/promo/')).toContainText('302');
  await expect(row(page, 'shop.example.com/')).toContainText('HTTP → HTTPS');
  await expect(page.getByTestId('redirects-count')).toHaveText('3 redirections');
});

test('creates a redirection with the rules checked in the dialog, and the server holds it', async ({ page, account, api }) => {
  await signIn(page, account, 'redirects');
  await page.getByRole('button', { name: 'Create new redirection' }).click();
  const dialog = dialogById(page, 'redirect-dialog');
  await expect(dialog.getByLabel('Domain name')).toBeFocused();
  // The advanced section starts collapsed at 301.
  await expect(dialog.getByRole('button', { name: 'Advanced options' })).toHaveAttribute('aria-expanded', 'false');

  await dialog.getByLabel('Subdirectory').fill('a//b');
  await dialog.getByLabel('Destination website address').fill('nowhere');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('You need to select the domain name.')).toBeVisible();
  await expect(dialog.getByText('You need to enter a valid subdirectory name.')).toBeVisible();
  await expect(dialog.getByText('You need to enter a valid website address.')).toBeVisible();

  await dialog.getByLabel('Domain name').selectOption('example.com');
  await dialog.getByLabel('Subdirectory').fill('old-shop');
  await dialog.getByLabel('Destination website address').fill('www.example.net/new');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('You have already redirected this address.')).toBeVisible();

  await dialog.getByLabel('Subdirectory').fill('sale');
  await dialog.getByRole('button', { name: 'Advanced options' }).click();
  await dialog.getByLabel('302 – temporary').check();
  await saveAndExpect(dialog.getByRole('button', { name: 'Create', exact: true }), page, api, account, {
    said: 'Redirection was created: example.com/sale/',
    shows: 'http://www.example.net/new',
    held: { domain: 'example.com', directory: '/sale/', destination: 'http://www.example.net/new', type: 'normal', code: 302 },
  });
});

test('modifies a redirection to HTTP to HTTPS; the advanced section opens at 302', async ({ page, account, api }) => {
  await signIn(page, account, 'redirects');
  await chooseFromRowMenu(page, 'blog.example.org/promo/', 'Modify');
  const dialog = dialogById(page, 'redirect-dialog');
  await expect(dialog.getByRole('heading', { name: 'Modify redirection' })).toBeVisible();
  await expect(dialog.getByLabel('Domain name')).toBeDisabled();
  await expect(dialog.getByLabel('Subdirectory')).toHaveValue('/promo/');
  await expect(dialog.getByRole('button', { name: 'Advanced options' })).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByLabel('302 – temporary')).toBeChecked();
  await dialog.getByLabel('From HTTP to HTTPS').check();
  await expect(dialog.getByTestId('redirect-http-note')).toHaveText(
    'Visitors of http://blog.example.org/promo/ will be sent to https://blog.example.org/promo/.',
  );
  await dialog.getByLabel('301 – permanent (recommended)').check();
  await saveAndExpect(dialog.getByRole('button', { name: 'Save' }), page, api, account, {
    said: 'Redirection was modified: blog.example.org/promo/',
    shows: 'HTTP → HTTPS',
    held: { domain: 'blog.example.org', directory: '/promo/', destination: 'blog.example.org/promo/', type: 'http', code: 301 },
  });
});

test('deletes a redirection', async ({ page, account, api }) => {
  await signIn(page, account, 'redirects');
  await chooseFromRowMenu(page, 'example.com/old-shop/', 'Delete');
  const dialog = dialogById(page, 'redirect-delete-dialog');
  await expect(dialog).toContainText('example.com/old-shop/');
  await dialog.getByRole('button', { name: 'Delete redirection' }).click();
  await expect(toast(page, 'Redirection was deleted: example.com/old-shop/')).toBeVisible();
  await expect(row(page, 'example.com/old-shop/')).toHaveCount(0);
  expect((await serverLists(api, account)).redirects.some((r) => r.directory === '/old-shop/')).toBe(false);
});

test("the domain menu creates a redirection for the domain's root, or modifies the one it has", async ({ page, account }) => {
  await signIn(page, account);
  // blog.example.org has no root redirection: the create dialog opens with the domain chosen.
  await page.getByRole('button', { name: 'Actions for blog.example.org' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Create a redirection' }).click();
  await expect(page).toHaveURL(/\/redirects$/);
  const create = dialogById(page, 'redirect-dialog');
  await expect(create.getByRole('heading', { name: 'Create new redirection' })).toBeVisible();
  await expect(create.getByLabel('Domain name')).toHaveValue('blog.example.org');
  await expect(create.getByLabel('Subdirectory')).toHaveValue('/');
  await create.getByLabel('Destination website address').fill('https://www.example.com/blog');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Redirection was created: blog.example.org/')).toBeVisible();

  // shop.example.com has one: the modify dialog opens with it.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: /^Domains/ })
    .click();
  await page.getByRole('button', { name: 'Actions for shop.example.com' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Modify the redirection' }).click();
  const modify = dialogById(page, 'redirect-dialog');
  await expect(modify.getByRole('heading', { name: 'Modify redirection' })).toBeVisible();
  await expect(modify.getByLabel('Domain name')).toHaveValue('shop.example.com');
  await expect(modify.getByLabel('From HTTP to HTTPS')).toBeChecked();
});

test('a first-run account adds a domain first, right there, then sees a prompt to create its first redirection', async ({ page, api }) => {
  const empty = await cloneAccount(api, 'empty');
  await signIn(page, empty, 'redirects');
  const first = page.getByTestId('redirects-no-domain');
  await expect(first).toContainText('Add a domain first: a redirection sends the visitors of your domain to another address.');
  await expect(page.getByRole('button', { name: 'Create new redirection' })).toHaveCount(0);
  await first.getByRole('button', { name: 'Add a domain' }).click();
  await dialogById(page, 'domain-add-dialog').getByLabel('Domain name').fill(uniqueDomain(empty));
  await dialogById(page, 'domain-add-dialog').getByRole('button', { name: 'Add domain' }).click();
  await expect(dialogById(page, 'domain-info-dialog')).toBeVisible();
  await dismiss(page, dialogById(page, 'domain-info-dialog'));
  await expect(page.getByTestId('redirects-empty')).toContainText('You have not created any redirections yet.');
  await page.getByRole('button', { name: 'Create your first redirection' }).click();
  await expect(dialogById(page, 'redirect-dialog')).toBeVisible();
});
