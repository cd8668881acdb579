import { describe, expect, it, vi } from 'vitest';
import { sessionReply } from '../test/fixtures';
import type { PanelApi } from '../api/client';
import { listsMerged, localeChanged, signedIn, signedOut, syncFinished, syncStarted } from './account-slice';
import { preferredLocale, storageKeys } from './persistence';
import { createAppStore } from './store';

const api = { call: vi.fn() } as unknown as PanelApi;

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('store persistence', () => {
  it('rehydrates the account from this browser session with the syncing counter reset', () => {
    vi.useFakeTimers();
    try {
      const sessionStore = memoryStorage();
      const localStore = memoryStorage();
      const first = createAppStore({ api, sessionStore, localStore, persistDelayMs: 10 });
      first.dispatch(signedIn(sessionReply()));
      first.dispatch(syncStarted());
      vi.advanceTimersByTime(20);
      expect(sessionStore.getItem(storageKeys.state)).toContain('token-1');

      const second = createAppStore({ api, sessionStore, localStore });
      const account = second.getState().account;
      expect(account.session).toBe('token-1');
      expect(account.domains).toHaveLength(2);
      expect(account.syncing).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts signed out when nothing or garbage is stored', () => {
    const sessionStore = memoryStorage();
    sessionStore.setItem(storageKeys.state, '{not json');
    const store = createAppStore({ api, sessionStore, localStore: memoryStorage() });
    expect(store.getState().account.session).toBeNull();
    expect(store.getState().account.fileDir).toBe('/');
  });

  it('remembers the last language choice for the next sign-in', () => {
    const localStore = memoryStorage();
    const store = createAppStore({ api, sessionStore: memoryStorage(), localStore });
    store.dispatch(localeChanged('pl'));
    expect(preferredLocale(localStore, ['en-US'])).toBe('pl');
    const next = createAppStore({ api, sessionStore: memoryStorage(), localStore });
    expect(next.getState().account.locale).toBe('pl');
  });

  it('applies the locale of the sign-in reply where nobody picked one, and does not keep it as a pick', () => {
    const localStore = memoryStorage();
    const store = createAppStore({ api, sessionStore: memoryStorage(), localStore });
    store.dispatch(signedIn(sessionReply({ locale: 'pl' })));
    expect(store.getState().account.locale).toBe('pl');
    expect(localStore.getItem(storageKeys.locale)).toBeNull();
    store.dispatch(signedOut());
    store.dispatch(signedIn(sessionReply({ locale: 'en' })));
    expect(store.getState().account.locale).toBe('en');
  });

  it('keeps a language picked in this browser over the sign-in reply, in this session and the next', () => {
    const localStore = memoryStorage();
    const store = createAppStore({ api, sessionStore: memoryStorage(), localStore });
    store.dispatch(localeChanged('en'));
    store.dispatch(signedIn(sessionReply({ locale: 'pl' })));
    expect(store.getState().account.locale).toBe('en');
    const next = createAppStore({ api, sessionStore: memoryStorage(), localStore });
    next.dispatch(signedIn(sessionReply({ locale: 'pl' })));
    expect(next.getState().account.locale).toBe('en');
  });

  it('defaults to Polish only for a Polish browser', () => {
    expect(preferredLocale(memoryStorage(), ['pl-PL', 'en'])).toBe('pl');
    expect(preferredLocale(memoryStorage(), ['de-DE', 'pl'])).toBe('en');
    expect(preferredLocale(memoryStorage(), [])).toBe('en');
  });
});

describe('store persistence of the session', () => {
  it('writes nothing for a sync that starts and ends, or for lists that come back alike', () => {
    vi.useFakeTimers();
    try {
      const sessionStore = memoryStorage();
      const setItem = vi.spyOn(sessionStore, 'setItem');
      const store = createAppStore({ api, sessionStore, localStore: memoryStorage(), persistDelayMs: 10 });
      store.dispatch(signedIn(sessionReply()));
      vi.advanceTimersByTime(20);
      expect(setItem).toHaveBeenCalledTimes(1);
      store.dispatch(syncStarted());
      store.dispatch(listsMerged(structuredClone({ domains: store.getState().account.domains })));
      store.dispatch(syncFinished());
      vi.advanceTimersByTime(20);
      expect(setItem).toHaveBeenCalledTimes(1);
      store.dispatch(listsMerged({ domains: [] }));
      vi.advanceTimersByTime(20);
      expect(setItem).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });


  it('writes a sign-out at once', () => {
    vi.useFakeTimers();
    try {
      const sessionStore = memoryStorage();
      const store = createAppStore({ api, sessionStore, localStore: memoryStorage(), persistDelayMs: 60_000 });
      store.dispatch(signedIn(sessionReply()));
      vi.advanceTimersByTime(60_000);
      expect(JSON.parse(sessionStore.getItem(storageKeys.state)!).session).toBe('token-1');
      store.dispatch(signedOut());
      expect(JSON.parse(sessionStore.getItem(storageKeys.state)!).session).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
