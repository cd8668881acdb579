import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInAccount } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { textsByRole } from '../../test/dialog';
import { useShortcuts } from './shortcuts';

/** A screen of the layout: its search box, its create button, a field elsewhere. */
function Screen({ onCreate }: { onCreate: () => void }) {
  useShortcuts();
  return (
    <>
      <label>
        Name <input type="text" />
      </label>
      <main id="panel-main" tabIndex={-1}>
        <input type="search" aria-label="Search domains" />
        <button type="button" data-primary-create onClick={onCreate}>
          Create
        </button>
      </main>
    </>
  );
}

function renderScreen() {
  const onCreate = vi.fn();
  const view = renderWithProviders(<Screen onCreate={onCreate} />, { account: signedInAccount(), route: '/redirects' });
  return { ...view, onCreate, user: userEvent.setup() };
}

describe('keyboard shortcuts', () => {
  it('g then a letter goes to its screen; / focuses the search; n presses the create button', async () => {
    const { user, onCreate } = renderScreen();
    await user.keyboard('gd');
    expect(screen.getByTestId('location')).toHaveTextContent('/domains');
    await user.keyboard('ge');
    expect(screen.getByTestId('location')).toHaveTextContent('/emails');
    // A letter without g first goes nowhere.
    await user.keyboard('d');
    expect(screen.getByTestId('location')).toHaveTextContent('/emails');
    await user.keyboard('n');
    expect(onCreate).toHaveBeenCalledTimes(1);
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search domains' })).toHaveFocus();
  });

  it('never fires while typing in a field', async () => {
    const { user, onCreate } = renderScreen();
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.click(field);
    await user.keyboard('gd/n?');
    expect(field).toHaveValue('gd/n?');
    expect(screen.getByTestId('location')).toHaveTextContent('/redirects');
    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('? lists every shortcut; Ctrl+K opens the palette, in a field too', async () => {
    const { user } = renderScreen();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    // The rows under the table's header row.
    expect(textsByRole(help, 'row').slice(1)).toEqual([
      'Ctrl KSearch the panel',
      '?Show this list',
      "/Go to this screen's search box",
      'nCreate a new item on this screen',
      'Ctrl ZUndo the last removal while its message shows',
      'g then dGo to Domains',
      'g then eGo to E-mail',
      'g then bGo to Databases',
      'g then rGo to Redirections',
      'g then sGo to SSL certificates',
      'g then wGo to Script installer',
      'g then lGo to Statistics and logs',
      'g then aGo to FTP and SSH',
      'g then fGo to File browser',
      'g then vGo to Advanced settings',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox', { name: 'Search the panel' })).toBeInTheDocument();
  });
});
