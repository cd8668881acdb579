import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from '../../api/config';
import { ApiError } from '../../api/errors';
import { fakeApi, renderWithProviders } from '../../test/render';
import { sessionReply } from '../../test/fixtures';
import { LoginPage } from './login-page';

function renderLogin(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const { api, call } = fakeApi(handlers);
  const view = renderWithProviders(<LoginPage />, { api, route: '/login' });
  return { ...view, call, user: userEvent.setup() };
}

describe('sign-in form', () => {
  it('shows the rule messages under the fields and sends nothing', async () => {
    const { user, call } = renderLogin();
    await user.type(screen.getByLabelText('Login'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('You need to enter a valid login.')).toHaveClass('invalid-feedback');
    expect(screen.getByText('You need to enter a valid password.')).toHaveClass('invalid-feedback');
    expect(screen.getByLabelText('Login')).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();
  });

  it('moves from login to password on Enter and submits on Enter in the password', async () => {
    const { user, call } = renderLogin({ '/account/login': () => sessionReply() });
    await user.type(screen.getByLabelText('Login'), '  demo {Enter}');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(call).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/account/login', { login: 'demo', password: 'demo1234' }, expect.objectContaining({ keepSessionOn403: true })),
    );
  });

  it('signs in and goes to the domains', async () => {
    const { user, store } = renderLogin({ '/account/login': () => sessionReply({ locale: 'pl' }) });
    await user.type(screen.getByLabelText('Login'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/domains'));
    expect(store.getState().session.token).toBe('token-1');
    expect(store.getState().session.locale).toBe('pl');
  });

  it.each([
    [new ApiError({ code: 403, type: 'session', message: 'Invalid login or password.' }), 'Invalid login or password.'],
    [new ApiError({ code: 429, type: 'throttled', message: 'Too many', retryAfter: 61 }), 'Too many failed sign-in attempts. Try again in 2 minutes.'],
    [new ApiError({ code: 429, type: 'throttled', message: 'Too many', retryAfter: 30 }), 'Too many failed sign-in attempts. Try again in 1 minute.'],
    [new ApiError({ code: 429, type: 'throttled', message: 'Too many' }), 'Too many failed sign-in attempts. Try again later.'],
    [new ApiError({ code: 0, type: 'networkError', message: 'Network error' }), 'Cannot connect to the server. Check your network connection and try again.'],
    [new ApiError({ code: 500, type: 'internal', message: 'x' }), 'Unknown error.'],
  ])('explains a failed sign-in (%s)', async (error, text) => {
    const { user, store } = renderLogin({
      '/account/login': () => {
        throw error;
      },
    });
    await user.type(screen.getByLabelText('Login'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(store.getState().session.token).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('is offered in Polish', async () => {
    const { user, store } = renderLogin();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pl');
    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(store.getState().session.locale).toBe('pl');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Musisz podać prawidłowy login.')).toBeInTheDocument();
  });

  it('helps with a forgotten password: a link where /config.json says, else whom to ask', async () => {
    const config = (body: object) => loadRuntimeConfig(vi.fn(async () => new Response(JSON.stringify({ apiUrl: '/api', ...body }))));
    await config({ passwordResetUrl: 'https://hosting.example/reset' });
    const { unmount } = renderLogin();
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', 'https://hosting.example/reset');
    unmount();
    await config({ passwordResetUrl: 'javascript:alert(1)' });
    renderLogin();
    expect(await screen.findByTestId('forgot-password')).toHaveTextContent('Forgot your password? Your hosting company can reset it: ask their support.');
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
  });
});
