import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../store/persistence';
import { createAppStore } from '../store/store';
import { useAppliedTheme, useShownTheme, useTheme } from './use-theme';

/** A system colour preference that can change while the page is open. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const system = { dark };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && system.dark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) =>
    act(() => {
      system.dark = next;
      listeners.forEach((listener) => listener());
    });
}

function setup() {
  const store = createAppStore({ extra: {}, sessionStore: sessionStorage, localStore: localStorage });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(
    () => {
      useAppliedTheme();
      return { ...useTheme(), shown: useShownTheme() };
    },
    { wrapper },
  );
  return { store, hook };
}

const pageTheme = () => document.documentElement.getAttribute('data-bs-theme');

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-bs-theme');
});

describe('useTheme', () => {
  it('starts as the system, and puts the chosen colours on the page', () => {
    fakeSystem(false);
    const { hook } = setup();
    expect(hook.result.current.theme).toBe('auto');
    expect(pageTheme()).toBe('light');
    act(() => hook.result.current.setTheme('dark'));
    expect(hook.result.current.theme).toBe('dark');
    expect(pageTheme()).toBe('dark');
    act(() => hook.result.current.setTheme('light'));
    expect(pageTheme()).toBe('light');
  });

  it('follows the system live as the system, and not once a mode is chosen', () => {
    const setSystemDark = fakeSystem(true);
    const { hook } = setup();
    expect(pageTheme()).toBe('dark');
    setSystemDark(false);
    expect(hook.result.current.shown).toBe('light');
    expect(pageTheme()).toBe('light');
    act(() => hook.result.current.setTheme('dark'));
    setSystemDark(false);
    expect(pageTheme()).toBe('dark');
  });

  it('keeps the choice on this device: after a reload and for the next sign-in', () => {
    fakeSystem(false);
    const { hook } = setup();
    act(() => hook.result.current.setTheme('dark'));
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    hook.unmount();
    // A reload: a new store over the same storage, its session gone (a sign-out or a new tab).
    sessionStorage.clear();
    const next = setup();
    expect(next.hook.result.current.theme).toBe('dark');
    expect(pageTheme()).toBe('dark');
  });

  it('ignores a stored value that is not a mode', () => {
    fakeSystem(false);
    localStorage.setItem(storageKeys.theme, 'purple');
    const { store } = setup();
    expect(store.getState().theme.theme).toBe('auto');
  });
});
