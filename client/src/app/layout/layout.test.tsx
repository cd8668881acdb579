import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { accountState, domain, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderRoutes, testStore } from '../../test/render';
import { signedOut } from '../../store/session-slice';
import type { TestAccount } from '../../test/fixtures';

const GB = 1024 ** 3;

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(route: string, account: TestAccount | null, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const { api, call } = fakeApi(handlers);
  const store = testStore(api, account ? accountState(account) : undefined);
  renderRoutes(store, api, route, <Where />);
  return { store, call, user: userEvent.setup() };
}

const richAccount = () =>
  signedInAccount({
    user: { diskUsed: 1.2 * GB, hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false, paid: true },
    domains: [domain('example.com', { sslType: 'letsencrypt' }), domain('shop.example.com')],
    emailAccounts: [{ domain: 'example.com', name: 'anna', diskLimit: 100, diskUsed: 10 }],
    emailAliases: [{ domain: 'example.com', name: 'info', destination: 'anna@example.com' }],
    databases: [{ name: 'demo_shop', type: 'mysql', diskUsed: 1 }],
    redirects: [],
    scripts: [{ id: 1, type: 'wordpress', domain: 'example.com', directory: '/', database: 'demo_shop' }],
  });

describe('routes', () => {
  it('sends / to the sign-in form without a session', async () => {
    renderApp('/', null);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends / to the domains with a session', async () => {
    renderApp('/', richAccount());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/domains'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Domains' })).toBeInTheDocument();
  });

  it('keeps layout screens from a visitor without a session', async () => {
    renderApp('/databases', null);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('opens the Advanced settings screen at its address', async () => {
    renderApp('/advanced', richAccount());
    expect(await screen.findByRole('heading', { level: 1, name: 'Advanced settings' })).toBeInTheDocument();
  });

  it('goes to the sign-in form when the session is lost', async () => {
    const { store } = renderApp('/domains', richAccount());
    await screen.findByRole('heading', { level: 1, name: 'Domains' });
    act(() => {
      store.dispatch(signedOut());
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});

describe('shared layout', () => {
  it('lists the ten sections with counts and marks the active one', async () => {
    renderApp('/domains', richAccount());
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/domains',
      '/emails',
      '/databases',
      '/redirects',
      '/ssl',
      '/scripts',
      '/logs',
      '/access',
      '/files',
      '/advanced',
    ]);
    expect(within(nav).getByRole('link', { name: /Domains/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('count-domains')).toHaveTextContent('2');
    expect(screen.getByTestId('count-emails')).toHaveTextContent('2');
    expect(screen.getByTestId('count-databases')).toHaveTextContent('1');
    expect(screen.getByTestId('count-redirects')).toHaveTextContent('0');
    expect(screen.getByTestId('count-ssl')).toHaveTextContent('1');
    expect(screen.getByTestId('count-scripts')).toHaveTextContent('1');
    expect(screen.getByTestId('app-version')).toHaveTextContent('Hosting panel v1.0.0');
  });

  it('tells an account not paid for yet, with the pay link', async () => {
    const account = richAccount();
    renderApp('/domains', {
      ...account,
      user: { ...account.user!, paid: false },
      upsell: { upgrade: 'https://x.example/up', pay: 'https://x.example/pay', certificate: 'https://x.example/cert' },
    });
    const notice = await screen.findByTestId('unpaid-notice');
    expect(within(notice).getByRole('link', { name: 'Pay for hosting (opens in a new tab)' })).toHaveAttribute('href', 'https://x.example/pay');
  });

  it('names the plan in the user menu when the backend sends it (nothing otherwise), with Upgrade there', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const upsell = { upgrade: 'https://x.example/up', pay: 'https://x.example/pay', certificate: 'https://x.example/cert' };
    const { user } = renderApp('/domains', { ...richAccount(), upsell, plan: { name: 'Start' } });
    await user.click(await screen.findByRole('button', { name: 'Account menu (demo)' }));
    expect(await screen.findByTestId('plan-name')).toHaveTextContent('Your plan: Start');
    await user.click(screen.getByRole('menuitem', { name: 'Upgrade your plan (opens in a new tab)' }));
    expect(open).toHaveBeenCalledWith('https://x.example/up', '_blank', 'noopener,noreferrer');
    cleanup();
    const again = renderApp('/domains', { ...richAccount(), upsell, plan: null });
    await again.user.click(await screen.findByRole('button', { name: 'Account menu (demo)' }));
    await screen.findByRole('menuitem', { name: 'Change password' });
    expect(screen.queryByTestId('plan-name')).toBeNull();
  });

  it('shows no such notice to a paid account', async () => {
    renderApp('/domains', richAccount());
    await screen.findByTestId('disk-meter-text');
    expect(screen.queryByTestId('unpaid-notice')).toBeNull();
  });

  it('shows the disk meter as "%1% of %2"', async () => {
    renderApp('/domains', richAccount());
    expect(await screen.findByTestId('disk-meter-text')).toHaveTextContent('12% of 10 GB');
    // A screen reader hears one sentence, not the six bars' numbers.
    expect(screen.getByRole('button', { name: /^1\.2 GB of 10 GB used \(12%\)$/ })).toBeInTheDocument();
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
  });

  it('opens the statistics with the stats instruction from Details', async () => {
    const { user, store } = renderApp('/domains', richAccount());
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/logs'));
    // the placeholder screen takes and clears the instruction meant for it
    await screen.findByRole('heading', { level: 1, name: 'Statistics and logs' });
    await waitFor(() => expect(store.getState().navigation.redirect).toBeNull());
  });

  it('starts the quick actions of the Add a domain menu on their screens', async () => {
    const { user, store } = renderApp('/domains', richAccount());
    await user.click(await screen.findByRole('button', { name: 'More things to add' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create a database (MySQL)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/databases'));
    expect(store.getState().navigation.redirect === null || store.getState().navigation.redirect?.action === 'mysqlAdd').toBe(true);
  });

  it('opens the Add domain dialog from the split button', async () => {
    const { user } = renderApp('/emails', richAccount());
    await user.click(await screen.findByRole('button', { name: 'Add a domain' }));
    expect(await screen.findByRole('dialog', { name: 'Add a domain' })).toBeInTheDocument();
  });

  it('switches the language', async () => {
    const { user } = renderApp('/domains', richAccount());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'pl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Domeny' })).toBeInTheDocument();
    expect(screen.getByTestId('disk-meter-text')).toHaveTextContent('12% z 10 GB');
  });

  it('logs out even when the logout call fails', async () => {
    const { user, store, call } = renderApp('/domains', richAccount(), {
      '/account/logout': () => {
        throw new ApiError({ code: 0, type: 'networkError', message: 'Network error' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu (demo)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(call).toHaveBeenCalledWith('/account/logout', {}, { keepSessionOn403: true });
    expect(store.getState().session.token).toBeNull();
  });

  it('opens the change password dialog from the user menu', async () => {
    const { user } = renderApp('/domains', richAccount());
    await user.click(await screen.findByRole('button', { name: 'Account menu (demo)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });
});
