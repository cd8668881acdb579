import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { domain } from '../../test/fixtures';
import { fakeApi } from '../../test/render';
import { openMenu, renderPage } from './domains-test-kit';

// The visitorStats extension's dialog (features/visitor-stats), opened from a domain's row menu as
// the shared dialog `visitorStats`.

/** The Domains screen with example.com, the backend offering these extensions. */
const renderDomains = (capabilities: string[], handlers: Parameters<typeof fakeApi>[0] = {}) =>
  renderPage({ domains: [domain('example.com')] }, { '/account/capabilities': () => ({ capabilities }), ...handlers });

const day = (date: string, visits: number, visitors: number, pageViews: number, bytes: number, requests: number) => ({
  date,
  visits,
  visitors,
  pageViews,
  bytes,
  requests,
});
const stats = {
  domain: 'example.com',
  from: '2026-11-22',
  to: '2026-11-28',
  days: [
    day('2026-11-22', 0, 0, 0, 0, 0),
    day('2026-11-23', 0, 0, 0, 0, 0),
    day('2026-11-24', 0, 0, 0, 0, 0),
    day('2026-11-25', 0, 0, 0, 0, 0),
    day('2026-11-26', 0, 0, 0, 0, 0),
    day('2026-11-27', 4, 2, 3, 4696, 7),
    day('2026-11-28', 2, 2, 2, 7527, 4),
  ],
  totals: { requests: 11, visits: 6, visitors: 3, pageViews: 5, bytes: 12223, botRequests: 2 },
  statusClasses: { '2xx': 7, '3xx': 2, '4xx': 1, '5xx': 1 },
  topPages: [
    { name: '/about/', count: 2 },
    { name: '/blog/', count: 2 },
  ],
  topReferrers: [{ name: 'www.google.com', count: 2 }],
  skipped: 0,
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('visitor statistics', () => {
  it("opens from a domain's menu with the period's figures, each day's numbers in the table a screen reader reads", async () => {
    const { user, call } = renderDomains(['visitorStats'], { '/stats/visitors': () => ({ ...stats, skipped: 1 }) });
    await user.click(await within(await openMenu(user, 'example.com')).findByRole('menuitem', { name: 'Visitor statistics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visitor statistics: example.com' });
    const totals = await within(dialog).findByTestId('visitor-totals');
    expect(call).toHaveBeenCalledWith('/stats/visitors', { domain: 'example.com', days: 30 }, expect.anything());
    expect(
      within(totals)
        .getAllByTestId('visitor-total')
        .map((value) => value.textContent),
    ).toEqual(['6', '3', '5', '12 kB', '18.2%']);
    expect(within(dialog).getByLabelText(/^A chart of visits and page views per day from Nov 22 to Nov 28/)).toHaveAttribute('role', 'img');
    const table = within(dialog).getByRole('table', { name: 'Visits, visitors, page views and data per day' });
    const [, today, yesterday] = within(table).getAllByRole('row');
    expect(within(today).getByRole('rowheader')).toHaveTextContent('Nov 28');
    expect(cells(today)).toEqual(['2', '2', '2', '7.4 kB']);
    expect(cells(yesterday)).toEqual(['4', '2', '3', '4.6 kB']);
    expect(within(dialog).getByTestId('visitor-top-pages')).toHaveTextContent('/about/2/blog/2');
    expect(within(dialog).getByTestId('visitor-top-referrers')).toHaveTextContent('www.google.com2');
    expect(dialog).toHaveTextContent('2xx success: 7 (63.6%)');
    expect(dialog).toHaveTextContent('Bots: 2 (18.2%)');
    expect(dialog).toHaveTextContent('1 line of the log was left out: it is not in the access log format.');
    // Seven days: asked again.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await waitFor(() => expect(call).toHaveBeenCalledWith('/stats/visitors', { domain: 'example.com', days: 7 }, expect.anything()));
  }, 15_000);

  it('says when the period had no visits', async () => {
    const empty = {
      ...stats,
      days: stats.days.map((d) => ({ ...d, visits: 0, visitors: 0, pageViews: 0, bytes: 0, requests: 0 })),
      totals: { requests: 0, visits: 0, visitors: 0, pageViews: 0, bytes: 0, botRequests: 0 },
    };
    const { user } = renderDomains(['visitorStats'], { '/stats/visitors': () => empty });
    await user.click(await within(await openMenu(user, 'example.com')).findByRole('menuitem', { name: 'Visitor statistics' }));
    expect(await screen.findByTestId('visitor-stats-empty')).toHaveTextContent('No visits in the last 30 days.');
  });

  it('is not in the menu without the extension', async () => {
    const { user, call } = renderDomains(['backups']);
    await waitFor(() => expect(call).toHaveBeenCalledWith('/account/capabilities', {}));
    const menu = await openMenu(user, 'example.com');
    expect(within(menu).getByRole('menuitem', { name: 'Show the error log' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Visitor statistics' })).toBeNull();
  });
});
