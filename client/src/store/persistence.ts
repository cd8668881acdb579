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

/** Before sign-in: the last choice, else the browser's language when it is Polish, else English. */
export function preferredLocale(
  local: Pick<Storage, 'getItem'> | undefined = browserStorage('localStorage'),
  languages: readonly string[] = safe(() => globalThis.navigator?.languages ?? [globalThis.navigator?.language], []),
): Locale {
  const saved = safe(() => local?.getItem(LOCALE_KEY), null);
  if (isLocale(saved)) return saved;
  const first = languages.find((language) => typeof language === 'string');
  return first?.toLowerCase().startsWith('pl') ? 'pl' : 'en';
}

export function rememberLocale(locale: Locale, local: Pick<Storage, 'setItem'> | undefined = browserStorage('localStorage')) {
  safe(() => local?.setItem(LOCALE_KEY, locale), undefined);
}

/** The account state kept for this browser session; the syncing counter always restarts at 0. */
export function loadAccount(session: Pick<Storage, 'getItem'> | undefined, fallbackLocale: Locale): AccountState {
  const base = emptyAccount(fallbackLocale);
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
  account.syncing = 0;
  return account;
}

export function saveAccount(session: Pick<Storage, 'setItem'> | undefined, account: AccountState) {
  safe(() => session?.setItem(STATE_KEY, JSON.stringify({ ...account, syncing: 0 })), undefined);
}

export const storageKeys = { state: STATE_KEY, locale: LOCALE_KEY } as const;
