import { screen, waitFor, within } from '@testing-library/react';
import { selectLists } from '../../api/queries';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderDialog as showDialog } from '../../test/render';
import { expectBanner, expectRefused } from '../../test/dialog';
import { signedInAccount } from '../../test/fixtures';
import { DatabasePasswordDialog } from './database-password-dialog';
import { failWith } from '../../components/__test__/dialog-test-kit';

function renderDialog(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const { api, call } = fakeApi(handlers);
  const view = showDialog(<DatabasePasswordDialog type="mysql" />, { api, account: signedInAccount() });
  return { ...view, call, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, repeat = password) {
  const dialog = screen.getByRole('dialog', { name: 'Change database password' });
  await user.type(within(dialog).getByLabelText('New password'), password);
  await user.type(within(dialog).getByLabelText('Repeat the password'), repeat);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('database password dialog', () => {
  it.each([
    ['short', 'short', 'Password must be at least 8 characters long.'],
    ["it's-secret", "it's-secret", "Invalid character in password: '"],
    ['say-"hi"-now', 'say-"hi"-now', 'Invalid character in password: "'],
    ['back`tick-pw', 'back`tick-pw', 'Invalid character in password: `'],
    ['Secret-db-1', 'Secret-db-2', 'The passwords do not match.'],
  ])('refuses %j / %j with its rule message', async (password, repeat, message) => {
    const { user, call } = renderDialog();
    await submit(user, password, repeat);
    await expectRefused(call, message);
  });

  it('shows the common-password refusal (406) in the banner', async () => {
    const { user } = renderDialog({ '/database/password': failWith(406, 'notAcceptable', 'x') });
    const dialog = await submit(user, 'password123');
    await expectBanner(dialog, 'Try using a different password.');
  });

  it('sends the type and the password, and toasts', async () => {
    const { user, call, store } = renderDialog({
      '/database/password': () => ({ databaseUsers: [{ type: 'mysql', login: 'demo', password: 'Secret-db-1' }] }),
    });
    await submit(user, 'Secret-db-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(call).toHaveBeenCalledWith('/database/password', { type: 'mysql', password: 'Secret-db-1' });
    expect(selectLists(store.getState()).databaseUsers[0].password).toBe('Secret-db-1');
    expect(store.getState().ui.toasts[0].detail).toEqual({ id: 'toast.databasePasswordChanged', values: { login: 'demo' } });
  });

  it('generates a password of 10 letters and digits into both fields', async () => {
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Change database password' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate a password and copy it' }));
    const value = within(dialog).getByLabelText<HTMLInputElement>('New password').value;
    expect(value).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(within(dialog).getByLabelText('Repeat the password')).toHaveValue(value);
    // Shown, so it can be read before it is saved, and said to be on the clipboard.
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(within(dialog).getByRole('status')).toHaveTextContent('The generated password was copied to the clipboard.');
  });

  it('shows and hides both fields with either toggle', async () => {
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Change database password' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Show password' })[1]);
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(within(dialog).getByLabelText('Repeat the password')).toHaveAttribute('type', 'text');
  });
});
