import type { Locale } from '@panel/contract';
import { emptyAccount, type AccountState } from './account-slice';

const STATE_KEY = 'hosting-panel/account';
const LOCALE_KEY = 'hosting-panel/locale';

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

/**
 * The account state kept for this browser session; the syncing counter always restarts at 0. Without
 * one, the state starts in `fallbackLocale`, marked as picked when `picked` (a pick kept in this browser).
 */
export function loadAccount(session: Pick<Storage, 'getItem'> | undefined, fallbackLocale: Locale, picked = false): AccountState {
  const base = emptyAccount(fallbackLocale, picked);
  const raw = safe(() => session?.getItem(STATE_KEY) ?? null, null);
  if (!raw) return base;
  const saved = safe(() => JSON.parse(raw) as unknown, null);
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return base;
  const merged = { ...base } as Record<string, unknown>;
  for (const key of Object.keys(base)) {
    const value = (saved as Record<string, unknown>)[key];
    if (value !== undefined) merged[key] = value;
  }
  const account = merged as unknown as AccountState;
  if (!isLocale(account.locale)) account.locale = fallbackLocale;
  if (typeof account.localePicked !== 'boolean') account.localePicked = picked;
  account.syncing = 0;
  return account;
}

export function saveAccount(session: Pick<Storage, 'setItem'> | undefined, account: AccountState) {
  safe(() => session?.setItem(STATE_KEY, JSON.stringify({ ...account, syncing: 0 })), undefined);
}

export const storageKeys = { state: STATE_KEY, locale: LOCALE_KEY } as const;
