import type en from './en.json';
import type { Locale } from '@panel/contract';
import { loadIntl } from './intl';

/**
 * The ids of the features' own texts (`features/<area>/i18n/`): each feature's `i18n/ids.d.ts` adds
 * its own (feature-catalogues.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface FeatureMessageIds {}

/** Every message id of the panel: the shared catalogue's (typed from the English one) and the features'. */
export type MessageId = keyof typeof en | keyof FeatureMessageIds;
export type Messages = Record<MessageId, string>;

// A toast names its text by id: the store's toasts take the catalogue's ids.
declare module '../store/ui-slice' {
  interface ToastMessages {
    id: MessageId;
  }
}

export const supportedLocales = ['en', 'pl'] as const satisfies readonly Locale[];

declare global {
  // react-intl reads these to type `formatMessage({ id })` and `<FormattedMessage id>`.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
    interface IntlConfig {
      locale: Locale;
    }
  }
}

/** A catalogue as loaded: the whole, or the sign-in routes' part of it (sign-in-messages.ts). */
interface Loaded {
  messages: Messages;
  whole: boolean;
}

const loaded: Partial<Record<Locale, Loaded>> = {};
/** Set once the panel is on its way: from then on every catalogue loads whole. */
let wantWhole = false;
let version = 0;
const listeners = new Set<() => void>();

function store(locale: Locale, entry: Loaded) {
  if (loaded[locale]?.whole && !entry.whole) return;
  loaded[locale] = entry;
  version++;
  for (const listener of listeners) listener();
}

/**
 * The catalogue of a locale, each its own chunk and only the one in use fetched: the sign-in
 * routes' part until the panel is wanted (`loadWholeMessages`), then the whole.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const whole = wantWhole;
  const cached = loaded[locale];
  if (cached && (cached.whole || !whole)) return cached.messages;
  const module = whole
    ? await (locale === 'pl' ? import('./whole-pl') : import('./whole-en'))
    : await (locale === 'pl' ? import('./pl.json?sign-in') : import('./en.json?sign-in'));
  store(locale, { messages: module.default, whole });
  return loaded[locale]!.messages;
}

/**
 * The panel is on its way (its layout loads with this): every catalogue in use loads whole, and
 * react-intl, which formats them from then on (intl.tsx).
 */
export function loadWholeMessages(): Promise<unknown> {
  wantWhole = true;
  version++;
  for (const listener of listeners) listener();
  return Promise.all([loadIntl(), ...(Object.keys(loaded) as Locale[]).map((locale) => loadMessages(locale))]);
}

/** For the provider: told whenever a catalogue arrives or the whole ones are wanted. */
export function subscribeMessages(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const messagesVersion = () => version;

export function cachedMessages(locale: Locale): Messages | undefined {
  return loaded[locale]?.messages;
}

/** Tests put catalogues in place before the first render (the sign-in part, with `whole` false). */
export function primeMessages(locale: Locale, messages: Messages, whole = true) {
  if (!whole) delete loaded[locale];
  store(locale, { messages, whole });
}

/**
 * Rule messages come from the contract's zod rules as plain strings; they are ids in our catalogues
 * (a test checks every one of them exists).
 */
export function ruleMessageId(message: string): MessageId {
  return message as MessageId;
}
