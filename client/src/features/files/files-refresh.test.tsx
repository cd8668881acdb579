import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkError } from '../../api/errors';
import { signedInAccount } from '../../test/fixtures';
import { fakeApi, renderWithProviders } from '../../test/render';
import { FilesPage } from './files-page';

const entry = (name: string) => ({ name, type: 'file', size: 10, permissions: '-rw-r--r--', day: '24', month: 'Nov', time: '10:48', target: null, number: 1 });

describe('file list', () => {
  it('keeps the listing when a refresh fails, says so with Retry, and Retry refreshes it', async () => {
    const server = { down: false, files: [entry('old.txt')] };
    const { api } = fakeApi({
      '/file/list': () => {
        if (server.down) throw networkError();
        return { files: server.files };
      },
    });
    renderWithProviders(<FilesPage />, { api, route: '/files', account: signedInAccount() });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'old.txt' })).toBeInTheDocument();
    // The listing's date in the user's language, not `ls -l`'s English.
    expect(screen.getByTestId('file-row')).toHaveTextContent('Nov 24 10:48');

    server.down = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByTestId('files-refresh-failed')).toHaveTextContent(
      'The file list could not be refreshed; it shows the files as they were. Cannot connect to the server. Check your network connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'old.txt' })).toBeInTheDocument();

    server.down = false;
    server.files = [entry('old.txt'), entry('new.txt')];
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'new.txt' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('files-refresh-failed')).not.toBeInTheDocument());
  });
});
