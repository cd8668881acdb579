import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { dialogById, expect, signIn, test } from './helpers/fixtures';

/** Screenshots (three widths, en and pl) and axe checks of the e-mail screen's five tabs and its create dialog. */

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

async function expectNoSeriousViolations(page: Page, name: string) {
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
  en: { title: 'E-mail', create: 'Create an e-mail account', more: 'More', tabs: [['accounts', 'E-mail accounts', 'Accounts'], ['aliases', 'Aliases', 'Aliases'], ['catchall', 'Default addresses', 'Catch-all'], ['filters', 'Blocks and filters', 'Filters'], ['monitoring', 'Mail monitoring', 'Monitoring']] },
  pl: { title: 'Poczta e-mail', create: 'Utwórz konto e-mail', more: 'Więcej', tabs: [['accounts', 'Konta e-mail', 'Konta'], ['aliases', 'Aliasy', 'Aliasy'], ['catchall', 'Adresy domyślne', 'Catch-all'], ['filters', 'Blokady i filtry', 'Filtry'], ['monitoring', 'Monitorowanie poczty', 'Monitoring']] },
} as const;

for (const [size, viewport] of Object.entries(viewports) as [keyof typeof viewports, (typeof viewports)[keyof typeof viewports]][]) {
  for (const locale of ['en', 'pl'] as const) {
    test(`e-mail screen, ${size}, ${locale}`, async ({ page, account }, testInfo) => {
      test.setTimeout(180_000);
      const t = texts[locale];
      await page.setViewportSize(viewport);
      await signIn(page, account);
      await page.getByTestId('language-switcher').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.goto('/emails');
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByTestId('email-row')).toHaveCount(9);

      for (const [index, [key, full, short]] of t.tabs.entries()) {
        const label = size === 'desktop' ? full : short;
        if (size === 'phone' && index >= 3) {
          // Phones show the first three tabs; the others sit in the "More" menu.
          await expect(page.getByRole('tab', { name: label })).toHaveCount(0);
          await page.getByRole('tab', { name: index === 3 ? t.more : t.tabs[3][2], exact: true }).click();
          await page.locator('.dropdown-menu.show').getByText(label, { exact: true }).click();
        } else {
          await page.getByRole('tab', { name: label, exact: true }).click();
        }
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await shoot(page, testInfo, `emails-${key}-${size}-${locale}`);
        if (locale === 'pl') await expectNoEnglish(page, `emails-${key}-${size}`);
        if (locale === 'en' && size !== 'tablet') await expectNoSeriousViolations(page, `emails-${key}-${size}-${locale}`);
      }

      await page.getByRole('tab', { name: size === 'desktop' ? t.tabs[0][1] : t.tabs[0][2], exact: true }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: t.create }).click();
      const create = dialogById(page, 'email-create-dialog');
      await create.locator('button[type="submit"]').click();
      await expect(create.locator('.invalid-feedback').first()).toBeVisible();
      await shoot(page, testInfo, `emails-create-dialog-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `emails-create-dialog-${size}`);
      if (locale === 'en' && size !== 'tablet') await expectNoSeriousViolations(page, `emails-create-dialog-${size}-${locale}`);
    });
  }
}
