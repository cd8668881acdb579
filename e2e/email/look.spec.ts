import type { Locator } from '@playwright/test';
import { addDomain, dialogById, dismiss, expect, longDomain, test } from '../helpers/fixtures';
import { openLook, viewports } from '../helpers/look';

/**
 * Screenshots (three widths, en and pl) and checks of the e-mail screen's five tabs and their
 * dialogs, with an 86-character domain in the domain filter, the catch-all list and a new mailbox.
 */

const t = {
  title: 'E-mail',
  create: 'Create an e-mail account',
  more: 'More',
  actions: 'Actions for',
  password: 'Change password',
  quota: 'Change capacity',
  deleteAccount: 'Delete account',
  config: 'E-mail configuration',
  createAlias: 'Create an e-mail alias',
  deleteAlias: 'Delete alias',
  catchall: 'Change the default address of',
  trusted: 'Add a trusted sender',
  removeSender: 'Remove invoices@supplier.example from the trusted senders of example.com',
  /** Each tab's key, its name on a desktop and its short name on a tablet and a phone. */
  tabs: [
    ['accounts', 'E-mail accounts', 'Accounts'],
    ['aliases', 'Aliases', 'Aliases'],
    ['catchall', 'Default addresses', 'Defaults'],
    ['filters', 'Blocks and filters', 'Filters'],
    ['monitoring', 'Mail monitoring', 'Monitoring'],
  ],
} as const;

test('e-mail screen at every width, in English and Polish', async ({ page, api, account }) => {
  // Many views, each looked at six ways.
  test.slow();
  const long = longDomain(account);
  await addDomain(api, account, long);
  const look = await openLook(page, account, 'emails');

  /** A dialog, opened by `open`, looked at and closed with Escape; `then` runs before the look (a submit that shows the rule messages, say). */
  const lookAt = async (name: string, id: string, open: () => Promise<void>, then?: (dialog: Locator) => Promise<void>) => {
    await open();
    const dialog = dialogById(page, id);
    await expect(dialog).toBeVisible();
    await then?.(dialog);
    await look(`emails-${name}-dialog`, 'dialog');
    await dismiss(page, dialog);
  };
  const rowMenu = async (address: string, item: string) => {
    await page.getByRole('button', { name: `${t.actions} ${address}`, exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
  };
  const submitEmpty = async (dialog: Locator) => {
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('.invalid-feedback').first()).toBeVisible();
  };
  // The dialogs of each tab, opened from the tab as it is shown (john.smith receives two aliases' mail: his delete dialog names them).
  const dialogs: Partial<Record<(typeof t.tabs)[number][0], () => Promise<void>>> = {
    accounts: async () => {
      await lookAt('password', 'email-password-dialog', () => rowMenu('john.smith@example.com', t.password));
      await lookAt('quota', 'email-quota-dialog', () => rowMenu('john.smith@example.com', t.quota));
      await lookAt('delete', 'email-delete-dialog', () => rowMenu('john.smith@example.com', t.deleteAccount));
      await lookAt('config', 'email-config-dialog', () => page.getByRole('tabpanel').getByRole('button', { name: t.config }).click());
    },
    aliases: async () => {
      await lookAt('alias', 'email-alias-dialog', () => page.getByRole('tabpanel').getByRole('button', { name: t.createAlias }).click(), submitEmpty);
      await lookAt('alias-delete', 'email-alias-delete-dialog', () => rowMenu('sales@example.com', t.deleteAlias));
    },
    catchall: () => lookAt('catchall', 'email-catchall-dialog', () => page.getByRole('button', { name: `${t.catchall} ${long}` }).click()),
    filters: async () => {
      await lookAt('sender', 'email-trusted-dialog', () => page.getByRole('tabpanel').getByRole('button', { name: t.trusted }).click(), submitEmpty);
      await lookAt('sender-remove', 'email-sender-remove-dialog', () => page.getByRole('button', { name: t.removeSender }).click());
    },
  };
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByTestId('email-row')).toHaveCount(9);

  // A tablet names the five tabs short.
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await page.setViewportSize(viewports.tablet);
  for (const [, , short] of t.tabs) await expect(tab(short)).toBeVisible();
  // A phone shows the first three tabs; the others sit in the "More" menu, which takes the name of the one chosen from it.
  await page.setViewportSize(viewports.phone);
  for (const [index, [, , short]] of t.tabs.entries()) await expect(tab(short)).toHaveCount(index < 3 ? 1 : 0);
  for (const [index, [, , short]] of t.tabs.slice(3).entries()) {
    await tab(index === 0 ? t.more : t.tabs[3][2]).click();
    await page.locator('.dropdown-menu.show').getByText(short, { exact: true }).click();
    await expect(tab(short)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  await page.setViewportSize(viewports.desktop);

  for (const [key, full] of t.tabs) {
    await tab(full).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await look(`emails-${key}`);
    await dialogs[key]?.();
  }

  await tab(t.tabs[0][1]).click();
  await page.getByRole('tabpanel').getByRole('button', { name: t.create }).click();
  const create = dialogById(page, 'email-create-dialog');
  await create.locator('button[type="submit"]').click();
  await expect(create.locator('.invalid-feedback').first()).toBeVisible();
  await look('emails-create-dialog', 'dialog');
  // A mailbox of the long domain: the information that follows names its whole address.
  await create.locator('#email-create-domain').selectOption(long);
  await create.locator('#email-create-name').fill('look');
  await create.locator('#email-create-password').fill('Look-Mailbox-2026');
  await create.locator('#email-create-repeat').fill('Look-Mailbox-2026');
  await create.locator('button[type="submit"]').click();
  const info = dialogById(page, 'email-info-dialog');
  await expect(info).toBeVisible();
  await look('emails-info-dialog', 'dialog');
});
