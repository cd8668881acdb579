import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { toastShown } from '../store/ui-slice';
import { TOAST_LIFE_MS, Toasts, UNDO_LIFE_MS } from './toasts';

/** The toasts as the layout has them; `show` shows one, `advance` moves the clock (a fake one: the test turns it on). */
function renderToasts() {
  const { store } = renderWithProviders(<Toasts />);
  const show = (...toast: Parameters<typeof toastShown>) =>
    act(() => {
      store.dispatch(toastShown(...toast));
    });
  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  return { store, region: screen.getByTestId('toasts'), show, advance };
}

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are polite status messages inside a live region that is always there', () => {
    const { region, show } = renderToasts();
    expect(region).toHaveAttribute('aria-live', 'polite');
    show('toast.domainAdded', { domain: 'new-site.org' });
    const toast = within(region).getByRole('status');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(toast).toHaveTextContent('Operation performed successfully.');
    expect(toast).toHaveTextContent('Domain was added: new-site.org');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('go away after 3 seconds, or when closed', async () => {
    vi.useFakeTimers();
    const { store, region, show, advance } = renderToasts();
    show('toast.passwordChanged');
    advance(TOAST_LIFE_MS - 1);
    expect(within(region).getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(within(region).queryByRole('status')).toBeNull();
    vi.useRealTimers();

    show('toast.passwordChanged');
    await userEvent.setup().click(within(within(region).getByRole('status')).getByRole('button', { name: 'Close' }));
    expect(within(region).queryByRole('status')).toBeNull();
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('offer Undo for 10 seconds with a countdown, and stay while the pointer or the keyboard is in them', () => {
    vi.useFakeTimers();
    const { store, region, show, advance } = renderToasts();
    show('toast.cronRemoved', undefined, { undo: { operation: '/cron/remove', item: { id: 1, settings: '@daily', command: 'true' } } });
    const toast = within(region).getByRole('status');
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(within(toast).getByTestId('undo-countdown')).toHaveTextContent('10 s');
    expect(within(toast).getByTestId('undo-countdown')).toHaveAttribute('aria-hidden', 'true');
    advance(4000);
    expect(within(toast).getByTestId('undo-countdown')).toHaveTextContent('6 s');

    fireEvent.mouseEnter(toast);
    advance(60_000);
    expect(toast).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => {
      within(toast).getByRole('button', { name: 'Undo' }).focus();
    });
    advance(60_000);
    expect(toast).toBeInTheDocument();
    expect(within(toast).getByTestId('undo-countdown')).toHaveTextContent('6 s');
    act(() => {
      within(toast).getByRole('button', { name: 'Undo' }).blur();
    });

    advance(UNDO_LIFE_MS - 4000 - 1);
    expect(within(region).getByRole('status')).toBe(toast);
    advance(1);
    expect(within(region).queryByRole('status')).toBeNull();
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('without Undo stay while the keyboard is in them, not the pointer', () => {
    vi.useFakeTimers();
    const { region, show, advance } = renderToasts();
    show('toast.passwordChanged');
    const toast = within(region).getByRole('status');
    act(() => {
      within(toast).getByRole('button', { name: 'Close' }).focus();
    });
    advance(TOAST_LIFE_MS * 5);
    expect(toast).toBeInTheDocument();
    act(() => {
      within(toast).getByRole('button', { name: 'Close' }).blur();
    });
    fireEvent.mouseEnter(toast);
    advance(TOAST_LIFE_MS);
    expect(within(region).queryByRole('status')).toBeNull();
  });
});
