import { expect, openScreen, test } from '../helpers/fixtures';
import { chooseLanguage, viewports } from '../helpers/look';
import { openSsl, row } from '../helpers/ssl';

/** The SSL screen's list: lock states and expiry dates, search, the upsell link, and the certificate board (summary, expiring soon, expiry sort) with the domains table's badge. */

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

test('the certificate board over expiring-certificates: summary, expiring-soon filter, expiry sort and the domains badge, Polish at 390 px, English at 1280 px', async ({
  page,
  scenario,
}) => {
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
  // The board opens most urgent first (expired, then the soonest expiry); on a phone the expiry column keeps the days left.
  await expect.poll(names).toEqual(['example.com', 'shop.example.com', 'blog.example.org', 'elsewhere-dns.net']);
  // Expired has its own icon, not the padlock of its kind.
  await expect(row(page, 'example.com').getByTestId('ssl-state')).toHaveAttribute('data-expired', 'true');
  await expect(row(page, 'shop.example.com').getByTestId('ssl-state')).not.toHaveAttribute('data-expired');

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

  // The domains table shows the same badge: expired in its own colour, not the amber of "expires in 5 days".
  await openScreen(page, 'domains', 'Domains');
  const badge = (domain: string) => page.locator(`[data-testid="domain-row"][data-domain="${domain}"]`).getByTestId('ssl-expiry-state');
  await expect(badge('example.com')).toHaveText('· expired');
  await expect(badge('example.com')).toHaveAttribute('data-tone', 'expired');
  await expect(badge('shop.example.com')).toHaveAttribute('data-tone', 'soon');
  await expect(badge('blog.example.org')).toHaveText('· expires in 60 days');
  const ssl = (domain: string) => page.locator(`[data-testid="domain-row"][data-domain="${domain}"]`).getByTestId('domain-ssl');
  await expect(ssl('example.com')).toHaveClass(/domain-badge-expired/);
  await expect(ssl('shop.example.com')).toHaveClass(/domain-badge-warn/);
  await expect(ssl('shop.example.com')).not.toHaveClass(/domain-badge-expired/);

  // The domain not at our name servers is marked; its menu offers the free certificate, and the refusal names the name servers.
  const elsewhere = page.locator('[data-testid="domain-row"][data-domain="elsewhere-dns.net"]');
  await expect(elsewhere.getByTestId('domain-not-pointed')).toHaveText('Name servers not set');
  await expect(page.getByTestId('domain-not-pointed')).toHaveCount(1);
  await elsewhere.getByRole('button', { name: 'Actions for elsewhere-dns.net' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Get a free SSL certificate' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate a free certificate' });
  await generate.getByRole('button', { name: 'Generate' }).click();
  await expect(generate.getByRole('alert')).toContainText(
    /Domain is not pointed to our nameservers\. Set its name servers to ns1\.\S+, ns2\.\S+ where the domain is registered/,
  );
  await page.keyboard.press('Escape');
  // Renew for the expired Let's Encrypt certificate, from the domain's menu.
  await page.getByRole('button', { name: 'Actions for example.com' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Renew the SSL certificate' }).click();
  await page.getByRole('dialog', { name: 'Renew the certificate' }).getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByTestId('toasts')).toContainText('The certificate was renewed: example.com');
  await expect(ssl('example.com')).not.toHaveClass(/domain-badge-expired/);
});
