import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { restore } from '../../lib/undo';
import { fakeApi, renderDialog } from '../../test/render';
import { fileEntry, signedInAccount } from '../../test/fixtures';
import BulkDeleteDialog from './bulk-delete-dialog';
import { DeleteDialog } from './delete-dialog';

const trashed = {
  id: '00000000000000a1',
  path: '/site/a.txt',
  name: 'a.txt',
  type: 'file',
  size: 4096,
  deletedAt: '2026-11-27T10:48:00Z',
  expiresAt: '2026-12-27T10:48:00Z',
};

const withTrash = (capabilities: string[]) =>
  fakeApi({
    '/account/capabilities': () => ({ capabilities }),
    '/file/file/delete': () => ({ files: [] }),
    '/file/trash/list': () => ({ entries: [trashed] }),
    '/file/trash/restore': () => ({ path: '/site/a.txt', entries: [] }),
    '/file/list': () => ({ files: [] }),
  });

describe('the delete dialogs and the trash', () => {
  it('say a file goes to the trash for 30 days when the backend offers it, and the toast says it was moved there', async () => {
    const { api, call } = withTrash(['fileTrash']);
    const { store } = renderDialog(<DeleteDialog dir="/site" entry={fileEntry('a.txt')} />, { api, account: signedInAccount() });
    expect(await screen.findByTestId('to-trash')).toHaveTextContent('It goes to the trash for 30 days: you can restore it from there until then.');
    expect(screen.queryByTestId('cannot-undo')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(call).toHaveBeenCalledWith('/file/file/delete', { file: '/site/a.txt' });
    const [shown] = store.getState().ui.toasts;
    expect(shown.detail.id).toBe('files.toast.trashed');
    // Its Undo is a restore of the newest trash entry deleted from that path, and its folder read again.
    await restore(store.dispatch, shown.undo!);
    expect(call).toHaveBeenCalledWith('/file/trash/restore', { id: trashed.id });
    expect(call).toHaveBeenCalledWith('/file/list', { directory: '/site' }, expect.anything());
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
