import type { Page } from '@playwright/test';
import { dialogById, expect, openScreen, signIn, test, toast } from './helpers/fixtures';
import { row } from './helpers/domains';
import { openLook } from './helpers/look';

/**
 * Mail authentication (the `mailAuth` extension) on the demo account: shop.example.com lacks DKIM
 * and DMARC, blog.example.org has two SPF records and p=none, example.com is complete and
 * elsewhere-dns.net is served elsewhere. shop's badge opens its dialog, one step fixes it (the
 * records written listed) and the badge goes; the E-mail screen then names blog alone. Without the
 * extension no badge, no Needs attention item and no palette entry. The checks in detail are the
 * server's tests, the dialog's states the component test's (client/src/features/mail-auth).
 */

const badge = (page: Page, domain: string) => row(page, domain).getByTestId('mail-auth-badge');

async function openShop(page: Page) {
  await badge(page, 'shop.example.com').click();
  const dialog = dialogById(page, 'mail-auth-dialog');
  await expect(dialog.getByRole('heading', { name: 'Mail authentication' })).toBeVisible();
  return dialog;
}

test('fixes a domain’s missing DKIM in one step from its badge, and the badge goes', async ({ page, account }) => {
  const look = await openLook(page, account, 'domains');
  await expect(badge(page, 'shop.example.com')).toHaveText('Mail: DKIM and DMARC');
  await expect(badge(page, 'blog.example.org')).toHaveText('Mail: SPF and DMARC');
  await expect(badge(page, 'example.com')).toHaveCount(0);
  await expect(badge(page, 'elsewhere-dns.net')).toHaveCount(0);

  const dialog = await openShop(page);
  const check = (part: string) => dialog.locator(`[data-testid="mail-auth-check"][data-part="${part}"]`);
  await expect(check('spf')).toContainText('Valid');
  await expect(check('dkim')).toContainText('MissingA signature on each message');
  await expect(check('dkim')).toContainText('There is no DKIM key: messages from this domain are not signed.');
  await look('mail-auth', 'dialog', { dark: true, reopen: async () => void (await openShop(page)) });

  await dialog.getByRole('button', { name: 'Fix in one step' }).click();
  const result = dialog.getByTestId('mail-auth-result');
  await expect(result).toContainText('Written to the zone:');
  await expect(result).toContainText('default._domainkey.shop.example.com TXT "v=DKIM1; k=rsa; p=MIIB');
  await expect(result).toContainText('_dmarc.shop.example.com TXT "v=DMARC1; p=quarantine; rua=mailto:postmaster@shop.example.com"');
  await expect(check('dkim')).toContainText('Valid');
  await expect(toast(page, 'Mail authentication of shop.example.com fixed.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(badge(page, 'shop.example.com')).toHaveCount(0);
  await expect(badge(page, 'blog.example.org')).toBeVisible();

  await openScreen(page, 'emails');
  await expect(page.getByTestId('mail-auth-strip').getByTestId('mail-auth-badge')).toHaveText(['blog.example.org: SPF and DMARC']);
});

test.describe('without the extension', () => {
  test.use({ capabilities: [] });

  test('no badge, no Needs attention item, no palette entry', async ({ page, account }) => {
    await signIn(page, account);
    await expect(row(page, 'shop.example.com')).toBeVisible();
    await expect(page.getByTestId('attention-item').first()).toBeVisible();
    await expect(page.locator('[data-testid="attention-item"][data-kind="mailAuth"]')).toHaveCount(0);
    await expect(page.getByTestId('mail-auth-badge')).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await page.locator('#palette-input').fill('mail authentication');
    await expect(page.getByTestId('palette-empty')).toBeVisible();
  });
});
