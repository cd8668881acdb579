import { screen, waitFor, within } from '@testing-library/react';
import { selectLists } from '../../api/queries';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { fakeApi, renderDialog as showDialog } from '../../test/render';
import { domain, signedInAccount } from '../../test/fixtures';
import { AddDomainDialog } from './add-domain-dialog';
import { expectBanner, itChecksOneFieldDialog, noConnection, typeAndSubmit, unknownError, type OneFieldDialog } from '../../test/dialog';

function renderDialog(handlers: Parameters<typeof fakeApi>[0] = {}, hideDomainConfig = false) {
  const { api, call } = fakeApi(handlers);
  const account = signedInAccount();
  account.user = { ...account.user!, hideDomainConfig };
  const view = showDialog(<AddDomainDialog />, { api, account });
  return { ...view, call, user: userEvent.setup() };
}

const addDomain: OneFieldDialog = { title: 'Add a domain', field: 'Domain name', button: 'Add domain' };
const submit = (user: ReturnType<typeof userEvent.setup>, name: string) => typeAndSubmit(user, addDomain, name);

describe('add domain dialog', () => {
  it('renders with its stable id', () => {
    renderDialog();
    // react-bootstrap puts the id on the .modal-dialog box inside the role="dialog" element.
    const box = document.getElementById('domain-add-dialog');
    expect(box).toHaveClass('modal-dialog');
    expect(box?.closest('[role="dialog"]')).toBe(screen.getByRole('dialog', { name: 'Add a domain' }));
  });

  itChecksOneFieldDialog(addDomain, renderDialog, {
    refused: [
      ...['not a domain', 'example', '-bad-.com', 'a..com'].map((value) => ({ value, says: 'You need to enter a valid domain name.' })),
      {
        value: '  Shop.Example.COM ',
        says: 'You have already added this domain.',
        title: 'refuses a domain the account already has, whatever its case and spaces',
      },
    ],
    path: '/domain/add',
    value: 'new-site.org',
    failures: [[409, 'Another user has added this domain.'], [406, 'This domain name is invalid.'], unknownError, noConnection],
  });

  it('adds the normalised name, merges the lists and shows the name servers (the one success signal)', async () => {
    const { user, call, store } = renderDialog({
      '/domain/add': () => ({ domains: [domain('example.com'), domain('new-site.org')] }),
      '/account/display': () => ({ user: { diskUsed: 0, hideDomainConfig: true, hideDatabaseConfig: false, hideEmailConfig: false, paid: true } }),
    });
    await submit(user, ' New-Site.ORG ');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a domain' })).not.toBeInTheDocument());
    expect(call).toHaveBeenCalledWith('/domain/add', { domain: 'new-site.org' });
    expect(selectLists(store.getState()).domains.map((d) => d.domain)).toContain('new-site.org');
    expect(store.getState().ui.toasts).toHaveLength(0);

    const info = await screen.findByRole('dialog', { name: 'Domain added' });
    expect(info.querySelector('#domain-info-dialog')).not.toBeNull();
    expect(within(info).getByText('ns1.example.net')).toBeInTheDocument();
    await user.click(within(info).getByLabelText("Don't show this information in the future"));
    await user.click(within(info).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(call).toHaveBeenCalledWith('/account/display', { hideDomainConfig: true, hideDatabaseConfig: false, hideEmailConfig: false }));
    await waitFor(() => expect(selectLists(store.getState()).user?.hideDomainConfig).toBe(true));
  });

  it('offers Retry after a network failure, and Retry sends again', async () => {
    let attempts = 0;
    const { user, call } = renderDialog(
      {
        '/domain/add': () => {
          attempts += 1;
          if (attempts === 1) throw new ApiError({ code: 0, type: 'networkError', message: 'Network error' });
          return { domains: [domain('new-site.org')] };
        },
      },
      true,
    );
    await submit(user, 'new-site.org');
    const dialog = screen.getByRole('dialog', { name: 'Add a domain' });
    await expectBanner(dialog, 'Cannot connect to the server. Check your network connection and try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a domain' })).not.toBeInTheDocument());
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('skips the information when the user has hidden it', async () => {
    const { user, store } = renderDialog({ '/domain/add': () => ({ domains: [domain('new-site.org')] }) }, true);
    await submit(user, 'new-site.org');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a domain' })).not.toBeInTheDocument());
    expect(store.getState().ui.toasts.map((toast) => toast.detail)).toEqual([{ id: 'toast.domainAdded', values: { domain: 'new-site.org' } }]);
    expect(screen.queryByRole('dialog', { name: 'Domain added' })).not.toBeInTheDocument();
  });
});
