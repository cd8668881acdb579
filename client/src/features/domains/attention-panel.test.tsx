import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { domain } from '../../test/fixtures';
import { noteServerDate } from '../../lib/server-time';
import { renderPage } from './domains-test-kit';

const mailbox = (name: string, diskUsed: number) => ({ domain: 'example.com', name, diskUsed, diskLimit: 1000 });

describe('needs attention, first on the domains screen', () => {
  beforeEach(() => noteServerDate('Sat, 28 Nov 2026 09:00:00 GMT'));

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

  it('says all is well when nothing needs attention, in Polish too', async () => {
    renderPage({ domains: [domain('example.com', { phpVersion: '8.4' })], locale: 'pl' });
    expect(await screen.findByTestId('attention-panel')).toHaveTextContent('Wszystko w porządku: nic nie wymaga Twojej uwagi.');
  });
});
