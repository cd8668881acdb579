import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith } from '../../components/__test__/dialog-test-kit';
import { dialogOverApi, inTurn, toastIds as toasts, type Handlers } from '../../test/render';
import { TrashDialog } from './trash-dialog';

const entry = (id: string, path: string, more: Partial<Record<string, unknown>> = {}) => ({
  id,
  path,
  name: path.slice(path.lastIndexOf('/') + 1),
  type: 'file',
  size: 4096,
  deletedAt: '2026-11-27T10:48:00Z',
  expiresAt: '2026-12-27T10:48:00Z',
  ...more,
});

const page = entry('00000000000000a1', '/domains/example.com/public_html/index.html');
const blog = entry('00000000000000b2', '/domains/example.com/public_html/blog', { type: 'directory', size: 81920 });

const show = (handlers: Handlers = {}) =>
  dialogOverApi(<TrashDialog />, { '/file/trash/list': () => ({ entries: [page, blog] }), '/file/list': () => ({ files: [] }), ...handlers });

const rows = () => screen.findAllByTestId('trash-row');

describe('the file trash', () => {
  it('lists what was deleted: name, the folder it was in, its size, and Restore and Delete for good naming it', async () => {
    show();
    await screen.findByRole('dialog', { name: 'Trash' });
    const [first, second] = await rows();
    expect(first).toHaveTextContent('index.html');
    expect(first).toHaveTextContent('From /domains/example.com/public_html');
    expect(first).toHaveTextContent('4.0 kB · deleted Nov 27');
    expect(within(first).getByRole('button', { name: 'Restore index.html' })).toBeInTheDocument();
    expect(within(second).getByText(/Folder/)).toHaveClass('visually-hidden');
    expect(within(second).getByRole('button', { name: 'Delete blog for good' })).toBeInTheDocument();
    expect(screen.getByText(/stay here for 30 days/)).toBeInTheDocument();
  });

  it('restores an entry: the row goes, the toast says where it went, its folder is read again', async () => {
    const back = '/domains/example.com/public_html/index (restored).html';
    const { user, call, store } = show({ '/file/trash/restore': () => ({ path: back, entries: [blog] }) });
    await user.click(within((await rows())[0]).getByRole('button', { name: 'Restore index.html' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(call).toHaveBeenCalledWith('/file/trash/restore', { id: page.id });
    expect(toasts(store)).toEqual(['trash.restored']);
    // The focus goes on to the next entry, not lost with the row.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore blog' })).toHaveFocus());
    await waitFor(() => expect(call).toHaveBeenCalledWith('/file/list', { directory: '/domains/example.com/public_html' }, expect.anything()));
  });

  it('deletes one entry for good only after its confirmation', async () => {
    const { user, call, store } = show({ '/file/trash/delete': () => ({ entries: [page] }) });
    await user.click(within((await rows())[1]).getByRole('button', { name: 'Delete blog for good' }));
    expect(screen.getByText(/for good\? This cannot be undone\./)).toHaveTextContent('Delete blog for good? This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(call).not.toHaveBeenCalledWith('/file/trash/delete', expect.anything());
    await user.click(screen.getByTestId('trash-confirm'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(call).toHaveBeenCalledWith('/file/trash/delete', { id: blog.id });
    // The space it took is freed: the lists (the disk meter) are read again.
    await waitFor(() => expect(call).toHaveBeenCalledWith('/keepalive', {}));
    expect(toasts(store)).toEqual(['trash.deleted']);
  });

  it('empties the trash after one confirmation naming how many go, then shows it empty', async () => {
    const { user, call, store } = show({ '/file/trash/empty': () => ({ deleted: 2, entries: [] }) });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Empty trash' }));
    expect(screen.getByText('Delete all 2 entries in the trash for good? This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByTestId('trash-confirm'));
    expect(await screen.findByTestId('trash-none')).toHaveTextContent('The trash is empty.');
    expect(call).toHaveBeenCalledWith('/file/trash/empty', {});
    expect(toasts(store)).toEqual(['trash.emptied']);
    expect(screen.queryByRole('button', { name: 'Empty trash' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Close' }).at(-1)).toHaveFocus());
  });

  it('reads the list again and says so when the entry was gone meanwhile', async () => {
    const { user, store } = show({
      '/file/trash/list': inTurn(
        () => ({ entries: [page, blog] }),
        () => ({ entries: [blog] }),
      ),
      '/file/trash/restore': failWith(404, 'notFound', 'Trash entry not found.'),
    });
    await user.click(within((await rows())[0]).getByRole('button', { name: 'Restore index.html' }));
    await waitFor(() => expect(screen.queryByText('index.html')).not.toBeInTheDocument());
    expect(toasts(store)).toEqual(['trash.goneMeanwhile']);
  });

  it('shows a failed load with Retry, then the empty trash', async () => {
    const { user } = show({ '/file/trash/list': inTurn(failWith(0, 'networkError', 'Network error'), () => ({ entries: [] })) });
    expect(await screen.findByTestId('trash-error')).toHaveTextContent('The trash could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
    expect(screen.queryByTestId('trash-error')).not.toBeInTheDocument();
  });
});
