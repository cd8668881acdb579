import { dialogById, dismiss, expect, openScreen, test } from './helpers/fixtures';
import { looks, openLook } from './helpers/look';

/** Screenshots (three widths, en and pl) and checks of the script installer, FTP and SSH, and advanced settings screens and dialogs. */

const texts = {
  en: { scripts: 'Script installer', install: 'Install a new script', access: 'FTP and SSH', ssh: 'SSH access', addKey: 'Add a new SSH key', advanced: 'Advanced settings', cron: ['CRON jobs', 'CRON'], apps: ['Web apps', 'Apps'], addCron: 'Add a new CRON job', addApp: 'Add a new Web app' },
  pl: { scripts: 'Instalator skryptów', install: 'Zainstaluj nowy skrypt', access: 'FTP i SSH', ssh: 'Dostęp SSH', addKey: 'Dodaj nowy klucz SSH', advanced: 'Ustawienia zaawansowane', cron: ['Zadania CRON', 'CRON'], apps: ['Aplikacje webowe', 'Aplikacje'], addCron: 'Dodaj nowe zadanie CRON', addApp: 'Dodaj nową aplikację webową' },
} as const;

for (const at of looks) {
  test(`scripts, access and advanced settings, ${at.size}, ${at.locale}`, async ({ page, account }) => {
    // Eleven views, each screenshot and checked.
    test.slow();
    const t = texts[at.locale];
    const phone = at.size === 'phone' ? 1 : 0;
    const look = await openLook(page, account, at, 'scripts');
    await expect(page.getByRole('heading', { level: 1, name: t.scripts })).toBeVisible();
    await expect(page.getByTestId('script-row')).toHaveCount(1);
    await look('scripts');
    await page.getByRole('button', { name: t.install }).first().click();
    const wizard = dialogById(page, 'script-install-dialog');
    await expect(wizard.getByRole('radio').first()).toBeVisible();
    await look('scripts-wizard', 'dialog');
    await dismiss(page, wizard);

    await openScreen(page, 'access', t.access);
    await look('access-ftp');
    await page.getByRole('tab', { name: t.ssh }).click();
    await expect(page.getByTestId('ssh-key-row')).toHaveCount(2);
    await look('access-ssh');
    await page.getByRole('button', { name: t.addKey }).click();
    const key = dialogById(page, 'ssh-key-dialog');
    await key.locator('button[type="submit"]').click();
    await expect(key.locator('.invalid-feedback')).toBeVisible();
    await look('access-ssh-dialog', 'dialog');
    await dismiss(page, key);

    await openScreen(page, 'advanced', t.advanced);
    await expect(page.getByTestId('php-row')).toHaveCount(4);
    await look('advanced-php');
    await page.getByRole('tab', { name: t.cron[phone], exact: true }).click();
    await expect(page.getByTestId('cron-row')).toHaveCount(4);
    await look('advanced-cron');
    await page.getByRole('button', { name: t.addCron }).click();
    const cron = dialogById(page, 'cron-dialog');
    await expect(cron.getByTestId('cron-schedule')).toBeVisible();
    await look('advanced-cron-dialog', 'dialog');
    await dismiss(page, cron);
    await page.getByRole('tab', { name: t.apps[phone], exact: true }).click();
    await expect(page.getByTestId('app-row')).toHaveCount(2);
    await look('advanced-apps');
    await page.getByRole('button', { name: t.addApp }).click();
    const app = dialogById(page, 'web-app-dialog');
    await app.locator('button[type="submit"]').click();
    await expect(app.locator('.invalid-feedback').first()).toBeVisible();
    await look('advanced-apps-dialog', 'dialog');
  });
}
