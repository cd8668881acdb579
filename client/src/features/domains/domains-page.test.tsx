import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { domain, signedInAccount } from '../../test/fixtures';
import { asPhone, renderPage, rows } from './domains-test-kit';

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

  it('on a phone shows the size and the IP with its copy button under the name instead of in their own columns', async () => {
    asPhone();
    renderPage({ domains: [domain('example.com')] });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Domain name', 'Actions']);
    const [nameCell] = within(screen.getByTestId('domain-row')).getAllByRole('cell');
    expect(nameCell).toHaveTextContent(/Disk usage: \d/);
    expect(within(nameCell).getByTestId('domain-ip')).toHaveTextContent('IP address: 192.0.2.10');
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

  it("shows each domain's SSL state with the days to expiry", () => {
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
    // Expired wears its own colour and icon, not the amber of "expires soon".
    const badges = screen.getAllByTestId('domain-ssl');
    expect(badges[1]).toHaveClass('domain-badge-warn');
    expect(badges[2]).toHaveClass('domain-badge-expired');
    expect(badges[2]).not.toHaveClass('domain-badge-warn');
    expect(badges[2].querySelector('.bi-shield-fill-x')).not.toBeNull();
  });

  it('marks a domain the backend says is not at our name servers; Needs attention shows which to set', async () => {
    const { user } = renderPage({ domains: [domain('a.com', { pointed: false }), domain('b.com', { pointed: true }), domain('c.com')] });
    const marks = screen.getAllByTestId('domain-not-pointed');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent('Name servers not set');
    expect(marks[0]).toHaveAttribute('title', 'a.com is not pointed at our name servers: see Needs attention for which to set');
    await user.click(await screen.findByRole('button', { name: 'Show the name servers' }));
    expect(await screen.findByTestId('name-servers')).toHaveTextContent('ns1.example.net');
  });

  it('greets an account without domains with a first-run state', async () => {
    const { user } = renderPage({ domains: [] });
    const firstRun = screen.getByTestId('domains-first-run');
    expect(within(firstRun).getByRole('heading', { name: 'No domains yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(firstRun).getByRole('button', { name: 'Add your first domain' }));
    expect(await screen.findByRole('dialog', { name: 'Add a domain' })).toBeInTheDocument();
  });

  it("shows skeleton rows, not the first-run state, until the account's lists arrive", async () => {
    let answer!: (lists: unknown) => void;
    renderPage({ user: null, domains: [] }, { '/keepalive': () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Domains' })).toBeInTheDocument();
    expect(screen.getByTestId('skeleton-rows')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('domains-first-run')).toBeNull();
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer(signedInAccount({ domains: [domain('example.com')] })));
    // A query's reply reaches the screen on the next frame (RTK batches the cache's notifications).
    await waitFor(() => expect(rows()).toEqual(['example.com']));
    expect(screen.queryByTestId('skeleton-rows')).toBeNull();
  });
});
