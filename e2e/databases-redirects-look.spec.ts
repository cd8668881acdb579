import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { cloneAccount, dialogById, expect, signIn, test } from './helpers/fixtures';

/** Screenshots (three widths, en and pl) and axe checks of the databases and redirections screens and their dialogs. */

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
  expect.soft(englishOnly.filter((text) => shown.includes(text)), `untranslated English text on ${where}`).toEqual([]);
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
  en: { databases: 'Databases', redirects: 'Redirections', create: 'Create a database', createRedirect: 'Create new redirection' },
  pl: { databases: 'Bazy danych', redirects: 'Przekierowania', create: 'Utwórz bazę danych', createRedirect: 'Utwórz nowe przekierowanie' },
} as const;

for (const [size, viewport] of Object.entries(viewports)) {
  for (const locale of ['en', 'pl'] as const) {
    test(`databases and redirections, ${size}, ${locale}`, async ({ page, account }, testInfo) => {
      const t = texts[locale];
      await page.setViewportSize(viewport);
      await signIn(page, account);
      await page.getByTestId('language-switcher').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      await page.goto('/databases');
      await expect(page.getByRole('heading', { level: 1, name: t.databases })).toBeVisible();
      await expect(page.getByTestId('database-row')).toHaveCount(3);
      await shoot(page, testInfo, `databases-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `databases-${size}`);

      await page.getByRole('tabpanel').getByRole('button', { name: t.create }).click();
      const create = dialogById(page, 'database-create-dialog');
      await create.locator('button[type="submit"]').click();
      await expect(create.locator('.invalid-feedback')).toBeVisible();
      await shoot(page, testInfo, `databases-create-dialog-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `databases-create-dialog-${size}`);
      await page.keyboard.press('Escape');
      await expect(create).toBeHidden();

      await page.goto('/redirects');
      await expect(page.getByRole('heading', { level: 1, name: t.redirects })).toBeVisible();
      await expect(page.getByTestId('redirect-row')).toHaveCount(3);
      await shoot(page, testInfo, `redirects-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `redirects-${size}`);

      await page.getByRole('main').getByRole('button', { name: t.createRedirect }).click();
      const dialog = dialogById(page, 'redirect-dialog');
      await dialog.getByRole('button', { name: /Advanced options|Opcje zaawansowane/ }).click();
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.locator('.invalid-feedback').first()).toBeVisible();
      await shoot(page, testInfo, `redirects-dialog-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `redirects-dialog-${size}`);
    });
  }
}

test('axe: the databases screen, its tabs and dialogs', async ({ page, account }, testInfo) => {
  test.slow();
  await signIn(page, account);
  await page.goto('/databases');
  await expect(page.getByTestId('database-row')).toHaveCount(3);
  await expectNoSeriousViolations(page, testInfo, 'databases');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create a database' }).click();
  await dialogById(page, 'database-create-dialog').getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialogById(page, 'database-create-dialog').locator('.invalid-feedback')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'databases-create-dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Access data' }).click();
  await expect(dialogById(page, 'database-access-dialog')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'databases-access-dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Delete database ${account.login}_shop` }).click();
  await expect(dialogById(page, 'database-delete-dialog')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'databases-delete-dialog');
});

test('axe: the Postgres upgrade prompt', async ({ page, api }, testInfo) => {
  const basic = await cloneAccount(api, 'basic');
  await signIn(page, basic);
  await page.goto('/databases');
  await page.getByRole('tab', { name: 'Postgres' }).click();
  await expect(page.getByTestId('postgres-upgrade')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'databases-upgrade');
  await shoot(page, testInfo, 'databases-upgrade-desktop-en');
});

test('axe: the redirections screen and its dialogs', async ({ page, account }, testInfo) => {
  await signIn(page, account);
  await page.goto('/redirects');
  await expect(page.getByTestId('redirect-row')).toHaveCount(3);
  await expectNoSeriousViolations(page, testInfo, 'redirects');
  await page.getByRole('button', { name: 'Actions for blog.example.org/promo/' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'redirects-row-menu');
  await page.getByRole('menuitem', { name: 'Modify' }).click();
  await expect(dialogById(page, 'redirect-dialog')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'redirects-dialog');
});
