import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefObject } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { fakeApi, renderDialog } from '../../test/render';
import { signedInAccount } from '../../test/fixtures';
import type { EditorControl } from './code-editor';
import { EditorDialog, serverConflict } from './editor-dialog';

// CodeMirror does not lay out in jsdom: a textarea stands in for it, with the same control.
vi.mock('./code-editor', async () => {
  const { useEffect, useState } = await import('react');
  function FakeEditor({
    initial,
    label,
    onChange,
    controlRef,
  }: {
    initial: string;
    label: string;
    onChange: (text: string) => void;
    controlRef?: RefObject<EditorControl | null>;
  }) {
    const [text, setText] = useState(initial);
    useEffect(() => {
      if (!controlRef) return;
      controlRef.current = { replace: (next) => (setText(next), onChange(next)), search: () => undefined };
    });
    return <textarea aria-label={label} value={text} onChange={(event) => (setText(event.target.value), onChange(event.target.value))} />;
  }
  return { default: FakeEditor };
});
vi.mock('./change-view', () => ({
  default: ({ original, text }: { original: string; text: string }) => (
    <pre data-testid="change-view">
      {original}|{text}
    </pre>
  ),
}));

function renderEditor(onServer: string[]) {
  const reads = [...onServer];
  const { api, call } = fakeApi({
    '/file/file/get': () => ({ file: reads.length > 1 ? reads.shift() : reads[0] }),
    '/file/file/put': () => ({ list: [] }),
  });
  const { store, unmount } = renderDialog(<EditorDialog dir="/home/site" name="a.txt" />, { api, account: signedInAccount() });
  const reopen = () => {
    unmount();
    renderDialog(<EditorDialog dir="/home/site" name="a.txt" />, { api, store });
  };
  return { call, reopen, user: userEvent.setup() };
}

describe('the file editor', () => {
  it('sees a conflict only when the server text differs from the one opened', () => {
    expect(serverConflict('a', 'a')).toBeNull();
    expect(serverConflict('a', 'b')).toBe('b');
  });

  it('reads the file afresh each time it opens, never from what an earlier opening read', async () => {
    const { call, reopen } = renderEditor(['one', 'changed elsewhere']);
    expect(await screen.findByRole('textbox', { name: 'Contents of a.txt' })).toHaveValue('one');
    reopen();
    expect(await screen.findByRole('textbox', { name: 'Contents of a.txt' })).toHaveValue('changed elsewhere');
    expect(call.mock.calls.filter(([path]) => path === '/file/file/get')).toHaveLength(2);
  });

  it('says why a file cannot be opened', async () => {
    const { api } = fakeApi({
      '/file/file/get': () => {
        throw new ApiError({ code: 406, type: 'notAcceptable', message: 'This file is too large to edit.' });
      },
    });
    renderDialog(<EditorDialog dir="/home/site" name="a.txt" />, { api, account: signedInAccount() });
    expect(await screen.findByTestId('editor-error')).toHaveTextContent('This file is too large to edit.');
  });

  it('reviews the changes and reverts them to the text opened', async () => {
    const { user } = renderEditor(['one']);
    const dialog = await screen.findByRole('dialog');
    const text = await within(dialog).findByRole('textbox', { name: 'Contents of a.txt' });
    await user.type(text, ' two');
    await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    expect(await within(dialog).findByTestId('change-view')).toHaveTextContent('one|one two');
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(within(dialog).queryByTestId('change-view')).toBeNull();
    expect(text).toHaveValue('one');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('does not overwrite a change made on the server since opening until asked to', async () => {
    const { user, call } = renderEditor(['one', 'theirs']);
    const dialog = await screen.findByRole('dialog');
    const text = await within(dialog).findByRole('textbox', { name: 'Contents of a.txt' });
    await user.type(text, ' mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('a.txt has been changed on the server since you opened it.');
    expect(call).not.toHaveBeenCalledWith('/file/file/put', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    expect(await within(dialog).findByTestId('change-view')).toHaveTextContent('theirs|one mine');
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite anyway' }));
    expect(call).toHaveBeenCalledWith('/file/file/put', { file: '/home/site/a.txt', contents: 'one mine' });
    expect(within(dialog).queryByTestId('editor-conflict')).toBeNull();
  });
});
