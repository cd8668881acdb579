import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { control, dialogById, expect, serverLists, signIn, type Account } from './fixtures';

/** What the SSL specs (e2e/ssl/) share: the test certificates, the account's time, rows, the upload wizard, the server's SSL states. */

const certs = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'certs');
export const pem = (...parts: string[]) => fs.readFileSync(path.join(certs, ...parts), 'utf8');
export const scenario = (name: string) => ({ cert: pem(name, 'cert.pem'), key: pem(name, 'key.pem'), ca: pem(name, 'ca.pem') });

/** Every test certificate but the expired one is valid then; the account's session starts then too. */
export const NOW = '2027-03-01T12:00:00.000Z';

export const row = (page: Page, domain: string) => page.locator(`[data-testid="ssl-row"][data-domain="${domain}"]`);

/** Puts the account at the virtual time and signs in on the SSL screen. */
export async function openSsl(page: Page, api: APIRequestContext, account: Account) {
  await control(api, '/__test/clock', { login: account.login, now: NOW });
  await signIn(page, account, 'ssl');
}

export async function openUpload(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Upload a certificate' }).click();
  const dialog = dialogById(page, 'certificate-upload-dialog');
  await expect(dialog.getByLabel('Certificate (CRT)')).toBeFocused();
  return dialog;
}

export async function check(page: Page, texts: { cert: string; key: string; ca: string }) {
  const dialog = await openUpload(page);
  await dialog.getByLabel('Certificate (CRT)').fill(texts.cert);
  await dialog.getByLabel('Private key (KEY)').fill(texts.key);
  await dialog.getByLabel('Intermediate certificates (CA bundle)').fill(texts.ca);
  await dialog.getByRole('button', { name: 'Check certificate' }).click();
  return dialog;
}

export const sslOf = async (api: APIRequestContext, account: Account) =>
  Object.fromEntries((await serverLists(api, account)).domains.map((d) => [d.domain, [d.sslType, d.sslExpires]]));
