import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CronJob, EmailAlias, Proxy, Redirect, SenderEntry } from '@panel/contract';
import type { ApiPath } from '../api/client';
import { selectLists } from '../api/queries';
import { failWith } from '../components/__test__/dialog-test-kit';
import { useDialogs } from '../components/dialog-context';
import { Toasts } from '../components/toasts';
import { DeleteSshKeyDialog } from './access/delete-ssh-key-dialog';
import { RemoveCronDialog } from './advanced/remove-cron-dialog';
import { DeleteProxyDialog } from './advanced/delete-proxy-dialog';
import { DeleteDatabaseDialog } from './databases/delete-database-dialog';
import { RemoveDomainDialog } from './domains/remove-domain-dialog';
import { DeleteAccountDialog } from './email/delete-account-dialog';
import { DeleteAliasDialog } from './email/delete-alias-dialog';
import { RemoveSenderDialog } from './email/remove-sender-dialog';
import { DeleteDialog } from './files/delete-dialog';
import { DeleteRedirectDialog } from './redirects/delete-redirect-dialog';
import { domain, sessionReply, signedInAccount, type TestAccount } from '../test/fixtures';
import { fakeApi, renderWithProviders } from '../test/render';
import { signedIn, signedOut } from '../store/session-slice';
import { toastShown, uiReducer } from '../store/ui-slice';

const redirect: Redirect = { domain: 'example.com', directory: '/promo/', destination: 'https://www.example.net/sale', type: 'normal', code: 302 };
const alias: EmailAlias = { domain: 'example.com', name: 'sales', destination: 'office@example.com,boss@example.net' };
const trusted: SenderEntry = { domain: 'example.com', sender: 'bank.example' };
const blocked: SenderEntry = { domain: 'example.com', sender: '203.0.113.7' };
const cron: CronJob = { id: 7, settings: '*/5 * * * *', command: 'php /home/demo/cron.php --quiet' };
const webApp: Proxy = { domain: 'example.com', directory: '/app/', port: 3000 };

const account = () =>
  signedInAccount({
    domains: [domain('example.com')],
    redirects: [redirect],
    emailAliases: [alias],
    emailWhitelists: [trusted],
    emailBlacklists: [blocked],
    cronJobs: [cron],
    proxies: [webApp],
  });

type ListKey = 'redirects' | 'emailAliases' | 'emailWhitelists' | 'emailBlacklists' | 'cronJobs' | 'proxies';

interface Kind {
  kind: string;
  dialog: ReactElement;
  submit: string;
  remove: ApiPath;
  create: ApiPath;
  /** The create call's body: every field the list held. */
  body: object;
  list: ListKey;
  removed: string;
  restored: string;
}

const kinds: Kind[] = [
  {
    kind: 'redirection',
    dialog: <DeleteRedirectDialog redirect={redirect} />,
    submit: 'Delete redirection',
    remove: '/redirect/delete',
    create: '/redirect/create',
    body: { domain: 'example.com', directory: '/promo/', type: 'normal', destination: 'https://www.example.net/sale', code: 302 },
    list: 'redirects',
    removed: 'Redirection was deleted: example.com/promo/',
    restored: 'Redirection was restored: example.com/promo/',
  },
  {
    kind: 'alias',
    dialog: <DeleteAliasDialog alias={alias} />,
    submit: 'Delete alias',
    remove: '/email/alias/delete',
    create: '/email/alias/create',
    body: { domain: 'example.com', name: 'sales', destination: 'office@example.com,boss@example.net' },
    list: 'emailAliases',
    removed: 'E-mail alias was deleted: sales@example.com',
    restored: 'E-mail alias was restored: sales@example.com',
  },
  {
    kind: 'trusted sender',
    dialog: <RemoveSenderDialog list="white" entry={trusted} />,
    submit: 'Remove',
    remove: '/email/whitelist/remove',
    create: '/email/whitelist/add',
    body: { domain: 'example.com', sender: 'bank.example' },
    list: 'emailWhitelists',
    removed: 'bank.example is no longer a trusted sender for example.com.',
    restored: 'bank.example is a trusted sender for example.com again.',
  },
  {
    kind: 'blocked sender',
    dialog: <RemoveSenderDialog list="black" entry={blocked} />,
    submit: 'Remove',
    remove: '/email/blacklist/remove',
    create: '/email/blacklist/add',
    body: { domain: 'example.com', sender: '203.0.113.7' },
    list: 'emailBlacklists',
    removed: '203.0.113.7 is no longer blocked for example.com.',
    restored: '203.0.113.7 is blocked for example.com again.',
  },
  {
    kind: 'CRON job',
    dialog: <RemoveCronDialog job={cron} />,
    submit: 'Remove',
    remove: '/cron/remove',
    create: '/cron/add',
    body: { settings: '*/5 * * * *', command: 'php /home/demo/cron.php --quiet' },
    list: 'cronJobs',
    removed: 'CRON job was removed.',
    restored: 'CRON job was restored.',
  },
  {
    kind: 'Web app',
    dialog: <DeleteProxyDialog proxy={webApp} />,
    submit: 'Remove',
    remove: '/proxy/delete',
    create: '/proxy/create',
    body: { domain: 'example.com', directory: '/app/', port: 3000 },
    list: 'proxies',
    removed: 'Web app was removed: example.com/app/',
    restored: 'Web app was restored: example.com/app/',
  },
];

/** The dialog shown through the host, with the toasts beside it, as the layout has them. */
function render(dialog: ReactElement, handlers: Parameters<typeof fakeApi>[0] = {}, start: TestAccount = account()) {
  const { api, call } = fakeApi(handlers);
  function ShowOnMount() {
    const { show } = useDialogs();
    useEffect(() => show(dialog), [show]);
    return null;
  }
  const view = renderWithProviders(
    <>
      <ShowOnMount />
      <Toasts />
    </>,
    { api, account: start },
  );
  return { ...view, call, user: userEvent.setup() };
}

/** Removes through the dialog; gives the toast that offers Undo. */
async function removeThrough(user: ReturnType<typeof userEvent.setup>, { submit, removed }: Pick<Kind, 'submit' | 'removed'>) {
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: submit }));
  const toast = await within(screen.getByTestId('toasts')).findByRole('status');
  expect(toast).toHaveTextContent('Operation performed successfully.');
  expect(toast).toHaveTextContent(removed);
  return toast;
}

describe('undo after a removal', () => {
  it.each(kinds)(
    'puts a removed $kind back through its create call with every field it had',
    async ({ dialog, remove, create, body, list, removed, restored, submit }) => {
      const start = account();
      const item = start[list][0];
      const { user, call, store } = render(dialog, { [remove]: () => ({ [list]: [] }), [create]: () => ({ [list]: [item] }) }, start);
      const toast = await removeThrough(user, { submit, removed });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(selectLists(store.getState())[list]).toEqual([]);
      expect(within(toast).getByTestId('undo-countdown')).toHaveTextContent('10 s');

      await user.click(within(toast).getByRole('button', { name: 'Undo' }));
      const done = await within(screen.getByTestId('toasts')).findByText(restored);
      expect(done.closest('[role="status"]')).toHaveTextContent('Operation performed successfully.');
      expect(call).toHaveBeenLastCalledWith(create, body);
      expect(call).toHaveBeenCalledTimes(2);
      expect(selectLists(store.getState())[list]).toEqual([item]);
      // The removal's toast is gone with its Undo.
      expect(screen.queryByText(removed)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    },
  );

  it.each([
    {
      kind: 'alias',
      row: kinds[1],
      status: 409,
      message: 'An e-mail account with this name already exists.',
      says: 'An e-mail account with this name already exists.',
    },
    {
      kind: 'alias',
      row: kinds[1],
      status: 409,
      message: 'An e-mail alias with this name already exists.',
      says: 'An e-mail alias with this name already exists.',
    },
    { kind: 'Web app', row: kinds[5], status: 409, message: 'This port is used by another Web app.', says: 'This port is used by another Web app.' },
    { kind: 'Web app', row: kinds[5], status: 409, message: 'You have already added this Web app.', says: 'You have already added this Web app.' },
    { kind: 'trusted sender', row: kinds[2], status: 409, message: 'This sender is already blacklisted.', says: 'This sender is already blacklisted.' },
    {
      kind: 'redirection',
      row: kinds[0],
      status: 409,
      message: 'You have already redirected this address.',
      says: 'You have already redirected this address.',
    },
    { kind: 'redirection', row: kinds[0], status: 404, message: 'Domain not found.', says: 'This domain no longer exists.' },
    {
      kind: 'CRON job',
      row: kinds[4],
      status: 0,
      message: 'Network error',
      says: 'Cannot connect to the server. Check your network connection and try again.',
    },
  ])('says why a $kind could not be put back ($status: $message)', async ({ row, status, message, says }) => {
    const { user, call } = render(row.dialog, { [row.create]: failWith(status, status === 0 ? 'networkError' : 'conflict', message) });
    const toast = await removeThrough(user, row);
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    const alert = await within(screen.getByTestId('toasts')).findByRole('alert');
    expect(alert).toHaveTextContent('Could not undo.');
    expect(alert).toHaveTextContent(says);
    expect(call).toHaveBeenLastCalledWith(row.create, row.body);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('keeps the focus in the toasts when Undo is pressed from the keyboard', async () => {
    const { user } = render(kinds[0].dialog);
    const toast = await removeThrough(user, kinds[0]);
    within(toast).getByRole('button', { name: 'Undo' }).focus();
    await user.keyboard('{Enter}');
    const done = (await within(screen.getByTestId('toasts')).findByText(kinds[0].restored)).closest('[role="status"]');
    await waitFor(() => expect(within(done as HTMLElement).getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('puts it back with Ctrl+Z, which the toast names; a server failure offers Retry and the reference', async () => {
    const row = kinds[4];
    const create = vi.fn(() => ({ [row.list]: [] })).mockImplementationOnce(failWith(500, 'internal', 'boom'));
    const { user, call } = render(row.dialog, { [row.create]: create });
    const toast = await removeThrough(user, row);
    expect(within(toast).getByTestId('undo-shortcut')).toHaveTextContent('or press Ctrl Z');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull()).then(() => user.keyboard('{Control>}z{/Control}'));
    const alert = await within(screen.getByTestId('toasts')).findByRole('alert');
    expect(alert).toHaveTextContent(new RegExp(`Nothing was changed. Reference for support: POST ${row.create}`));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await within(screen.getByTestId('toasts')).findByText(row.restored);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('leaves the focus alone when Undo is clicked (the restored toast then goes after 3 seconds)', async () => {
    const { user } = render(kinds[0].dialog);
    const toast = await removeThrough(user, kinds[0]);
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    const done = (await within(screen.getByTestId('toasts')).findByText(kinds[0].restored)).closest('[role="status"]');
    expect(within(done as HTMLElement).getByRole('button', { name: 'Close' })).not.toHaveFocus();
  });
});

describe('Undo and the session', () => {
  it.each([
    ['a sign-out', signedOut()],
    ['a sign-in (a hand-off to another account)', signedIn(sessionReply())],
  ])('no Undo outlives %s: it would put the item back into whichever account is signed in next', (_, action) => {
    let state = uiReducer(
      undefined,
      toastShown('toast.redirectDeleted', { address: 'example.com/promo/' }, { undo: { operation: '/redirect/delete', item: redirect } }),
    );
    state = uiReducer(state, toastShown('toast.passwordChanged'));
    state = uiReducer(state, action);
    expect(state.toasts.map((toast) => toast.detail.id)).toEqual(['toast.passwordChanged']);
  });
});

describe('removals that cannot be put back', () => {
  const emailAccount = { domain: 'example.com', name: 'office', diskLimit: 1048576, diskUsed: 0 };
  it.each([
    { kind: 'mailbox', dialog: <DeleteAccountDialog account={emailAccount} /> },
    { kind: 'database', dialog: <DeleteDatabaseDialog database={{ name: 'demo_shop', type: 'mysql', diskUsed: 0 }} /> },
    { kind: 'domain', dialog: <RemoveDomainDialog domain="example.com" /> },
    {
      kind: 'file',
      dialog: (
        <DeleteDialog
          dir="/public_html"
          entry={{ name: 'index.html', type: 'file', size: 10, permissions: '644', day: '1', month: 'Jan', time: '10:00', target: null, number: 1 }}
        />
      ),
    },
    {
      kind: 'SSH key (the list holds no key line to upload again)',
      dialog: <DeleteSshKeyDialog sshKey={{ id: 1, name: 'laptop', fingerprint: 'SHA256:x' }} />,
    },
  ])('the $kind dialog says plainly that it cannot be undone', async ({ dialog }) => {
    render(dialog);
    expect(await within(await screen.findByRole('dialog')).findByText('This cannot be undone.')).toBeInTheDocument();
  });

  it('the dialogs of what Undo puts back do not say so', async () => {
    render(kinds[0].dialog);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('This cannot be undone.')).toBeNull();
  });
});
