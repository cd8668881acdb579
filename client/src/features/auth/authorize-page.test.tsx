import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { fakeApi, renderWithProviders } from '../../test/render';
import { sessionReply } from '../../test/fixtures';
import { AuthorizePage } from './authorize-page';

describe('token hand-off', () => {
  it('exchanges the token, keeps the redirect hint and opens the page it names', async () => {
    const { api, call } = fakeApi({
      '/account/redirect': () => ({ ...sessionReply(), redirect: { page: 'emails', action: 'accounts', domain: 'example.com' } }),
    });
    const { store } = renderWithProviders(<AuthorizePage />, { api, route: '/authorize/abc123', path: '/authorize/:token' });
    expect(screen.getByText('Logging you in...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emails'));
    expect(call).toHaveBeenCalledWith('/account/redirect', { token: 'abc123' }, { keepSessionOn403: true });
    expect(store.getState().account.session).toBe('token-1');
    expect(store.getState().account.redirect).toEqual({ page: 'emails', action: 'accounts', domain: 'example.com' });
  });

  it('drops an instruction the named page does not accept', async () => {
    const { api } = fakeApi({ '/account/redirect': () => ({ ...sessionReply(), redirect: { page: 'databases', action: 'ssh', domain: null } }) });
    const { store } = renderWithProviders(<AuthorizePage />, { api, route: '/authorize/t', path: '/authorize/:token' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/databases'));
    expect(store.getState().account.redirect).toBeNull();
  });

  it('goes to the domains when the hint names no page', async () => {
    const { api } = fakeApi({ '/account/redirect': () => ({ ...sessionReply(), redirect: { page: null, action: null, domain: null } }) });
    const { store } = renderWithProviders(<AuthorizePage />, { api, route: '/authorize/t', path: '/authorize/:token' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/domains'));
    expect(store.getState().account.redirect).toBeNull();
  });

  it('goes to the sign-in form when the token is refused', async () => {
    const { api } = fakeApi({
      '/account/redirect': () => {
        throw new ApiError({ code: 403, type: 'session', message: 'Invalid or expired token.' });
      },
    });
    const { store } = renderWithProviders(<AuthorizePage />, { api, route: '/authorize/t', path: '/authorize/:token' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(store.getState().account.session).toBeNull();
  });
});
