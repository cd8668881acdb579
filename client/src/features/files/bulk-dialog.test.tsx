import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { panelQueries } from '../../api/queries';
import { fakeApi, renderDialog } from '../../test/render';
import { fileEntry, signedInAccount } from '../../test/fixtures';
import BulkDeleteDialog from './bulk-delete-dialog';
import { runBulk } from './bulk-run';
import { useSelection } from './use-selection';

describe('bulk delete', () => {
  it('names what goes, deletes the rest past a failure, lists the folder once, and reports the failure with its reason', async () => {
    const entries = [fileEntry('a.txt'), fileEntry('b.txt'), fileEntry('old', 'directory'), fileEntry('c.txt')];
    const { api, call } = fakeApi({
      '/file/file/delete': (body) => {
        const file = typeof body === 'object' && body !== null && 'file' in body ? body.file : '';
        if (file === '/site/b.txt') throw new ApiError({ code: 404, type: 'notFound', message: 'File or directory not found.' });
        if (file === '/site/c.txt') throw new ApiError({ code: 500, type: 'internal', message: 'Disk on fire' });
        return { files: [] };
      },
      '/file/directory/delete': () => ({ files: [] }),
      '/file/list': () => ({ files: [fileEntry('b.txt'), fileEntry('c.txt')] }),
    });
    renderDialog(<BulkDeleteDialog dir="/site" entries={entries} />, { api, account: signedInAccount() });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Delete 4 entries' });
    expect(within(dialog).getByText(/these 4 entries from/)).toHaveTextContent('Do you want to delete these 4 entries from /site?');
    expect(within(dialog).getByTestId('bulk-kinds')).toHaveTextContent('1 directory, 3 files');
    expect(within(dialog).getByRole('list', { name: 'Selected entries' })).toHaveTextContent('a.txtb.txtoldc.txt');
    const remove = within(dialog).getByRole('button', { name: /^Delete$/ });
    // A folder goes with everything in it: not before the confirmation.
    expect(remove).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Yes, remove the directory and all its contents.'));
    await user.click(remove);

    const report = await within(dialog).findByTestId('bulk-report');
    expect(report).toHaveTextContent('Done: 2 of 4.');
    expect(report).toHaveTextContent('2 entries failed:');
    expect(within(report).getByRole('list', { name: 'Entries that failed' }).textContent).toBe('b.txt: File or directory not found.c.txt: Disk on fire');
    const paths = call.mock.calls.map(([path]) => path);
    expect(paths.filter((p) => p === '/file/list')).toHaveLength(1);
    // Besides the deletes, only which extensions the backend offers (the trash changes what the dialog says).
    expect(paths.filter((p) => p !== '/file/list' && p !== '/account/capabilities')).toEqual([
      '/file/file/delete',
      '/file/file/delete',
      '/file/directory/delete',
      '/file/file/delete',
    ]);
  });
});

describe('the folder read again after a bulk action', () => {
  async function deleteOne(list: () => unknown) {
    const { api } = fakeApi({ '/file/file/delete': () => ({ files: [] }), '/file/list': list });
    const { store } = renderDialog(<BulkDeleteDialog dir="/site" entries={[fileEntry('a.txt')]} />, { api, account: signedInAccount() });
    store.dispatch(
      panelQueries.util.upsertQueryEntries([
        { endpointName: 'fileList', arg: { directory: '/site' }, value: { files: [fileEntry('a.txt'), fileEntry('b.txt')] } },
      ]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 entry' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: /^Delete$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { queries } = store.getState();
    return queries && panelQueries.endpoints.fileList.select({ directory: '/site' })({ queries });
  }

  it('becomes the listing the browser shows', async () => {
    const listing = await deleteOne(() => ({ files: [fileEntry('b.txt')] }));
    expect(listing?.data?.files?.map((e) => e.name)).toEqual(['b.txt']);
  });

  it('leaves the listing as it was when it fails, with no error to show', async () => {
    const listing = await deleteOne(() => {
      throw new ApiError({ code: 500, type: 'internal', message: 'Down.' });
    });
    expect(listing?.data?.files?.map((e) => e.name)).toEqual(['a.txt', 'b.txt']);
    expect(listing?.isError).toBe(false);
  });
});

describe('selection', () => {
  const rows = ['a', 'b', 'c', 'd', 'e'].map((name) => fileEntry(name));

  it('ticks a range with Shift, keeps only the rows a filter shows, and starts empty in another folder', () => {
    const { result, rerender } = renderHook(({ dir, shown }) => useSelection(dir, shown), { initialProps: { dir: '/x', shown: rows } });
    act(() => result.current.toggle('b', false));
    act(() => result.current.toggle('d', true));
    expect(result.current.entries.map((e) => e.name)).toEqual(['b', 'c', 'd']);
    // Shift-click on a ticked row unticks the range from the last one clicked.
    act(() => result.current.toggle('c', true));
    expect(result.current.entries.map((e) => e.name)).toEqual(['b']);

    act(() => result.current.setAll(true));
    rerender({ dir: '/x', shown: rows.filter((e) => e.name !== 'c') });
    expect(result.current.entries.map((e) => e.name)).toEqual(['a', 'b', 'd', 'e']);
    // Clearing the filter does not bring back a row it hid.
    rerender({ dir: '/x', shown: rows });
    expect(result.current.has('c')).toBe(false);

    rerender({ dir: '/y', shown: rows });
    expect(result.current.entries).toEqual([]);
  });
});

describe('runBulk', () => {
  it('keeps at most four calls in flight, goes on past failures, and sends nothing more once stopped', async () => {
    const entries = Array.from({ length: 10 }, (_, i) => fileEntry(`f${i}`));
    let inFlight = 0;
    let most = 0;
    let stop = false;
    const sent: string[] = [];
    const outcome = await runBulk(
      entries,
      async (e) => {
        sent.push(e.name);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        if (e.name === 'f1') throw new Error('refused');
        if (e.name === 'f5') stop = true;
      },
      { stopped: () => stop },
    );
    expect(most).toBe(4);
    expect(outcome.failures.map((f) => f.entry.name)).toEqual(['f1']);
    // f5 stops the run: the calls already started finish, no new one starts.
    expect(outcome.done + outcome.failures.length + outcome.skipped).toBe(10);
    expect(outcome.skipped).toBe(10 - sent.length);
    expect(sent.length).toBeLessThan(10);
  });
});
