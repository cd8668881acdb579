import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Database } from '@panel/contract';
import { fakeApi, renderWithProviders } from '../../test/render';
import { signedInAccount } from '../../test/fixtures';
import type { TestAccount } from '../../test/fixtures';
import { redirectSet } from '../../store/navigation-slice';
import { DatabasesPage } from './databases-page';

const databases: Database[] = [
  { name: 'demo_shop', type: 'mysql', diskUsed: 46 * 1024 * 1024 },
  { name: 'demo_blog', type: 'mysql', diskUsed: 2.5 * 1024 * 1024 },
  { name: 'demo_reports', type: 'postgres', diskUsed: 88 * 1024 * 1024 },
];

function renderPage(account: Partial<TestAccount> = {}, postgres = true) {
  const { api, call } = fakeApi();
  const state = signedInAccount({ databases, ...account });
  state.package = { ...state.package!, postgresAvailable: postgres };
  const view = renderWithProviders(<DatabasesPage />, { api, route: '/databases', account: state });
  return { ...view, call, user: userEvent.setup() };
}

const names = () => screen.getAllByTestId('database-row').map((row) => row.getAttribute('data-name'));

describe('databases screen', () => {
  it('lists each type on its tab with copyable names and sizes', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('tab', { name: 'MySQL 2' })).toHaveAttribute('aria-selected', 'true');
    expect(names()).toEqual(['demo_shop', 'demo_blog']);
    const blog = screen.getAllByTestId('database-row')[1];
    expect(within(blog).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(blog).getByRole('button', { name: 'Copy demo_blog' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Postgres 1' }));
    expect(names()).toEqual(['demo_reports']);
    expect(screen.getByRole('button', { name: /Open phpPgAdmin/ })).toBeInTheDocument();
  });

  it('offers the upgrade on the Postgres tab when the plan lacks it', async () => {
    const { user } = renderPage({}, false);
    await user.click(screen.getByRole('tab', { name: 'Postgres' }));
    expect(screen.getByTestId('postgres-upgrade')).toHaveTextContent('Your current plan does not include Postgres databases.');
    expect(screen.getByRole('button', { name: /Upgrade your plan/ })).toBeInTheDocument();
  });

  it('shows a first-run prompt for a type without databases', () => {
    renderPage({ databases: [] });
    expect(screen.getByTestId('databases-empty')).toHaveTextContent('You have not created any MySQL databases yet.');
  });

  it('opens the delete confirmation for a row', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete database demo_shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete database' });
    expect(within(dialog).getByRole('button', { name: 'Delete database' })).toBeDisabled();
  });

  it.each([
    ['postgres', 'Postgres 1', null],
    ['mysqlAdd', 'MySQL 2', 'mysql'],
    ['postgresAdd', 'Postgres 1', 'postgres'],
  ] as const)('acts on the instruction %s', async (action, tab, dialogType) => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(redirectSet({ page: 'databases', action, domain: null }));
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true'));
    if (dialogType) {
      const dialog = await screen.findByRole('dialog', { name: 'Create a database' });
      expect(within(dialog).getByLabelText('Database type')).toHaveValue(dialogType);
    }
  });
});
