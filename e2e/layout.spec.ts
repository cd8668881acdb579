import type { Locator, Page } from '@playwright/test';
import {
  control,
  dialogById,
  dismiss,
  expect,
  expectRequest,
  openScreen,
  requestsOf,
  serverLists,
  sidebar,
  signIn,
  submitLogin,
  test,
  toast,
} from './helpers/fixtures';

/** The sections in sidebar order (the specification's ten and Backups), with the heading each screen shows. */
const sections = [
  { name: 'Domains', path: '/domains' },
  { name: 'E-mail', path: '/emails' },
  { name: 'Databases', path: '/databases' },
  { name: 'Redirections', path: '/redirects' },
  { name: 'SSL certificates', path: '/ssl' },
  { name: 'Script installer', path: '/scripts' },
  { name: 'Statistics and logs', path: '/logs' },
  { name: 'FTP and SSH', path: '/access' },
  { name: 'File browser', path: '/files' },
  // The backups extension's screen: the mock offers it by default (layout of an account without: account-sessions.spec.ts).
  { name: 'Backups', path: '/backups' },
  { name: 'Advanced settings', path: '/advanced' },
];

const sectionLink = (page: Page, name: string) => sidebar(page).getByRole('link', { name: new RegExp(`^${name}\\b`) });

async function openUserMenu(page: Page, login: string) {
  await page.getByRole('button', { name: `Account menu (${login})` }).click();
}

test.describe('shared layout', () => {
  test.beforeEach(async ({ page, account }) => {
    await signIn(page, account);
  });

  test('the sidebar lists the sections with the server counts', async ({ page, api, account }) => {
    const lists = await serverLists(api, account);
    const certificates = lists.domains.filter((d) => d.sslType !== 'auto').length;
    const counts: Record<string, number> = {
      Domains: lists.domains.length,
      'E-mail': lists.emailAccounts.length + lists.emailAliases.length,
      Databases: lists.databases.length,
      Redirections: lists.redirects.length,
      'SSL certificates': certificates,
      'Script installer': lists.scripts.length,
    };
    // The demo fixture: 4 domains, 9 accounts + 4 aliases, 4 databases, 3 redirects, 2 certificates, 1 script.
    expect(counts).toEqual({ Domains: 4, 'E-mail': 13, Databases: 4, Redirections: 3, 'SSL certificates': 2, 'Script installer': 1 });

    const links = sidebar(page).getByRole('link');
    await expect(links).toHaveCount(sections.length);
    for (const [index, { name, path }] of sections.entries()) {
      const link = links.nth(index);
      await expect(link).toContainText(name);
      await expect(link).toHaveAttribute('href', path);
      if (name in counts) await expect(link).toHaveAccessibleName(`${name} ${counts[name]}`);
      else await expect(link).toHaveAccessibleName(name);
    }
    await expect(page.getByText('Hosting panel v1.0.0')).toBeVisible();
  });

  test('each section opens with its title and the active marker', async ({ page }) => {
    for (const { name, path } of [...sections.slice(1), sections[0]]) {
      await sectionLink(page, name).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`${name} – Hosting panel`);
      await expect(sectionLink(page, name)).toHaveAttribute('aria-current', 'page');
      await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);
      // The screen's create button, where it has one, is in one place: the row of actions under its title.
      const create = page.locator('#panel-main [data-primary-create]');
      if (await create.count()) await expect(page.getByTestId('screen-actions').locator('[data-primary-create]')).toBeVisible();
    }
  });

  test('the disk meter shows the percentage of the plan, and Details opens the logs', async ({ page, api, account }) => {
    const session = await control<{ token: string; package: { diskLimit: number } }>(api, '/account/login', account);
    const { user } = await control<{ user: { diskUsed: number } }>(api, '/account/sync', {}, session.token);
    const percent = Math.round((user.diskUsed / session.package.diskLimit) * 100);
    // The pro plan: 10 GiB.
    await expect(page.getByTestId('disk-meter-text')).toHaveText(`${percent}% of 10 GB`);
    await expect(page.getByRole('group', { name: 'Disk usage' })).toBeVisible();

    await page.getByRole('button', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/logs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics and logs' })).toBeVisible();
  });

  test('Open WebMail and its menu open the web tools', async ({ page, context }) => {
    // The tools live on other hosts; answer for them so the new tabs have somewhere to land.
    await context.route(/^https:\/\/(webmail|phpmyadmin|phppgadmin)\.hosting\.example\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>tool</title>' }),
    );
    const opened = async (open: () => Promise<void>) => {
      const popup = context.waitForEvent('page');
      await open();
      const tab = await popup;
      await tab.waitForLoadState();
      const url = tab.url();
      await tab.close();
      return url;
    };
    expect(await opened(() => page.getByRole('button', { name: 'Open WebMail', exact: true }).click())).toBe('https://webmail.hosting.example/');

    await page.getByRole('button', { name: 'More web tools' }).click();
    const menu = page.getByRole('menu');
    // Each says it opens a new tab (an external-link icon, and the words for screen readers).
    await expect(menu.getByRole('menuitem')).toHaveText(['phpMyAdmin (opens in a new tab)', 'phpPgAdmin (opens in a new tab)']);
    await expect(menu.getByRole('menuitem').first().locator('svg')).toHaveCount(1);
    expect(await opened(() => menu.getByRole('menuitem', { name: 'phpMyAdmin' }).click())).toBe('https://phpmyadmin.hosting.example/');
    await page.getByRole('button', { name: 'More web tools' }).click();
    expect(await opened(() => page.getByRole('menuitem', { name: 'phpPgAdmin' }).click())).toBe('https://phppgadmin.hosting.example/');
  });

  test('the Add-a-domain menu offers the quick actions and each opens its screen', async ({ page }) => {
    // One screen load per item.
    test.slow();
    const items: [string, string][] = [
      ['Create an e-mail account', '/emails'],
      ['Create an e-mail alias', '/emails'],
      ['Add a trusted sender', '/emails'],
      ['Add a blocked sender', '/emails'],
      ['Create a database (MySQL)', '/databases'],
      ['Create a redirection', '/redirects'],
      ['Install WordPress', '/scripts'],
      ['Upload an SSL certificate', '/ssl'],
    ];
    await page.getByRole('button', { name: 'More things to add' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(items.map(([label]) => label));
    await page.keyboard.press('Escape');
    for (const [label, path] of items) {
      await page.getByRole('button', { name: 'More things to add' }).click();
      await page.getByRole('menuitem', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('menu')).toBeHidden();
      // Each instruction opens its dialog on that screen; closed, the sidebar leads back (no page load).
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dismiss(page, dialog);
      await openScreen(page, 'domains');
    }
    // The main part of the split button opens the add-domain dialog.
    await page.getByRole('banner').getByRole('button', { name: 'Add a domain', exact: true }).click();
    await expect(dialogById(page, 'domain-add-dialog')).toBeVisible();
  });

  test('the language switcher turns the panel Polish and back', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
    await expect(sectionLink(page, 'Domeny')).toBeVisible();
    await expect(sectionLink(page, 'Poczta e-mail')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();
    await expect(page.getByTestId('disk-meter-text')).toHaveText(/^\d+% z 10 GB$/);
    await expect(page.getByRole('button', { name: 'Szczegóły' })).toBeVisible();
    await expect(page.getByText('Panel hostingowy v1.0.0')).toBeVisible();

    // Kept across a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
    await expect(sectionLink(page, 'Domains')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await expect(page.getByTestId('disk-meter-text')).toHaveText(/^\d+% of 10 GB$/);
  });
});

test.describe('change password', () => {
  test.beforeEach(async ({ page, account }) => {
    await signIn(page, account);
    await openUserMenu(page, account.login);
    await page.getByRole('menuitem', { name: 'Change password' }).click();
  });

  const fill = async (page: Page, current: string, next: string, repeat: string) => {
    const dialog = dialogById(page, 'account-password-dialog');
    await dialog.getByLabel('Current password', { exact: true }).fill(current);
    await dialog.getByLabel('New password', { exact: true }).fill(next);
    await dialog.getByLabel('Repeat the new password', { exact: true }).fill(repeat);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    return dialog;
  };

  test('validates the fields before calling the server', async ({ page, api, account }) => {
    const dialog = dialogById(page, 'account-password-dialog');
    await expect(dialog.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('You need to provide your current password.')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters long.')).toBeVisible();

    await fill(page, account.password, 'long-enough-1', 'long-enough-2');
    await expect(dialog.getByText('The passwords do not match.')).toBeVisible();
    await expect(dialog.getByText('You need to provide your current password.')).toBeHidden();
    expect((await requestsOf(api, account.login)).some((r) => r.path === '/account/password')).toBe(false);
  });

  test('a wrong current password is refused without signing out', async ({ page, api, account }) => {
    const dialog = await fill(page, 'not-my-password', 'Fresh-pass-4821', 'Fresh-pass-4821');
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect current password.');
    await expectRequest(api, account.login, '/account/password', 403);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/domains$/);
    // Still signed in: close the dialog and move on to another section.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await sectionLink(page, 'Databases').click();
    await expect(page).toHaveURL(/\/databases$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Databases' })).toBeVisible();
    // The server still accepts the old password.
    expect((await api.post('/api/account/login', { data: account })).status()).toBe(200);
  });

  test('a common password is refused', async ({ page, api, account }) => {
    const dialog = await fill(page, account.password, 'password123', 'password123');
    await expect(dialog.getByRole('alert')).toHaveText('Try using a different password.');
    await expectRequest(api, account.login, '/account/password', 406);
    await expect(dialog).toBeVisible();
  });

  test('a new password works at the next sign-in', async ({ page, api, account }) => {
    const fresh = `Nw-${account.login}`;
    const dialog = await fill(page, account.password, fresh, fresh);
    const done = toast(page, 'Your password was changed.');
    await expect(done).toBeVisible();
    await expect(dialog).toBeHidden();
    // Success toasts go away by themselves after 3 seconds.
    await expect(done).toBeHidden({ timeout: 6_000 });
    await expectRequest(api, account.login, '/account/password', 200);

    await openUserMenu(page, account.login);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, account.login, account.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid login or password.');
    await page.getByLabel('Password', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/domains$/);
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar becomes a menu that offers every section', async ({ page, account }) => {
    await signIn(page, account);
    await expect(sidebar(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open the menu' });
    for (const { name, path } of [...sections.slice(1), sections[0]]) {
      await menuButton.click();
      await expect(sidebar(page).getByRole('link')).toHaveCount(sections.length);
      await sectionLink(page, name).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // Choosing a section closes the menu.
      await expect(sidebar(page)).toBeHidden();
    }
    // The top bar still offers its actions.
    await expect(page.getByRole('button', { name: 'Add a domain', exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('disk-meter-text')).toBeVisible();
  });

  test("rows' menus and their items are 44 px touch targets on every list", async ({ page, account }) => {
    const atLeast44 = async (target: Locator) => {
      const box = await target.boundingBox();
      expect(box, 'the target is on screen').not.toBeNull();
      expect(Math.round(box!.width)).toBeGreaterThanOrEqual(44);
      expect(Math.round(box!.height)).toBeGreaterThanOrEqual(44);
    };
    await signIn(page, account);
    const toggle = page
      .getByTestId('domain-row')
      .first()
      .getByRole('button', { name: /^Actions for / });
    await atLeast44(toggle);
    await toggle.click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) expect(Math.round((await item.boundingBox())!.height)).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Escape');
    // A row's last button: its menu, or its one action (a database's delete).
    for (const screen of ['databases', 'redirects', 'emails', 'scripts'] as const) {
      await openScreen(page, screen);
      await atLeast44(page.getByRole('main').locator('tbody tr').first().getByRole('button').last());
    }
  });
});
