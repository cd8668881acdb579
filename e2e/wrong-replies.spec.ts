import type { Page, Route } from '@playwright/test';
import { dialogById, expect, openScreen, serverLists, sidebar, signIn, test } from './helpers/fixtures';
import { openLook, viewports } from './helpers/look';

/**
 * What the user meets when the backend or the network lets the panel down: a wrong reply never
 * blanks the page (the client checks each reply where it reads it, so a wrong field costs that value:
 * a date that is not a date reads "date unknown"; a sign-in without the plan lets the user in), a screen that cannot be drawn shows which one and why inside the frame with Retry
 * (and the way to the others), and a create whose reply does not show what it made says so instead
 * of "ready". The views are looked at (three widths, both languages, dark too).
 */

/** Uncaught errors of the page, gathered for the test. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Makes the e-mail screen's code fail to download (as a dropped connection would) until `restore()`. */
async function breakScreenCode(page: Page) {
  const pattern = '**/assets/emails-page-*.js';
  const abort = (route: Route) => route.abort('internetdisconnected');
  await page.route(pattern, abort);
  return () => page.unroute(pattern, abort);
}

/** Every reply of `path` with each domain's `sslExpires` sent as a number (seconds since 1970). */
async function datesAsNumbers(page: Page, path: string) {
  await page.route(`**/api${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { domains?: Record<string, unknown>[] };
    for (const domain of body.domains ?? []) if (domain.sslExpires !== null) domain.sslExpires = 1_798_761_600;
    await route.fulfill({ response, json: body });
  });
}

test('certificate dates sent as numbers: the domains and SSL screens list every domain, the dates unknown, no page error', async ({ page, account, api }) => {
  const errors = pageErrors(page);
  const { domains } = await serverLists(api, account);
  const names = domains.map((d) => d.domain).sort();
  const certificates = domains.filter((d) => d.sslType !== 'auto').length;
  expect(certificates).toBeGreaterThan(0);
  for (const path of ['/account/redirect', '/account/login', '/keepalive', '/account/sync']) await datesAsNumbers(page, path);

  await signIn(page, account, 'domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  const rows = page.getByTestId('domain-row');
  await expect(rows).toHaveCount(names.length);
  expect((await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-domain') ?? ''))).sort()).toEqual(names);
  await expect(page.getByTestId('domain-ssl').filter({ hasText: 'expiry date unknown' })).toHaveCount(certificates);

  await openScreen(page, 'ssl', 'SSL certificates');
  await expect(page.getByTestId('ssl-row')).toHaveCount(names.length);
  await expect(page.getByTestId('ssl-expires').filter({ hasText: 'date unknown' })).toHaveCount(certificates);

  // Every visit, a reload included.
  await page.reload();
  await expect(page.getByTestId('ssl-row')).toHaveCount(names.length);
  await expect(page.getByText(/could not be shown/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a sign-in reply without the plan: the user gets in, the disk limit reads unknown, no page error', async ({ page, account }) => {
  const errors = pageErrors(page);
  await page.route('**/api/account/redirect', async (route) => {
    const response = await route.fetch();
    const { package: _plan, ...body } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: body });
  });
  await signIn(page, account, 'domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  await expect(page.getByTestId('domain-row').first()).toBeVisible();
  await expect(page.getByTestId('disk-meter-text')).toHaveText(/used, plan limit unknown$/);
  await openScreen(page, 'databases', 'Databases');
  await expect(page.getByText(/could not be shown/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a screen whose code does not arrive: the frame stays, the screen's place says which and why, Retry brings it once the network is back", async ({
  page,
  account,
}) => {
  const errors = pageErrors(page);
  await signIn(page, account, 'domains');
  const restore = await breakScreenCode(page);
  await sidebar(page).locator('a[href="/emails"]').click();
  const failed = page.getByTestId('screen-failed');
  await expect(failed.getByRole('heading', { level: 1, name: 'The “E-mail” screen could not be shown' })).toBeFocused();
  await expect(failed.getByRole('alert')).toContainText("This screen's code could not be downloaded. Check your network connection and try again.");
  await expect(failed.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // The other screens are a click away.
  await openScreen(page, 'domains', 'Domains');
  await expect(failed).toBeHidden();

  await openScreen(page, 'emails', 'The “E-mail” screen could not be shown');
  await restore();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** The recount the panel asks for once a page load, a moment after the first screen (before a test counts syncs of its own). */
const sessionSync = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/account/sync'));

/** The create's reply, and the sync after it, without the mailbox named `name`; returns how many syncs came after the create. */
async function hideNewMailbox(page: Page, name: string) {
  let created = false;
  let syncs = 0;
  const strip = async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { emailAccounts?: { name: string }[] };
    if (body.emailAccounts) body.emailAccounts = body.emailAccounts.filter((mailbox) => mailbox.name !== name);
    await route.fulfill({ response, json: body });
  };
  await page.route('**/api/email/account/create', async (route) => {
    created = true;
    await strip(route);
  });
  await page.route('**/api/account/sync', async (route) => {
    if (!created) return route.continue();
    syncs += 1;
    await strip(route);
  });
  return () => syncs;
}

test('a mailbox create whose reply and the sync after it lack the mailbox: one sync, and the dialog says it is not confirmed instead of ready', async ({
  page,
  account,
}) => {
  const errors = pageErrors(page);
  const synced = sessionSync(page);
  await signIn(page, account, 'emails');
  await synced;
  const syncs = await hideNewMailbox(page, 'unseen');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create an e-mail account' }).click();
  const dialog = dialogById(page, 'email-create-dialog');
  await dialog.getByLabel('Name (the part before the @)').fill('unseen');
  await dialog.getByRole('button', { name: 'Generate a password' }).click();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByTestId('effect-missing')).toContainText('Not confirmed');
  await expect(dialog.getByRole('button', { name: 'Create account' })).toBeHidden();
  expect(syncs()).toBe(1);
  await expect(page.getByRole('dialog', { name: 'Your e-mail account is ready' })).toBeHidden();
  await dialog.locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(syncs()).toBe(1);
  expect(errors).toEqual([]);
});

const t = {
  title: 'The “E-mail” screen could not be shown',
  create: 'Create an e-mail account',
  name: 'Name (the part before the @)',
  generate: 'Generate a password',
  submit: 'Create account',
} as const;

test('a screen that failed and a create not confirmed, at every width in English and Polish', async ({ page, account }) => {
  test.slow();
  const look = await openLook(page, account, 'domains');
  const restore = await breakScreenCode(page);
  await sidebar(page).locator('a[href="/emails"]').click();
  const failed = page.getByTestId('screen-failed');
  await expect(failed.getByRole('heading', { level: 1, name: t.title })).toBeFocused();
  await look('screen-failed');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await look('screen-failed-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await restore();
  const synced = sessionSync(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await synced;
  const syncs = await hideNewMailbox(page, 'unseen');
  // Sent on a phone, where the dialog has the least room.
  await page.setViewportSize(viewports.phone);
  await page.getByRole('tabpanel').getByRole('button', { name: t.create }).click();
  const dialog = dialogById(page, 'email-create-dialog');
  await dialog.getByLabel(t.name).fill('unseen');
  await dialog.getByRole('button', { name: t.generate }).click();
  await dialog.getByRole('button', { name: t.submit }).click();
  // Close has the focus, and the warning is in sight, not scrolled away above it.
  await expect(dialog.getByTestId('effect-missing')).toBeInViewport({ ratio: 1 });
  expect(syncs()).toBe(1);
  await look('effect-missing-dialog', 'dialog');
});
