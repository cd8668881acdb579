import type { Page } from '@playwright/test';
import { expect, openScreen, serverLists, signIn, test } from './helpers/fixtures';

/**
 * Replies of the real mock rewritten as a drifting backend sends them: the client checks each reply
 * where it reads it, so a wrong field costs that value (a date that is not a date reads "date
 * unknown"), not the screen; a sign-in without the plan lets the user in.
 */

function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
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
