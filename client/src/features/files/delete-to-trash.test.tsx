import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderDialog } from '../../test/render';
import { fileEntry, signedInAccount } from '../../test/fixtures';
import BulkDeleteDialog from './bulk-delete-dialog';
import { DeleteDialog } from './delete-dialog';

const withTrash = (capabilities: string[]) => fakeApi({ '/account/capabilities': () => ({ capabilities }), '/file/file/delete': () => ({ files: [] }) });

describe('the delete dialogs and the trash', () => {
  it('say a file goes to the trash for 30 days when the backend offers it, and the toast says it was moved there', async () => {
    const { api, call } = withTrash(['fileTrash']);
    const { store } = renderDialog(<DeleteDialog dir="/site" entry={fileEntry('a.txt')} />, { api, account: signedInAccount() });
    expect(await screen.findByTestId('to-trash')).toHaveTextContent('It goes to the trash for 30 days: you can restore it from there until then.');
    expect(screen.queryByTestId('cannot-undo')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(call).toHaveBeenCalledWith('/file/file/delete', { file: '/site/a.txt' });
    expect(store.getState().ui.toasts.map((toast) => toast.detail.id)).toEqual(['files.toast.trashed']);
  });

  it('say what the spec says without it: it cannot be undone', async () => {
    const { api } = withTrash([]);
    renderDialog(<DeleteDialog dir="/site" entry={fileEntry('a.txt')} />, { api, account: signedInAccount() });
    expect(await screen.findByTestId('cannot-undo')).toHaveTextContent('This cannot be undone.');
    expect(screen.queryByTestId('to-trash')).not.toBeInTheDocument();
  });

  it('say where many entries go in the bulk delete', async () => {
    const { api } = withTrash(['fileTrash']);
    renderDialog(<BulkDeleteDialog dir="/site" entries={[fileEntry('a.txt'), fileEntry('b.txt')]} />, { api, account: signedInAccount() });
    expect(await screen.findByTestId('to-trash')).toHaveTextContent('They go to the trash for 30 days: you can restore them from there until then.');
    expect(screen.queryByTestId('cannot-undo')).not.toBeInTheDocument();
  });
});
