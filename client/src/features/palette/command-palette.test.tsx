import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../components/dialog-context';
import { domain, signedInAccount } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CommandPalette } from './command-palette';
import type { PaletteEntry } from './search';
import { entrySources } from './sources';

function renderPalette() {
  const changePassword = vi.fn();
  const browse = vi.fn();
  const actions: PaletteEntry[] = [
    { id: 'screen:domains', kind: 'screen', label: 'Domains', run: vi.fn() },
    { id: 'screen:emails', kind: 'screen', label: 'E-mail', run: vi.fn() },
    { id: 'action:changePassword', kind: 'action', label: 'Change password', run: changePassword },
  ];
  const domainActions = (name: string): PaletteEntry[] => [
    { id: `domainAction:${name}:browse`, kind: 'domainAction', label: `${name} → Browse files`, run: () => browse(name) },
  ];
  function Opener() {
    const { show } = useDialogs();
    return (
      <button type="button" onClick={() => show(<CommandPalette actions={entrySources(actions)} domainActions={domainActions} />)}>
        Open
      </button>
    );
  }
  const account = signedInAccount({
    domains: [domain('example.com'), domain('shop.example.com')],
    emailAccounts: [
      { domain: 'example.com', name: 'office', diskLimit: 0, diskUsed: 0 },
      { domain: 'example.com', name: 'anna', diskLimit: 0, diskUsed: 0 },
    ],
  });
  const view = renderWithProviders(<Opener />, { account, route: '/domains' });
  const user = userEvent.setup();
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const box = await screen.findByRole('combobox', { name: 'Search the panel' });
    await waitFor(() => expect(box).toHaveFocus());
    return box;
  };
  return { ...view, user, open, changePassword, browse };
}

const activeOption = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
const groupTexts = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('group')
    .map((group) => [
      group.getAttribute('data-testid'),
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ]);

describe('command palette', () => {
  it('finds objects and actions as one types, grouped by kind with counts, announced', async () => {
    const { user, open } = renderPalette();
    const box = await open();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    // Empty, with no recent choices: the screens.
    expect(groupTexts()).toEqual([['palette-group-screen', ['Domains', 'E-mail']]]);

    await user.type(box, 'example');
    expect(groupTexts()).toEqual([
      ['palette-group-domain', ['example.com', 'shop.example.com']],
      ['palette-group-domainAction', ['example.com → Browse files', 'shop.example.com → Browse files']],
      ['palette-group-mailbox', ['anna@example.com', 'office@example.com']],
    ]);
    expect(screen.getByTestId('palette-group-domain')).toHaveAccessibleName('Domains 2');
    expect(screen.getByTestId('palette-status')).toHaveTextContent('6 results');

    await user.clear(box);
    await user.type(box, 'zzz');
    expect(screen.getByTestId('palette-empty')).toHaveTextContent('Nothing matches “zzz”.');
    expect(screen.getByTestId('palette-status')).toHaveTextContent('No results');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves with the arrows, chooses with Enter, and shows the choice first next time', async () => {
    const { user, open, changePassword } = renderPalette();
    let box = await open();
    await user.type(box, 'pass');
    expect(activeOption(box)).toHaveTextContent('Change password');
    expect(activeOption(box)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(changePassword).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());

    box = await open();
    expect(groupTexts()).toEqual([['palette-group-recent', ['Change password']]]);
    await user.type(box, 'e');
    const first = activeOption(box)!.textContent;
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)!.textContent).not.toBe(first);
    await user.keyboard('{ArrowUp}');
    expect(activeOption(box)).toHaveTextContent(first);
    // Up from the first wraps to the last.
    await user.keyboard('{ArrowUp}');
    const options = screen.getAllByRole('option');
    expect(activeOption(box)).toBe(options[options.length - 1]);
  });

  it('runs the action of the domain typed, and Escape gives the focus back', async () => {
    const { user, open, browse } = renderPalette();
    let box = await open();
    await user.type(box, 'shop browse');
    expect(groupTexts()).toEqual([['palette-group-domainAction', ['shop.example.com → Browse files']]]);
    await user.click(screen.getByRole('option', { name: 'shop.example.com → Browse files' }));
    await waitFor(() => expect(browse).toHaveBeenCalledWith('shop.example.com'));

    box = await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
    expect(box).not.toBeInTheDocument();
  });

  it('opens a mailbox on its screen with the find instruction for its table', async () => {
    const { user, open, store } = renderPalette();
    const box = await open();
    await user.type(box, 'anna');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emails'));
    expect(store.getState().navigation).toMatchObject({
      redirect: { page: 'emails', action: 'accounts', domain: null },
      find: { table: 'emails', text: 'anna@example.com' },
    });
  });
});
