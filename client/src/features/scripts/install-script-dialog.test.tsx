import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { domain, fileEntry, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderDialog } from '../../test/render';
import { failWith } from '../../components/__test__/dialog-test-kit';
import { InstallScriptDialog } from './install-script-dialog';

const file = (name: string) => fileEntry(name, 'file', { size: 200 });
const PAGE = '<h1>new.com</h1>';

function renderWizard(handlers: Parameters<typeof fakeApi>[0]) {
  const { api, call } = fakeApi(handlers);
  const account = signedInAccount(
    { domains: [domain('new.com')] },
    { availableScripts: [{ type: 'wordpress', name: 'WordPress', minPHP: '7.4', maxPHP: '8.4', admin: 'wp-admin/' }] },
  );
  renderDialog(<InstallScriptDialog type="wordpress" domain="new.com" />, { api, account });
  return { call, user: userEvent.setup(), dialog: () => screen.getByRole('dialog') };
}

/** From step 1 (the folder's check) through the administrator to the review, then Install. */
async function install(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const next = within(dialog).getByRole('button', { name: 'Next' });
  await user.click(next);
  await user.click(next);
  await user.type(within(dialog).getByLabelText('Administrator password'), 'Wp-admin-2026');
  await user.type(within(dialog).getByLabelText('Repeat the new password'), 'Wp-admin-2026');
  await user.click(next);
  await user.click(within(dialog).getByRole('button', { name: 'Install' }));
}

describe('script install wizard: the folder', () => {
  it("replaces a new domain's placeholder page, and puts it back when the install fails", async () => {
    const { call, user, dialog } = renderWizard({
      '/file/list': () => ({ files: [file('index.html')] }),
      '/file/file/get': () => ({ file: PAGE }),
      '/file/file/delete': () => ({ files: [] }),
      '/file/file/put': () => ({ files: [file('index.html')] }),
      '/script/install': failWith(500, 'internal', 'Boom'),
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    const check = await within(dialog()).findByTestId('script-folder-check');
    await waitFor(() => expect(check).toHaveAttribute('data-state', 'placeholder'));
    expect(check).toHaveTextContent("This folder holds only the host's placeholder page (index.html).");
    expect(call.mock.calls.find(([path]) => path === '/file/list')?.[1]).toEqual({ directory: '/domains/new.com/public_html' });
    await install(user, dialog());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Cannot install the script.');
    const order = call.mock.calls.map(([path]) => path).filter((path) => path !== '/file/list');
    expect(order).toEqual(['/file/file/get', '/file/file/delete', '/script/install', '/file/file/put']);
    expect(call).toHaveBeenCalledWith('/file/file/put', { file: '/domains/new.com/public_html/index.html', contents: PAGE });
  });

  it('says at once that a folder holding files is taken, with Next disabled and a free folder offered', async () => {
    const { user, dialog } = renderWizard({
      '/file/list': (body) =>
        (body as { directory: string }).directory === '/domains/new.com/public_html'
          ? { files: [file('index.php'), { ...file('wordpress'), type: 'directory' }] }
          : { files: [] },
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    const check = await within(dialog()).findByTestId('script-folder-check');
    await waitFor(() => expect(check).toHaveAttribute('data-state', 'taken'));
    expect(check).toHaveTextContent('The selected directory is not empty.');
    expect(within(dialog()).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(await within(check).findByRole('button', { name: 'Install in new.com/wordpress-2/ instead' }));
    expect(within(dialog()).getByRole('textbox', { name: 'Subdirectory' })).toHaveValue('wordpress-2');
  });
});
