import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { dialogById, expect, signIn, test } from './helpers/fixtures';

/** Screenshots (three widths, en and pl) and axe checks of the script installer, FTP and SSH, and advanced settings screens and dialogs. */

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '.artifacts', 'screenshots');
const catalogue = (locale: string) => JSON.parse(fs.readFileSync(path.join(here, '..', 'client', 'src', 'i18n', `${locale}.json`), 'utf8')) as Record<string, string>;

/** English texts (without placeholders, markup or names that read the same in data) whose Polish differs. */
const englishOnly = (() => {
  const [en, pl] = [catalogue('en'), catalogue('pl')];
  return Object.entries(en)
    .filter(([id, text]) => pl[id] !== text && !/[{}<]/.test(text) && !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(text))
    .map(([, text]) => text);
})();

async function expectNoEnglish(page: Page, where: string) {
  const shown = await page.locator('body').innerText();
  // Whole words only: a script's name (Nextcloud) is not the word Next.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect.soft(englishOnly.filter((text) => new RegExp(`(^|\\W)${escape(text)}($|\\W)`).test(shown)), `untranslated English text on ${where}`).toEqual([]);
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
  en: { scripts: 'Script installer', install: 'Install a new script', access: 'FTP and SSH', ssh: 'SSH access', addKey: 'Add a new SSH key', advanced: 'Advanced settings', cron: ['CRON jobs', 'CRON'], apps: ['Web apps', 'Apps'], addCron: 'Add a new CRON job', addApp: 'Add a new Web app' },
  pl: { scripts: 'Instalator skryptów', install: 'Zainstaluj nowy skrypt', access: 'FTP i SSH', ssh: 'Dostęp SSH', addKey: 'Dodaj nowy klucz SSH', advanced: 'Ustawienia zaawansowane', cron: ['Zadania CRON', 'CRON'], apps: ['Aplikacje webowe', 'Aplikacje'], addCron: 'Dodaj nowe zadanie CRON', addApp: 'Dodaj nową aplikację webową' },
} as const;

for (const [size, viewport] of Object.entries(viewports)) {
  for (const locale of ['en', 'pl'] as const) {
    test(`scripts, access and advanced settings, ${size}, ${locale}`, async ({ page, account }, testInfo) => {
      // Eleven views, each screenshot and checked by axe.
      test.setTimeout(180_000);
      const t = texts[locale];
      const phone = size === 'phone' ? 1 : 0;
      const look = async (name: string) => {
        await shoot(page, testInfo, `${name}-${size}-${locale}`);
        await expectNoSeriousViolations(page, testInfo, `${name}-${size}-${locale}`);
        if (locale === 'pl') await expectNoEnglish(page, `${name}-${size}`);
      };
      // The language is chosen at the widest size, where the switcher sits in the top bar.
      await signIn(page, account);
      await page.getByTestId('language-switcher').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.setViewportSize(viewport);

      await page.goto('/scripts');
      await expect(page.getByRole('heading', { level: 1, name: t.scripts })).toBeVisible();
      await expect(page.getByTestId('script-row')).toHaveCount(1);
      await look('scripts');
      await page.getByRole('button', { name: t.install }).first().click();
      const wizard = dialogById(page, 'script-install-dialog');
      await expect(wizard.getByRole('radio').first()).toBeVisible();
      await look('scripts-wizard');
      await page.keyboard.press('Escape');
      await expect(wizard).toBeHidden();

      await page.goto('/access');
      await expect(page.getByRole('heading', { level: 1, name: t.access })).toBeVisible();
      await look('access-ftp');
      await page.getByRole('tab', { name: t.ssh }).click();
      await expect(page.getByTestId('ssh-key-row')).toHaveCount(2);
      await look('access-ssh');
      await page.getByRole('button', { name: t.addKey }).click();
      const key = dialogById(page, 'ssh-key-dialog');
      await key.locator('button[type="submit"]').click();
      await expect(key.locator('.invalid-feedback')).toBeVisible();
      await look('access-ssh-dialog');
      await page.keyboard.press('Escape');
      await expect(key).toBeHidden();

      await page.goto('/advanced');
      await expect(page.getByRole('heading', { level: 1, name: t.advanced })).toBeVisible();
      await expect(page.getByTestId('php-row')).toHaveCount(4);
      await look('advanced-php');
      await page.getByRole('tab', { name: t.cron[phone], exact: true }).click();
      await expect(page.getByTestId('cron-row')).toHaveCount(4);
      await look('advanced-cron');
      await page.getByRole('button', { name: t.addCron }).click();
      const cron = dialogById(page, 'cron-dialog');
      await expect(cron.getByTestId('cron-schedule')).toBeVisible();
      await look('advanced-cron-dialog');
      await page.keyboard.press('Escape');
      await expect(cron).toBeHidden();
      await page.getByRole('tab', { name: t.apps[phone], exact: true }).click();
      await expect(page.getByTestId('app-row')).toHaveCount(2);
      await look('advanced-apps');
      await page.getByRole('button', { name: t.addApp }).click();
      const app = dialogById(page, 'web-app-dialog');
      await app.locator('button[type="submit"]').click();
      await expect(app.locator('.invalid-feedback').first()).toBeVisible();
      await look('advanced-apps-dialog');
    });
  }
}
