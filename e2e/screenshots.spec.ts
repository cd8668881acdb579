import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './helpers/fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '.artifacts', 'screenshots');

const catalogue = (locale: string) => JSON.parse(fs.readFileSync(path.join(here, '..', 'client', 'src', 'i18n', `${locale}.json`), 'utf8')) as Record<string, string>;

/** English texts (without placeholders) whose Polish differs: none of them may show on a Polish screen. */
const englishOnly = (() => {
  const [en, pl] = [catalogue('en'), catalogue('pl')];
  return Object.entries(en)
    // Placeholders aside, and example domain names, which are also data on screen.
    .filter(([id, text]) => pl[id] !== text && !/[{}<]/.test(text) && !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(text))
    .map(([, text]) => text);
})();

async function expectNoEnglish(page: Page, where: string) {
  const shown = await page.locator('body').innerText();
  const leaks = englishOnly.filter((text) => shown.includes(text));
  expect.soft(leaks, `untranslated English text on ${where}`).toEqual([]);
}

const viewports = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 820, height: 1180 },
  phone: { width: 390, height: 844 },
} as const;

const locales = {
  en: { login: 'Login', password: 'Password', signIn: 'Sign In', domains: 'Domains', add: 'Add a domain', submit: 'Add domain', menu: 'Open the menu', sections: 'Sections' },
  pl: { login: 'Login', password: 'Hasło', signIn: 'Zaloguj się', domains: 'Domeny', add: 'Dodaj domenę', submit: 'Dodaj domenę', menu: 'Otwórz menu', sections: 'Sekcje' },
} as const;

/** Full-page screenshot, attached to the report and kept in e2e/.artifacts/screenshots/<name>.png. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, `${name}.png`), body);
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

async function chooseLanguage(page: Page, locale: keyof typeof locales) {
  const switcher = page.getByTestId('language-switcher');
  if ((await switcher.inputValue()) !== locale) await switcher.selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

for (const [size, viewport] of Object.entries(viewports)) {
  for (const [locale, text] of Object.entries(locales) as [keyof typeof locales, (typeof locales)[keyof typeof locales]][]) {
    test(`login and domains, ${size}, ${locale}`, async ({ page, account }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await chooseLanguage(page, locale);
      await expect(page.getByRole('button', { name: text.signIn })).toBeVisible();
      await shoot(page, testInfo, `login-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `login-${size}`);

      await page.getByLabel(text.login, { exact: true }).fill(account.login);
      await page.getByLabel(text.password, { exact: true }).fill(account.password);
      await page.getByRole('button', { name: text.signIn }).click();
      await expect(page).toHaveURL(/\/domains$/);
      // The sign-in reply brings the account's own language (en for demo); choose ours again.
      await chooseLanguage(page, locale);
      await expect(page.getByRole('heading', { level: 1, name: text.domains })).toBeVisible();
      await expect(page.getByTestId('domain-row')).toHaveCount(4);
      await expect(page.getByTestId('disk-meter-text')).toBeVisible();
      await shoot(page, testInfo, `domains-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `domains-${size}`);

      if (size === 'desktop') {
        // The add-domain dialog with its rule message, and a row's menu.
        await page.getByRole('banner').getByRole('button', { name: text.add, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: text.submit, exact: true }).click();
        await expect(dialog.locator('.invalid-feedback')).toBeVisible();
        await shoot(page, testInfo, `domains-add-dialog-${size}-${locale}`);
        if (locale === 'pl') await expectNoEnglish(page, `domains-add-dialog-${size}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await page.getByTestId('domain-row').first().getByRole('button').last().click();
        await expect(page.getByRole('menu')).toBeVisible();
        await shoot(page, testInfo, `domains-row-menu-${size}-${locale}`);
        if (locale === 'pl') await expectNoEnglish(page, `domains-row-menu-${size}`);
        await page.keyboard.press('Escape');
      }

      if (size === 'phone') {
        await page.getByRole('button', { name: text.menu }).click();
        await expect(page.getByRole('navigation', { name: text.sections })).toBeVisible();
        await shoot(page, testInfo, `domains-menu-${size}-${locale}`);
        if (locale === 'pl') await expectNoEnglish(page, `domains-menu-${size}`);
      }
    });
  }
}
