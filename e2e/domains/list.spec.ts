import { apiToken, cloneAccount, control, dialogById, dismiss, expect, openScreen, serverLists, signIn, test } from '../helpers/fixtures';
import { DEMO_DOMAINS, chooseFromMenu, openDomainMenu, row, rows, sizeText } from '../helpers/domains';

/** The domains screen: the list, search, copy buttons, row menus, and paging through many domains. */

test.describe('domains screen', () => {
  test.beforeEach(async ({ page, account }) => {
    await signIn(page, account);
    await expect(rows(page)).toHaveCount(4);
  });

  test('lists the domains with disk usage and IP address', async ({ page, api, account }) => {
    const table = page.getByRole('table', { name: 'Domains' });
    await expect(table.getByRole('columnheader')).toHaveText(['Domain name', 'Disk usage', 'IP address', 'Actions']);
    const { domains } = await serverLists(api, account);
    expect(domains.map((d) => d.domain).sort()).toEqual([...DEMO_DOMAINS].sort());
    for (const domain of domains) {
      const cells = row(page, domain.domain).getByRole('cell');
      await expect(cells.nth(0).getByTitle(domain.domain, { exact: true })).toHaveText(domain.domain);
      await expect(cells.nth(1)).toHaveText(sizeText(domain.diskUsed));
      await expect(cells.nth(2)).toHaveText(domain.ip);
    }
    await expect(page.getByTestId('domains-count')).toHaveText('4 domains');
  });

  test('search filters by a trimmed, case-insensitive part of the name', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Search domains' });
    await search.fill('  SHOP.Example ');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'shop.example.com')).toBeVisible();
    await expect(page.getByTestId('domains-count')).toHaveText('1 domain');

    await search.fill('example');
    await expect(rows(page)).toHaveCount(3);
    await expect(row(page, 'elsewhere-dns.net')).toHaveCount(0);

    await search.fill('.ORG');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'blog.example.org')).toBeVisible();

    await search.fill('no-such-domain');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'No domain names match the search criteria.' })).toBeVisible();

    await search.fill('');
    await expect(rows(page)).toHaveCount(4);
  });

  test('copy buttons put the name and the IP on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = row(page, 'blog.example.org').getByRole('button', { name: 'Copy blog.example.org' });
    await name.click();
    await expect(row(page, 'blog.example.org').getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('blog.example.org');
    // The feedback goes back to the plain copy label.
    await expect(name).toBeVisible();

    await row(page, 'shop.example.com').getByRole('button', { name: 'Copy 203.0.113.10' }).click();
    await expect(row(page, 'shop.example.com').getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('203.0.113.10');
  });

  test('the per-domain menu is grouped; delete applies only where the domain allows it', async ({ page }) => {
    const common = (redirect: string, ...certificate: string[]) => [
      'Create an e-mail account',
      'Create an e-mail alias',
      'Add a trusted sender',
      'Add a blocked sender',
      redirect,
      'Show server log (access)',
      'Show the error log',
      // The extensions the mock advertises: the zone editor and visitor statistics.
      'Edit the DNS zone',
      'Visitor statistics',
      'Browse files',
      'Change PHP version',
      'Install WordPress',
      'Upload an SSL certificate',
      ...certificate,
    ];
    let menu = await openDomainMenu(page, 'example.com');
    await expect(menu.getByRole('menuitem')).toHaveText([
      ...common('Create a redirection', 'Renew the SSL certificate'),
      'Delete domainThe primary domain cannot be deleted.',
    ]);
    await expect(menu.getByRole('menuitem', { name: /Delete domain/ })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // shop.example.com has a redirect of its root folder: the item offers to modify it.
    menu = await openDomainMenu(page, 'shop.example.com');
    await expect(menu.getByRole('menuitem')).toHaveText([
      ...common('Modify the redirection', 'Get a free SSL certificate', 'Renew the SSL certificate'),
      'Delete domain',
    ]);
    await page.keyboard.press('Escape');

    menu = await openDomainMenu(page, 'blog.example.org');
    await expect(menu.getByRole('menuitem', { name: 'Delete domain' })).toBeVisible();
  });

  test('a row menu opens beside its own button, fully visible, on the first open too', async ({ page }) => {
    // Needs attention folded away (as a customer may), so the first rows sit high in the window.
    await page
      .getByTestId('attention-panel')
      .getByRole('button', { name: /Needs attention/ })
      .click();
    for (const domain of ['example.com', 'shop.example.com']) {
      const toggle = page.getByRole('button', { name: `Actions for ${domain}` });
      for (const attempt of ['first open', 'second open']) {
        await toggle.click();
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        const button = (await toggle.boundingBox())!;
        // Below or above the button, never on top of it.
        await expect
          .poll(
            async () => {
              const box = (await menu.boundingBox())!;
              return box.y >= button.y + button.height - 1 || box.y + box.height <= button.y + 1;
            },
            { message: `${domain}, ${attempt}: the menu covers its own button` },
          )
          .toBe(true);
        // Every item can be seen: inside the window and not under the top bar (a menu taller than
        // the room on either side scrolls inside it: the item is scrolled to first). All the items
        // in one call into the page: each scrolled to, its share in view as toBeInViewport
        // measures it (an IntersectionObserver), and what lies on top of it.
        const unseen = () =>
          menu.evaluate(async (box) => {
            const found: string[] = [];
            for (const el of box.querySelectorAll<HTMLElement>('[role=menuitem]')) {
              (el as HTMLElement & { scrollIntoViewIfNeeded(center: boolean): void }).scrollIntoViewIfNeeded(true);
              const ratio = await new Promise<number>((resolve) => {
                const observer = new IntersectionObserver(([entry]) => {
                  observer.disconnect();
                  resolve(entry.intersectionRatio);
                });
                observer.observe(el);
              });
              if (ratio < 1) found.push(`"${el.innerText}" is ${Math.round(ratio * 100)}% in view`);
              const r = el.getBoundingClientRect();
              const hit = document.elementFromPoint(r.left + 4, r.top + 2);
              // A disabled item takes no pointer: what is under it must then be its own menu.
              if (!(hit !== null && (el.contains(hit) || (el.getAttribute('aria-disabled') === 'true' && el.parentElement === hit))))
                found.push(`"${el.innerText}" is covered`);
            }
            return found;
          });
        await expect.poll(unseen, { message: `${domain}, ${attempt}: items out of sight` }).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      }
    }
  });

  test('a row menu works from the keyboard', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Actions for elsewhere-dns.net' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Create an e-mail account' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Again, down to "Change PHP version" and Enter.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const php = menu.getByRole('menuitem', { name: 'Change PHP version' });
    for (let i = 0; i < 12 && !(await php.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
    await expect(php).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialogById(page, 'domain-php-dialog')).toContainText('elsewhere-dns.net');
  });

  test('menu items for other screens open them', async ({ page }) => {
    // One screen load per item.
    test.slow();
    // Each opens its screen with its dialog, set to that domain (its title or a chosen option names
    // it); a certificate goes to every domain it covers, so its upload dialog names none.
    const items: [string, string, string | null, boolean][] = [
      ['Create an e-mail account', '/emails', 'email-create-dialog', true],
      ['Create an e-mail alias', '/emails', 'email-alias-dialog', true],
      ['Create a redirection', '/redirects', 'redirect-dialog', true],
      ['Upload an SSL certificate', '/ssl', 'certificate-upload-dialog', false],
      ['Install WordPress', '/scripts', 'script-install-dialog', true],
      ['Add a trusted sender', '/emails', 'email-trusted-dialog', true],
      ['Add a blocked sender', '/emails', 'email-blocked-dialog', true],
      ['Browse files', '/files', null, true],
    ];
    for (const [item, path, dialogId, named] of items) {
      await chooseFromMenu(page, 'blog.example.org', item);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Domains');
      if (dialogId) {
        const dialog = dialogById(page, dialogId);
        await expect(dialog).toBeVisible();
        // The wizard starts at the script (WordPress); its domain is step 2.
        if (dialogId === 'script-install-dialog') {
          await expect(dialog.getByRole('radio', { name: /WordPress/ })).toBeChecked();
          await dialog.getByRole('button', { name: 'Next' }).click();
        }
        if (named)
          await expect
            .poll(
              () =>
                dialog.evaluate((d) => [d.querySelector('.modal-title')?.textContent, ...Array.from(d.querySelectorAll('select'), (s) => s.value)].join(' ')),
              { message: `${item} names the domain` },
            )
            .toContain('blog.example.org');
      } else {
        await expect(page.getByRole('main')).toContainText('blog.example.org');
      }
      // The dialog covers the sidebar: closed first, then back through the sidebar (no page load).
      if (dialogId) await dismiss(page, dialogById(page, dialogId));
      await openScreen(page, 'domains');
      await expect(rows(page)).toHaveCount(4);
    }
  });
});

test('many domains: the table paginates and search reaches every page', async ({ page, api }) => {
  const empty = await cloneAccount(api, 'empty');
  const token = await apiToken(api, empty);
  const names = Array.from({ length: 60 }, (_, i) => `d${String(i).padStart(2, '0')}-${empty.login}.net`);
  for (const domain of names) await control(api, '/domain/add', { domain }, token);

  await signIn(page, empty);
  await expect(page.getByTestId('domains-count')).toHaveText('60 domains');
  // One page of 25 in the DOM, not all 60.
  await expect(rows(page)).toHaveCount(25);
  const pager = page.getByRole('navigation', { name: 'Domain pages' });
  await expect(pager.getByTestId('pager-status')).toHaveText('1–25 of 60');

  const onFirstPage = new Set(await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-domain'))));
  const later = names.find((name) => !onFirstPage.has(name))!;
  expect(later).toBeDefined();
  await expect(row(page, later)).toHaveCount(0);

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(rows(page)).toHaveCount(25);
  await expect(pager.getByTestId('pager-status')).toHaveText('26–50 of 60');
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(row(page, later)).toBeVisible();

  await pager.getByRole('button', { name: 'Page 1' }).click();
  await expect(rows(page)).toHaveCount(25);
  await page.getByRole('searchbox', { name: 'Search domains' }).fill(later.slice(0, 4));
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, later)).toBeVisible();
  await expect(pager).toBeHidden();
});
