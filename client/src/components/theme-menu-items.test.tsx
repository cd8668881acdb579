import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dropdown from 'react-bootstrap/Dropdown';
import { afterEach, describe, expect, it } from 'vitest';
import { localeChanged } from '../store/session-slice';
import { renderWithProviders } from '../test/render';
import { ThemeMenuItems } from './theme-menu-items';

function renderMenu() {
  return renderWithProviders(
    <Dropdown show>
      <Dropdown.Menu role="menu">
        <ThemeMenuItems />
      </Dropdown.Menu>
    </Dropdown>,
  );
}

afterEach(() => document.documentElement.removeAttribute('data-bs-theme'));

describe('ThemeMenuItems', () => {
  it('offers the three modes as a named radio group in the menu, the chosen one checked', async () => {
    const { store } = renderMenu();
    const group = screen.getByRole('group', { name: 'Theme' });
    const items = within(group).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Light', 'Dark', 'As the system']);
    expect(within(group).getByRole('menuitemradio', { name: 'As the system' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(within(group).getByRole('menuitemradio', { name: 'Dark' }));
    expect(store.getState().theme.theme).toBe('dark');
    expect(within(group).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(within(group).getByRole('menuitemradio', { name: 'As the system' })).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
  });

  it('speaks Polish', async () => {
    const { store } = renderMenu();
    store.dispatch(localeChanged('pl'));
    const group = await screen.findByRole('group', { name: 'Motyw' });
    expect(
      within(group)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Jasny', 'Ciemny', 'Jak w systemie']);
  });
});
