import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { dialogById, expect, signIn, test } from './helpers/fixtures';

/** Screenshots (three widths, en and pl) and axe checks of the file browser, its dialogs and the editor. */

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
  en: { title: 'File browser', actions: 'Actions for', chmod: 'Permissions (CHMOD)', upload: 'Upload', files: 'Files from disk' },
  pl: { title: 'Menedżer plików', actions: 'Akcje dla', chmod: 'Uprawnienia (CHMOD)', upload: 'Wgraj', files: 'Pliki z dysku' },
} as const;

for (const [size, viewport] of Object.entries(viewports) as [keyof typeof viewports, (typeof viewports)[keyof typeof viewports]][]) {
  for (const locale of ['en', 'pl'] as const) {
    test(`file browser, ${size}, ${locale}`, async ({ page, account }, testInfo) => {
      test.setTimeout(120_000);
      const t = texts[locale];
      // The language is chosen at desktop width, where the switcher sits in the top bar.
      await signIn(page, account);
      await page.getByTestId('language-switcher').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.setViewportSize(viewport);
      await page.goto('/files');
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await page.locator('#files-path').selectOption('/domains/example.com/public_html');
      await expect(page.locator('[data-testid="file-row"][data-name="index.html"]')).toBeVisible();
      await shoot(page, testInfo, `files-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `files-${size}`);
      if (size !== 'tablet') await expectNoSeriousViolations(page, `files-${size}-${locale}`);

      // CHMOD: nine checkboxes and the octal value.
      await page.getByRole('button', { name: `${t.actions} app.js`, exact: true }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: t.chmod }).click();
      await expect(dialogById(page, 'file-chmod-dialog')).toBeVisible();
      await shoot(page, testInfo, `files-chmod-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `files-chmod-${size}`);
      if (size === 'desktop') await expectNoSeriousViolations(page, `files-chmod-${size}-${locale}`);
      await page.keyboard.press('Escape');
      await expect(dialogById(page, 'file-chmod-dialog')).toBeHidden();

      // The editor with highlighting.
      await page.locator('[data-testid="file-row"][data-name="style.css"]').getByRole('button', { name: 'style.css', exact: true }).click();
      const editor = dialogById(page, 'file-editor-dialog');
      await expect(editor.locator('.cm-content')).toBeVisible();
      await shoot(page, testInfo, `files-editor-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `files-editor-${size}`);
      if (size === 'desktop') await expectNoSeriousViolations(page, `files-editor-${size}-${locale}`);
      await editor.getByRole('button').first().click();
      await expect(editor).toBeHidden();

      // The upload dialog.
      await page.getByRole('button', { name: t.upload, exact: true }).click();
      await page.getByRole('button', { name: t.files }).click();
      await expect(dialogById(page, 'file-upload-dialog')).toBeVisible();
      await shoot(page, testInfo, `files-upload-${size}-${locale}`);
      if (locale === 'pl') await expectNoEnglish(page, `files-upload-${size}`);
      if (size === 'desktop') await expectNoSeriousViolations(page, `files-upload-${size}-${locale}`);
    });
  }
}
