import type { Page } from '@playwright/test';

/** What the e-mail specs (e2e/email/) share: the mailbox and alias rows and their row menu. */

export const MB = 1048576;

export const accountRow = (page: Page, address: string) => page.locator(`[data-testid="email-row"][data-address="${address}"]`);
export const aliasRow = (page: Page, address: string) => page.locator(`[data-testid="alias-row"][data-address="${address}"]`);

export async function rowMenu(page: Page, address: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${address}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}
