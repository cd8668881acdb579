import { clearFaults, dropConnections, expect, expectRequest, injectFault, requestsOf, signInWithForm, submitLogin, test } from '../helpers/fixtures';

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

    // A forgotten password: without a reset page in /config.json, whom to ask; with one, a link there.
    await expect(page.getByTestId('forgot-password')).toHaveText('Forgot your password? Your hosting company can reset it: ask their support.');
    await page.route('**/config.json', (route) => route.fulfill({ json: { apiUrl: '/api', passwordResetUrl: 'https://www.hosting.example/reset' } }));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', 'https://www.hosting.example/reset');
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
    await injectFault(api, {
      login: account.login,
      path: '/account/login',
      status: 429,
      type: 'throttled',
      message: 'Too many failed sign-in attempts. Try again later.',
      times: 1,
    });
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

test('the sign-in password shows on request and Enter still signs in', async ({ page, account }) => {
  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill(account.login);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(account.password);
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await password.press('Enter');
  await expect(page).toHaveURL(/\/domains$/);
});
