import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { AuthorizePage } from './authorize-page';
import { LoginPage } from './login-page';
import { fakeApi, renderWithProviders } from '../../test/render';
import { signedInAccount } from '../../test/fixtures';
import { emptyAccount } from '../../test/fixtures';
import en from '../../i18n/whole-en';
import pl from '../../i18n/whole-pl';
import enSignIn from '../../i18n/en.json?sign-in';
import plSignIn from '../../i18n/pl.json?sign-in';
import { isSignInMessage } from '../../i18n/sign-in-messages';
import { primeMessages } from '../../i18n/messages';
import { failWith } from '../../components/__test__/dialog-test-kit';

/**
 * The sign-in routes show only texts of their own catalogue part (`<locale>.json?sign-in`): every
 * state of the sign-in form and of the hand-off page renders from it, in both languages, with no id
 * missing (a missing one fails the render: renderWithProviders' onIntlError).
 */
describe.each([
  ['en', enSignIn, en],
  ['pl', plSignIn, pl],
] as const)('the sign-in part of the %s catalogue', (locale, part, whole) => {
  beforeEach(() => primeMessages(locale, part, false));
  const account = emptyAccount(locale);

  it('holds the sign-in texts and nothing else, a fraction of the whole', () => {
    expect(Object.keys(part).length).toBeGreaterThan(20);
    expect(Object.keys(part).every(isSignInMessage)).toBe(true);
    expect(Object.keys(part).length).toBeLessThan(Object.keys(whole).length / 10);
    for (const [id, text] of Object.entries(part)) expect(text).toBe(whole[id as keyof typeof whole]);
  });

  it('renders every state of the sign-in form', async () => {
    const failures = [
      new ApiError({ code: 403, type: 'session', message: 'Invalid login or password.' }),
      new ApiError({ code: 429, type: 'throttled', message: 'Too many', retryAfter: 61 }),
      new ApiError({ code: 429, type: 'throttled', message: 'Too many' }),
      new ApiError({ code: 0, type: 'networkError', message: 'Network error' }),
      new ApiError({ code: 500, type: 'internal', message: 'Internal server error.' }),
    ];
    let next = 0;
    const { api } = fakeApi({
      '/account/login': () => {
        throw failures[next++];
      },
    });
    renderWithProviders(<LoginPage />, { api, route: '/login', account });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: part['login.submit'] }));
    await waitFor(() => expect(screen.getAllByText(part['validation.login.invalid'])).not.toHaveLength(0));
    await user.click(screen.getByRole('button', { name: part['password.show'] }));
    await user.type(screen.getByLabelText(part['login.login']), 'demo');
    await user.type(screen.getByLabelText(part['login.password']), 'wrong-password');
    for (let i = 0; i < failures.length; i++) {
      await user.click(screen.getByRole('button', { name: part['login.submit'] }));
      await waitFor(() => expect(next).toBe(i + 1));
      await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    }
  });

  it('renders the hand-off page: the progress, the account switch, a refused link', async () => {
    const { api } = fakeApi({
      '/account/logout': () => ({ ok: true }),
      '/account/redirect': failWith(403, 'session', 'Invalid or expired token.'),
    });
    renderWithProviders(<AuthorizePage />, { api, route: '/authorize/t', path: '/authorize/:token', account: { ...signedInAccount(), locale } });
    expect(screen.getByTestId('authorize-switch')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: part['authorize.switch.continue'] }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});
