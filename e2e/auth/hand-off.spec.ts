import { cloneAccount, control, expect, expectRequest, holdRequests, pageToken, signIn, test } from '../helpers/fixtures';
import { expectNoSeriousViolations } from '../helpers/look';

test.describe('hand-off', () => {
  test('a hand-off token signs in and opens the named page', async ({ page, api, account }) => {
    const { url } = await control<{ url: string }>(api, '/__test/handoff', { login: account.login, page: 'emails' });
    // Hold the exchange back until the progress text has been seen. (The call names no login, so
    // the server's per-login faults cannot delay it.)
    const release = await holdRequests(page, '**/api/account/redirect');
    await page.goto(url);
    await expect(page.getByRole('status')).toHaveText('Logging you in...');
    release();
    await expect(page).toHaveURL(/\/emails$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();
    // The new session is real: the panel's calls with it succeed on the server (the sync every new
    // session makes; the first screen after a sign-in sends no keepalive, its lists just read).
    await expectRequest(api, account.login, '/account/sync', 200);
  });

  test('a hand-off without a page opens the domains', async ({ page, api, account }) => {
    const { url } = await control<{ url: string }>(api, '/__test/handoff', { login: account.login });
    await page.goto(url);
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByTestId('domain-row')).toHaveCount(4);
  });

  test('a hand-off can carry an instruction: open the password change', async ({ page, api, account }) => {
    const { url } = await control<{ url: string }>(api, '/__test/handoff', { login: account.login, page: 'domains', action: 'password' });
    await page.goto(url);
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
  });

  test('a hand-off to the domains with an ssl instruction moves on to the SSL screen', async ({ page, api, account }) => {
    const { url } = await control<{ url: string }>(api, '/__test/handoff', {
      login: account.login,
      page: 'domains',
      action: 'ssl',
      domain: 'shop.example.com',
    });
    await page.goto(url);
    await expect(page).toHaveURL(/\/ssl$/);
    // The SSL screen acts on the instruction by opening the upload dialog over itself.
    await expect(page.getByRole('dialog', { name: 'Upload an SSL certificate' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'SSL certificates', includeHidden: true })).toBeAttached();
  });

  test('a hand-off opened while signed in as someone else names that account, ends its session, then says whom it signed in', async ({
    page,
    api,
    account,
  }) => {
    const other = await cloneAccount(api, 'demo');
    await signIn(page, account);
    const oldToken = await pageToken(page);
    const { url, token } = await control<{ url: string; token: string }>(api, '/__test/handoff', { login: other.login, page: 'emails' });
    await page.goto(url);
    const prompt = page.getByTestId('authorize-switch');
    await expect(prompt.getByRole('heading', { level: 1, name: 'Switch accounts?' })).toBeVisible();
    await expect(prompt).toContainText(`You are signed in as ${account.login}. This sign-in link opens a new session, so you will be signed out first.`);
    await expect(prompt.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousViolations(page, 'authorize-switch');
    // Nothing is switched while the prompt waits: the old session still works, the link is unused.
    await expect(page).toHaveURL(url);
    expect((await api.post('/api/keepalive', { data: {}, headers: { authorization: `Bearer ${oldToken}` } })).status()).toBe(200);

    await prompt.getByRole('button', { name: 'Sign out and continue' }).click();
    await expect(page).toHaveURL(/\/emails$/);
    await expect(page.getByTestId('toasts')).toContainText(`Signed in as ${other.login}.`);
    await expect(page.getByRole('button', { name: `Account menu (${other.login})` })).toBeVisible();
    await expectRequest(api, account.login, '/account/logout', 200);
    expect((await api.post('/api/keepalive', { data: {}, headers: { authorization: `Bearer ${oldToken}` } })).status()).toBe(403);
    // The link was used once, by this switch.
    expect((await api.post('/api/account/redirect', { data: { token } })).status()).toBe(403);
  });

  test('Cancel on the account switch goes back to the panel, signed in as before, the link unused', async ({ page, api, account }) => {
    const other = await cloneAccount(api, 'demo');
    await signIn(page, account);
    const { url, token } = await control<{ url: string; token: string }>(api, '/__test/handoff', { login: other.login });
    await page.goto(url);
    await page.getByTestId('authorize-switch').getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByRole('button', { name: `Account menu (${account.login})` })).toBeVisible();
    expect((await api.post('/api/account/redirect', { data: { token } })).status()).toBe(200);
  });

  test('an invalid or used token goes to the sign-in form', async ({ page, api, account }) => {
    await page.goto('/authorize/not-a-real-token');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

    // Hand-off tokens are single-use.
    const { url, token } = await control<{ url: string; token: string }>(api, '/__test/handoff', { login: account.login, page: 'domains' });
    expect((await api.post('/api/account/redirect', { data: { token } })).status()).toBe(200);
    await page.goto(url);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('an expired or used hand-off link lands on the sign-in form with a notice', async ({ page }) => {
  await page.goto('/authorize/not-a-valid-token');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText('This sign-in link has expired or has already been used. Sign in with your login and password.');
});
