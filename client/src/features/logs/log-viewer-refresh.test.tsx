import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkError } from '../../api/errors';
import { signedInAccount } from '../../test/fixtures';
import { fakeApi, renderDialog } from '../../test/render';
import { LogViewerDialog } from './log-viewer-dialog';

describe('log viewer refresh', () => {
  it('keeps the lines when a refresh fails, says so with Retry, and Retry reads the log again', async () => {
    const server = { down: false, log: 'GET /first\n' };
    const { api } = fakeApi({
      '/log/show': () => {
        if (server.down) throw networkError();
        return { log: server.log };
      },
    });
    renderDialog(<LogViewerDialog domain="example.com" />, { api, account: signedInAccount() });
    const user = userEvent.setup();
    const text = await screen.findByTestId('log-viewer-text');
    expect(text).toHaveTextContent('GET /first');

    server.down = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByTestId('log-refresh-failed')).toHaveTextContent(
      'The log could not be read again; it shows the lines read before. Cannot connect to the server. Check your network connection and try again.',
    );
    expect(screen.getByTestId('log-viewer-text')).toHaveTextContent('GET /first');

    server.down = false;
    server.log = 'GET /first\nGET /second\n';
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('log-refresh-failed')).not.toBeInTheDocument());
    expect(screen.getByTestId('log-viewer-text')).toHaveTextContent('GET /second');
  });
});
