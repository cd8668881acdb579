import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountState, domain, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderRoutes, testStore } from '../../test/render';

const MB = 1048576;
const box = (name: string) => ({ domain: 'example.com', name, diskLimit: 100 * MB, diskUsed: 0 });
const list = {
  domains: [{ domain: 'example.com', own: true, setting: { level: 'low', action: 'delete', days: 14 }, allowedSenders: 1, blockedSenders: 2 }],
  mailboxes: [],
};

function renderEmails(capabilities: string[]) {
  const { api, call } = fakeApi({
    '/account/capabilities': () => ({ capabilities }),
    '/email/spam': () => list,
    '/email/spam/mailbox': (body) => ({ ...(body as object), effective: (body as { setting: unknown }).setting }),
  });
  const account = signedInAccount({ domains: [domain('example.com')], emailAccounts: [box('office')] });
  const store = testStore(api, accountState(account));
  renderRoutes(store, api, '/emails');
  return { call, store, user: userEvent.setup() };
}

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
  });

  it('is nowhere without the extension', { timeout: 20_000 }, async () => {
    const { call, user } = renderEmails([]);
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Spam filter…' })).toBeNull();
    expect(call.mock.calls.some(([path]) => String(path).startsWith('/email/spam'))).toBe(false);
  });
});
