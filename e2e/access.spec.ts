import fs from 'node:fs';
import { cloneAccount, dialogById, expect, serverLists, signIn, test, toast } from './helpers/fixtures';

const sshKey = (name: string) => fs.readFileSync(new URL(`../fixtures/ssh/${name}`, import.meta.url), 'utf8').trim();

test('changes the FTP password with the rules checked in the dialog', async ({ page, account }) => {
  await signIn(page, account, 'access');
  await expect(page.getByTestId('access-user')).toHaveText(account.login);
  await expect(page.getByTestId('access-host')).toHaveText('ftp.hosting.example');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = dialogById(page, 'ftp-password-dialog');
  await expect(dialog.getByLabel('New password', { exact: true })).toBeFocused();
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByLabel('Repeat the new password').fill('other');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await expect(dialog.getByText('The passwords do not match.')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('password123');
  await dialog.getByLabel('Repeat the new password').fill('password123');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Try using a different password.')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('Ftp-secret-42');
  await dialog.getByLabel('Repeat the new password').fill('Ftp-secret-42');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'The FTP password was changed.')).toBeVisible();
});

test('adds an SSH key showing its real fingerprint, refuses it twice, and removes it', async ({ page, account, api }) => {
  await signIn(page, account, 'access');
  await page.getByRole('tab', { name: 'SSH access' }).click();
  await expect(page.getByTestId('ssh-key-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Add a new SSH key' }).click();
  const dialog = dialogById(page, 'ssh-key-dialog');
  await dialog.getByRole('button', { name: 'Add key' }).click();
  await expect(dialog.getByText('You need to provide a valid public SSH key.')).toBeVisible();
  await dialog.getByLabel('Public key').fill(sshKey('laptop-ed25519.pub'));
  await dialog.getByRole('button', { name: 'Add key' }).click();
  await expect(dialog.getByText('You have already added this key.')).toBeVisible();
  await dialog.getByLabel('Public key').fill(sshKey('spare-ed25519.pub'));
  await dialog.getByRole('button', { name: 'Add key' }).click();
  await expect(toast(page, 'SSH key was added: SSH key #1')).toBeVisible();
  const row = page.locator('[data-testid="ssh-key-row"][data-name="SSH key #1"]');
  await expect(row).toContainText('SHA256:dcUIh4FqMIuQFhHTNXccvNGYk1fgSsFqwp1p0BV238Q');

  await page.getByRole('button', { name: 'Remove the key SSH key #1' }).click();
  // A confirmation opens on its safe choice.
  await expect(dialogById(page, 'ssh-key-delete-dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialogById(page, 'ssh-key-delete-dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'SSH key was removed: SSH key #1')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await serverLists(api, account)).sshKeys.map((k) => k.name)).toEqual(['laptop', 'ci-deploy']);
});

test("SSH shows the upgrade prompt without SSH in the plan, saying what it brings; the web tools are the plan's", async ({ page, api }) => {
  const basic = await cloneAccount(api, 'basic');
  await signIn(page, basic, 'access');
  await page.getByRole('tab', { name: 'SSH access' }).click();
  await expect(page.getByTestId('ssh-upgrade')).toContainText('Your current plan does not include SSH.');
  await expect(page.getByTestId('ssh-upgrade')).toContainText('Plans with SSH give you a shell on the server');
  await expect(page.getByRole('link', { name: /Upgrade your plan/ })).toHaveAttribute('href', /upgrade\?login=/);
  // No Postgres in the start plan: Open WebMail's menu offers phpMyAdmin only.
  await page.getByRole('button', { name: 'More web tools' }).click();
  await expect(page.getByRole('menuitem')).toHaveText([/phpMyAdmin/]);
});

test('SSH shows the pay prompt before the account is paid', async ({ page, api }) => {
  const unpaid = await cloneAccount(api, 'unpaid');
  await signIn(page, unpaid, 'access');
  // The unpaid account reads the panel in Polish.
  await page.getByRole('tab', { name: 'Dostęp SSH' }).click();
  await expect(page.getByTestId('ssh-pay')).toContainText('Aby korzystać z SSH, musisz opłacić hosting za pierwszy rok.');
  // One Pay button on the screen: the unpaid notice's, right above the tab.
  await expect(page.getByRole('link', { name: /Opłać hosting/ })).toHaveCount(1);
  await expect(page.getByTestId('unpaid-notice').getByRole('link', { name: /Opłać hosting/ })).toHaveAttribute('href', /pay\?login=/);
});
