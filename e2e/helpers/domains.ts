import type { Page } from '@playwright/test';
import { dialogById, expect } from './fixtures';

/** What the domains specs (e2e/domains/) share: rows, the size text, the row menu and the add dialog. */

export const DEMO_DOMAINS = ['example.com', 'shop.example.com', 'blog.example.org', 'elsewhere-dns.net'];

export const row = (page: Page, domain: string) => page.locator(`[data-testid="domain-row"][data-domain="${domain}"]`);
export const rows = (page: Page) => page.getByTestId('domain-row');

/** The size text for English: kB below ~1000 kB, MB below ~1000 MB, else GB; one decimal under 10. */
export function sizeText(bytes: number) {
  const units: [string, number][] = [
    ['kB', 1024],
    ['MB', 1024 ** 2],
    ['GB', 1024 ** 3],
  ];
  let [unit, base] = units[2];
  for (const [u, b] of units) {
    if (bytes / b < 1000) {
      [unit, base] = [u, b];
      break;
    }
  }
  const value = bytes / base;
  const digits = value === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}

export async function openDomainMenu(page: Page, domain: string) {
  await page.getByRole('button', { name: `Actions for ${domain}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

export async function chooseFromMenu(page: Page, domain: string, item: string) {
  const menu = await openDomainMenu(page, domain);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
}

export async function openAddDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Add a domain', exact: true }).click();
  const dialog = dialogById(page, 'domain-add-dialog');
  await expect(dialog.getByRole('heading', { name: 'Add a domain' })).toBeVisible();
  return dialog;
}

export async function submitDomain(page: Page, name: string) {
  const dialog = dialogById(page, 'domain-add-dialog');
  await dialog.getByLabel('Domain name').fill(name);
  await dialog.getByRole('button', { name: 'Add domain' }).click();
  return dialog;
}
