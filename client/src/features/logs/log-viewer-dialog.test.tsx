import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale, LogType } from '@panel/contract';
import { FOLLOW_INTERVAL_MS } from './use-followed-log';
import { signedInAccount } from '../../test/fixtures';
import { fakeApi, renderDialog } from '../../test/render';
import { LogViewerDialog } from './log-viewer-dialog';

/** An access line: every tenth a bot's, every seventh a 404, from two address ranges. */
const line = (n: number) =>
  `${n % 2 ? '192.0.2' : '203.0.113'}.${n % 250} - - [27/Nov/2026:10:00:00 +0000] "GET /page-${n} HTTP/1.1" ${n % 7 === 0 ? 404 : 200} 512 "-" "${n % 10 === 0 ? 'Googlebot' : 'Firefox'}"`;
/** What /log/show answers for a log of lines 1 to `to`: its last 1,000 lines at most. */
const logOf = (from: number, to: number) => {
  const start = Math.max(from, to - 999);
  return Array.from({ length: to - start + 1 }, (_, i) => line(start + i)).join('\n') + '\n';
};
/** 120 lines (fewer than a tail). */
const LOG = logOf(1, 120);

function renderViewer(log: () => unknown = () => ({ log: LOG }), { locale = 'en', type = 'access' }: { locale?: Locale; type?: LogType } = {}) {
  const { api, call } = fakeApi({ '/log/show': log });
  renderDialog(<LogViewerDialog domain="example.com" type={type} />, { api, account: { ...signedInAccount(), locale } });
  const reads = () => call.mock.calls.filter(([path]) => path === '/log/show').length;
  return { reads, user: userEvent.setup({ advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)) }) };
}

const rows = () =>
  within(screen.getByTestId('log-viewer-text'))
    .queryAllByTestId(/^log-line/)
    .map((row) => row.textContent);
const count = () => screen.getByTestId('log-count');

afterEach(() => {
  vi.useRealTimers();
});

describe('log viewer', () => {
  it('shows the whole tail and filters it as you type, the matches marked, Escape clearing the filter without closing', async () => {
    const { user } = renderViewer();
    await screen.findByTestId('log-viewer-text');
    expect(rows()).toHaveLength(120);
    expect(rows()[0]).toBe(line(1));
    expect(count()).toHaveTextContent('120 lines');

    const search = screen.getByRole('searchbox', { name: 'Filter the lines' });
    await user.type(search, 'googleBOT');
    expect(rows()).toEqual(Array.from({ length: 12 }, (_, i) => line(10 + i * 10)));
    expect(count()).toHaveTextContent('12 of 120 lines shown');
    expect(screen.getByTestId('log-announce')).toHaveTextContent('12 of 120 lines shown');
    const marks = within(screen.getByTestId('log-viewer-text')).getAllByText('Googlebot', { selector: 'mark' });
    expect(marks).toHaveLength(12);

    await user.type(search, 'x');
    expect(screen.queryByTestId('log-viewer-text')).not.toBeInTheDocument();
    expect(screen.getByText('No lines match the filter.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(rows()).toHaveLength(120);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('filters an access log by status class and by the start of the address, together with the text', async () => {
    const { user } = renderViewer();
    await screen.findByTestId('log-viewer-text');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), '4xx client errors');
    const notFound = Array.from({ length: 17 }, (_, i) => line(7 + i * 7));
    expect(rows()).toEqual(notFound);
    expect(count()).toHaveTextContent('17 of 120 lines shown');

    await user.type(screen.getByRole('searchbox', { name: 'Client address' }), '192.0.2.');
    expect(rows()).toEqual(notFound.filter((text) => text.startsWith('192.0.2.')));
    expect(within(screen.getByTestId('log-viewer-text')).getAllByText('192.0.2.', { selector: 'mark' })).toHaveLength(rows().length);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'All statuses');
    await user.type(screen.getByRole('searchbox', { name: 'Filter the lines' }), 'page-111');
    expect(rows()).toEqual([line(111)]);
  });

  it('offers no status or address filter on an error log', async () => {
    renderViewer(() => ({ log: '[Fri Nov 27 10:00:00.000000 2026] [php:warn] [pid 1] PHP Warning: x\n' }), { type: 'error' });
    await screen.findByTestId('log-viewer-text');
    expect(screen.getByRole('searchbox', { name: 'Filter the lines' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filter by status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Client address' })).not.toBeInTheDocument();
  });

  it('follows the log: reads it every few seconds while on, adds only the new lines, marks them and says how many', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let log = logOf(1, 120);
    const { reads, user } = renderViewer(() => ({ log }));
    await screen.findByTestId('log-viewer-text');
    expect(reads()).toBe(1);
    // Off: nothing is read again.
    await act(() => vi.advanceTimersByTimeAsync(3 * FOLLOW_INTERVAL_MS));
    expect(reads()).toBe(1);

    log = logOf(1, 122);
    await user.click(screen.getByRole('switch', { name: 'Follow' }));
    // Turned on, it reads at once.
    await waitFor(() => expect(rows()).toHaveLength(122));
    expect(
      within(screen.getByTestId('log-viewer-text'))
        .getAllByTestId('log-line-new')
        .map((row) => row.textContent),
    ).toEqual([line(121), line(122)]);
    expect(screen.getByTestId('log-announce')).toHaveTextContent('2 new lines');
    expect(count()).toHaveTextContent('122 lines');

    // A full tail that moved on: the lines that dropped off its start are not new.
    log = logOf(1, 1000);
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    await waitFor(() => expect(screen.getByTestId('log-announce')).toHaveTextContent('878 new lines'));
    log = logOf(1, 1003);
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    await waitFor(() => expect(screen.getByTestId('log-announce')).toHaveTextContent('3 new lines'));
    expect(rows().at(-1)).toBe(line(1003));
    expect(within(screen.getByTestId('log-viewer-text')).getAllByTestId('log-line-new')).toHaveLength(3);
    expect(screen.queryByTestId('log-gap')).not.toBeInTheDocument();

    // More than a tail between two reads: the new tail, and a word about the lines in between.
    log = logOf(1, 3000);
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    await waitFor(() => expect(rows()[0]).toBe(line(2001)));
    expect(rows()).toHaveLength(1000);
    expect(screen.getByTestId('log-gap')).toHaveTextContent('some in between are not shown');

    await user.click(screen.getByRole('switch', { name: 'Follow' }));
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(3 * FOLLOW_INTERVAL_MS));
    expect(reads()).toBe(before);
  });

  it('stops reading while the tab is hidden and reads at once when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reads, user } = renderViewer();
    await screen.findByTestId('log-viewer-text');
    await user.click(screen.getByRole('switch', { name: 'Follow' }));
    await waitFor(() => expect(reads()).toBe(2));
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(() => vi.advanceTimersByTimeAsync(4 * FOLLOW_INTERVAL_MS));
    expect(reads()).toBe(2);
    hidden.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(reads()).toBe(3));
  });

  it("wraps an access log's long lines on request, an error log's from the start", async () => {
    const { user } = renderViewer();
    const pre = await screen.findByTestId('log-viewer-text');
    expect(pre).not.toHaveClass('log-viewer-wrapped');
    await user.click(screen.getByRole('switch', { name: 'Wrap lines' }));
    expect(pre).toHaveClass('log-viewer-wrapped');
    cleanup();
    renderViewer(undefined, { type: 'error' });
    expect(await screen.findByTestId('log-viewer-text')).toHaveClass('log-viewer-wrapped');
    expect(screen.getByRole('switch', { name: 'Wrap lines' })).toBeChecked();
  });

  it('reads the log again on Refresh, busy while it runs, adding the new lines', async () => {
    let reply = LOG;
    let finish: () => void = () => undefined;
    const { reads, user } = renderViewer(() => new Promise((resolve) => (finish = () => resolve({ log: reply }))));
    finish();
    await screen.findByTestId('log-viewer-text');
    reply = logOf(1, 121);
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await user.click(refresh);
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(rows().at(-1)).toBe(line(121)));
    expect(refresh).toHaveAttribute('aria-busy', 'false');
    expect(reads()).toBe(2);
  });

  it('counts in Polish with its plural forms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let log = LOG;
    const { user } = renderViewer(() => ({ log }), { locale: 'pl' });
    await screen.findByTestId('log-viewer-text');
    expect(count()).toHaveTextContent('120 wierszy');
    await user.type(within(screen.getByRole('dialog')).getByRole('searchbox', { name: 'Filtruj wiersze' }), 'googlebot');
    expect(count()).toHaveTextContent('Pokazano 12 z 120 wierszy');
    log = logOf(1, 122);
    await user.click(screen.getByRole('switch', { name: 'Śledź' }));
    await waitFor(() => expect(screen.getByTestId('log-announce')).toHaveTextContent('2 nowe wiersze'));
  });

  it('counts a short log', async () => {
    renderViewer(() => ({ log: 'a\nb\nc\n' }), { locale: 'pl' });
    expect(await screen.findByTestId('log-count')).toHaveTextContent('3 wiersze');
  });

  it('offers Refresh when the log cannot be read', async () => {
    let fail = true;
    const { user } = renderViewer(() => {
      if (fail) throw new Error('down');
      return { log: 'back\n' };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot load server log.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByTestId('log-viewer-text')).toHaveTextContent('back');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
