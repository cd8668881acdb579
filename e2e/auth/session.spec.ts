import { cloneAccount, control, expect, expectRequest, injectFault, pageToken, sidebar, signIn, submitLogin, test } from '../helpers/fixtures';

test.describe('session', () => {
  test('log out ends the session here and on the server', async ({ page, api, account }) => {
    await signIn(page, account);
    const token = await pageToken(page);
    await page.getByRole('button', { name: `Account menu (${account.login})` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectRequest(api, account.login, '/account/logout', 200);
    // The old token is dead on the server.
    expect((await api.post('/api/keepalive', { data: {}, headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
    // And the panel does not let the user back in without signing in.
    await page.goto('/domains');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('log out still works when the logout call fails', async ({ page, api, account }) => {
    await signIn(page, account);
    await injectFault(api, { login: account.login, path: '/account/logout', status: 500 });
    await page.getByRole('button', { name: `Account menu (${account.login})` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectRequest(api, account.login, '/account/logout', 500);
    await page.goto('/domains');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a 403 from any call signs the user out', async ({ page, api, account }) => {
    await signIn(page, account);
    await injectFault(api, { login: account.login, path: '/keepalive', status: 403, type: 'session', message: 'No valid session.' });
    // Every screen sends a keepalive on entry.
    await sidebar(page).getByRole('link', { name: /^Databases/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectRequest(api, account.login, '/keepalive', 403);
    await page.goto('/domains');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a session ended on the server (idle timeout) sends the user to sign in', async ({ page, api, account }) => {
    await signIn(page, account);
    // 31 minutes later on the account's virtual clock: the 30-minute idle limit has passed.
    await control(api, '/__test/clock', { login: account.login, now: new Date(Date.now() + 31 * 60_000).toISOString() });
    await sidebar(page).getByRole('link', { name: /^Redirections/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await control(api, '/__test/clock', { login: account.login, now: null });
  });

  test('a failing keepalive is ignored', async ({ page, api, account }) => {
    await signIn(page, account);
    await injectFault(api, { login: account.login, path: '/keepalive', status: 500, times: 3 });
    await sidebar(page).getByRole('link', { name: /^E-mail/ }).click();
    await expectRequest(api, account.login, '/keepalive', 500);
    await expect(page).toHaveURL(/\/emails$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();
    await sidebar(page).getByRole('link', { name: /^Domains/ }).click();
    await expect(page.getByTestId('domain-row')).toHaveCount(4);
  });

  test('/ goes to sign-in without a session and to the domains with one', async ({ page, account }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, account);
    await page.goto('/');
    await expect(page).toHaveURL(/\/domains$/);
    // The sign-in form is not offered again while signed in.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/domains$/);
    // A reload keeps the session (it is kept for the browser session).
    await page.reload();
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByTestId('domain-row')).toHaveCount(4);
  });

  test('the locale comes from the sign-in reply', async ({ page, api }) => {
    const unpaid = await cloneAccount(api, 'unpaid');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await submitLogin(page, unpaid.login, unpaid.password);
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: /^Domeny/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dodaj domenę' }).first()).toBeVisible();
    await expect(page.getByTestId('language-switcher')).toHaveValue('pl');
    // The server still says pl (the reply, not a guess from the browser).
    const reply = await control<{ locale: string }>(api, '/account/login', unpaid);
    expect(reply.locale).toBe('pl');
  });
});
