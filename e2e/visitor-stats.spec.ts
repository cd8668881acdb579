import { dialogById, expect, kitOf, test } from './helpers/fixtures';
import { chooseFromMenu, openDomainMenu } from './helpers/domains';
import { openLook } from './helpers/look';

/**
 * Visitor statistics (the `visitorStats` extension): lines of known visits appended to a domain's
 * access log through test control, on an account whose clock is past every seeded line, are what
 * the domain's statistics then count — totals, each day's numbers in the table, the top pages and
 * referrers, the bots apart; the dialog looked at in every width, both languages and the dark mode.
 * The palette finds them too. Without the extension the domain's menu has no such item. The figures' rules in detail are the
 * API tests' (server/test/extensions-visitor-stats.test.ts), the states the component tests'.
 */

const NOW = '2031-05-10T12:00:00.000Z';
const DOMAIN = 'example.com';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const line = (ip: string, when: string, request: string, status: number, bytes: number, referrer: string, agent: string) =>
  `${ip} - - [${when} +0000] "${request} HTTP/1.1" ${status} ${bytes} "${referrer}" "${agent}"`;

// Yesterday one visitor's two visits (three page views and a style sheet); today another visitor's
// page from a search engine, and Googlebot.
const LINES = [
  line('192.0.2.1', '09/May/2031:10:00:00', 'GET /', 200, 1000, 'https://www.google.com/', FIREFOX),
  line('192.0.2.1', '09/May/2031:10:00:01', 'GET /style.css', 200, 1000, `https://${DOMAIN}/`, FIREFOX),
  line('192.0.2.1', '09/May/2031:10:10:00', 'GET /about/', 200, 2000, `https://${DOMAIN}/`, FIREFOX),
  line('192.0.2.1', '09/May/2031:11:00:00', 'GET /about/', 200, 2000, '-', FIREFOX),
  line('2001:db8::1', '10/May/2031:09:00:00', 'GET /blog/', 200, 3000, 'https://duckduckgo.com/', PHONE),
  line('203.0.113.5', '10/May/2031:09:30:00', 'GET /', 200, 1000, '-', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
];

test('reads a domain’s visitor figures that match the lines of its log', async ({ page, api, account }) => {
  const kit = kitOf(api);
  await kit.clock({ login: account.login, now: NOW });
  await kit.log({ login: account.login, domain: DOMAIN, kind: 'access', lines: LINES });
  const look = await openLook(page, account, 'domains');
  await chooseFromMenu(page, DOMAIN, 'Visitor statistics');
  const dialog = dialogById(page, 'visitor-stats-dialog');
  await expect(dialog.getByRole('heading', { name: `Visitor statistics: ${DOMAIN}` })).toBeVisible();
  // Visits 3, visitors 2, page views 4, 10 kB sent, 1 request of 6 by a bot.
  await expect(dialog.getByTestId('visitor-total')).toHaveText(['3', '2', '4', '9.8 kB', '16.7%']);
  await dialog.getByRole('switch', { name: 'Show as table' }).check();
  const days = dialog.getByRole('table', { name: 'Visits, visitors, page views and data per day' });
  await expect(days.getByRole('row').nth(1)).toHaveText(/May 10\s*1\s*1\s*1\s*3\.9 kB/);
  await expect(days.getByRole('row').nth(2)).toHaveText(/May 9\s*2\s*1\s*3\s*5\.9 kB/);
  await expect(dialog.getByTestId('visitor-top-pages').getByRole('row').nth(1)).toHaveText(/\/about\/\s*2/);
  await expect(dialog.getByTestId('visitor-top-referrers').getByRole('row')).toHaveText([/Referring site/, /duckduckgo\.com\s*1/, /www\.google\.com\s*1/]);
  await look('visitor-stats', 'dialog', { dark: true, reopen: () => chooseFromMenu(page, DOMAIN, 'Visitor statistics') });
  // The palette finds them by their words alone.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the panel' }).fill('visitor statistics');
  await page.getByRole('option', { name: `Visitor statistics: ${DOMAIN}` }).click();
  await expect(dialog.getByTestId('visitor-total').first()).toHaveText('3');
});

test.describe('without the extension', () => {
  test.use({ capabilities: [] });
  test('the domain’s menu offers no visitor statistics', async ({ page, account }) => {
    await openLook(page, account, 'domains');
    const menu = await openDomainMenu(page, DOMAIN);
    await expect(menu.getByRole('menuitem', { name: 'Show the error log' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Visitor statistics' })).toHaveCount(0);
  });
});
