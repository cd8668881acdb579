import type { AccountLists, Locale } from '@panel/contract';
import { startNavigation, type NavigationState } from './navigation-slice';
import type { PendingListsState } from './pending-lists-slice';
import { signedOutSession, type SessionState } from './session-slice';
import { isTheme, type Theme } from './theme-slice';

const STATE_KEY = 'hosting-panel/account';
const LOCALE_KEY = 'hosting-panel/locale';
/** Read by index.html's first inline script too, to paint in the right colours from the start. */
const THEME_KEY = 'hosting-panel/theme';

function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'pl';
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The browser's storage, or undefined where reading it throws (storage disabled, say). */
export function browserStorage(name: 'sessionStorage' | 'localStorage'): Storage | undefined {
  return safe(() => globalThis[name], undefined);
}

/** The language someone picked in this browser (kept across sessions), or null when nobody did. */
export function pickedLocale(local: Pick<Storage, 'getItem'> | undefined = browserStorage('localStorage')): Locale | null {
  const saved = safe(() => local?.getItem(LOCALE_KEY), null);
  return isLocale(saved) ? saved : null;
}

/** Before sign-in: the language picked in this browser, else the browser's language when it is Polish, else English. */
export function preferredLocale(
  local: Pick<Storage, 'getItem'> | undefined = browserStorage('localStorage'),
  languages: readonly string[] = safe(() => globalThis.navigator?.languages ?? [globalThis.navigator?.language], []),
): Locale {
  const picked = pickedLocale(local);
  if (picked) return picked;
  const first = languages.find((language) => typeof language === 'string');
  return first?.toLowerCase().startsWith('pl') ? 'pl' : 'en';
}

/** Keeps a language someone picked (only a pick: an account's stored language is not one). */
export function rememberLocale(locale: Locale, local: Pick<Storage, 'setItem'> | undefined = browserStorage('localStorage')) {
  safe(() => local?.setItem(LOCALE_KEY, locale), undefined);
}

/** The colour mode chosen on this device ('auto', as the system, when none was). */
export function savedTheme(local: Pick<Storage, 'getItem'> | undefined = browserStorage('localStorage')): Theme {
  const saved = safe(() => local?.getItem(THEME_KEY), null);
  return isTheme(saved) ? saved : 'auto';
}

/** Keeps the colour mode chosen on this device, across sign-outs and sessions. */
export function rememberTheme(theme: Theme, local: Pick<Storage, 'setItem'> | undefined = browserStorage('localStorage')) {
  safe(() => local?.setItem(THEME_KEY, theme), undefined);
}

/** The parts of the state kept for this browser session, as a load gives them to the store (the lists waiting for the cache). */
export interface PersistedState {
  session: SessionState;
  navigation: NavigationState;
  pendingLists: PendingListsState;
}

/** What is written: the session, the navigation and the account lists wherever they are held now. */
export interface KeptState {
  session: SessionState;
  navigation: NavigationState;
  lists: AccountLists | null;
}

/**
 * How sessionStorage holds them: one flat record (the page shell in index.html reads `session` and
 * `locale` from it before any script arrives).
 */
interface Saved {
  session: string | null;
  login: string | null;
  locale: Locale;
  localePicked: boolean;
  plan: SessionState['plan'];
  redirect: NavigationState['redirect'];
  fileDir: string;
  lists: AccountLists | null;
}

type Fields = { [K in keyof Saved]?: unknown };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const record = <T extends object>(value: unknown, has: readonly string[]): T | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && has.every((key) => key in value) ? (value as T) : null;

/**
 * The state kept for this browser session (a sync in flight or a cached read never is). Without one,
 * or with one that cannot be read, the session starts signed out in `fallbackLocale`, marked as
 * picked when `picked` (a pick kept in this browser).
 */
export function loadPersisted(session: Pick<Storage, 'getItem'> | undefined, fallbackLocale: Locale, picked = false): PersistedState {
  const base: PersistedState = { session: signedOutSession(fallbackLocale, picked), navigation: startNavigation(), pendingLists: { lists: null } };
  const raw = safe(() => session?.getItem(STATE_KEY) ?? null, null);
  if (!raw) return base;
  const saved = record<Fields>(
    safe(() => JSON.parse(raw) as unknown, null),
    [],
  );
  if (!saved) return base;
  return {
    session: {
      token: text(saved.session),
      login: text(saved.login),
      locale: isLocale(saved.locale) ? saved.locale : fallbackLocale,
      localePicked: typeof saved.localePicked === 'boolean' ? saved.localePicked : picked,
      plan: record(saved.plan, ['package', 'connector', 'phpVersions', 'availableScripts', 'upsell']),
    },
    navigation: {
      redirect: record(saved.redirect, ['page', 'action', 'domain']),
      fileDir: text(saved.fileDir) ?? '/',
    },
    pendingLists: { lists: record(saved.lists, ['user', 'domains', 'emailAccounts']) },
  };
}

export function savePersisted(session: Pick<Storage, 'setItem'> | undefined, state: KeptState) {
  const { token, login, locale, localePicked, plan } = state.session;
  // A session opened from a sign-in's reply whose plan is still being checked (`sessionOpened`) is not
  // kept: a reload in that moment would restore it without its plan. That reload signs in again.
  const signedIn = plan !== null;
  const saved: Saved = {
    session: signedIn ? token : null,
    login: signedIn ? login : null,
    locale,
    localePicked,
    plan,
    ...state.navigation,
    lists: state.lists,
  };
  safe(() => session?.setItem(STATE_KEY, JSON.stringify(saved)), undefined);
}

export const storageKeys = { state: STATE_KEY, locale: LOCALE_KEY, theme: THEME_KEY } as const;
