import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { fakeApi, renderWithProviders } from '../../test/render';
import { domain, signedInAccount } from '../../test/fixtures';
import type { TestAccount } from '../../test/fixtures';
import { redirectSet } from '../../store/navigation-slice';
import { DomainsPage } from './domains-page';
import { failWith } from '../../components/__test__/dialog-test-kit';

function renderPage(account: Partial<TestAccount> = {}, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const { api, call } = fakeApi(handlers);
  const view = renderWithProviders(<DomainsPage />, { api, route: '/domains', account: signedInAccount(account) });
  return { ...view, call, user: userEvent.setup() };
}

/** Opens a row's menu and returns it (closed menus stay in the DOM, hidden by CSS). */
async function openMenu(user: ReturnType<typeof userEvent.setup>, domainName: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${domainName}` }));
  const toggle = screen.getByRole('button', { name: `Actions for ${domainName}` });
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  return document.querySelector<HTMLElement>(`[aria-labelledby="${toggle.id}"]`)!;
}

const rows = () => screen.getAllByTestId('domain-row').map((row) => row.getAttribute('data-domain'));

/** Makes every media query match, as on a phone (the only one the table asks is the phone width). */
function asPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

describe('domains screen', () => {
  it('lists the domains with size and IP, and sends a keepalive', async () => {
    const { call } = renderPage({ domains: [domain('example.com', { diskUsed: 2.5 * 1024 * 1024 }), domain('shop.example.com')] });
    expect(screen.getByRole('heading', { level: 1, name: 'Domains' })).toBeInTheDocument();
    expect(rows()).toEqual(['example.com', 'shop.example.com']);
    const first = screen.getAllByTestId('domain-row')[0];
    expect(within(first).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Copy example.com' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Copy 192.0.2.10' })).toBeInTheDocument();
    await waitFor(() => expect(call).toHaveBeenCalledWith('/keepalive', {}));
  });

  it('on a phone shows the IP with its copy button under the name instead of in its own column', async () => {
    asPhone();
    renderPage({ domains: [domain('example.com')] });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Domain name', 'Size', 'Actions']);
    const [nameCell] = within(screen.getByTestId('domain-row')).getAllByRole('cell');
    expect(within(nameCell).getByTestId('domain-ip')).toHaveTextContent('IP address 192.0.2.10');
    expect(within(nameCell).getByRole('button', { name: 'Copy 192.0.2.10' })).toBeInTheDocument();
    // A long name keeps its copy button on its line and can be read whole in its title.
    expect(within(nameCell).getByText('example.com')).toHaveAttribute('title', 'example.com');
  });

  it('puts the IP in its own column above phone width', () => {
    renderPage({ domains: [domain('example.com')] });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Domain name', 'Disk usage', 'IP address', 'Actions']);
    const cells = within(screen.getByTestId('domain-row')).getAllByRole('cell');
    expect(within(cells[0]).getByTitle('example.com')).toHaveTextContent(/^example\.com$/);
    expect(within(cells[0]).getByTestId('domain-php')).toHaveTextContent('PHP 8.3');
    expect(cells[2]).toHaveTextContent('192.0.2.10');
  });

  it('filters by a trimmed, lower-cased substring and says when nothing matches', async () => {
    const { user } = renderPage({ domains: [domain('example.com'), domain('shop.example.com'), domain('blog.example.org')] });
    const search = screen.getByRole('searchbox', { name: 'Search domains' });
    await user.type(search, ' SHOP ');
    await waitFor(() => expect(rows()).toEqual(['shop.example.com']));
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No domain names match the search criteria.')).toBeInTheDocument();
  });

  it('pages through 2,000 domains 25 at a time', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => domain(`site-${String(i + 1).padStart(4, '0')}.com`));
    const { user } = renderPage({ domains: many });
    expect(rows()).toHaveLength(25);
    expect(screen.getByTestId('pager-status')).toHaveTextContent('1–25 of 2,000');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(rows()[0]).toBe('site-0026.com');
    await user.click(screen.getByRole('button', { name: 'Page 80' }));
    expect(rows().at(-1)).toBe('site-2000.com');
    await user.type(screen.getByRole('searchbox', { name: 'Search domains' }), 'site-000');
    await waitFor(() => expect(rows()).toHaveLength(9));
  }, 20_000);

  it('sorts by name and by size, each way', async () => {
    const { user } = renderPage({ domains: [domain('b.com', { diskUsed: 5 }), domain('c.com', { diskUsed: 1 }), domain('a.com', { diskUsed: 9 })] });
    expect(rows()).toEqual(['b.com', 'c.com', 'a.com']);
    await user.click(screen.getByRole('button', { name: 'Domain name' }));
    expect(rows()).toEqual(['a.com', 'b.com', 'c.com']);
    expect(screen.getByRole('columnheader', { name: 'Domain name' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Domain name' }));
    expect(rows()).toEqual(['c.com', 'b.com', 'a.com']);
    await user.click(screen.getByRole('button', { name: 'Disk usage' }));
    expect(rows()).toEqual(['c.com', 'b.com', 'a.com']);
    await user.click(screen.getByRole('button', { name: 'Disk usage' }));
    expect(rows()).toEqual(['a.com', 'b.com', 'c.com']);
    expect(screen.getByRole('columnheader', { name: 'Disk usage' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows each domain\'s SSL state with the days to expiry', () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    renderPage({
      domains: [
        domain('a.com', { sslType: 'auto', sslExpires: null }),
        domain('b.com', { sslType: 'letsencrypt', sslExpires: inDays(12) }),
        domain('c.com', { sslType: 'custom', sslExpires: inDays(-3) }),
      ],
    });
    const ssl = screen.getAllByTestId('domain-ssl').map((badge) => badge.textContent);
    expect(ssl[0]).toMatch(/Not generated$/);
    expect(ssl[1]).toMatch(/Let's Encrypt· expires in (12|13) days$/);
    expect(ssl[2]).toMatch(/Uploaded· expired$/);
  });

  it('greets an account without domains with a first-run state', async () => {
    const { user } = renderPage({ domains: [] });
    const firstRun = screen.getByTestId('domains-first-run');
    expect(within(firstRun).getByRole('heading', { name: 'No domains yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(firstRun).getByRole('button', { name: 'Add your first domain' }));
    expect(await screen.findByRole('dialog', { name: 'Add a domain' })).toBeInTheDocument();
  });

  it('shows skeleton rows, not the first-run state, until the account\'s lists arrive', async () => {
    let answer!: (lists: unknown) => void;
    renderPage({ user: null, domains: [] }, { '/keepalive': () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Domains' })).toBeInTheDocument();
    expect(screen.getByTestId('skeleton-rows')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('domains-first-run')).toBeNull();
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer(signedInAccount({ domains: [domain('example.com')] })));
    expect(rows()).toEqual(['example.com']);
    expect(screen.queryByTestId('skeleton-rows')).toBeNull();
  });

  it('offers the per-domain menu in groups, saying why the primary domain cannot be deleted', async () => {
    const { user } = renderPage({
      domains: [domain('example.com', { canDelete: false }), domain('shop.example.com')],
      redirects: [{ domain: 'shop.example.com', directory: '/', destination: 'http://x.org', type: 'normal', code: 301 }],
    });
    let menu = await openMenu(user, 'example.com');
    expect(menu).toHaveAttribute('role', 'menu');
    const labels = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(labels).toEqual([
      'Create an e-mail account',
      'Create an e-mail alias',
      'Add a trusted sender',
      'Add a blocked sender',
      'Create a redirection',
      'Show server log (access)',
      'Browse files',
      'Change PHP version',
      'Install WordPress',
      'Upload an SSL certificate',
      'Delete domainThe primary domain cannot be deleted.',
    ]);
    expect(within(menu).getAllByRole('separator')).toHaveLength(3);
    expect(within(menu).getByRole('menuitem', { name: /Delete domain/ })).toHaveAttribute('aria-disabled', 'true');
    menu = await openMenu(user, 'shop.example.com');
    expect(within(menu).getByRole('menuitem', { name: 'Modify the redirection' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete domain' })).toBeEnabled();
  });

  it('handles the keyboard the same way on the first open as on later ones', async () => {
    const { user } = renderPage();
    for (const attempt of ['first', 'second']) {
      // Enter opens with the focus on the first item; End and Home reach the last and first that can take it.
      screen.getByRole('button', { name: 'Actions for example.com' }).focus();
      await user.keyboard('{Enter}');
      const toggle = screen.getByRole('button', { name: 'Actions for example.com' });
      await waitFor(() => expect(toggle, attempt).toHaveAttribute('aria-expanded', 'true'));
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Create an e-mail account' }), attempt).toHaveFocus());
      await user.keyboard('{End}');
      expect(screen.getByRole('menuitem', { name: 'Upload an SSL certificate' }), attempt).toHaveFocus();
      await user.keyboard('{Home}');
      expect(screen.getByRole('menuitem', { name: 'Create an e-mail account' }), attempt).toHaveFocus();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(toggle, attempt).toHaveAttribute('aria-expanded', 'false'));
      expect(toggle, attempt).toHaveFocus();
    }
    // ArrowDown on a closed toggle opens the menu on its first item, on the first open too.
    screen.getByRole('button', { name: 'Actions for shop.example.com' }).focus();
    await user.keyboard('{ArrowDown}');
    const shop = screen.getByRole('button', { name: 'Actions for shop.example.com' });
    await waitFor(() => expect(shop).toHaveAttribute('aria-expanded', 'true'));
    const menu = document.querySelector<HTMLElement>(`[aria-labelledby="${shop.id}"]`)!;
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Create an e-mail account' })).toHaveFocus());
  });

  it('opens other screens with a redirect instruction', async () => {
    const { user, store } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Actions for shop.example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create an e-mail account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/emails');
    expect(store.getState().navigation.redirect).toEqual({ page: 'emails', action: 'accountAdd', domain: 'shop.example.com' });
  });

  it('browses the files of a domain', async () => {
    const { user, store } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Actions for shop.example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Browse files' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/files');
    expect(store.getState().navigation.fileDir).toBe('/domains/shop.example.com/public_html');
  });

  it('deletes a domain only after the confirmation is ticked', async () => {
    const { user, call, store } = renderPage({}, { '/domain/remove': () => ({ domains: [domain('example.com', { canDelete: false })], scripts: [] }) });
    await user.click(screen.getByRole('button', { name: 'Actions for shop.example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete domain' });
    expect(dialog.querySelector('#domain-remove-dialog')).not.toBeNull();
    const button = within(dialog).getByRole('button', { name: 'Delete domain' });
    expect(button).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(call).toHaveBeenCalledWith('/domain/remove', { domain: 'shop.example.com' }));
    await waitFor(() => expect(rows()).toEqual(['example.com']));
    expect(store.getState().ui.toasts[0].detail.id).toBe('toast.domainRemoved');
  });

  it('changes the PHP version of a domain', async () => {
    const { user, call } = renderPage({}, { '/domain/php': () => ({ domains: [] }) });
    await user.click(screen.getByRole('button', { name: 'Actions for example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change PHP version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change PHP version' });
    const select = within(dialog).getByRole('combobox', { name: 'PHP version' });
    expect(select).toHaveValue('8.3');
    await user.selectOptions(select, '8.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('/domain/php', { domain: 'example.com', version: '8.1' }));
  });

  it('shows the last 100 lines of the access log', async () => {
    const log = Array.from({ length: 300 }, (_, i) => `GET /page-${i + 1}`).join('\n');
    const { user, call } = renderPage({}, { '/log/show': () => ({ log }) });
    await user.click(screen.getByRole('button', { name: 'Actions for example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show server log (access)' }));
    const text = await screen.findByTestId('log-viewer-text');
    expect(call).toHaveBeenCalledWith('/log/show', { domain: 'example.com', type: 'access' }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    const lines = text.textContent.split('\n');
    expect(lines).toHaveLength(100);
    expect(lines[0]).toBe('GET /page-201');
    expect(lines.at(-1)).toBe('GET /page-300');
  });

  it('says when the log cannot be loaded', async () => {
    const { user } = renderPage({}, {
      '/log/show': failWith(404, 'notFound', 'x'),
    });
    await user.click(screen.getByRole('button', { name: 'Actions for example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show server log (access)' }));
    expect(await screen.findByText('Cannot load server log.')).toBeInTheDocument();
  });

  it('says when the server cannot be reached for the log, and reads it afresh on the next open', async () => {
    let reachable = false;
    const { user } = renderPage({}, {
      '/log/show': () => {
        if (!reachable) throw new ApiError({ code: 0, type: 'networkError', message: 'Network error' });
        return { log: 'GET /fresh' };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Actions for example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show server log (access)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Server log (access): example.com' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cannot connect to the server. Check your network connection and try again.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Actions for example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show server log (access)' }));
    expect(await screen.findByTestId('log-viewer-text')).toHaveTextContent('GET /fresh');
  });

  it('lists the name servers in the domain configuration dialog', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Domain configuration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Domain configuration' });
    expect(within(dialog).getByText('ns1.example.net')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy ns2.example.net' })).toBeInTheDocument();
    expect(within(dialog).getByText(/24 hours/)).toBeInTheDocument();
  });

  it('acts on the redirect instructions it accepts', async () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(redirectSet({ page: 'domains', action: 'password', domain: null }));
    });
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(store.getState().navigation.redirect).toBeNull();

    act(() => {
      store.dispatch(redirectSet({ page: 'domains', action: 'ssl', domain: 'example.com' }));
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ssl'));
    expect(store.getState().navigation.redirect).toEqual({ page: 'ssl', action: 'ssl', domain: 'example.com' });
  });
});
