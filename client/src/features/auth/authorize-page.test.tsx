import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { fakeApi, renderWithProviders } from '../../test/render';
import { sessionReply, signedInAccount } from '../../test/fixtures';
import { AuthorizePage } from './authorize-page';
import { failWith } from '../../components/__test__/dialog-test-kit';

describe('token hand-off', () => {
  it('exchanges the token, keeps the redirect hint and opens the page it names', async () => {
    const { api, call } = fakeApi({
      '/account/redirect': () => ({ ...sessionReply(), redirect: { page: 'emails', action: 'accounts', domain: 'example.com' } }),
    });
    const { store } = renderWithProviders(<AuthorizePage />, { api, route: '/authorize/abc123', path: '/authorize/:token' });
    expect(screen.getByText('Logging you in...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emails'));
    expect(call).toHaveBeenCalledWith('/account/redirect', { token: 'abc123' }, { keepSessionOn403: true });
    expect(store.getState().session.token).toBe('token-1');
    expect(store.getState().navigation.redirect).toEqual({ page: 'emails', action: 'accounts', domain: 'example.com' });
  });

  it('drops an instruction the named page does not accept', async () => {
    const { api } = fakeApi({ '/account/redirect': () => ({ ...sessionReply(), redirect: { page: 'databases', action: 'ssh', domain: null } }) });
    const { store } = renderWithProviders(<AuthorizePage />, { api, route: '/authorize/t', path: '/authorize/:token' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/databases'));
    expect(store.getState().navigation.redirect).toBeNull();
  });

  it('goes to the domains when the hint names no page', async () => {
    const { api } = fakeApi({ '/account/redirect': () => ({ ...sessionReply(), redirect: { page: null, action: null, domain: null } }) });
    const { store } = renderWithProviders(<AuthorizePage />, { api, route: '/authorize/t', path: '/authorize/:token' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/domains'));
    expect(store.getState().navigation.redirect).toBeNull();
  });

  it('goes to the sign-in form when the token is refused', async () => {
    const { api } = fakeApi({ '/account/redirect': failWith(403, 'session', 'Invalid or expired token.') });
    const { store } = renderWithProviders(<AuthorizePage />, { api, route: '/authorize/t', path: '/authorize/:token' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(store.getState().session.token).toBeNull();
  });

  it('with a session here, names it and asks first; Cancel goes back to the panel with the link unused', async () => {
    const { api, call } = fakeApi({
      '/account/redirect': () => ({ ...sessionReply({ login: 'other', token: 'token-2' }), redirect: { page: null, action: null, domain: null } }),
    });
    const { store } = renderWithProviders(<AuthorizePage />, { api, route: '/authorize/t', path: '/authorize/:token', account: signedInAccount() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Switch accounts?');
    expect(screen.getByTestId('authorize-switch')).toHaveTextContent(
      'You are signed in as demo. This sign-in link opens a new session, so you will be signed out first.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/domains'));
    expect(call).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBe('token-1');
  });

  it('on Continue, ends the session here first (even when the logout call fails), then signs in and says as whom', async () => {
    const order: string[] = [];
    const { api } = fakeApi({
      '/account/logout': () => {
        order.push(`logout as ${store.getState().session.token}`);
        throw new ApiError({ code: 0, type: 'networkError', message: 'Network error' });
      },
      '/account/redirect': () => {
        order.push(`redirect as ${store.getState().session.token}`);
        return { ...sessionReply({ login: 'other', token: 'token-2' }), redirect: { page: 'emails', action: null, domain: null } };
      },
    });
    const { store } = renderWithProviders(<AuthorizePage />, { api, route: '/authorize/t', path: '/authorize/:token', account: signedInAccount() });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out and continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emails'));
    expect(order).toEqual(['logout as token-1', 'redirect as null']);
    expect(store.getState().session).toMatchObject({ login: 'other', token: 'token-2' });
    expect(store.getState().ui.toasts.map((toast) => toast.detail)).toEqual([{ id: 'toast.signedInAs', values: { login: 'other' } }]);
  });

  it('without a session, asks nothing and says nothing more', async () => {
    const { api } = fakeApi({ '/account/redirect': () => ({ ...sessionReply(), redirect: { page: null, action: null, domain: null } }) });
    const { store } = renderWithProviders(<AuthorizePage />, { api, route: '/authorize/t', path: '/authorize/:token' });
    expect(screen.queryByTestId('authorize-switch')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/domains'));
    expect(store.getState().ui.toasts).toEqual([]);
  });
});
