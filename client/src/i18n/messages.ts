import type en from './en.json';
import type { Locale } from '@panel/contract';

/** Every message id of the panel, typed from the English catalogue. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

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

const loaded: Partial<Record<Locale, Messages>> = {};

/** Each catalogue is its own chunk; only the one in use is fetched. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded[locale];
  if (cached) return cached;
  const module = locale === 'pl' ? await import('./pl.json') : await import('./en.json');
  const messages = module.default;
  loaded[locale] = messages;
  return messages;
}

export function cachedMessages(locale: Locale): Messages | undefined {
  return loaded[locale];
}

/** Tests and the start-up code put catalogues in place before the first render. */
export function primeMessages(locale: Locale, messages: Messages) {
  loaded[locale] = messages;
}

/**
 * Rule messages come from the contract's zod rules as plain strings; they are ids in our catalogues
 * (a test checks every one of them exists).
 */
export function ruleMessageId(message: string): MessageId {
  return message as MessageId;
}
