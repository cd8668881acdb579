import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkError } from '../../api/errors';
import type { TestAccount } from '../../test/fixtures';
import { redirectSet } from '../../store/navigation-slice';
import { domain, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderWithProviders } from '../../test/render';
import { LogsPage } from './logs-page';

const MB = 1024 * 1024;
const mailbox = (name: string, diskUsed: number, diskLimit: number) => ({ domain: 'example.com', name, diskUsed, diskLimit });

function renderPage(account: Partial<TestAccount> = {}, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const { api: fake, call } = fakeApi(handlers);
  const download = vi.fn();
  const api = { ...fake, download };
  const view = renderWithProviders(<LogsPage />, { api, route: '/logs', account: signedInAccount(account) });
  return { ...view, call, download, user: userEvent.setup() };
}

const entries = (id: string) =>
  within(screen.getByTestId(`top-${id}`))
    .queryAllByTestId('top-entry')
    .map((e) => e.textContent);

describe('statistics and logs screen', () => {
  const account: Partial<TestAccount> = {
    domains: ['a.com', 'b.com', 'c.com', 'd.com', 'e.com'].map((name, i) => domain(name, { diskUsed: (i + 1) * MB })),
    databases: [{ name: 'demo_shop', type: 'mysql', diskUsed: 20 * MB }],
    emailAccounts: [mailbox('big', 300 * MB, 500 * MB), mailbox('roomy', 1 * MB, 2048 * MB), mailbox('small', 2 * MB, 100 * MB)],
  };

  it('shows the top four of each list, biggest first, with the sizes', async () => {
    renderPage(account);
    expect(entries('websites')).toEqual(['e.com5.0 MB', 'd.com4.0 MB', 'c.com3.0 MB', 'b.com2.0 MB']);
    expect(entries('databases')).toEqual(['demo_shop20 MB']);
    expect(entries('email-usage')).toEqual(['big@example.com300 MB', 'small@example.com2.0 MB', 'roomy@example.com1.0 MB']);
    expect(entries('email-capacity')[0]).toBe('roomy@example.com1.0 MB of 2.0 GB');
  });

  it('recounts on opening, showing the notice while it runs', async () => {
    let finish: (lists: object) => void = () => undefined;
    const { call } = renderPage(account, { '/account/sync': () => new Promise((resolve) => (finish = resolve)) });
    expect(await screen.findByTestId('stats-syncing')).toHaveTextContent('The statistics are being updated...');
    expect(call).toHaveBeenCalledWith('/account/sync', {});
    finish({ user: { diskUsed: 400 * MB, hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false, paid: true } });
    await waitFor(() => expect(screen.queryByTestId('stats-syncing')).not.toBeInTheDocument());
    expect(screen.getByTestId('stats-used')).toHaveTextContent('400 MB of 10 GB used (4%)');
    expect(screen.getByTestId('stats-available')).toHaveTextContent('9.6 GB');
  });

  it('says when the recount failed, keeps the numbers, and recounts again on Retry', async () => {
    const replies: (() => Promise<object>)[] = [
      () => Promise.reject(networkError()),
      () => Promise.resolve({ user: { diskUsed: 400 * MB, hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false, paid: true } }),
    ];
    const { user } = renderPage(account, { '/account/sync': () => replies.shift()!() });
    expect(await screen.findByTestId('stats-sync-failed')).toHaveTextContent(
      'Disk usage could not be recounted; the figures may be out of date. Cannot connect to the server. Check your network connection and try again.',
    );
    expect(screen.getByTestId('stats-used')).toHaveTextContent('of 10 GB used');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('stats-sync-failed')).not.toBeInTheDocument());
    expect(screen.getByTestId('stats-used')).toHaveTextContent('400 MB of 10 GB used (4%)');
  });

  it('links each list to its screen and the upgrade to the upsell', async () => {
    const { user } = renderPage(account);
    expect(screen.getByRole('link', { name: /Get more space/ })).toHaveAttribute('href', expect.stringContaining('demo'));
    await user.click(screen.getByRole('button', { name: 'Show all databases' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/databases');
  });

  it('opens the server logs tab for the logs instruction, each domain with its two logs', async () => {
    const { store, user, download } = renderPage(account, { '/log/show': () => ({ log: 'line 1\nline 2\n' }) });
    store.dispatch(redirectSet({ page: 'logs', action: 'logs', domain: null }));
    const rows = await screen.findAllByTestId('logs-row');
    expect(rows).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Logs of c.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show the error log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Server log (errors): c.com' });
    expect(await within(dialog).findByTestId('log-viewer-text')).toHaveTextContent('line 1');
    await user.click(within(dialog).getByRole('button', { name: /Download the whole log/ }));
    expect(download).toHaveBeenCalledWith('/log/download', { domain: 'c.com', type: 'error' });
  });
});
