import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { useApi } from '../api/api-context';
import { useDialogCall } from '../hooks/use-dialog-call';
import { domain, signedInAccount } from '../test/fixtures';
import { fakeApi, renderWithProviders } from '../test/render';
import { FormDialog } from './form-dialog';
import { TextField } from './text-field';

/** The smallest dialog built the way every form dialog is: a field, a confirmation, one call. */
function RemoveDialog() {
  const api = useApi();
  const [show, setShow] = useState(true);
  const [name, setName] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const { loading, failure, run, reset } = useDialogCall(() => setShow(false));
  return (
    <FormDialog
      id="test-dialog"
      show={show}
      onHide={() => setShow(false)}
      onExited={reset}
      title="Delete domain"
      submitLabel="Delete"
      submitVariant="danger"
      submitDisabled={!confirmed}
      loading={loading}
      failure={failure}
      onSubmit={() => void run(() => api.call('/domain/remove', { domain: name }), { errors: { 409: 'domainAdd.error.taken' }, toast: { id: 'toast.domainRemoved', values: { domain: name } } })}
    >
      <TextField id="test-name" label="Name" value={name} onChange={setName} />
      <input type="checkbox" aria-label="Sure" checked={confirmed} onChange={(event) => setConfirmed(event.currentTarget.checked)} />
    </FormDialog>
  );
}

function renderDialog(remove: () => unknown) {
  const { api, call } = fakeApi({ '/domain/remove': remove });
  const view = renderWithProviders(<RemoveDialog />, { api, preloadedState: { account: signedInAccount() } });
  const dialog = screen.getByRole('dialog', { name: 'Delete domain' });
  return { ...view, call, dialog, user: userEvent.setup() };
}

describe('form dialog with its call', () => {
  it('puts the stable id on the dialog box and names the dialog by its title', () => {
    const { dialog } = renderDialog(() => ({}));
    expect(dialog.querySelector('#test-dialog')).toHaveClass('modal-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete domain' })).toHaveAttribute('id', 'test-dialog-title');
  });

  it('sends nothing while the submit button is disabled, not even on Enter', async () => {
    const { user, call, dialog } = renderDialog(() => ({}));
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), 'shop.example.com{Enter}');
    expect(call).not.toHaveBeenCalled();
  });

  it('stays open with the banner for the failing status, ready to try again', async () => {
    const { user, dialog } = renderDialog(() => {
      throw new ApiError({ code: 409, type: 'x', message: 'x' });
    });
    await user.click(within(dialog).getByLabelText('Sure'));
    await user.type(within(dialog).getByLabelText('Name'), 'shop.example.com{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Another user has added this domain.');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(dialog).toBeInTheDocument();
  });

  it('on success merges the reply, shows the toast and closes', async () => {
    const { user, dialog, store } = renderDialog(() => ({ domains: [domain('example.com')] }));
    await user.click(within(dialog).getByLabelText('Sure'));
    await user.type(within(dialog).getByLabelText('Name'), 'shop.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().account.domains.map((d) => d.domain)).toEqual(['example.com']);
    expect(store.getState().ui.toasts[0].detail).toEqual({ id: 'toast.domainRemoved', values: { domain: 'shop.example.com' } });
  });
});
