import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { domain, sessionReply } from '../test/fixtures';
import { fileDirSet } from './navigation-slice';
import { preferredLocale, storageKeys } from './persistence';
import { localeChanged, sessionOpened, signedIn, signedOut } from './session-slice';
import { createAppStore } from './store';
import { toastShown } from './ui-slice';

const extra = {};

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
  it('rehydrates the session, the plan, the lists and the directory from this browser session', () => {
    vi.useFakeTimers();
    try {
      const sessionStore = memoryStorage();
      const localStore = memoryStorage();
      const first = createAppStore({ extra, sessionStore, localStore, persistDelayMs: 10 });
      first.dispatch(signedIn(sessionReply()));
      first.dispatch(fileDirSet('/domains'));
      vi.advanceTimersByTime(20);
      expect(sessionStore.getItem(storageKeys.state)).toContain('token-1');

      const second = createAppStore({ extra, sessionStore, localStore }).getState();
      expect(second.session.token).toBe('token-1');
      expect(second.session.plan?.connector?.ftpHost).toBe('ftp.example.net');
      expect(second.pendingLists.lists?.domains).toHaveLength(2);
      expect(second.navigation.fileDir).toBe('/domains');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a session kept without its lists (they come with the first keepalive)', () => {
    const sessionStore = memoryStorage();
    sessionStore.setItem(storageKeys.state, JSON.stringify({ session: 'token', login: 'demo', locale: 'pl' }));
    const state = createAppStore({ extra, sessionStore, localStore: memoryStorage() }).getState();
    expect(state.session).toMatchObject({ token: 'token', login: 'demo', locale: 'pl', plan: null });
    expect(state.pendingLists.lists).toBeNull();
  });

  it('starts signed out when nothing or garbage is stored', () => {
    const sessionStore = memoryStorage();
    sessionStore.setItem(storageKeys.state, '{not json');
    const store = createAppStore({ extra, sessionStore, localStore: memoryStorage() });
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().navigation.fileDir).toBe('/');
  });

  it('remembers the last language choice for the next sign-in', () => {
    const localStore = memoryStorage();
    const store = createAppStore({ extra, sessionStore: memoryStorage(), localStore });
    store.dispatch(localeChanged('pl'));
    expect(preferredLocale(localStore, ['en-US'])).toBe('pl');
    const next = createAppStore({ extra, sessionStore: memoryStorage(), localStore });
    expect(next.getState().session.locale).toBe('pl');
  });

  it('follows a language and a colour mode chosen in another tab of this browser', () => {
    const store = createAppStore({ extra, sessionStore: memoryStorage(), localStore: localStorage });
    expect(store.getState().session.locale).toBe('en');
    const otherTab = (key: string, value: string) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
    };
    otherTab(storageKeys.locale, 'pl');
    expect(store.getState().session).toMatchObject({ locale: 'pl', localePicked: true });
    otherTab(storageKeys.theme, 'dark');
    expect(store.getState().theme.theme).toBe('dark');
    // Nonsense from another tab changes nothing; a change to sessionStorage is this tab's own.
    otherTab(storageKeys.locale, 'xx');
    otherTab(storageKeys.theme, 'purple');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.locale, newValue: 'en', storageArea: sessionStorage }));
    expect(store.getState().session.locale).toBe('pl');
    expect(store.getState().theme.theme).toBe('dark');
  });

  it('applies the locale of the sign-in reply where nobody picked one, and does not keep it as a pick', () => {
    const localStore = memoryStorage();
    const store = createAppStore({ extra, sessionStore: memoryStorage(), localStore });
    store.dispatch(signedIn(sessionReply({ locale: 'pl' })));
    expect(store.getState().session.locale).toBe('pl');
    expect(localStore.getItem(storageKeys.locale)).toBeNull();
    store.dispatch(signedOut());
    store.dispatch(signedIn(sessionReply({ locale: 'en' })));
    expect(store.getState().session.locale).toBe('en');
  });

  it('keeps a language picked in this browser over the sign-in reply, in this session and the next', () => {
    const localStore = memoryStorage();
    const store = createAppStore({ extra, sessionStore: memoryStorage(), localStore });
    store.dispatch(localeChanged('en'));
    store.dispatch(signedIn(sessionReply({ locale: 'pl' })));
    expect(store.getState().session.locale).toBe('en');
    const next = createAppStore({ extra, sessionStore: memoryStorage(), localStore });
    next.dispatch(signedIn(sessionReply({ locale: 'pl' })));
    expect(next.getState().session.locale).toBe('en');
  });

  it('defaults to Polish only for a Polish browser', () => {
    expect(preferredLocale(memoryStorage(), ['pl-PL', 'en'])).toBe('pl');
    expect(preferredLocale(memoryStorage(), ['de-DE', 'pl'])).toBe('en');
    expect(preferredLocale(memoryStorage(), [])).toBe('en');
  });
});

describe('store persistence of the session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes nothing for what is not kept (a toast), and writes changed lists', () => {
    const sessionStore = memoryStorage();
    const setItem = vi.spyOn(sessionStore, 'setItem');
    const store = createAppStore({ extra, sessionStore, localStore: memoryStorage(), persistDelayMs: 10 });
    store.dispatch(signedIn(sessionReply()));
    vi.advanceTimersByTime(20);
    expect(setItem).toHaveBeenCalledTimes(1);
    store.dispatch(toastShown('toast.domainAdded', { domain: 'a.com' }));
    vi.advanceTimersByTime(20);
    expect(setItem).toHaveBeenCalledTimes(1);
    // New lists through a sign-in (kept from where they wait for the lists cache, which this test does not load).
    store.dispatch(signedIn(sessionReply({ domains: [domain('new.example.org')] })));
    vi.advanceTimersByTime(20);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(sessionStore.getItem(storageKeys.state)).toContain('new.example.org');
  });

  it('writes a sign-out at once', () => {
    const sessionStore = memoryStorage();
    const store = createAppStore({ extra, sessionStore, localStore: memoryStorage(), persistDelayMs: 60_000 });
    store.dispatch(signedIn(sessionReply()));
    vi.advanceTimersByTime(60_000);
    expect(JSON.parse(sessionStore.getItem(storageKeys.state)!).session).toBe('token-1');
    store.dispatch(signedOut());
    expect(JSON.parse(sessionStore.getItem(storageKeys.state)!).session).toBeNull();
  });

  it('keeps no session opened from a sign-in whose plan is still being read: a reload then would have one without its plan', () => {
    const sessionStore = memoryStorage();
    const store = createAppStore({ extra, sessionStore, localStore: memoryStorage(), persistDelayMs: 10 });
    store.dispatch(sessionOpened({ token: 'token-1', login: 'demo' }));
    expect(store.getState().session.token).toBe('token-1');
    vi.advanceTimersByTime(20);
    expect(JSON.parse(sessionStore.getItem(storageKeys.state)!)).toMatchObject({ session: null, login: null });
    store.dispatch(signedIn(sessionReply()));
    vi.advanceTimersByTime(20);
    const kept = createAppStore({ extra, sessionStore, localStore: memoryStorage() }).getState().session;
    expect(kept.token).toBe('token-1');
    expect(kept.plan?.connector?.ftpHost).toBe('ftp.example.net');
  });

  it('waits for a pause in the typing before it writes (a big account’s lists hold the page while they are written)', () => {
    const sessionStore = memoryStorage();
    const setItem = vi.spyOn(sessionStore, 'setItem');
    const store = createAppStore({ extra, sessionStore, localStore: memoryStorage(), persistDelayMs: 10, quietMs: 100 });
    store.dispatch(signedIn(sessionReply()));
    for (let key = 0; key < 5; key++) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      vi.advanceTimersByTime(50);
    }
    expect(setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(sessionStore.getItem(storageKeys.state)).toContain('token-1');
  });
});
