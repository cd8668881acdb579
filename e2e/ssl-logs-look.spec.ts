import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { control, dialogById, dismiss, expect, openScreen, test } from './helpers/fixtures';
import { looks, openLook } from './helpers/look';

/** Screenshots (three widths, en and pl) and checks of the SSL and the statistics and logs screens, their menus and dialogs. */

const here = path.dirname(fileURLToPath(import.meta.url));
const pem = (...parts: string[]) => fs.readFileSync(path.join(here, '..', 'fixtures', 'certs', ...parts), 'utf8');

const texts = {
  en: { ssl: 'SSL certificates', actions: 'Certificate actions for', generate: 'Generate a free certificate', upload: 'Upload a certificate', logs: 'Statistics and logs', serverLogs: 'Server logs' },
  pl: { ssl: 'Certyfikaty SSL', actions: 'Akcje certyfikatu dla', generate: 'Wygeneruj bezpłatny certyfikat', upload: 'Prześlij certyfikat', logs: 'Statystyki i logi', serverLogs: 'Logi serwera' },
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

for (const at of looks) {
  test(`ssl and logs, ${at.size}, ${at.locale}`, async ({ page, api, account }) => {
    // Many views, each screenshot and checked.
    test.slow();
    const t = texts[at.locale];
    await control(api, '/__test/clock', { login: account.login, now: '2027-03-01T12:00:00Z' });
    const look = await openLook(page, account, at, 'ssl');
    await expect(page.getByRole('heading', { level: 1, name: t.ssl })).toBeVisible();
    await expect(page.getByTestId('ssl-row')).toHaveCount(4);
    await look('ssl');

    await page.getByRole('button', { name: `${t.actions} blog.example.org` }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await look('ssl-row-menu', 'menu');
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
    await expect(dialogById(page, 'domain-log-dialog').getByTestId('log-viewer-text')).toBeVisible();
    await look('logs-viewer', 'dialog');
  });
}
