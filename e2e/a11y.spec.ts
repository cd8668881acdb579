import { expect, signIn, test } from './helpers/fixtures';
import { expectNoSeriousViolations, viewports } from './helpers/look';

// The look specs run axe on every screen and dialog in English; the rules about languages (the
// lang attributes) are checked here once in Polish.
test('the domains screen in Polish at phone width', async ({ page, account }) => {
  await page.setViewportSize(viewports.phone);
  await signIn(page, account);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();
  await expectNoSeriousViolations(page, 'domains-pl-phone');
});
