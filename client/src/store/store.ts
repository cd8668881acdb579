import { configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { PanelApi } from '../api/client';
import type { AccountState } from './account-slice';
import { rootReducer, type RootState } from './root-reducer';
import { browserStorage, loadAccount, pickedLocale, preferredLocale, rememberLocale, saveAccount } from './persistence';

/** What thunks and RTK Query's `queryFn`s get as `extra`. */
export interface ThunkExtra {
  api: PanelApi;
}

/** Middleware that lazily loaded code adds to every store (RTK Query's, `api/queries.ts`). */
export const dynamicMiddleware = createDynamicMiddleware();

export interface StoreOptions {
  /** The typed API client. */
  api: PanelApi;
  preloadedState?: Partial<RootState>;
  /** Where the account state lives for this browser session (sessionStorage in the browser). */
  sessionStore?: Storage;
  /** Where the last language choice lives across sessions (localStorage in the browser). */
  localStore?: Storage;
  /** Delay before writing the state after a change; bursts of changes write once. */
  persistDelayMs?: number;
}

export function createAppStore(options: StoreOptions) {
  const sessionStore = options.sessionStore ?? browserStorage('sessionStorage');
  const localStore = options.localStore ?? browserStorage('localStorage');
  const preloadedState = options.preloadedState ?? {
    account: loadAccount(sessionStore, preferredLocale(localStore), pickedLocale(localStore) !== null),
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The lists can hold tens of thousands of rows; the dev-only checks would walk them on every action.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false, thunk: { extraArgument: { api: options.api } satisfies ThunkExtra } }).concat(
        dynamicMiddleware.middleware,
      ),
  });

  let last = store.getState().account;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    saveAccount(sessionStore, store.getState().account);
  };
  store.subscribe(() => {
    const account = store.getState().account;
    if (account === last) return;
    if (account.localePicked && (account.locale !== last.locale || !last.localePicked)) rememberLocale(account.locale, localStore);
    const signedOutNow = last.session !== null && account.session === null;
    // The syncing counter is not saved: a sync that starts or ends writes nothing (the lists of a
    // big account are megabytes, and writing them blocks the page).
    const saved = changedBesidesSyncing(last, account);
    last = account;
    if (!saved) return;
    if (signedOutNow) {
      // A sign-out is written at once: a tab closed right after must not keep the old session.
      clearTimeout(timer);
      flush();
    } else if (timer === undefined) {
      timer = setTimeout(flush, options.persistDelayMs ?? 250);
    }
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => {
      if (timer !== undefined) {
        clearTimeout(timer);
        flush();
      }
    });
  }
  return store;
}

/** Whether anything that is saved differs between two account states (all but the syncing counter). */
function changedBesidesSyncing(before: AccountState, after: AccountState) {
  return (Object.keys(after) as (keyof AccountState)[]).some((key) => key !== 'syncing' && before[key] !== after[key]);
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
