import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { selectDiskUsage } from '../../api/queries';
import { accountState, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderRoutes, testStore } from '../../test/render';

type Handlers = Parameters<typeof fakeApi>[0];

const yesterday = {
  id: '0123456789abcdef',
  kind: 'daily',
  takenAt: '2026-11-26T03:00:00.000Z',
  size: 5 * 1024 * 1024,
  state: 'ready',
  progress: 100,
  databases: [{ name: 'demo_shop', type: 'mysql', size: 1024 * 1024 }],
};
const entry = (name: string, type: 'file' | 'directory') => ({
  name,
  type,
  size: 12,
  permissions: type === 'directory' ? 'drwxr-xr-x' : '-rw-r--r--',
  day: '26',
  month: 'Nov',
  time: '03:00',
  target: null,
  number: 1,
});

function renderAt(route: string, handlers: Handlers, capabilities = ['backups']) {
  const { api, call } = fakeApi({
    '/account/capabilities': () => ({ capabilities }),
    '/backup/list': () => ({ backups: [yesterday], used: yesterday.size }),
    '/backup/files': (body) => ({ files: (body as { directory: string }).directory === '/' ? [entry('site', 'directory'), entry('keep.txt', 'file')] : [] }),
    '/backup/restore-files': () => ({ path: '/keep.txt' }),
    ...handlers,
  });
  const store = testStore(api, accountState(signedInAccount()));
  renderRoutes(store, api, route);
  const toasts = () => store.getState().ui.toasts.map((toast) => toast.detail.id);
  return { call, api, store, toasts, user: userEvent.setup() };
}

describe('the Backups screen', () => {
  it('lists the backups; from one, restores a file where it was after a confirmation naming what it overwrites', async () => {
    const { call, user, toasts, store } = renderAt('/backups', {});
    expect(await screen.findByRole('heading', { name: 'Backups' })).toBeInTheDocument();
    const [item] = await screen.findAllByTestId('backup');
    // What the backups take is the disk usage's Backups part once listed.
    expect(selectDiskUsage(store.getState()).backups).toBe(yesterday.size);
    expect(item).toHaveTextContent('Daily · 5.0 MB');
    expect(item).toHaveTextContent('1 database');
    await user.click(within(item).getByRole('button', { name: /^Browse files of the backup of/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Files in the backup of/ });
    await user.click(await within(dialog).findByRole('button', { name: 'Restore keep.txt where it was' }));
    const confirm = within(dialog).getByTestId('backup-confirm');
    expect(confirm).toHaveTextContent(/^Restore \/keep\.txt as it was on .+\? The file there now is overwritten by the backup's copy\./);
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toasts()).toContain('backups.restored'));
    expect(call).toHaveBeenCalledWith('/backup/restore-files', { id: yesterday.id, path: '/keep.txt', to: 'original' });
  }, 15_000);

  it('restores a database deleted since after saying it is made again', async () => {
    const { call, user, toasts } = renderAt('/backups', { '/backup/restore-database': () => ({}) });
    await user.click(await screen.findByRole('button', { name: /^Databases in the backup of/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Databases in the backup of/ });
    await user.click(within(dialog).getByRole('button', { name: 'Restore the database demo_shop' }));
    expect(within(dialog).getByTestId('backup-confirm')).toHaveTextContent(/^The database demo_shop was deleted since\. Create it again as it was on/);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toasts()).toContain('backups.databaseRestored'));
    expect(call).toHaveBeenCalledWith('/backup/restore-database', { id: yesterday.id, name: 'demo_shop', type: 'mysql' });
  });

  it('makes a backup now and shows its progress, the button off until it is ready', async () => {
    const making = { ...yesterday, id: 'fedcba9876543210', kind: 'onDemand', state: 'making', progress: 40, size: 0 };
    const { call, user, toasts } = renderAt('/backups', {
      '/backup/create': () => ({ backups: [making, yesterday], used: yesterday.size }),
    });
    await user.click(await screen.findByRole('button', { name: 'Make a backup now' }));
    expect(await screen.findByTestId('backups-making')).toHaveTextContent('Making a backup… 40%');
    expect(within(screen.getByTestId('backups-making')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Make a backup now' })).toBeDisabled();
    expect(call).toHaveBeenCalledWith('/backup/create', {});
    expect(toasts()).toContain('backups.madeNow');
  });

  it('says when there are none and when the list cannot be loaded (Retry reads it again)', async () => {
    let fail = true;
    const { user } = renderAt('/backups', {
      '/backup/list': () => {
        if (fail) throw new ApiError({ code: 500, type: 'serverError', message: 'Boom' });
        return { backups: [], used: 0 };
      },
    });
    expect(await screen.findByTestId('backups-error')).toHaveTextContent('The backups could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('backups-none')).toHaveTextContent('There are no backups yet.');
  });

  it('the disk usage statistics read what the backups take into their Backups part, only when advertised', async () => {
    const { store, call } = renderAt('/logs', {});
    expect(await screen.findByTestId('top-websites')).toBeInTheDocument();
    await waitFor(() => expect(selectDiskUsage(store.getState()).backups).toBe(yesterday.size));
    const without = renderAt('/logs', {}, ['sessions']);
    await waitFor(() => expect(without.call.mock.calls.some(([path]) => path === '/account/capabilities')).toBe(true));
    expect(without.call.mock.calls.some(([path]) => path === '/backup/list')).toBe(false);
    expect(selectDiskUsage(without.store.getState()).backups).toBe(0);
    expect(call.mock.calls.filter(([path]) => path === '/backup/list')).toHaveLength(1);
  });

  it('exists only when advertised: without it, no sidebar entry, and its address goes home', async () => {
    const { call } = renderAt('/backups', {}, ['sessions']);
    await waitFor(() => expect(call.mock.calls.some(([path]) => path === '/account/capabilities')).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Domains' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Backups' })).not.toBeInTheDocument();
    expect(call.mock.calls.some(([path]) => path === '/backup/list')).toBe(false);
  });

  it('with it advertised, the sidebar and the palette lead there', async () => {
    const { user } = renderAt('/domains', {});
    expect(await screen.findByRole('link', { name: 'Backups' })).toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Search the panel' }), 'backups');
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Backups');
  });
});
