import type { Page } from '@playwright/test';
import { control, dialogById, dismiss, expect, openScreen, test } from '../helpers/fixtures';
import { shownName, openLook, viewports } from '../helpers/look';
import { pem, scenario } from '../helpers/ssl';

/** Screenshots (three widths, en and pl) and checks of the SSL and the statistics and logs screens, their menus and dialogs. */

const t = {
  ssl: 'SSL certificates',
  generate: 'Generate a free certificate',
  upload: 'Upload a certificate',
  logs: 'Statistics and logs',
  serverLogs: 'Server logs',
  back: 'Go back',
  follow: 'Follow',
  filter: 'Filter the lines',
  wrap: 'Wrap lines',
} as const;

/** Fills the upload wizard with the valid test chain and checks it. */
async function checkValidCertificate(page: Page) {
  const dialog = dialogById(page, 'certificate-upload-dialog');
  await dialog.locator('#certificate-cert').fill(pem('shop.example.com', 'cert.pem'));
  await dialog.locator('#certificate-key').fill(pem('shop.example.com', 'key.pem'));
  await dialog.locator('#certificate-ca').fill(pem('shop.example.com', 'ca.pem'));
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByTestId('certificate-result')).toBeVisible();
}

test('ssl and logs at every width, in English and Polish', async ({ page, api, account }) => {
  // Many views, each looked at six ways.
  test.slow();
  await control(api, '/__test/clock', { login: account.login, now: '2027-03-01T12:00:00Z' });
  const look = await openLook(page, account, 'ssl');
  await expect(page.getByRole('heading', { level: 1, name: t.ssl })).toBeVisible();
  await expect(page.getByTestId('ssl-row')).toHaveCount(4);
  // Sorted by urgency, the expired certificate (its red shield) first; in the dark too.
  await look('ssl', 'page', { dark: true });

  await look('ssl-row-menu', 'menu', {
    toggle: page.getByRole('button', { name: shownName('ssl.actions', { domain: 'blog.example.org' }) }),
  });
  await page.getByRole('menuitem', { name: t.generate }).click();
  const generate = dialogById(page, 'certificate-generate-dialog');
  await expect(generate).toBeVisible();
  await look('ssl-generate-dialog', 'dialog');
  await dismiss(page, generate);

  await page.getByRole('main').getByRole('button', { name: t.upload }).click();
  const upload = dialogById(page, 'certificate-upload-dialog');
  await upload.locator('button[type="submit"]').click();
  await expect(upload.locator('.invalid-feedback').first()).toBeVisible();
  await look('ssl-upload-dialog', 'dialog');
  await checkValidCertificate(page);
  await look('ssl-upload-result', 'dialog');
  // A certificate the check refuses: its failed checks and the reason Install stays disabled.
  await upload.getByRole('button', { name: t.back }).click();
  const expired = scenario('expired');
  for (const field of ['cert', 'key', 'ca'] as const) await upload.locator(`#certificate-${field}`).fill(expired[field]);
  await upload.locator('button[type="submit"]').click();
  await expect(upload.getByTestId('certificate-refusal')).toBeVisible();
  await look('ssl-upload-refused', 'dialog');
  await dismiss(page, upload);

  await openScreen(page, 'logs', t.logs);
  await expect(page.getByTestId('top-websites').getByTestId('top-entry')).toHaveCount(4);
  await expect(page.getByTestId('stats-syncing')).toBeHidden();
  await look('logs-stats');

  await page.getByRole('tab', { name: t.serverLogs }).click();
  await expect(page.getByTestId('logs-row')).toHaveCount(4);
  await look('logs-server');

  await page.getByTestId('logs-row').first().getByRole('button').click();
  await page.getByRole('menuitem').last().click();
  const viewer = dialogById(page, 'domain-log-dialog');
  await expect(viewer.getByTestId('log-viewer-text')).toBeVisible();
  await look('logs-viewer', 'dialog', { dark: true });
  // Following the log, its lines filtered: the count says how many of all are shown.
  await viewer.getByRole('switch', { name: t.follow }).check();
  await viewer.getByRole('searchbox', { name: t.filter }).fill('PHP Warning');
  const wrap = viewer.getByRole('switch', { name: t.wrap });
  const newest = viewer.getByTestId('log-viewer-text').locator('mark').last();
  // An error log's long lines wrap from the start at every width: the newest match is in sight, not
  // off to the right, and stays in sight as the window narrows to a phone's and widens again.
  await expect(wrap).toBeChecked();
  await expect(newest).toBeInViewport({ ratio: 1 });
  await page.setViewportSize(viewports.phone);
  await expect(wrap).toBeChecked();
  await expect(newest).toBeInViewport({ ratio: 1 });
  await page.setViewportSize(viewports.desktop);
  await expect(newest).toBeInViewport({ ratio: 1 });
  await look('logs-viewer-follow', 'dialog');
});
