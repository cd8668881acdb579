import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderDialog as showDialog } from '../../test/render';
import { signedInAccount } from '../../test/fixtures';
import { ChangePasswordDialog } from './change-password-dialog';
import { failWith } from '../../components/__test__/dialog-test-kit';

function renderDialog(handler?: () => unknown) {
  const { api, call } = fakeApi(handler ? { '/account/password': handler } : {});
  const view = showDialog(<ChangePasswordDialog />, { api, account: signedInAccount() });
  const dialog = screen.getByRole('dialog', { name: 'Change password' });
  return { ...view, call, dialog, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, repeat: string) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (repeat) await user.type(screen.getByLabelText('Repeat the new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password dialog', () => {
  it('has a stable id', () => {
    const { dialog } = renderDialog();
    expect(dialog.querySelector('#account-password-dialog')).not.toBeNull();
  });

  it('states the new password rules before anything is typed, and shows each password on request', async () => {
    const { user, dialog } = renderDialog();
    // No empty error banner before anything failed.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    const next = screen.getByLabelText('New password');
    expect(next).toHaveAccessibleDescription('At least 8 characters. Common passwords such as “password123” are refused.');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    await user.type(next, 'newpass123');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[1]);
    expect(next).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
  });

  it('validates every field on submit', async () => {
    const { user, call } = renderDialog();
    await fill(user, 'short', 'tiny', 'other');
    expect(await screen.findByText('You need to provide your current password.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the old and new password, keeps the session on 403, and closes with a toast', async () => {
    const { user, call, store } = renderDialog(() => ({ ok: true }));
    await fill(user, 'oldpass123', 'newpass123', 'newpass123');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(call).toHaveBeenCalledWith('/account/password', { oldPassword: 'oldpass123', newPassword: 'newpass123' }, { keepSessionOn403: true });
    expect(store.getState().ui.toasts.map((t) => t.detail.id)).toEqual(['toast.passwordChanged']);
  });

  it.each([
    [403, 'Incorrect current password.'],
    [406, 'Try using a different password.'],
    [429, 'Too many incorrect current passwords. Try again later.'],
    [500, 'Unknown error.'],
    [0, 'Cannot connect to the server. Check your network connection and try again.'],
  ])('stays open with a banner after a %i', async (code, text) => {
    const { user, dialog, store } = renderDialog(failWith(code));
    await fill(user, 'oldpass123', 'newpass123', 'newpass123');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(store.getState().session.token).toBe('token-1');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });
});
