import { useEffect, useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import en from '../i18n/whole-en';
import { failOnIntlError } from '../test/render';
import { useDialogs, type Dialogs } from './dialog-context';
import { DialogHost } from './dialog-host';
import { FormDialog } from './form-dialog';
import { InfoDialog } from './info-dialog';

/** An information dialog with a bit of its own state, to see that each showing starts afresh. */
function NoteDialog({ subject }: { subject: string }) {
  const [note, setNote] = useState('');
  return (
    <InfoDialog id={`note-${subject}`} title={`Note on ${subject}`}>
      <input aria-label="Note" value={note} onChange={(event) => setNote(event.currentTarget.value)} />
    </InfoDialog>
  );
}

/** A dialog that breaks while drawing, as one reading a reply that is not as expected would. */
function BrokenDialog({ expires }: { expires: unknown }) {
  return (
    <InfoDialog id="broken" title="Certificate">
      {(expires as string).slice(0, 10)}
    </InfoDialog>
  );
}

/** A form without `autoFocus`: the frame itself puts the focus on its first field. */
function ChoiceDialog() {
  return (
    <FormDialog form={{ loading: false, failure: null, submit: () => undefined }} id="choice-dialog" title="Choose a version" submitLabel="Save">
      <p>Pick one.</p>
      <label htmlFor="choice-version">Version</label>
      <select id="choice-version" defaultValue="8.4">
        <option>8.3</option>
        <option>8.4</option>
      </select>
    </FormDialog>
  );
}

function renderHost() {
  const dialogs: { current?: Dialogs } = {};
  function Grab() {
    const value = useDialogs();
    useEffect(() => {
      dialogs.current = value;
    });
    return null;
  }
  render(
    <IntlProvider locale="en" messages={en} onError={failOnIntlError}>
      <DialogHost
        shared={{
          changePassword: () => <NoteDialog subject="password" />,
          addDomain: () => <NoteDialog subject="domain" />,
          phpVersion: ({ domain }) => <NoteDialog subject={domain.domain} />,
          logViewer: ({ domain }) => <NoteDialog subject={domain} />,
          sessions: () => <NoteDialog subject="sessions" />,
          twoFactor: () => <NoteDialog subject="twoFactor" />,
          trash: () => <NoteDialog subject="trash" />,
          dnsZone: ({ domain }) => <NoteDialog subject={domain} />,
          generateCertificate: ({ domain }) => <NoteDialog subject={domain} />,
          visitorStats: ({ domain }) => <NoteDialog subject={domain} />,
          mailAuth: ({ domain = 'mail' }) => <NoteDialog subject={domain} />,
          autoreply: ({ address = 'autoreply' }) => <NoteDialog subject={address} />,
          forwarding: ({ address = 'forwarding' }) => <NoteDialog subject={address} />,
          spamFilter: ({ address = 'spam' }) => <NoteDialog subject={address} />,
        }}
      >
        <Grab />
      </DialogHost>
    </IntlProvider>,
  );
  return { dialogs: dialogs.current!, user: userEvent.setup() };
}

const closeButton = (dialog: HTMLElement) => within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!;

describe('dialog host', () => {
  it('shows a dialog with its props and its stable id, and closes it', async () => {
    const { dialogs, user } = renderHost();
    act(() => dialogs.show(<NoteDialog subject="example.com" />));
    const dialog = screen.getByRole('dialog', { name: 'Note on example.com' });
    expect(dialog.querySelector('#note-example\\.com')).toHaveClass('modal-dialog');
    await user.click(closeButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the subject in the title while the dialog fades out', async () => {
    const { dialogs } = renderHost();
    act(() => dialogs.show(<NoteDialog subject="shop.example.com" />));
    const dialog = screen.getByRole('dialog', { name: 'Note on shop.example.com' });
    fireEvent.click(closeButton(dialog));
    // Closing, not gone yet: the title still names the domain.
    expect(dialog).toBeInTheDocument();
    expect(dialog).not.toHaveClass('show');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Note on shop.example.com');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('starts each showing afresh', async () => {
    const { dialogs, user } = renderHost();
    act(() => dialogs.show(<NoteDialog subject="example.com" />));
    await user.type(screen.getByLabelText('Note'), 'draft');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => dialogs.show(<NoteDialog subject="example.com" />));
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });

  it('shows one dialog at a time: the next opens once the open one has faded out', async () => {
    const { dialogs } = renderHost();
    act(() => dialogs.show(<NoteDialog subject="first" />));
    const first = screen.getByRole('dialog', { name: 'Note on first' });
    act(() => dialogs.show(<NoteDialog subject="second" />));
    expect(first).not.toHaveClass('show');
    expect(screen.queryByRole('dialog', { name: 'Note on second' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Note on second' })).toBeInTheDocument();
    expect(first).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it("focuses a form's first field as it opens", async () => {
    const { dialogs } = renderHost();
    act(() => dialogs.show(<ChoiceDialog />));
    const dialog = screen.getByRole('dialog', { name: 'Choose a version' });
    await waitFor(() => expect(within(dialog).getByLabelText('Version')).toHaveFocus());
  });

  it("focuses an information dialog's Close as it opens, and Tab goes round inside it", async () => {
    const { dialogs, user } = renderHost();
    act(() => dialogs.show(<NoteDialog subject="example.com" />));
    const dialog = screen.getByRole('dialog', { name: 'Note on example.com' });
    // The footer's Close is the last stop: Tab goes back to the first (the header's ×), Shift+Tab back again.
    await waitFor(() => expect(closeButton(dialog)).toHaveFocus());
    await user.tab();
    expect(within(dialog).getAllByRole('button', { name: 'Close' })[0]).toHaveFocus();
    await user.tab({ shift: true });
    expect(closeButton(dialog)).toHaveFocus();
  });

  it('tells onClosed once the dialog has gone and given the focus back, so the focus it moves stays', async () => {
    const { dialogs, user } = renderHost();
    const opener = document.body.appendChild(document.createElement('button'));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    opener.focus();
    let closed = 0;
    act(() =>
      dialogs.show(<NoteDialog subject="example.com" />, {
        onClosed: () => {
          closed += 1;
          elsewhere.focus();
        },
      }),
    );
    await user.click(closeButton(screen.getByRole('dialog', { name: 'Note on example.com' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(closed).toBe(1));
    expect(elsewhere).toHaveFocus();
    opener.remove();
    elsewhere.remove();
  });

  it('opens a dialog of another feature by name', () => {
    const { dialogs } = renderHost();
    act(() => dialogs.open('changePassword'));
    expect(screen.getByRole('dialog', { name: 'Note on password' })).toBeInTheDocument();
  });

  it('puts a dialog that breaks while drawing in a dialog that says so, and the next dialog shows as usual', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { dialogs, user } = renderHost();
      act(() => dialogs.show(<BrokenDialog expires={1767225600} />));
      const failed = screen.getByRole('dialog', { name: 'This window could not be shown' });
      expect(failed).toHaveTextContent("The server's reply was not as expected");
      await user.click(closeButton(failed));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      act(() => dialogs.show(<NoteDialog subject="example.com" />));
      expect(screen.getByRole('dialog', { name: 'Note on example.com' })).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });
});
