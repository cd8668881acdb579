import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmailAccount } from '@panel/contract';
import { captureReports, stopCapturingReports } from '../../test/reports';
import { selectLists } from '../../api/queries';
import { domain, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderDialog } from '../../test/render';
import { CreateAccountDialog } from './create-account-dialog';

/**
 * A create whose reply does not show what it made (a backend that drifted): the panel asks for the
 * lists once more (one /account/sync) and, when the mailbox is still missing, says so instead of
 * "ready"; the report names the call.
 */

const office: EmailAccount = { domain: 'example.com', name: 'office', diskLimit: 100 * 1048576, diskUsed: 0 };
const created: EmailAccount = { domain: 'example.com', name: 'new.box', diskLimit: 100 * 1048576, diskUsed: 0 };

let reports: unknown[] = [];
beforeEach(() => {
  reports = captureReports();
});
afterEach(() => {
  stopCapturingReports();
});

/** The create answers with the lists without the new mailbox; the sync after it with `afterSync`. */
function create(afterSync: EmailAccount[]) {
  const { api, call } = fakeApi({
    '/email/account/create': () => ({ emailAccounts: [office] }),
    '/account/sync': () => ({ emailAccounts: afterSync }),
  });
  const account = signedInAccount({ domains: [domain('example.com')], emailAccounts: [office] });
  const view = renderDialog(<CreateAccountDialog domain="example.com" />, { api, account });
  const syncs = () => call.mock.calls.filter(([path]) => path === '/account/sync').length;
  return { ...view, call, syncs, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Create an e-mail account' });
  await user.type(within(dialog).getByLabelText('Name (the part before the @)'), 'new.box');
  await user.click(within(dialog).getByRole('button', { name: 'Generate a password' }));
  await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
  return dialog;
}

describe('a mailbox create whose reply lacks the new mailbox', () => {
  it('makes exactly one sync, then says the mailbox does not show instead of ready, with only Close', async () => {
    const { user, syncs, store } = create([office]);
    const dialog = await submit(user);
    const warning = await within(dialog).findByTestId('effect-missing');
    expect(warning).toHaveAttribute('role', 'alert');
    expect(warning).toHaveTextContent('Not confirmed');
    expect(warning).toHaveTextContent('The server answered that this was done, but your list does not show it');
    expect(syncs()).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Your e-mail account is ready' })).toBeNull();
    expect(store.getState().ui.toasts).toEqual([]);
    // Nothing more can be sent from it: the change was made as far as the server said.
    expect(within(dialog).queryByRole('button', { name: 'Create account' })).toBeNull();
    const close = within(dialog).getByText('Close', { selector: '.modal-footer button' });
    expect(close).toHaveFocus();
    expect(reports).toContainEqual(expect.objectContaining({ kind: 'effect-missing', operation: '/email/account/create' }));
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(syncs()).toBe(1);
  });

  it('says ready when the sync after it brings the mailbox', async () => {
    const { user, syncs, store } = create([office, created]);
    await submit(user);
    expect(await screen.findByRole('dialog', { name: 'Your e-mail account is ready' })).toBeInTheDocument();
    expect(syncs()).toBe(1);
    expect(selectLists(store.getState()).emailAccounts).toContainEqual(created);
    expect(reports.filter((r) => (r as { kind?: string }).kind === 'effect-missing')).toEqual([]);
  });

  it('makes no sync when the reply itself shows the mailbox', async () => {
    const { api, call } = fakeApi({ '/email/account/create': () => ({ emailAccounts: [office, created] }) });
    const account = signedInAccount({ domains: [domain('example.com')], emailAccounts: [office] });
    renderDialog(<CreateAccountDialog domain="example.com" />, { api, account });
    await submit(userEvent.setup());
    expect(await screen.findByRole('dialog', { name: 'Your e-mail account is ready' })).toBeInTheDocument();
    expect(call.mock.calls.map(([path]) => path)).not.toContain('/account/sync');
  });
});
