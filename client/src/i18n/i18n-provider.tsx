import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { useAppSelector } from '../store/hooks';
import { selectLocale } from '../store/selectors';
import type { Locale } from '@panel/contract';
import { cachedMessages, loadMessages, messagesVersion, subscribeMessages, type Messages } from './messages';

type OnIntlError = NonNullable<IntlConfig['onError']>;

const quietInProduction: OnIntlError = (error) => {
  if (import.meta.env.DEV) console.error(error);
};

interface Shown {
  locale: Locale;
  messages: Messages;
}

/** Before any catalogue has arrived (the page shell still shows the texts meanwhile). */
const NONE: Messages = Object.freeze({}) as Messages;

/** What was shown last: a switch keeps its texts until the new catalogue arrives. */
let lastShown: Shown | undefined;

function catalogueToShow(locale: Locale): Shown {
  const messages = cachedMessages(locale);
  if (messages) return (lastShown = { locale, messages });
  return lastShown ?? { locale, messages: NONE };
}

/**
 * react-intl over the catalogue of the store's locale: the sign-in routes' part, or the whole once
 * the panel is wanted (messages.ts); a switch keeps the old texts until the new catalogue arrives.
 */
export function I18nProvider({ children, onError }: { children: ReactNode; onError?: OnIntlError }) {
  const locale = useAppSelector(selectLocale);
  const version = useSyncExternalStore(subscribeMessages, messagesVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new catalogue moves the version, not the locale
  const shown = useMemo(() => catalogueToShow(locale), [locale, version]);

  useEffect(() => {
    // Loads what is missing (a locale not loaded yet, or the whole of one once the panel is wanted).
    void loadMessages(locale).catch(() => undefined);
  }, [locale, version]);

  useEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);

  return (
    <IntlProvider locale={shown.locale} defaultLocale="en" messages={shown.messages} onError={onError ?? quietInProduction}>
      {children}
    </IntlProvider>
  );
}
