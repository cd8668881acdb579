import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PanelApi } from '../../api/client';
import { ApiError } from '../../api/errors';
import { fakeApi, renderDialog } from '../../test/render';
import { signedInAccount } from '../../test/fixtures';
import { UploadDialog } from './upload-dialog';

function renderUpload(failure: ApiError, archive = false) {
  const upload = vi.fn<PanelApi['upload']>(async () => {
    throw failure;
  });
  const api: PanelApi = { ...fakeApi().api, upload };
  renderDialog(<UploadDialog dir="/tmp" archive={archive} />, { api, account: signedInAccount() });
  return { upload, user: userEvent.setup() };
}

async function send(user: ReturnType<typeof userEvent.setup>, archive: boolean, name: string) {
  const dialog = screen.getByRole('dialog', { name: archive ? 'Upload an archive' : 'Upload files' });
  await user.upload(document.getElementById(archive ? 'file-archive-input' : 'file-upload-input') as HTMLInputElement, new File(['x'], name));
  await user.click(within(dialog).getByRole('button', { name: archive ? 'Upload and extract' : 'Upload' }));
  return within(dialog).findByRole('alert');
}

describe('upload dialogs', () => {
  it('names the entry a 409 says clashes, for files and for archives', async () => {
    const files = renderUpload(new ApiError({ code: 409, type: 'conflict', message: 'File or directory already exists.', field: 'images' }));
    const alert = await send(files.user, false, 'images');
    expect(alert).toHaveTextContent('“images” already exists in this directory as a directory or a file of the other kind');
    expect(alert).not.toHaveTextContent('Files too big for upload.');
    expect(files.upload).toHaveBeenCalledWith('/file/file/upload', expect.any(FormData), expect.anything());
  });

  it('names a clash deep in an archive', async () => {
    const { user } = renderUpload(new ApiError({ code: 409, type: 'conflict', message: 'File or directory already exists.', field: 'site/css' }), true);
    expect(await send(user, true, 'site.zip')).toHaveTextContent('“site/css” already exists in this directory');
  });

  it.each([
    ['Files too big for upload.', 'Files too big for upload.'],
    ['This account holds too many files and directories.', 'This account holds too many files and directories.'],
    ['Permission denied.', 'Permission denied.'],
  ])('tells a 406 %j apart from the others', async (message, text) => {
    const { user } = renderUpload(new ApiError({ code: 406, type: 'notAcceptable', message }));
    expect(await send(user, false, 'a.txt')).toHaveTextContent(text);
  });

  it('reads a 406 Invalid archive. as a bad archive, not as too big', async () => {
    const { user } = renderUpload(new ApiError({ code: 406, type: 'notAcceptable', message: 'Invalid archive.' }), true);
    expect(await send(user, true, 'a.zip')).toHaveTextContent('Invalid archive.');
  });
});
