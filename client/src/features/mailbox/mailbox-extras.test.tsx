import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountState, domain, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderRoutes, testStore } from '../../test/render';

const MB = 1048576;
const box = (name: string) => ({ domain: 'example.com', name, diskLimit: 100 * MB, diskUsed: 0 });
const reply = {
  domain: 'example.com',
  name: 'office',
  enabled: true,
  subject: 'Away',
  text: '<b>Back soon</b>',
  start: '2031-05-10',
  end: '2031-05-20',
  interval: 1,
  state: 'active',
};
const forwarding = { domain: 'example.com', name: 'sales', destinations: ['me@home.example', 'team@work.example'], keepCopy: true };

function renderEmails(capabilities: string[]) {
  const { api, call } = fakeApi({
    '/account/capabilities': () => ({ capabilities }),
    '/email/autoresponder/list': () => ({
      autoresponders: [{ ...reply, name: 'info', state: 'scheduled', start: '2031-06-01', end: null }, reply, { ...reply, name: 'old', state: 'ended' }],
    }),
    '/email/forwarding/list': () => ({ forwardings: [forwarding] }),
    '/email/autoresponder/set': (body) => ({ ...reply, ...(body as object), state: 'active' }),
    '/email/forwarding/set': (body) => body,
  });
  const account = signedInAccount({ domains: [domain('example.com')], emailAccounts: [box('info'), box('office'), box('old'), box('sales')] });
  const store = testStore(api, accountState(account));
  renderRoutes(store, api, '/emails');
  const paths = () => call.mock.calls.map(([path]) => path);
  return { call, paths, store, user: userEvent.setup() };
}

const row = (address: string) => screen.getAllByTestId('email-row').find((r) => r.dataset.address === address) as HTMLElement;

async function openMenu(user: ReturnType<typeof userEvent.setup>, address: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${address}` }));
  return screen.findByRole('menu');
}

describe('a mailbox’s automatic reply and forwarding', () => {
  it('show in the rows while on, and the reply is turned on from the row menu after the rules pass', { timeout: 20_000 }, async () => {
    const { call, user, store } = renderEmails(['autoresponder', 'mailboxForwarding']);
    expect((await screen.findAllByTestId('autoreply-badge')).map((b) => b.textContent)).toEqual([
      'Auto-reply from Jun 1, 2031 (info@example.com)',
      'Auto-reply on until May 20, 2031 (office@example.com)',
    ]);
    expect(within(row('old@example.com')).queryByTestId('autoreply-badge')).toBeNull();
    expect(within(row('sales@example.com')).getByTestId('forwarding-badge')).toHaveTextContent('Forwards to me@home.example (+1)');

    const menu = await openMenu(user, 'sales@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Automatic reply…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto-reply: sales@example.com' });
    expect(within(dialog).getByRole('switch', { name: 'Automatic reply' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Message'), 'Back on Monday.');
    await user.clear(within(dialog).getByLabelText(/^Days between replies/));
    await user.type(within(dialog).getByLabelText(/^Days between replies/), '31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the subject of the reply.')).toHaveClass('invalid-feedback');
    expect(within(dialog).getByText('Choose a whole number of days between 1 and 30.')).toBeInTheDocument();
    expect(call.mock.calls.some(([path]) => path === '/email/autoresponder/set')).toBe(false);

    await user.type(within(dialog).getByLabelText('Subject'), 'Away');
    await user.clear(within(dialog).getByLabelText(/^Days between replies/));
    await user.type(within(dialog).getByLabelText(/^Days between replies/), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.getState().ui.toasts.map((t) => t.detail.id)).toContain('mailbox.autoreply.saved'));
    expect(call).toHaveBeenCalledWith('/email/autoresponder/set', {
      domain: 'example.com',
      name: 'sales',
      subject: 'Away',
      text: 'Back on Monday.',
      start: null,
      end: null,
      interval: 7,
    });
  });

  it('from the palette: a mailbox is chosen first, then its forwarding is set with a copy', { timeout: 20_000 }, async () => {
    const { call, user } = renderEmails(['mailboxForwarding']);
    await screen.findByTestId('forwarding-badge');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Search the panel' }), 'forwarding of');
    await user.click(within(screen.getByRole('dialog')).getByRole('option', { name: 'Forwarding of a mailbox' }));
    const choice = await screen.findByRole('dialog', { name: 'Forwarding' });
    await user.selectOptions(within(choice).getByLabelText('Mailbox'), 'office@example.com');
    await user.click(within(choice).getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forwarding: office@example.com' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Forward to, address 1' }), 'Me@Home.example');
    expect(within(dialog).getByRole('checkbox', { name: 'Keep a copy' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/email/forwarding/set', { domain: 'example.com', name: 'office', destinations: ['me@home.example'], keepCopy: true }),
    );
    expect(call.mock.calls.some(([path]) => path === '/email/autoresponder/list')).toBe(false);
  });

  it('without the extensions: no badge, no menu item, and neither list is asked for', async () => {
    const { paths, user } = renderEmails([]);
    await screen.findAllByTestId('email-row');
    await waitFor(() => expect(paths()).toContain('/account/capabilities'));
    const menu = await openMenu(user, 'office@example.com');
    expect(within(menu).queryByRole('menuitem', { name: 'Automatic reply…' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Forwarding…' })).toBeNull();
    expect(screen.queryByTestId('autoreply-badge')).toBeNull();
    expect(screen.queryByTestId('forwarding-badge')).toBeNull();
    expect(paths()).not.toContain('/email/autoresponder/list');
    expect(paths()).not.toContain('/email/forwarding/list');
  });
});
