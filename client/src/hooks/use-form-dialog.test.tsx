import { screen, waitFor, within } from '@testing-library/react';
import { selectLists } from '../api/queries';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { domainAddSchema } from '@panel/contract/rules';
import { change } from '../api/mutations';
import { panelQueries } from '../api/queries';
import { ApiError } from '../api/errors';
import { FormDialog } from '../components/form-dialog';
import { TextField } from '../components/text-field';
import { domain, signedInAccount } from '../test/fixtures';
import { fakeApi, renderDialog } from '../test/render';
import { expectBanner, noConnection, unknownError } from '../test/dialog';
import { useFormDialog } from './use-form-dialog';
import { failWith } from '../components/__test__/dialog-test-kit';

const { useTestAddDomainMutation } = panelQueries.injectEndpoints({ endpoints: (build) => ({ testAddDomain: change(build, '/domain/add') }) });

/** The smallest dialog built the way every form dialog is: a field with a shared rule, a confirmation, one mutation. */
function AddDialog() {
  const [add] = useTestAddDomainMutation();
  const form = useFormDialog({
    initial: { domain: '', sure: false },
    schema: domainAddSchema,
    call: ({ domain: name }) => add({ domain: name }).unwrap(),
    errors: { 409: 'domainAdd.error.taken' },
    toast: ({ domain: name }) => ({ id: 'toast.domainAdded', values: { domain: name } }),
  });
  return (
    <FormDialog form={form} id="test-dialog" title="Add it" submitLabel="Add" submitDisabled={!form.values.sure}>
      <TextField id="test-name" label="Name" {...form.field('domain')} />
      <input type="checkbox" aria-label="Sure" checked={form.values.sure} onChange={(event) => form.set('sure', event.currentTarget.checked)} />
    </FormDialog>
  );
}

function renderAddDialog(add: (body: unknown) => unknown) {
  const { api, call } = fakeApi({ '/domain/add': add });
  const view = renderDialog(<AddDialog />, { api, account: signedInAccount() });
  const dialog = screen.getByRole('dialog', { name: 'Add it' });
  return { ...view, call, dialog, user: userEvent.setup() };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  if (!within(dialog).getByLabelText<HTMLInputElement>('Sure').checked) await user.click(within(dialog).getByLabelText('Sure'));
  await user.clear(within(dialog).getByLabelText('Name'));
  await user.type(within(dialog).getByLabelText('Name'), `${name}{Enter}`);
}

describe('form dialog hook', () => {
  it('puts the stable id on the dialog box and names the dialog by its title', () => {
    const { dialog } = renderAddDialog(() => ({}));
    expect(dialog.querySelector('#test-dialog')).toHaveClass('modal-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Add it' })).toHaveAttribute('id', 'test-dialog-title');
  });

  it('sends nothing while the submit button is disabled, not even on Enter', async () => {
    const { user, call, dialog } = renderAddDialog(() => ({}));
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), 'shop.example.com{Enter}');
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the shared rule message under the field and sends nothing', async () => {
    const { user, call, dialog } = renderAddDialog(() => ({}));
    await fillAndSubmit(user, dialog, 'not a domain');
    expect(await within(dialog).findByText('You need to enter a valid domain name.')).toHaveClass('invalid-feedback');
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();
  });

  it.each([[409, 'Another user has added this domain.'], unknownError, noConnection])(
    'stays open after a %i with its banner, ready to try again',
    async (code, text) => {
      const { user, dialog } = renderAddDialog(failWith(code));
      await fillAndSubmit(user, dialog, 'shop.example.com');
      await expectBanner(dialog, text);
      expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled();
      expect(within(dialog).getByLabelText('Name')).toHaveValue('shop.example.com');
    },
  );

  it('clears the banner and the rule messages when the next try succeeds', async () => {
    let attempt = 0;
    const { user, dialog, call } = renderAddDialog(() => {
      attempt += 1;
      if (attempt === 1) throw new ApiError({ code: 0, type: 'networkError', message: 'Network error' });
      return {};
    });
    await fillAndSubmit(user, dialog, 'bad name');
    expect(await within(dialog).findByText('You need to enter a valid domain name.')).toBeInTheDocument();
    await fillAndSubmit(user, dialog, 'shop.example.com');
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).queryByText('You need to enter a valid domain name.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('on success merges the reply, shows the toast and closes, the button spinning while it fades', async () => {
    const { user, dialog, store } = renderAddDialog(() => ({ domains: [domain('example.com'), domain('shop.example.org')] }));
    await fillAndSubmit(user, dialog, ' Shop.Example.ORG ');
    await waitFor(() => expect(dialog).not.toHaveClass('show'));
    expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectLists(store.getState()).domains.map((d) => d.domain)).toEqual(['example.com', 'shop.example.org']);
    expect(store.getState().ui.toasts.map((toast) => toast.detail)).toEqual([{ id: 'toast.domainAdded', values: { domain: 'shop.example.org' } }]);
  });

  it('sends once when submitted twice while the call runs', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { user, dialog, call } = renderAddDialog(() => new Promise((resolve) => (finish = resolve)));
    await fillAndSubmit(user, dialog, 'shop.example.com');
    await user.type(within(dialog).getByLabelText('Name'), '{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    finish({});
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(call).toHaveBeenCalledTimes(1);
  });
});
