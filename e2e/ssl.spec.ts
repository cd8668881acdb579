import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, control, dialogById, dismiss, expect, openScreen, serverLists, signIn, test, toast, type Account } from './helpers/fixtures';
import { chooseLanguage, looks, openLook, viewports } from './helpers/look';

const certs = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'certs');
const pem = (...parts: string[]) => fs.readFileSync(path.join(certs, ...parts), 'utf8');
const scenario = (name: string) => ({ cert: pem(name, 'cert.pem'), key: pem(name, 'key.pem'), ca: pem(name, 'ca.pem') });

/** Every test certificate but the expired one is valid then; the account's session starts then too. */
const NOW = '2027-03-01T12:00:00.000Z';

const row = (page: Page, domain: string) => page.locator(`[data-testid="ssl-row"][data-domain="${domain}"]`);

/** Puts the account at the virtual time and signs in on the SSL screen. */
async function openSsl(page: Page, api: APIRequestContext, account: Account) {
  await control(api, '/__test/clock', { login: account.login, now: NOW });
  await signIn(page, account, 'ssl');
}

async function openUpload(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Upload a certificate' }).click();
  const dialog = dialogById(page, 'certificate-upload-dialog');
  await expect(dialog.getByLabel('Certificate (CRT)')).toBeFocused();
  return dialog;
}

async function check(page: Page, texts: { cert: string; key: string; ca: string }) {
  const dialog = await openUpload(page);
  await dialog.getByLabel('Certificate (CRT)').fill(texts.cert);
  await dialog.getByLabel('Private key (KEY)').fill(texts.key);
  await dialog.getByLabel('Intermediate certificates (CA bundle)').fill(texts.ca);
  await dialog.getByRole('button', { name: 'Check certificate' }).click();
  return dialog;
}

const sslOf = async (api: APIRequestContext, account: Account) =>
  Object.fromEntries((await serverLists(api, account)).domains.map((d) => [d.domain, [d.sslType, d.sslExpires]]));

test('lists the domains with their lock states and expiry dates, searchable, with the upsell link', async ({ page, api, account }) => {
  await openSsl(page, api, account);
  await expect(page.getByTestId('ssl-row')).toHaveCount(4);
  await expect(row(page, 'example.com').getByTestId('ssl-state')).toHaveAttribute('data-ssl-type', 'letsencrypt');
  // The account's clock alone (not the browser's) says the Let's Encrypt certificate has expired.
  await expect(row(page, 'example.com').getByTestId('ssl-expires')).toHaveText('Jan 21, 2027· expired');
  await expect(row(page, 'shop.example.com').getByTestId('ssl-state')).toHaveText('Uploaded');
  await expect(row(page, 'shop.example.com').getByTestId('ssl-expires')).toHaveText('Dec 27, 2027· expires in 301 days');
  await expect(row(page, 'blog.example.org').getByTestId('ssl-state')).toHaveText('Not generated');
  await expect(page.getByRole('link', { name: /Buy a certificate/ })).toHaveAttribute('href', new RegExp(account.login));
  await expect(page.getByRole('link', { name: /Buy a certificate/ })).toHaveAttribute('target', '_blank');

  await page.getByRole('searchbox', { name: 'Search domains' }).fill(' EXAMPLE.O');
  await expect(page.getByTestId('ssl-row')).toHaveCount(1);
  await expect(row(page, 'blog.example.org')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search domains' }).fill('nothing-like-this');
  await expect(page.getByText('No domain names match the search criteria.')).toBeVisible();
});

test('the certificate board over expiring-certificates: summary, expiring-soon filter, expiry sort and the domains badge, Polish at 390 px, English at 1280 px', async ({ page, scenario }) => {
  const account = await scenario('expiring-certificates');
  const names = () => page.getByTestId('ssl-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-domain')));
  await page.setViewportSize(viewports.phone);
  // The browser's clock is left alone: the scenario's clock, from the replies' Date header, judges expiry.
  await page.goto(account.handoffUrl);
  await expect(page).toHaveURL(/\/ssl$/);
  await chooseLanguage(page, 'pl');
  await expect(page.getByTestId('ssl-summary')).toHaveText('1 certyfikat wygasł, 1 wygasa w ciągu 14 dni');
  await expect(row(page, 'example.com').getByTestId('ssl-expiry-state')).toHaveText('wygasł');
  await expect(row(page, 'example.com').getByTestId('ssl-expiry-state')).toHaveAttribute('data-tone', 'expired');
  await expect(row(page, 'shop.example.com').getByTestId('ssl-expiry-state')).toHaveText('wygasa za 5 dni');
  await expect(row(page, 'blog.example.org').getByTestId('ssl-expiry-state')).toHaveAttribute('data-tone', 'fine');
  const soon = page.getByRole('switch', { name: 'Tylko wkrótce wygasające' });
  await soon.check();
  await expect.poll(names).toEqual(['example.com', 'shop.example.com']);
  await soon.uncheck();
  await expect(page.getByTestId('ssl-row')).toHaveCount(4);
  // On a phone the expiry column keeps the days left, and sorts.
  await page.getByTestId('sort-expires').click();
  await expect.poll(names).toEqual(['example.com', 'shop.example.com', 'blog.example.org', 'elsewhere-dns.net']);

  await page.setViewportSize(viewports.desktop);
  await chooseLanguage(page, 'en');
  await expect(page.getByTestId('ssl-summary')).toHaveText('1 expired, 1 expires within 14 days');
  // The order holds at 1280 px; a second click on the header turns it round.
  await expect(page.getByRole('columnheader', { name: 'Expires' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(names).toEqual(['example.com', 'shop.example.com', 'blog.example.org', 'elsewhere-dns.net']);
  await page.getByTestId('sort-expires').click();
  await expect.poll(names).toEqual(['elsewhere-dns.net', 'blog.example.org', 'shop.example.com', 'example.com']);
  await page.getByRole('switch', { name: 'Expiring soon only' }).check();
  await expect(page.getByTestId('ssl-count')).toHaveText('2 domains');

  // The domains table shows the same badge.
  await openScreen(page, 'domains', 'Domains');
  const badge = (domain: string) => page.locator(`[data-testid="domain-row"][data-domain="${domain}"]`).getByTestId('ssl-expiry-state');
  await expect(badge('example.com')).toHaveText('· expired');
  await expect(badge('example.com')).toHaveAttribute('data-tone', 'expired');
  await expect(badge('shop.example.com')).toHaveAttribute('data-tone', 'soon');
  await expect(badge('blog.example.org')).toHaveText('· expires in 60 days');
});

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
  ['a key-mismatch', () => ({ ...scenario('shop.example.com'), key: pem('self-signed', 'key.pem') }), 'The provided private key does not match the certificate.'],
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
  await expect(dialog.getByRole('alert')).toHaveText('Domain is not pointed to our nameservers.');
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

/** Screenshots (three widths, en and pl) and checks of the SSL and the statistics and logs screens, their menus and dialogs. */

const texts = {
  en: { ssl: 'SSL certificates', actions: 'Certificate actions for', generate: 'Generate a free certificate', upload: 'Upload a certificate', logs: 'Statistics and logs', serverLogs: 'Server logs', back: 'Go back', follow: 'Follow', filter: 'Filter the lines', wrap: 'Wrap lines' },
  pl: { ssl: 'Certyfikaty SSL', actions: 'Akcje certyfikatu dla', generate: 'Wygeneruj bezpłatny certyfikat', upload: 'Wgraj certyfikat', logs: 'Statystyki i logi', serverLogs: 'Logi serwera', back: 'Wstecz', follow: 'Śledź', filter: 'Filtruj wiersze', wrap: 'Zawijaj wiersze' },
} as const;

/** Fills the upload wizard with the valid test chain and checks it. */
async function checkValidCertificate(page: Page) {
  const dialog = dialogById(page, 'certificate-upload-dialog');
  await dialog.locator('#certificate-cert').fill(pem('shop.example.com', 'cert.pem'));
  await dialog.locator('#certificate-key').fill(pem('shop.example.com', 'key.pem'));
  await dialog.locator('#certificate-ca').fill(pem('shop.example.com', 'ca.pem'));
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByTestId('certificate-result')).toBeVisible();
}

for (const at of looks) {
  test(`ssl and logs, ${at.size}, ${at.locale}`, async ({ page, api, account }) => {
    // Many views, each screenshot and checked.
    test.slow();
    const t = texts[at.locale];
    await control(api, '/__test/clock', { login: account.login, now: '2027-03-01T12:00:00Z' });
    const look = await openLook(page, account, at, 'ssl');
    await expect(page.getByRole('heading', { level: 1, name: t.ssl })).toBeVisible();
    await expect(page.getByTestId('ssl-row')).toHaveCount(4);
    await look('ssl');

    await page.getByRole('button', { name: `${t.actions} blog.example.org` }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await look('ssl-row-menu', 'menu');
    await page.getByRole('menuitem', { name: t.generate }).click();
    const generate = dialogById(page, 'certificate-generate-dialog');
    await expect(generate).toBeVisible();
    await look('ssl-generate-dialog', 'dialog');
    await dismiss(page, generate);

    await page.getByRole('main').getByRole('button', { name: t.upload }).click();
    const upload = dialogById(page, 'certificate-upload-dialog');
    await upload.locator('button[type="submit"]').click();
    await expect(upload.locator('.invalid-feedback').first()).toBeVisible();
    await look('ssl-upload-dialog', 'dialog');
    await checkValidCertificate(page);
    await look('ssl-upload-result', 'dialog');
    // A certificate the check refuses: its failed checks and the reason Install stays disabled.
    await upload.getByRole('button', { name: t.back }).click();
    const expired = scenario('expired');
    for (const field of ['cert', 'key', 'ca'] as const) await upload.locator(`#certificate-${field}`).fill(expired[field]);
    await upload.locator('button[type="submit"]').click();
    await expect(upload.getByTestId('certificate-refusal')).toBeVisible();
    await look('ssl-upload-refused', 'dialog');
    await dismiss(page, upload);

    await openScreen(page, 'logs', t.logs);
    await expect(page.getByTestId('top-websites').getByTestId('top-entry')).toHaveCount(4);
    await expect(page.getByTestId('stats-syncing')).toBeHidden();
    await look('logs-stats');

    await page.getByRole('tab', { name: t.serverLogs }).click();
    await expect(page.getByTestId('logs-row')).toHaveCount(4);
    await look('logs-server');

    await page.getByTestId('logs-row').first().getByRole('button').click();
    await page.getByRole('menuitem').last().click();
    const viewer = dialogById(page, 'domain-log-dialog');
    await expect(viewer.getByTestId('log-viewer-text')).toBeVisible();
    await look('logs-viewer', 'dialog');
    // Following the log, its lines filtered: the count says how many of all are shown.
    await viewer.getByRole('switch', { name: t.follow }).check();
    await viewer.getByRole('searchbox', { name: t.filter }).fill('PHP Warning');
    // On a phone the long lines wrap from the start: the newest match is in sight, not off to the right.
    await expect(viewer.getByRole('switch', { name: t.wrap })).toBeChecked({ checked: at.size === 'phone' });
    await expect(viewer.getByTestId('log-viewer-text').locator('mark').last()).toBeInViewport(at.size === 'phone' ? { ratio: 1 } : {});
    await look('logs-viewer-follow', 'dialog');
  });
}
