import { apiToken, control, dialogById, expect, signIn, test, toast } from '../helpers/fixtures';
import { NOW, check, openSsl, openUpload, pem, row, scenario, sslOf } from '../helpers/ssl';

/** Installing certificates: an uploaded chain checked and installed or refused, a free one generated, the upload reached from the domain menu. */

test('checks a complete chain and installs it on every domain it covers, one call each', async ({ page, api, account }) => {
  // A subdomain the wildcard name covers, so the certificate goes to two domains.
  await control(api, '/domain/add', { domain: 'cdn.shop.example.com' }, await apiToken(api, account));
  await openSsl(page, api, account);
  const dialog = await check(page, scenario('shop.example.com'));
  const result = dialog.getByTestId('certificate-result');
  await expect(dialog.getByTestId('certificate-step')).toHaveText('Step 2 of 2');
  await expect(result).toContainText('Hosting Example Test Issuing CA 1');
  await expect(result).toContainText('*.shop.example.com');
  await expect(result).toContainText('Dec 27, 2027');
  await expect(dialog.getByTestId('certificate-targets')).toHaveText('cdn.shop.example.com, shop.example.com');
  await expect(dialog.locator('[data-testid="certificate-check"][data-passed="false"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Install' }).click();
  await expect(toast(page, 'Certificate was installed: cdn.shop.example.com, shop.example.com')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'cdn.shop.example.com').getByTestId('ssl-state')).toHaveAttribute('data-ssl-type', 'custom');
  await expect(row(page, 'cdn.shop.example.com').getByTestId('ssl-expires')).toHaveText('Dec 27, 2027· expires in 301 days');

  const ssl = await sslOf(api, account);
  expect(ssl['cdn.shop.example.com']).toEqual(['custom', '2027-12-27 05:57:03']);
  expect(ssl['shop.example.com']).toEqual(['custom', '2027-12-27 05:57:03']);
  const uploads = (await control<{ requests: { path: string; status: number }[] }>(api, '/__test/requests', { login: account.login })).requests.filter(
    (r) => r.path === '/certificate/upload',
  );
  expect(uploads.map((r) => r.status)).toEqual([200, 200]);
});

for (const [name, texts, message] of [
  ['a self-signed', () => scenario('self-signed'), 'The certificate is self-signed.'],
  ['an expired', () => scenario('expired'), 'The certificate is expired.'],
  ['a chain-missing', () => scenario('missing-intermediate'), 'One or more intermediate certificates is missing.'],
  ['a foreign-domain', () => scenario('unknown-domain'), 'The certificate does not match any domain in your account.'],
  [
    'a key-mismatch',
    () => ({ ...scenario('shop.example.com'), key: pem('self-signed', 'key.pem') }),
    'The provided private key does not match the certificate.',
  ],
] as const) {
  test(`refuses ${name} certificate on the result step, Install disabled, nothing installed`, async ({ page, api, account }) => {
    await openSsl(page, api, account);
    const before = await sslOf(api, account);
    const dialog = await check(page, texts());
    await expect(dialog.getByTestId('certificate-refusal')).toHaveText(message);
    await expect(dialog.getByRole('button', { name: 'Install' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog.getByTestId('certificate-step')).toHaveText('Step 1 of 2');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await sslOf(api, account)).toEqual(before);
  });
}

test('a text without its marker is refused under its field; unreadable PEM returns to step 1 with the certificate marked', async ({ page, api, account }) => {
  await openSsl(page, api, account);
  const dialog = await openUpload(page);
  await dialog.getByRole('button', { name: 'Check certificate' }).click();
  await expect(dialog.getByText('You need to provide a valid SSL certificate.')).toBeVisible();
  await expect(dialog.getByText('You need to provide a valid certificate key.')).toBeVisible();
  await expect(dialog.getByText('You need to provide a valid certificate chain.')).toBeVisible();

  const valid = scenario('shop.example.com');
  await dialog.getByLabel('Certificate (CRT)').fill('-----BEGIN CERTIFICATE-----\nnot base64 at all!\n-----END CERTIFICATE-----\n');
  await dialog.getByLabel('Private key (KEY)').fill(valid.key);
  await dialog.getByLabel('Intermediate certificates (CA bundle)').fill(valid.ca);
  await dialog.getByRole('button', { name: 'Check certificate' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The certificate cannot be read.');
  await expect(dialog.getByLabel('Certificate (CRT)')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByTestId('certificate-step')).toHaveText('Step 1 of 2');
});

test('generates a free certificate, hides generation once it is there, and refuses a domain pointed elsewhere', async ({ page, api, account }) => {
  await openSsl(page, api, account);
  await row(page, 'example.com').getByRole('button', { name: 'Certificate actions for example.com' }).click();
  await expect(page.getByRole('menuitem', { name: 'Generate a free certificate' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Renew the certificate' })).toBeVisible();
  await page.keyboard.press('Escape');

  await row(page, 'blog.example.org').getByRole('button', { name: 'Certificate actions for blog.example.org' }).click();
  await page.getByRole('menuitem', { name: 'Generate a free certificate' }).click();
  const dialog = dialogById(page, 'certificate-generate-dialog');
  await expect(dialog).toContainText('blog.example.org');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(toast(page, 'A free certificate was generated: blog.example.org')).toBeVisible();
  await expect(row(page, 'blog.example.org').getByTestId('ssl-state')).toHaveAttribute('data-ssl-type', 'letsencrypt');
  // 90 days from the account's clock.
  await expect(row(page, 'blog.example.org').getByTestId('ssl-expires')).toHaveText('May 30, 2027· expires in 90 days');
  expect((await sslOf(api, account))['blog.example.org']).toEqual(['letsencrypt', '2027-05-30 12:00:00']);

  await row(page, 'elsewhere-dns.net').getByRole('button', { name: 'Certificate actions for elsewhere-dns.net' }).click();
  await page.getByRole('menuitem', { name: 'Generate a free certificate' }).click();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Domain is not pointed to our nameservers. Set its name servers to');
  expect((await sslOf(api, account))['elsewhere-dns.net']).toEqual(['auto', null]);
});

test('the domain menu’s upload item opens the upload dialog on the SSL screen', async ({ page, api, account }) => {
  await control(api, '/__test/clock', { login: account.login, now: NOW });
  await signIn(page, account);
  await page.locator('[data-testid="domain-row"][data-domain="blog.example.org"]').getByRole('button', { name: 'Actions for blog.example.org' }).click();
  await page.getByRole('menuitem', { name: 'Upload an SSL certificate' }).click();
  await expect(page).toHaveURL(/\/ssl$/);
  await expect(dialogById(page, 'certificate-upload-dialog').getByLabel('Certificate (CRT)')).toBeFocused();
});
