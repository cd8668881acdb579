import type { Page } from '@playwright/test';
import { dialogById, expect, test, toast } from './helpers/fixtures';
import { chooseFromMenu, openDomainMenu } from './helpers/domains';
import { openLook } from './helpers/look';

/**
 * The DNS zone editor (the `dnsZone` extension): from a domain's row menu, records of several types
 * added and edited through the per-type form, the refusals a DNS server gives seen in words (a CNAME
 * beside the name's A record, a bad address); the zone, its form, a provider's set and the reset's
 * confirmation looked at in every width, both languages and the dark mode; and a domain served
 * elsewhere naming the name servers. The rules in detail are the API tests' and the form's tests'.
 */

const DOMAIN = 'shop.example.com';

async function openZone(page: Page, domain = DOMAIN) {
  await chooseFromMenu(page, domain, 'Edit the DNS zone');
  const dialog = dialogById(page, 'dns-zone-dialog');
  await expect(dialog.getByRole('heading', { name: `DNS zone: ${domain}` })).toBeVisible();
  return dialog;
}

async function fill(page: Page, fields: Record<string, string>) {
  const dialog = dialogById(page, 'dns-zone-dialog');
  for (const [label, value] of Object.entries(fields)) {
    const field = dialog.getByLabel(label, { exact: true });
    if (label === 'Type' || label === 'Tag' || label === 'Flags') await field.selectOption(value);
    else await field.fill(value);
  }
}

test('adds and edits records of several types, and shows the refusals a DNS server gives in words', async ({ page, account }) => {
  await openLook(page, account, 'domains');
  const dialog = await openZone(page);
  const records = dialog.getByTestId('dns-record');
  await expect(records.filter({ hasText: 'SOA' })).toContainText('Kept by the host');

  // A CNAME where www has an A record: refused as a DNS server would, nothing sent.
  await dialog.getByRole('button', { name: 'Add a record' }).click();
  await fill(page, { Type: 'CNAME', Name: 'www', Value: 'shops.example.net' });
  await dialog.getByRole('button', { name: 'Add the record' }).click();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    /A CNAME record at www cannot stand beside other records: www already has A\./,
  );
  // Another name: added.
  await fill(page, { Name: 'shop' });
  await dialog.getByRole('button', { name: 'Add the record' }).click();
  await expect(toast(page, 'The record shop CNAME shops.example.net was added.')).toBeVisible();
  await expect(records.filter({ hasText: 'shops.example.net' })).toBeVisible();

  // An MX with a bad priority and an IPv4 address that is not one: each field says what it wants.
  await dialog.getByRole('button', { name: 'Add a record' }).click();
  await fill(page, { Type: 'MX', Name: '@', Value: 'backup.example.net', Priority: '70000' });
  await dialog.getByRole('button', { name: 'Add the record' }).click();
  await expect(dialog.getByText('Choose a priority between 0 and 65535.')).toBeVisible();
  await expect(dialog.getByLabel('Priority', { exact: true })).toBeFocused();
  await fill(page, { Priority: '20' });
  await dialog.getByRole('button', { name: 'Add the record' }).click();
  await expect(records.filter({ hasText: '20 backup.example.net' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Add a record' }).click();
  await fill(page, { Type: 'CAA', Name: '@', Flags: '0', Tag: 'issue', Value: 'letsencrypt.org' });
  await dialog.getByRole('button', { name: 'Add the record' }).click();
  await expect(records.filter({ hasText: '0 issue "letsencrypt.org"' })).toBeVisible();

  // A DKIM key's long TXT: published as two strings, and its row's Edit still one line beside it.
  await dialog.getByRole('button', { name: 'Add a record' }).click();
  await fill(page, { Type: 'TXT', Name: 'k1._domainkey', Value: `v=DKIM1; k=rsa; p=${'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A'.repeat(9)}` });
  await dialog.getByRole('button', { name: 'Add the record' }).click();
  const edit = dialog.getByRole('button', { name: /^Edit the record k1\._domainkey TXT/ });
  await expect(edit).toBeFocused();
  expect((await edit.boundingBox())?.height).toBeLessThan(40);

  // The A record of www edited: a wrong address refused, a right one saved.
  await dialog.getByRole('button', { name: 'Edit the record www A 203.0.113.10' }).click();
  await fill(page, { Value: '203.0.113.300' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter an IPv4 address, like 203.0.113.10.')).toBeVisible();
  await fill(page, { Value: '192.0.2.44', TTL: '600' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(records.filter({ hasText: '192.0.2.44' })).toContainText('600');
  await expect(dialog.getByRole('button', { name: 'Edit the record www A 192.0.2.44' })).toBeFocused();

  // The domain's DNS information is its zone: Domain configuration shows the record as edited.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('button', { name: 'Domain configuration' }).click();
  const config = dialogById(page, 'domain-config-dialog');
  await config.getByLabel('Domain', { exact: true }).selectOption(DOMAIN);
  await expect(config.getByTestId('zone-record').filter({ hasText: '192.0.2.44' })).toContainText('www');
});

test('looks right: the zone, its form, a provider’s set and the reset, a domain served elsewhere', async ({ page, account }) => {
  // Every width, both languages and the dark mode of four views: as slow as the other look specs.
  test.slow();
  const look = await openLook(page, account, 'domains');
  const reopen = async () => void (await openZone(page));
  const dialog = await openZone(page);
  await look('dns-zone', 'dialog', { dark: true, reopen });

  await dialog.getByRole('button', { name: 'Add a record' }).click();
  await fill(page, { Type: 'TXT', Name: '_dmarc', Value: 'x'.repeat(300) });
  await expect(dialog.getByText('Published as 2 strings.')).toBeVisible();
  await look('dns-zone-form', 'dialog', { sizes: ['phone', 'desktop'], locales: ['en'], dark: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await dialog.getByRole('button', { name: 'Mail provider records' }).click();
  await dialog.getByLabel('Zoho Mail').check();
  await expect(dialog.getByTestId('dns-changes-added')).toContainText('mx3.zoho.com');
  await expect(dialog.getByTestId('dns-changes-removed')).toContainText('mail.shop.example.com');
  await dialog.getByRole('button', { name: 'Apply the records' }).click();
  await expect(toast(page, 'The records of Zoho Mail are in the zone of shop.example.com.')).toBeVisible();

  await dialog.getByRole('button', { name: "Reset to the host's defaults" }).click();
  await expect(dialog.getByTestId('dns-changes-added')).toContainText('mail.shop.example.com');
  await look('dns-zone-reset', 'dialog', { sizes: ['phone'], dark: true });
  await dialog.getByRole('button', { name: 'Reset the zone' }).click();
  await expect(toast(page, "The zone of shop.example.com holds the host's defaults again.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The palette finds a domain's zone by its words.
  await page.keyboard.press('Control+k');
  await page.locator('#palette-input').fill('dns zone elsewhere');
  await page.getByRole('option', { name: 'DNS zone: elsewhere-dns.net' }).click();
  const elsewhere = dialogById(page, 'dns-zone-dialog');
  await expect(elsewhere.getByTestId('dns-not-served')).toContainText('ns1.hosting.example');
  await expect(elsewhere.getByRole('button', { name: 'Add a record' })).toHaveCount(0);
  await elsewhere.getByRole('button', { name: 'Close' }).last().click();
  await expect((await openDomainMenu(page, DOMAIN)).getByRole('menuitem', { name: 'Edit the DNS zone' })).toBeVisible();
});
