import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { useAppSelector } from '../store/hooks';
import { selectLocale } from '../store/selectors';
import type { Locale } from '@panel/contract';
import { cachedMessages, loadMessages, type Messages } from './messages';

type OnIntlError = NonNullable<IntlConfig['onError']>;

const quietInProduction: OnIntlError = (error) => {
  if (import.meta.env.DEV) console.error(error);
};

/** react-intl over the catalogue of the store's locale; a switch keeps the old texts until the new catalogue arrives. */
export function I18nProvider({ children, onError }: { children: ReactNode; onError?: OnIntlError }) {
  const locale = useAppSelector(selectLocale);
  const [shown, setShown] = useState<{ locale: Locale; messages: Messages }>(() => {
    const messages = cachedMessages(locale);
    if (messages) return { locale, messages };
    const fallback = locale === 'en' ? undefined : cachedMessages('en');
    return fallback ? { locale: 'en', messages: fallback } : { locale, messages: {} as Messages };
  });

  useEffect(() => {
    if (shown.locale === locale && Object.keys(shown.messages).length > 0) return;
    let live = true;
    loadMessages(locale).then(
      (messages) => live && setShown({ locale, messages }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, shown]);

  useEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);

  return (
    <IntlProvider locale={shown.locale} defaultLocale="en" messages={shown.messages} onError={onError ?? quietInProduction}>
      {children}
    </IntlProvider>
  );
}
