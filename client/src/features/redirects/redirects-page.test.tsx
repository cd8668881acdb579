import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Redirect } from '@panel/contract';
import { fakeApi, renderWithProviders } from '../../test/render';
import { signedInAccount } from '../../test/fixtures';
import type { TestAccount } from '../../test/fixtures';
import { redirectSet } from '../../store/navigation-slice';
import { PAGE_SIZE } from '../../components/pager';
import { RedirectsPage } from './redirects-page';

const root: Redirect = { domain: 'shop.example.com', directory: '/', destination: 'shop.example.com/', type: 'http', code: 301 };
const promo: Redirect = { domain: 'example.com', directory: '/promo/', destination: 'https://www.example.net/sale', type: 'normal', code: 302 };

/** The instruction a domain's menu gives: redirect this domain (its root). */
function instructRedirect(store: ReturnType<typeof renderPage>['store'], domain: string) {
  act(() => {
    store.dispatch(redirectSet({ page: 'redirects', action: 'redirect', domain }));
  });
}

function renderPage(account: Partial<TestAccount> = {}) {
  const { api, call } = fakeApi();
  const view = renderWithProviders(<RedirectsPage />, { api, route: '/redirects', account: signedInAccount({ redirects: [promo, root], ...account }) });
  return { ...view, call, user: userEvent.setup() };
}

describe('redirections screen', () => {
  it('lists address, destination and code', () => {
    renderPage();
    const rows = screen.getAllByTestId('redirect-row');
    expect(rows.map((row) => row.getAttribute('data-address'))).toEqual(['example.com/promo/', 'shop.example.com/']);
    expect(within(rows[0]).getByText('https://www.example.net/sale')).toBeInTheDocument();
    expect(within(rows[0]).getByText('302')).toBeInTheDocument();
    expect(within(rows[1]).getByText('HTTP → HTTPS')).toBeInTheDocument();
  });

  it('shows a first-run prompt without redirections', async () => {
    const { user } = renderPage({ redirects: [] });
    expect(screen.getByTestId('redirects-empty')).toHaveTextContent('You have not created any redirections yet.');
    await user.click(screen.getByRole('button', { name: 'Create your first redirection' }));
    expect(await screen.findByRole('dialog', { name: 'Create new redirection' })).toBeInTheDocument();
  });

  it('filters by address or destination and says when nothing matches', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search redirections' }), 'SALE');
    expect(screen.getAllByTestId('redirect-row')).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Search redirections' }), 'nothing');
    expect(await screen.findByTestId('redirects-no-match')).toHaveTextContent('No redirections match the search criteria.');
  });

  it('pages a long list', () => {
    const many = Array.from({ length: PAGE_SIZE + 5 }, (_, i): Redirect => ({ ...promo, directory: `/p${String(i).padStart(3, '0')}/` }));
    renderPage({ redirects: many });
    expect(screen.getAllByTestId('redirect-row')).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`1–${PAGE_SIZE} of ${PAGE_SIZE + 5}`)).toBeInTheDocument();
  });

  it('opens modify for a domain whose root is redirected, create for one whose root is not', async () => {
    const { store } = renderPage();
    instructRedirect(store, 'shop.example.com');
    const modify = await screen.findByRole('dialog', { name: 'Modify redirection' });
    expect(within(modify).getByLabelText('Domain name')).toHaveValue('shop.example.com');
    await waitFor(() => expect(store.getState().navigation.redirect).toBeNull());
  });

  it('opens create with the domain chosen when its root is not redirected', async () => {
    const { store } = renderPage();
    instructRedirect(store, 'example.com');
    const create = await screen.findByRole('dialog', { name: 'Create new redirection' });
    expect(within(create).getByLabelText('Domain name')).toHaveValue('example.com');
    expect(within(create).getByLabelText('Subdirectory')).toHaveValue('/');
  });
});
