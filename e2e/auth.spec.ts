import type { Page } from '@playwright/test';
import {
  clearFaults,
  cloneAccount,
  control,
  dropConnections,
  expect,
  expectRequest,
  holdRequests,
  injectFault,
  pageToken,
  requestsOf,
  sidebar,
  signIn,
  signInWithForm,
  submitLogin,
  test,
} from './helpers/fixtures';
import { expectNoSeriousViolations } from './helpers/look';

test.describe('sign-in', () => {
  test('signs in and lists the domains', async ({ page, account }) => {
    await signInWithForm(page, account);
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    const rows = page.getByTestId('domain-row');
    await expect(rows).toHaveCount(4);
    for (const name of ['example.com', 'shop.example.com', 'blog.example.org', 'elsewhere-dns.net']) {
      await expect(page.getByRole('row').filter({ hasText: name }).first()).toBeVisible();
    }
  });

  test('empty fields show both rule messages and send nothing', async ({ page, api, account }) => {
    await page.goto('/login');
    await page.getByLabel('Login', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('You need to enter a valid login.')).toBeVisible();
    await expect(page.getByText('You need to enter a valid password.')).toBeVisible();
    await expect(page.getByLabel('Login', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/login$/);

    // Only the password missing: only its message.
    await page.getByLabel('Login', { exact: true }).fill(account.login);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('You need to enter a valid password.')).toBeVisible();
    await expect(page.getByText('You need to enter a valid login.')).toBeHidden();
    expect(await requestsOf(api, account.login)).toEqual([]);
  });

  test('Enter in the login moves to the password; Enter in the password submits', async ({ page, account }) => {
    await page.goto('/login');
    const login = page.getByLabel('Login', { exact: true });
    await expect(login).toBeFocused();
    await login.pressSequentially(account.login);
    await login.press('Enter');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    await password.pressSequentially(account.password);
    await password.press('Enter');
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByTestId('domain-row')).toHaveCount(4);
  });

  test('a wrong password says so and keeps the user on the form', async ({ page, api, account }) => {
    await page.goto('/login');
    await submitLogin(page, account.login, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid login or password.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expectRequest(api, account.login, '/account/login', 403);

    // The form still works after a failure.
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/domains$/);
  });

  test('throttling after 10 failures is explained with the wait', async ({ page, api, account }) => {
    for (let i = 0; i < 10; i += 1) {
      const r = await api.post('/api/account/login', { data: { login: account.login, password: `wrong-${i}-password` } });
      expect(r.status()).toBe(403);
    }
    await page.goto('/login');
    // Even the right password is refused while throttled; the server's Retry-After is 15 minutes.
    await submitLogin(page, account.login, account.password);
    await expect(page.getByRole('alert')).toHaveText('Too many failed sign-in attempts. Try again in 15 minutes.');
    await expect(page).toHaveURL(/\/login$/);
    await expectRequest(api, account.login, '/account/login', 429);
  });

  test('a 429 without Retry-After says to try again later', async ({ page, api, account }) => {
    await injectFault(api, { login: account.login, path: '/account/login', status: 429, type: 'throttled', message: 'Too many failed sign-in attempts. Try again later.' });
    await page.goto('/login');
    await submitLogin(page, account.login, account.password);
    await expect(page.getByRole('alert')).toHaveText('Too many failed sign-in attempts. Try again later.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a network failure at sign-in is shown, and a retry works', async ({ page, api, account }) => {
    await dropConnections(api, account.login, '/account/login');
    await page.goto('/login');
    await submitLogin(page, account.login, account.password);
    await expect(page.getByRole('alert')).toHaveText('Cannot connect to the server. Check your network connection and try again.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await clearFaults(api, account.login);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/domains$/);
  });
});

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
    // The new session is real: the panel's calls with it succeed on the server.
    await expectRequest(api, account.login, '/keepalive', 200);
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
    const { url } = await control<{ url: string }>(api, '/__test/handoff', { login: account.login, page: 'domains', action: 'ssl', domain: 'shop.example.com' });
    await page.goto(url);
    await expect(page).toHaveURL(/\/ssl$/);
    // The SSL screen acts on the instruction by opening the upload dialog over itself.
    await expect(page.getByRole('dialog', { name: 'Upload an SSL certificate' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'SSL certificates', includeHidden: true })).toBeAttached();
  });

  test('a hand-off opened while signed in as someone else names that account, ends its session, then says whom it signed in', async ({ page, api, account }) => {
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

test.describe('a language picked in this browser wins over the account\'s stored language', () => {
  const language = (page: Page) => page.getByTestId('language-switcher');

  test.describe('in a Polish browser', () => {
    test.use({ locale: 'pl-PL' });

    test('English picked on the sign-in screen stays after signing in to an account stored as Polish', async ({ page, api }) => {
      const unpaid = await cloneAccount(api, 'unpaid');
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
      await submitLogin(page, unpaid.login, unpaid.password);
      await expect(page).toHaveURL(/\/domains$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
      await expect(language(page)).toHaveValue('en');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    });
  });

  test('Polish picked on the sign-in screen stays after signing in to an account stored as English', async ({ page, account }) => {
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
    await page.getByLabel('Login', { exact: true }).fill(account.login);
    await page.getByLabel('Hasło', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();
    await expect(language(page)).toHaveValue('pl');
  });

  test('a language picked in the panel wins at the next sign-in', async ({ page, api }) => {
    const unpaid = await cloneAccount(api, 'unpaid');
    // Nobody has picked yet: the account's Polish applies.
    await signIn(page, unpaid);
    await expect(page.getByRole('heading', { level: 1, name: 'Domeny' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await page.getByRole('button', { name: `Account menu (${unpaid.login})` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, unpaid.login, unpaid.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await expect(language(page)).toHaveValue('en');
  });
});
