import type { Page } from '@playwright/test';
import { signIn } from '@panel/test-kit/playwright';
import { dialogById, expect, submitLogin, test } from './helpers/fixtures';

/**
 * The QA kit's faults and checks as a team's suite uses them (docs/qa.md): a fault that sets a
 * header, one that stays until cleared, one that answers a made-up body; the journal's call counts;
 * the clones the fixtures made, gone once their test ends.
 */

async function openAccessLog(page: Page) {
  await page.getByRole('button', { name: 'Actions for example.com' }).click();
  await page.getByRole('menuitem', { name: 'Show server log (access)', exact: true }).click();
  const dialog = dialogById(page, 'domain-log-dialog');
  await expect(dialog.getByRole('heading', { name: 'Server log (access): example.com' })).toBeVisible();
  return dialog;
}

test('a 429 whose Retry-After a fault sets: the sign-in says when to try again', async ({ page, account, faults, journal }) => {
  await faults.inject({
    path: '/account/login',
    status: 429,
    type: 'throttled',
    message: 'Too many failed sign-in attempts.',
    headers: { 'Retry-After': '120' },
    times: 1,
  });
  await page.goto('/login');
  await submitLogin(page, account.login, account.password);
  await expect(page.getByRole('alert')).toHaveText('Too many failed sign-in attempts. Try again in 2 minutes.');
  await journal.expectCalls('/account/login', { times: 1, status: 429, body: { login: account.login, password: '[masked]' } });
});

test('a fault without times fails every call until cleared, and the journal counts them', async ({ signedInPage: page, faults, journal }) => {
  const since = await journal.mark();
  await faults.inject({ path: '/log/show', status: 500, type: 'internal', message: 'Down.' });
  for (let i = 0; i < 2; i++) {
    const dialog = await openAccessLog(page);
    await expect(dialog.getByRole('alert')).toHaveText('Cannot load server log.');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  }
  await journal.expectCalls('logShow', { times: 2, status: 500, since, body: { domain: 'example.com', type: 'access' } });
  expect(await faults.pending()).toEqual([expect.objectContaining({ path: '/log/show', status: 500 })]);
  await faults.clear();
  const dialog = await openAccessLog(page);
  await expect(dialog.getByTestId('log-viewer-text')).toBeVisible();
  expect((await journal.waitForCall('/log/show', { since, status: 200 })).faulted).toBeUndefined();
});

test('a made-up success body is what the panel shows', async ({ signedInPage: page, faults, journal }) => {
  const line = '198.51.100.4 - - [01/Jan/2031:00:00:00 +0000] "GET /made-up HTTP/1.1" 200 5 "-" "qa"';
  await faults.inject({ path: '/log/show', when: { type: 'access' }, body: { log: `${line}\n` }, times: 1 });
  const dialog = await openAccessLog(page);
  await expect(dialog.getByTestId('log-viewer-text')).toHaveText(line);
  expect(await journal.waitForCall('/log/show', { body: { type: 'access' } })).toMatchObject({ status: 200, faulted: true });
});

test.describe
  .serial('clones made with testControl', () => {
    let made = '';

    test('are the test’s own while it runs', async ({ testControl }) => {
      made = (await testControl.account({ fixture: 'basic' })).login;
      expect((await testControl.accounts({ fixture: 'basic' })).accounts.map((a) => a.login)).toContain(made);
    });

    test('are removed when their test ends', async ({ testControl }) => {
      expect(made).not.toBe('');
      expect((await testControl.accounts({})).accounts.map((a) => a.login)).not.toContain(made);
    });
  });

test('a second hand-off in the same page: the kit answers "Switch accounts?" and lands signed in as the other', async ({
  signedInPage: page,
  account,
  scenario,
}) => {
  const other = await scenario({ fixture: 'basic', page: 'ssl' });
  await page.goto(other.handoffUrl);
  const prompt = page.getByTestId('authorize-switch');
  await expect(prompt.getByRole('heading', { name: 'Switch accounts?' })).toBeVisible();
  await expect(prompt).toContainText(`You are signed in as ${account.login}.`);
  await prompt.getByRole('button', { name: 'Sign out and continue' }).click();
  await expect(page).toHaveURL(/\/ssl$/);
  // signIn does the same by itself.
  await signIn(page, account, 'files');
  await expect(page.getByRole('button', { name: `Account menu (${account.login})` })).toBeVisible();
});
