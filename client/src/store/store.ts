import { configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { AccountLists } from '@panel/contract';
import { rootReducer, type RootState } from './root-reducer';
import {
  browserStorage,
  loadPersisted,
  pickedLocale,
  preferredLocale,
  rememberLocale,
  rememberTheme,
  savePersisted,
  savedTheme,
  storageKeys,
  type KeptState,
} from './persistence';
import { localeChanged } from './session-slice';
import { isTheme, themeChanged } from './theme-slice';

/** Middleware that lazily loaded code adds to every store (RTK Query's, `api/queries.ts`). */
export const dynamicMiddleware = createDynamicMiddleware();

export interface StoreOptions {
  /** What thunks and RTK Query's `queryFn`s get as `extra` (the typed API client: `api/queries.ts` reads it). */
  extra: object;
  preloadedState?: Partial<RootState>;
  /** Where the session, the navigation and the lists live for this browser session (sessionStorage in the browser). */
  sessionStore?: Storage;
  /** Where the last language choice and the colour mode live across sessions (localStorage in the browser). */
  localStore?: Storage;
  /** Delay before writing the state after a change; bursts of changes write once. */
  persistDelayMs?: number;
  /** How long after the person's last key or press a write waits (1 s). */
  quietMs?: number;
}

/** Where the lists to keep for a reload are: the hand-off until the lists cache joins the store and names its own (`keepListsFrom`). */
let listsToKeep = (state: RootState): AccountLists | null => state.pendingLists.lists;

/** Called by the lists cache (`api/queries.ts`) as it joins the store: from then on the kept lists are read where it holds them. */
export function keepListsFrom(select: (state: RootState) => AccountLists | null) {
  listsToKeep = select;
}

const persisted = (state: RootState): KeptState => ({ session: state.session, navigation: state.navigation, lists: listsToKeep(state) });

export function createAppStore(options: StoreOptions) {
  const sessionStore = options.sessionStore ?? browserStorage('sessionStorage');
  const localStore = options.localStore ?? browserStorage('localStorage');
  const preloadedState = {
    theme: { theme: savedTheme(localStore) },
    ...(options.preloadedState ?? loadPersisted(sessionStore, preferredLocale(localStore), pickedLocale(localStore) !== null)),
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The lists can hold tens of thousands of rows; the dev-only checks would walk them on every action.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false, thunk: { extraArgument: options.extra } }).concat(dynamicMiddleware.middleware),
  });

  // The colour mode is this device's, in localStorage: written at once (index.html reads it on the next load).
  let lastTheme = store.getState().theme.theme;
  store.subscribe(() => {
    const { theme } = store.getState().theme;
    if (theme === lastTheme) return;
    lastTheme = theme;
    rememberTheme(theme, localStore);
  });

  let last = persisted(store.getState());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    savePersisted(sessionStore, persisted(store.getState()));
  };
  // A write waits while the person types or clicks: a big account's lists are megabytes, whose write
  // holds the page for some 35 ms, and a key pressed then would wait for it.
  let lastInput = Number.NEGATIVE_INFINITY;
  const quietMs = options.quietMs ?? 1000;
  const flushWhenQuiet = () => {
    const wait = lastInput + quietMs - performance.now();
    if (wait > 0) timer = setTimeout(flushWhenQuiet, wait);
    else flush();
  };
  store.subscribe(() => {
    const now = persisted(store.getState());
    // Only the kept parts count: a sync in flight or a cached read writes nothing (the lists of a big
    // account are megabytes, and writing them blocks the page).
    if (now.session === last.session && now.navigation === last.navigation && now.lists === last.lists) return;
    const { session } = now;
    if (session.localePicked && (session.locale !== last.session.locale || !last.session.localePicked)) rememberLocale(session.locale, localStore);
    const signedOutNow = last.session.token !== null && session.token === null;
    last = now;
    if (signedOutNow) {
      // A sign-out is written at once: a tab closed right after must not keep the old session.
      clearTimeout(timer);
      flush();
    } else if (timer === undefined) {
      // A few seconds later (a sign-in's lists, megabytes to write, come as its first screen draws and
      // the first keys are typed); a reload or a closed tab writes at once (pagehide, below).
      timer = setTimeout(flushWhenQuiet, options.persistDelayMs ?? 3000);
    }
  });
  if (typeof window !== 'undefined') {
    // A language or colour mode chosen in another tab of this browser applies in this one at once,
    // over an open dialog too (the browser tells the other tabs of a change to localStorage).
    window.addEventListener('storage', (event) => {
      if (!localStore || event.storageArea !== localStore) return;
      if (event.key === storageKeys.locale) {
        const picked = pickedLocale(localStore);
        const { session } = store.getState();
        if (picked && (picked !== session.locale || !session.localePicked)) store.dispatch(localeChanged(picked));
      } else if (event.key === storageKeys.theme) {
        // Cleared there is 'auto' here; a value this panel never writes changes nothing.
        const theme = event.newValue === null ? 'auto' : event.newValue;
        if (isTheme(theme) && theme !== store.getState().theme.theme) store.dispatch(themeChanged(theme));
      }
    });
    for (const type of ['keydown', 'pointerdown'] as const) {
      window.addEventListener(type, () => (lastInput = performance.now()), { capture: true, passive: true });
    }
    window.addEventListener('pagehide', () => {
      if (timer !== undefined) {
        clearTimeout(timer);
        flush();
      }
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
