import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@panel/contract';
import { signedInAccount } from '../test/fixtures';
import { fakeApi, renderDialog } from '../test/render';
import { LogViewerDialog } from './log-viewer-dialog';

/** 120 lines, every tenth a bot's; the viewer keeps the last 100 (21–120). */
const LOG = Array.from({ length: 120 }, (_, i) => `line ${i + 1} ${(i + 1) % 10 === 0 ? 'Googlebot' : 'Firefox'}`).join('\n') + '\n';

function renderViewer(log: () => unknown = () => ({ log: LOG }), locale: Locale = 'en') {
  const { api, call } = fakeApi({ '/log/show': log });
  renderDialog(<LogViewerDialog domain="example.com" />, { api, account: { ...signedInAccount(), locale } });
  return { call, user: userEvent.setup() };
}

const text = () => screen.getByTestId('log-viewer-text').textContent.split('\n');

describe('log viewer', () => {
  it('filters the last 100 lines as you type, counts them, and Escape clears the filter without closing', async () => {
    const { user } = renderViewer();
    await screen.findByTestId('log-viewer-text');
    expect(text()).toHaveLength(100);
    expect(text()[0]).toBe('line 21 Firefox');
    expect(screen.getByTestId('log-count')).toHaveTextContent('100 lines');

    const search = screen.getByRole('searchbox', { name: 'Filter the lines' });
    await user.type(search, 'googleBOT');
    expect(text()).toEqual(Array.from({ length: 10 }, (_, i) => `line ${30 + i * 10} Googlebot`));
    expect(screen.getByTestId('log-count')).toHaveTextContent('10 of 100 lines');

    await user.type(search, 'x');
    expect(screen.queryByTestId('log-viewer-text')).not.toBeInTheDocument();
    expect(screen.getByText('No lines match the filter.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(text()).toHaveLength(100);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('wraps long lines on request', async () => {
    const { user } = renderViewer();
    const pre = await screen.findByTestId('log-viewer-text');
    expect(pre).not.toHaveClass('log-viewer-wrapped');
    await user.click(screen.getByRole('switch', { name: 'Wrap lines' }));
    expect(pre).toHaveClass('log-viewer-wrapped');
  });

  it('reads the log again on Refresh, busy while it runs', async () => {
    let reply = LOG;
    let finish: () => void = () => undefined;
    const { call, user } = renderViewer(() => new Promise((resolve) => (finish = () => resolve({ log: reply }))));
    finish();
    await screen.findByTestId('log-viewer-text');
    reply = `${LOG}line 121 fresh\n`;
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await user.click(refresh);
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(text().at(-1)).toBe('line 121 fresh'));
    expect(refresh).toHaveAttribute('aria-busy', 'false');
    expect(call.mock.calls.filter(([path]) => path === '/log/show')).toHaveLength(2);
  });

  it('counts in Polish with its plural forms', async () => {
    const { user } = renderViewer(undefined, 'pl');
    await screen.findByTestId('log-viewer-text');
    expect(screen.getByTestId('log-count')).toHaveTextContent('100 wierszy');
    await user.type(within(screen.getByRole('dialog')).getByRole('searchbox'), 'googlebot');
    expect(screen.getByTestId('log-count')).toHaveTextContent('10 z 100 wierszy');
  });

  it('counts a short log', async () => {
    renderViewer(() => ({ log: 'a\nb\nc\n' }), 'pl');
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
