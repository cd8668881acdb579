import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CopyButton } from './copy-button';
import { RowMenu } from './row-menu';

// Table rows are kept by position: a row shows another item after a search, and what a row's
// controls remember must belong to the item it showed.
describe('controls of a reused table row', () => {
  it('a copy button shows its check mark for the value copied only', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(() => Promise.resolve()) }, configurable: true });
    const view = renderWithProviders(<CopyButton value="a.example" />);
    await user.click(screen.getByRole('button', { name: 'Copy a.example' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    view.rerender(<CopyButton value="b.example" />);
    expect(screen.getByRole('button', { name: 'Copy b.example' })).toBeInTheDocument();
  });

  it('a row menu opened for one item is a plain button again for the next', async () => {
    const user = userEvent.setup();
    const items = () => [{ label: 'emails.menu.password' as const, run: () => undefined }];
    const view = renderWithProviders(<RowMenu label="Actions for a.example" items={items} />);
    await user.click(screen.getByRole('button', { name: 'Actions for a.example' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for a.example' })).toHaveAttribute('aria-expanded', 'true'));
    view.rerender(<RowMenu label="Actions for b.example" items={items} />);
    const toggle = screen.getByRole('button', { name: 'Actions for b.example' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The first item back in the row (Undo after its removal): its menu stays closed.
    view.rerender(<RowMenu label="Actions for a.example" items={items} />);
    expect(screen.getByRole('button', { name: 'Actions for a.example' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
