import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { toastShown } from '../store/ui-slice';
import { TOAST_LIFE_MS, Toasts } from './toasts';

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are polite status messages inside a live region that is always there', () => {
    const { store } = renderWithProviders(<Toasts />);
    const region = screen.getByTestId('toasts');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => {
      store.dispatch(toastShown('toast.domainAdded', { domain: 'new-site.org' }));
    });
    const toast = within(region).getByRole('status');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(toast).toHaveTextContent('Operation performed successfully.');
    expect(toast).toHaveTextContent('Domain was added: new-site.org');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('go away after 3 seconds, or when closed', async () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(<Toasts />);
    const region = screen.getByTestId('toasts');
    act(() => {
      store.dispatch(toastShown('toast.passwordChanged'));
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_LIFE_MS - 1);
    });
    expect(within(region).getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(region).queryByRole('status')).toBeNull();
    vi.useRealTimers();

    act(() => {
      store.dispatch(toastShown('toast.passwordChanged'));
    });
    await userEvent.setup().click(within(within(region).getByRole('status')).getByRole('button', { name: 'Close' }));
    expect(within(region).queryByRole('status')).toBeNull();
    expect(store.getState().ui.toasts).toEqual([]);
  });
});
