import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { dialogById, expect, signIn, test } from './helpers/fixtures';

/** Runs axe on the page and fails listing every serious or critical violation with its nodes. */
async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes.map((n) => `    ${n.html.slice(0, 160)} — ${n.failureSummary?.replace(/\s*\n\s*/g, ' ')}`).join('\n')}`)
    .join('\n');
  // Soft, so one run reports every screen state checked.
  expect.soft(serious.length, `axe found serious or critical violations on ${name}:\n${report}`).toBe(0);
}

test('the sign-in screen', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'login');

  // With the rule messages shown.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('You need to enter a valid login.')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'login-errors');
});

test('the domains screen', async ({ page, account }, testInfo) => {
  await signIn(page, account);
  await expect(page.getByTestId('domain-row')).toHaveCount(4);
  await expectNoSeriousViolations(page, testInfo, 'domains');

  // A dialog open on top of it.
  await page.getByRole('banner').getByRole('button', { name: 'Add a domain', exact: true }).click();
  await expect(dialogById(page, 'domain-add-dialog')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'domains-add-dialog');
});

test('the domains screen in Polish at phone width', async ({ page, account }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, account);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'domains-pl-phone');
});
