import { cloneAccount, control, expect, expectRequest, injectFault, openScreen, pageToken, sidebar, signIn, submitLogin, test } from '../helpers/fixtures';
import { chooseLanguage, expectNoSeriousViolations, viewports } from '../helpers/look';

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
    await injectFault(api, { login: account.login, path: '/account/logout', status: 500, times: 1 });
    await page.getByRole('button', { name: `Account menu (${account.login})` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectRequest(api, account.login, '/account/logout', 500);
    await page.goto('/domains');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a 403 from any call signs the user out', async ({ page, api, account }) => {
    await signIn(page, account);
    await injectFault(api, { login: account.login, path: '/keepalive', status: 403, type: 'session', message: 'No valid session.', times: 1 });
    // Every screen sends a keepalive on entry.
    await sidebar(page)
      .getByRole('link', { name: /^Databases/ })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expectRequest(api, account.login, '/keepalive', 403);
    await page.goto('/domains');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a session ended on the server (idle timeout) sends the user to sign in', async ({ page, api, account }) => {
    await signIn(page, account);
    // 31 minutes later on the account's virtual clock: the 30-minute idle limit has passed.
    await control(api, '/__test/clock', { login: account.login, now: new Date(Date.now() + 31 * 60_000).toISOString() });
    await sidebar(page)
      .getByRole('link', { name: /^Redirections/ })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await control(api, '/__test/clock', { login: account.login, now: null });
  });

  test('a failed refresh keeps what is shown, says so, and Retry refreshes it', async ({ page, api, account }) => {
    await signIn(page, account);
    // The lists: a screen's entry sends a keepalive; the network is down for it.
    await injectFault(api, { login: account.login, path: '/keepalive', networkError: true, times: 1 });
    await sidebar(page)
      .getByRole('link', { name: /^E-mail/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();
    const lists = page.getByTestId('lists-refresh-failed');
    await expect(lists).toHaveText(
      "Your account's lists could not be refreshed; what you see may be out of date. Cannot connect to the server. Check your network connection and try again.",
    );
    await expect(page.getByTestId('email-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'lists-refresh-failed');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(lists).toBeHidden();

    // The file list, on a phone in Polish: the old listing stays, the failure is said, Retry reads it again.
    await page.setViewportSize(viewports.phone);
    await chooseLanguage(page, 'pl');
    await openScreen(page, 'files', 'Menedżer plików');
    await expect(page.getByTestId('file-row').first()).toBeVisible();
    const shown = await page.getByTestId('file-row').count();
    // Dates as Polish writes them ('24 lis 10:48'), not ls -l's English months.
    await expect(page.getByTestId('file-row').first()).toContainText(/\d{1,2} (sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru) \d/);
    await injectFault(api, { login: account.login, path: '/file/list', networkError: true, times: 1 });
    await page.getByRole('button', { name: 'Odśwież', exact: true }).click();
    const files = page.getByTestId('files-refresh-failed');
    await expect(files).toHaveText(
      'Nie udało się odświeżyć listy plików; widoczna jest jej poprzednia wersja. Nie można połączyć się z serwerem. Sprawdź połączenie sieciowe i spróbuj ponownie.',
    );
    await expect(page.getByTestId('file-row')).toHaveCount(shown);
    const retry = page.getByRole('button', { name: 'Spróbuj ponownie', exact: true });
    const box = await retry.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await retry.click();
    await expect(files).toBeHidden();
    await expect(page.getByTestId('file-row')).toHaveCount(shown);
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
