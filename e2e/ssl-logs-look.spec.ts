import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { control, dialogById, expect, signIn, test } from './helpers/fixtures';

/** Screenshots (three widths, en and pl) and axe checks of the SSL and the statistics and logs screens and their dialogs. */

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '.artifacts', 'screenshots');
const catalogue = (locale: string) => JSON.parse(fs.readFileSync(path.join(here, '..', 'client', 'src', 'i18n', `${locale}.json`), 'utf8')) as Record<string, string>;
const pem = (...parts: string[]) => fs.readFileSync(path.join(here, '..', 'fixtures', 'certs', ...parts), 'utf8');

/** English texts (without placeholders, markup or names that read the same in data) whose Polish differs. */
const englishOnly = (() => {
  const [en, pl] = [catalogue('en'), catalogue('pl')];
  return Object.entries(en)
    .filter(([id, text]) => pl[id] !== text && !/[{}<]/.test(text) && !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(text))
    .map(([, text]) => text);
})();

/** Data on screen (log lines, a certificate's issuer) is not interface text: it is left out of the check. */
const DATA = ['[data-testid="log-viewer-text"]', '[data-testid="certificate-result"] dd'];

async function expectNoEnglish(page: Page, where: string) {
  let shown = await page.locator('body').innerText();
  for (const data of await page.locator(DATA.join(',')).allInnerTexts()) shown = shown.replace(data, ' ');
  const leaks = englishOnly.filter((text) => new RegExp(`(^|\\W)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`).test(shown));
  expect.soft(leaks, `untranslated English text on ${where}`).toEqual([]);
}

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.html.slice(0, 160)}`).join('\n')}`).join('\n');
  expect.soft(serious.length, `axe found serious or critical violations on ${name}:\n${report}`).toBe(0);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, `${name}.png`), body);
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

const viewports = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 820, height: 1180 },
  phone: { width: 390, height: 844 },
} as const;

const texts = {
  en: { ssl: 'SSL certificates', upload: 'Upload a certificate', logs: 'Statistics and logs', serverLogs: 'Server logs' },
  pl: { ssl: 'Certyfikaty SSL', upload: 'Prześlij certyfikat', logs: 'Statystyki i logi', serverLogs: 'Logi serwera' },
} as const;

/** Fills the upload wizard with the valid test chain and checks it. */
async function checkValidCertificate(page: Page) {
  const dialog = dialogById(page, 'certificate-upload-dialog');
  await dialog.locator('#certificate-cert').fill(pem('shop.example.com', 'cert.pem'));
  await dialog.locator('#certificate-key').fill(pem('shop.example.com', 'key.pem'));
  await dialog.locator('#certificate-ca').fill(pem('shop.example.com', 'ca.pem'));
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByTestId('certificate-result')).toBeVisible();
  return dialog;
}

for (const [size, viewport] of Object.entries(viewports)) {
  for (const locale of ['en', 'pl'] as const) {
    test(`ssl and logs, ${size}, ${locale}`, async ({ page, api, account }, testInfo) => {
      const t = texts[locale];
      await control(api, '/__test/clock', { login: account.login, now: '2027-03-01T12:00:00Z' });
      await page.setViewportSize(viewport);
      await signIn(page, account);
      await page.getByTestId('language-switcher').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      await page.goto('/ssl');
      await expect(page.getByRole('heading', { level: 1, name: t.ssl })).toBeVisible();
      await expect(page.getByTestId('ssl-row')).toHaveCount(4);
      await shoot(page, testInfo, `ssl-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `ssl-${size}`);

      await page.getByRole('main').getByRole('button', { name: t.upload }).click();
      const dialog = dialogById(page, 'certificate-upload-dialog');
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.locator('.invalid-feedback').first()).toBeVisible();
      await shoot(page, testInfo, `ssl-upload-dialog-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `ssl-upload-dialog-${size}`);
      await checkValidCertificate(page);
      await shoot(page, testInfo, `ssl-upload-result-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `ssl-upload-result-${size}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.goto('/logs');
      await expect(page.getByRole('heading', { level: 1, name: t.logs })).toBeVisible();
      await expect(page.getByTestId('top-websites').getByTestId('top-entry')).toHaveCount(4);
      await expect(page.getByTestId('stats-syncing')).toBeHidden();
      await shoot(page, testInfo, `logs-stats-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `logs-stats-${size}`);

      await page.getByRole('tab', { name: t.serverLogs }).click();
      await expect(page.getByTestId('logs-row')).toHaveCount(4);
      await shoot(page, testInfo, `logs-server-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `logs-server-${size}`);

      await page.getByTestId('logs-row').first().getByRole('button').click();
      await page.getByRole('menuitem').last().click();
      await expect(dialogById(page, 'domain-log-dialog').getByTestId('log-viewer-text')).toBeVisible();
      await shoot(page, testInfo, `logs-viewer-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `logs-viewer-${size}`);
    });
  }
}

test('axe: the SSL screen, its menu and dialogs', async ({ page, api, account }, testInfo) => {
  test.slow();
  await control(api, '/__test/clock', { login: account.login, now: '2027-03-01T12:00:00Z' });
  await signIn(page, account);
  await page.goto('/ssl');
  await expect(page.getByTestId('ssl-row')).toHaveCount(4);
  await expectNoSeriousViolations(page, testInfo, 'ssl');
  await page.getByRole('button', { name: 'Certificate actions for blog.example.org' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'ssl-row-menu');
  await page.getByRole('menuitem', { name: 'Generate a free certificate' }).click();
  await expect(dialogById(page, 'certificate-generate-dialog')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'ssl-generate-dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('main').getByRole('button', { name: 'Upload a certificate' }).click();
  await dialogById(page, 'certificate-upload-dialog').getByRole('button', { name: 'Check certificate' }).click();
  await expect(dialogById(page, 'certificate-upload-dialog').locator('.invalid-feedback').first()).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'ssl-upload-dialog');
  await checkValidCertificate(page);
  await expectNoSeriousViolations(page, testInfo, 'ssl-upload-result');
});

test('axe: the statistics and logs screen and the log viewer', async ({ page, account }, testInfo) => {
  test.slow();
  await signIn(page, account);
  await page.goto('/logs');
  await expect(page.getByTestId('top-websites').getByTestId('top-entry')).toHaveCount(4);
  await expect(page.getByTestId('stats-syncing')).toBeHidden();
  await expectNoSeriousViolations(page, testInfo, 'logs-stats');
  await page.getByRole('tab', { name: 'Server logs' }).click();
  await expect(page.getByTestId('logs-row')).toHaveCount(4);
  await expectNoSeriousViolations(page, testInfo, 'logs-server');
  await page.getByRole('button', { name: 'Logs of example.com' }).click();
  await page.getByRole('menuitem', { name: 'Show the access log' }).click();
  await expect(dialogById(page, 'domain-log-dialog').getByTestId('log-viewer-text')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'logs-viewer');
});
