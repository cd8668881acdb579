import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountState, domain, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderRoutes, testStore } from '../../test/render';

const MB = 1048576;
const box = (name: string) => ({ domain: 'example.com', name, diskLimit: 100 * MB, diskUsed: 0 });
const low14 = { level: 'low', action: 'delete', days: 14 };
type Own = { domain: string; name: string; setting: unknown };

function renderEmails(capabilities: string[], mailboxes: Own[] = []) {
  const list = { domains: [{ domain: 'example.com', own: true, setting: low14, allowedSenders: 1, blockedSenders: 2 }], mailboxes };
  const { api, call } = fakeApi({
    '/account/capabilities': () => ({ capabilities }),
    '/email/spam': () => structuredClone(list),
    '/email/spam/mailbox': (body) => {
      const set = body as Own;
      list.mailboxes = [...list.mailboxes.filter((m) => m.name !== set.name), ...(set.setting ? [set] : [])];
      return { ...set, effective: set.setting ?? low14 };
    },
  });
  const account = signedInAccount({ domains: [domain('example.com')], emailAccounts: [box('office'), box('sales'), box('team')] });
  const store = testStore(api, accountState(account));
  renderRoutes(store, api, '/emails');
  return { call, store, user: userEvent.setup() };
}

const rowOf = (address: string) => screen.getAllByTestId('email-row').find((row) => row.getAttribute('data-address') === address) as HTMLElement;

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Actions for office@example.com' }));
  return screen.findByRole('menu');
}

describe('a mailbox’s spam filter', () => {
  it('follows its domain’s default until given its own level, checked by the rule before it is sent', { timeout: 20_000 }, async () => {
    const { call, user } = renderEmails(['spamFilter']);
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Spam filter…' }));
    // The dialog says it is loading, then shows the form once the settings are read.
    expect(await screen.findByRole('radio', { name: 'Use the default of example.com' }, { timeout: 5000 })).toBeChecked();
    const dialog = screen.getByRole('radio', { name: 'Use the default of example.com' }).closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByRole('heading', { name: 'Spam filter: office@example.com' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('spam-inherited')).toHaveTextContent('Low, deleted after 14 days');
    expect(within(dialog).getByTestId('spam-exceptions')).toHaveTextContent('1 sender always delivered, 2 always refused');

    await user.click(within(dialog).getByRole('radio', { name: 'Its own setting' }));
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Spam filter' })).getByRole('radio', { name: 'High' }));
    const days = within(dialog).getByLabelText('Delete after');
    await user.clear(days);
    await user.type(days, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a whole number of days between 1 and 365.')).toBeInTheDocument();
    await waitFor(() => expect(days).toHaveFocus());
    expect(call.mock.calls.some(([path]) => path === '/email/spam/mailbox')).toBe(false);

    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'When spam arrives' })).getByRole('radio', { name: 'Move it to the spam folder' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call.mock.calls.find(([path]) => path === '/email/spam/mailbox')?.[1]).toEqual({
        domain: 'example.com',
        name: 'office',
        setting: { level: 'high', action: 'move', days: null },
      }),
    );
    // The row now says the mailbox filters unlike its domain, and its badge opens the dialog again.
    const badge = await within(rowOf('office@example.com')).findByTestId('spam-badge');
    expect(badge).toHaveTextContent('Spam filter: high');
    expect(badge).toHaveAttribute('title', "Its own spam filter: High, moved to the spam folder. The domain's default: Low, deleted after 14 days.");
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(badge);
    expect(await screen.findByRole('radio', { name: 'Its own setting' })).toBeChecked();
  });

  it('marks only the rows whose own setting filters unlike the domain’s', { timeout: 20_000 }, async () => {
    renderEmails(
      ['spamFilter'],
      [
        { domain: 'example.com', name: 'sales', setting: { level: 'low', action: 'move', days: null } },
        { domain: 'example.com', name: 'team', setting: low14 },
      ],
    );
    expect(await within(rowOf('sales@example.com')).findByTestId('spam-badge')).toHaveTextContent('Spam: moved to the spam folder');
    expect(within(rowOf('team@example.com')).queryByTestId('spam-badge')).toBeNull();
    expect(within(rowOf('office@example.com')).queryByTestId('spam-badge')).toBeNull();
  });

  it('is nowhere without the extension', { timeout: 20_000 }, async () => {
    const { call, user } = renderEmails([], [{ domain: 'example.com', name: 'office', setting: { level: 'high', action: 'mark', days: null } }]);
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Spam filter…' })).toBeNull();
    expect(call.mock.calls.some(([path]) => String(path).startsWith('/email/spam'))).toBe(false);
    expect(screen.queryByTestId('spam-badge')).toBeNull();
  });
});
