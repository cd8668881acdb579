import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { domain } from '../../test/fixtures';
import { noteServerDate } from '../../lib/server-time';
import { renderPage } from './domains-test-kit';
import { READ_AFTER_MS } from './error-log-growth';

const mailbox = (name: string, diskUsed: number) => ({ domain: 'example.com', name, diskUsed, diskLimit: 1000 });

describe('needs attention, first on the domains screen', () => {
  beforeEach(() => noteServerDate('Sat, 28 Nov 2026 09:00:00 GMT'));
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists what needs attention most urgent first, each with its fix, and collapses', async () => {
    const { user } = renderPage({
      domains: [
        domain('example.com', { phpVersion: '8.1' }),
        domain('away.net', { pointed: false }),
        domain('gone.com', { sslType: 'letsencrypt', sslExpires: '2026-11-20 00:00:00' }),
      ],
      emailAccounts: [mailbox('office', 995), mailbox('fine', 10)],
    });
    const panel = await screen.findByTestId('attention-panel');
    expect(within(panel).getByTestId('attention-count')).toHaveTextContent('4 items');
    expect(
      within(panel)
        .getAllByTestId('attention-item')
        .map((item) => item.textContent),
    ).toEqual([
      'The SSL certificate of gone.com has expired: visitors see a security warning.Renew',
      'away.net is not pointed at our name servers: its website and e-mail do not work yet.Show the name servers',
      'The mailbox office@example.com is 99% full: new mail will soon be refused.Show the mailbox',
      'example.com runs PHP 8.1, which no longer gets security fixes.Change PHP version',
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Change PHP version' }));
    expect(await screen.findByRole('dialog', { name: /PHP/ })).toHaveTextContent('example.com');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const toggle = within(panel).getByRole('button', { name: /Needs attention/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('button', { name: 'Renew' })).toBeNull();
    await user.click(toggle);
    await user.click(within(panel).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByRole('dialog', { name: 'Renew the certificate' })).toHaveTextContent('gone.com');
  });

  it('names the domain whose error log has the most errors of the last day (read after the panel is drawn), its fix the log filtered to errors', async () => {
    const line = (day: string, time: string, level: string) =>
      `[${day} Nov ${day === 'Sat' ? 28 : 26} ${time}.000001 2026] [php:${level}] [pid 1] PHP message at ${time}`;
    const logs: Record<string, string> = {
      'busy.test': [line('Sat', '08:00:00', 'error'), line('Sat', '08:30:00', 'error'), line('Sat', '08:40:00', 'warn')].join('\n'),
      // An error two days old does not count.
      'quiet.test': [line('Thu', '08:00:00', 'error'), line('Sat', '07:00:00', 'error')].join('\n'),
      'calm.test': line('Sat', '08:50:00', 'notice'),
    };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, call } = renderPage(
      { domains: ['busy.test', 'quiet.test', 'calm.test'].map((name) => domain(name, { phpVersion: '8.4' })) },
      {
        // quiet.test's log comes a moment after busy.test's, as over a network.
        '/log/show': async (body) => {
          const { domain: name } = body as { domain: string };
          if (name === 'quiet.test') await new Promise((resolve) => setTimeout(resolve, 100));
          return { log: logs[name] ?? '' };
        },
      },
    );
    // All is well at first; the item comes once the logs are read, a few seconds later (the panel is drawn again, as a card).
    expect(await screen.findByTestId('attention-panel')).toHaveAttribute('data-state', 'well');
    expect(call.mock.calls.filter(([path]) => path === '/log/show')).toEqual([]);
    // Drawn once, when every log is read: not first with busy.test alone, then again with the count.
    const said: string[] = [];
    const watch = new MutationObserver(() => {
      const text = document.querySelector('[data-testid="attention-item"]')?.textContent;
      if (text && said.at(-1) !== text) said.push(text);
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    await act(() => vi.advanceTimersByTimeAsync(READ_AFTER_MS));
    await waitFor(
      () => expect(screen.getByTestId('attention-item')).toHaveTextContent('2 domains logged errors in the last day, busy.test the most (2 errors)'),
      {
        timeout: 4000,
      },
    );
    watch.disconnect();
    expect(said).toEqual(['2 domains logged errors in the last day, busy.test the most (2 errors): parts of your websites may not work.Show the errors']);
    expect(call.mock.calls.filter(([path]) => path === '/log/show').map(([, body]) => body)).toEqual(
      ['busy.test', 'calm.test', 'quiet.test'].map((name) => ({ domain: name, type: 'error' })),
    );
    const panel = screen.getByTestId('attention-panel');
    await user.click(within(panel).getByRole('button', { name: 'Show the errors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Server log (errors): busy.test' });
    expect(await within(dialog).findByRole('combobox', { name: 'Severity' })).toHaveValue('error');
    expect(
      within(dialog)
        .getAllByTestId('log-line')
        .map((l) => l.textContent),
    ).toEqual([line('Sat', '08:00:00', 'error'), line('Sat', '08:30:00', 'error')]);
  });

  it("keeps the mail authentication item's room in the shape of its likely words while the status is on its way, not read out", async () => {
    renderPage(
      { domains: [domain('example.com'), domain('shop.example.com', { phpVersion: '8.1' })] },
      { '/account/capabilities': () => ({ capabilities: ['mailAuth'] }), '/mail-auth/status': () => new Promise(() => undefined) },
    );
    const room = await screen.findByTestId('attention-item-room');
    expect(room).toHaveAttribute('aria-hidden', 'true');
    // The account's first domain, all three checks: about the lines the item will take, at any width.
    expect(room).toHaveTextContent('Mail from example.com may land in spam: SPF, DKIM, DMARC missing or wrong.Fix mail authentication');
    expect(screen.queryByRole('button', { name: 'Fix mail authentication' })).toBeNull();
  });

  it('says all is well when nothing needs attention, in Polish too', async () => {
    renderPage({ domains: [domain('example.com', { phpVersion: '8.4' })], locale: 'pl' });
    expect(await screen.findByTestId('attention-panel')).toHaveTextContent('Wszystko w porządku: nic nie wymaga Twojej uwagi.');
  });
});
