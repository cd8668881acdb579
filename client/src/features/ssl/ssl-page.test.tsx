import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../test/fixtures';
import { redirectSet } from '../../store/navigation-slice';
import { domain, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderWithProviders } from '../../test/render';
import { noteServerDate } from '../../lib/server-time';
import { SslPage } from './ssl-page';
import { failWith } from '../../components/__test__/dialog-test-kit';

function renderPage(account: Partial<TestAccount> = {}, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const { api, call } = fakeApi(handlers);
  const view = renderWithProviders(<SslPage />, { api, route: '/ssl', account: signedInAccount(account) });
  return { ...view, call, user: userEvent.setup() };
}

const demoDomains = [
  domain('example.com', { sslType: 'letsencrypt', sslExpires: '2027-01-21 04:12:45' }),
  domain('shop.example.com', { sslType: 'custom', sslExpires: '2027-12-27 05:57:03' }),
  domain('blog.example.org'),
];

async function menuItems(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Certificate actions for ${name}` }));
  const toggle = screen.getByRole('button', { name: `Certificate actions for ${name}` });
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  const menu = document.querySelector<HTMLElement>(`[aria-labelledby="${toggle.id}"]`)!;
  return within(menu).getAllByRole('menuitem');
}

describe('SSL certificates screen', () => {
  // The server's time, as the replies' Date header gives it: the screen measures expiry against it.
  beforeEach(() => noteServerDate('Wed, 25 Nov 2026 09:00:00 GMT'));

  it('lists each domain with its lock state and the expiry date', () => {
    renderPage({ domains: demoDomains });
    const rows = screen.getAllByTestId('ssl-row');
    expect(rows.map((row) => row.getAttribute('data-domain'))).toEqual(['example.com', 'shop.example.com', 'blog.example.org']);
    expect(rows.map((row) => within(row).getByTestId('ssl-state').getAttribute('data-ssl-type'))).toEqual(['letsencrypt', 'custom', 'auto']);
    expect(rows.map((row) => within(row).getByTestId('ssl-expires').textContent)).toEqual([
      'Jan 21, 2027· expires in 57 days',
      'Dec 27, 2027· expires in 397 days',
      '—No expiry date',
    ]);
    expect(screen.getAllByTestId('ssl-expiry-state').map((e) => e.getAttribute('data-tone'))).toEqual(['fine', 'fine']);
    expect(screen.getAllByTestId('ssl-expiry-state')[0]).toHaveClass('text-success-emphasis');
    expect(screen.getByTestId('ssl-summary')).toHaveTextContent('No certificate expires within 14 days');
    expect(within(rows[1]).getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Buy a certificate/ })).toHaveAttribute('href', expect.stringContaining('demo'));
  });

  it("marks an expired certificate and one expiring within two weeks, by the server's time, not the browser's", () => {
    noteServerDate('Wed, 22 Dec 2027 12:00:00 GMT');
    renderPage({ domains: demoDomains });
    const rows = screen.getAllByTestId('ssl-row');
    expect(rows.map((row) => within(row).getByTestId('ssl-expires').textContent)).toEqual([
      'Jan 21, 2027· expired',
      'Dec 27, 2027· expires in 5 days',
      '—No expiry date',
    ]);
    expect(within(rows[0]).getByTestId('ssl-expiry-state')).toHaveClass('text-danger-emphasis');
    expect(within(rows[1]).getByTestId('ssl-expiry-state')).toHaveClass('text-warning-emphasis');
    // Expired has its own icon (a red shield), not the padlock of its kind.
    expect(rows.map((row) => within(row).getByTestId('ssl-state').getAttribute('data-expired'))).toEqual(['true', null, null]);
    expect(within(rows[0]).getByTestId('ssl-state')).toHaveClass('text-danger');
  });

  it("marks them again when a reply shows the server's clock is elsewhere", async () => {
    renderPage({ domains: demoDomains });
    expect(screen.getAllByTestId('ssl-expiry-state').map((e) => e.getAttribute('data-tone'))).toEqual(['fine', 'fine']);
    act(() => noteServerDate('Mon, 01 Mar 2027 12:00:00 GMT'));
    await waitFor(() => expect(screen.getAllByTestId('ssl-expiry-state').map((e) => e.textContent)).toEqual(['· expired', '· expires in 301 days']));
    expect(screen.getByTestId('ssl-summary')).toHaveTextContent('1 expired, 0 expire within 14 days');
  });

  const board = [
    domain('later.example.com', { sslType: 'custom', sslExpires: '2027-12-27 05:57:03' }),
    domain('example.com', { sslType: 'letsencrypt', sslExpires: '2027-01-21 04:12:45' }),
    domain('blog.example.org'),
    domain('shop.example.com', { sslType: 'custom', sslExpires: '2027-03-06 00:00:00' }),
    domain('mail.example.com', { sslType: 'letsencrypt', sslExpires: '2027-03-02 00:00:00' }),
  ];
  const names = () => screen.getAllByTestId('ssl-row').map((r) => r.getAttribute('data-domain'));

  it('opens sorted by urgency (expired first, then the soonest expiry), sums up and filters to the expiring ones, in English', async () => {
    noteServerDate('Mon, 01 Mar 2027 12:00:00 GMT');
    const { user } = renderPage({ domains: board });
    expect(names()).toEqual(['example.com', 'mail.example.com', 'shop.example.com', 'later.example.com', 'blog.example.org']);
    expect(screen.getByTestId('sort-expires').closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('ssl-summary')).toHaveTextContent('1 expired, 2 expire within 14 days');
    await user.click(screen.getByRole('switch', { name: 'Expiring soon only' }));
    await waitFor(() => expect(names()).toEqual(['example.com', 'mail.example.com', 'shop.example.com']));
    expect(screen.getByTestId('ssl-count')).toHaveTextContent('3 domains');
    await user.type(screen.getByRole('searchbox', { name: 'Search domains' }), 'shop');
    await waitFor(() => expect(names()).toEqual(['shop.example.com']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search domains' }));
    await user.click(screen.getByRole('switch', { name: 'Expiring soon only' }));
    await user.click(screen.getByTestId('sort-expires'));
    await waitFor(() => expect(names()).toEqual(['blog.example.org', 'later.example.com', 'shop.example.com', 'mail.example.com', 'example.com']));
    await user.click(screen.getByTestId('sort-expires'));
    await waitFor(() => expect(names()).toEqual(['example.com', 'mail.example.com', 'shop.example.com', 'later.example.com', 'blog.example.org']));
  });

  it('sums up in Polish, with its plural forms', () => {
    noteServerDate('Mon, 01 Mar 2027 12:00:00 GMT');
    renderPage({ domains: board, locale: 'pl' });
    expect(screen.getByTestId('ssl-summary')).toHaveTextContent('1 certyfikat wygasł, 2 wygasają w ciągu 14 dni');
    expect(screen.getByRole('switch', { name: 'Tylko wkrótce wygasające' })).not.toBeChecked();
  });

  it('filters by a trimmed, lower-cased part of the name, with the spec text when nothing matches', async () => {
    const { user } = renderPage({ domains: demoDomains });
    await user.type(screen.getByRole('searchbox', { name: 'Search domains' }), '  SHOP ');
    await waitFor(() => expect(screen.getAllByTestId('ssl-row').map((r) => r.getAttribute('data-domain'))).toEqual(['shop.example.com']));
    await user.type(screen.getByRole('searchbox', { name: 'Search domains' }), 'zzz');
    expect(await screen.findByText('No domain names match the search criteria.')).toBeInTheDocument();
  });

  it('offers generation where the domain has no Let’s Encrypt certificate yet, and Renew where it has', async () => {
    const { user } = renderPage({ domains: demoDomains });
    expect((await menuItems(user, 'example.com')).map((i) => i.textContent)).toEqual(['Upload a certificate', 'Renew the certificate']);
    expect((await menuItems(user, 'blog.example.org')).map((i) => i.textContent)).toEqual(['Upload a certificate', 'Generate a free certificate']);
  });

  it('generates a certificate and shows the 405 refusal for a domain not pointed at us', async () => {
    const { user, call } = renderPage(
      { domains: demoDomains },
      {
        '/certificate/generate': failWith(405, 'notPointed', 'Domain is not pointed to our nameservers.'),
      },
    );
    await user.click((await menuItems(user, 'blog.example.org'))[1]);
    const dialog = await screen.findByRole('dialog', { name: 'Generate a free certificate' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    // The spec's words, then the name servers to set (the connector's).
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Domain is not pointed to our nameservers\. Set its name servers to ns1\.\S+, ns2\.\S+ where the domain is registered/,
    );
    expect(call).toHaveBeenCalledWith('/certificate/generate', { domain: 'blog.example.org' });
  });

  it('opens the upload dialog for the ssl instruction', async () => {
    const { store } = renderPage({ domains: demoDomains });
    store.dispatch(redirectSet({ page: 'ssl', action: 'ssl', domain: 'blog.example.org' }));
    expect(await screen.findByRole('dialog', { name: 'Upload an SSL certificate' })).toBeInTheDocument();
  });

  it('invites a customer without domains to add one first', () => {
    renderPage({ domains: [] });
    expect(screen.getByTestId('ssl-first-run')).toHaveTextContent('Add a domain first');
    expect(screen.queryByTestId('ssl-table')).not.toBeInTheDocument();
  });

  it('adds that first domain right there: the button opens the add dialog with the focus in its field', async () => {
    const { user } = renderPage({ domains: [] });
    await user.click(within(screen.getByTestId('ssl-first-run')).getByRole('button', { name: 'Add a domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a domain' });
    await waitFor(() => expect(within(dialog).getByLabelText('Domain name')).toHaveFocus());
  });
});
