import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { Locale } from '../api/types';
import { localeChanged } from '../store/account-slice';
import { selectLocale } from '../store/selectors';
import { supportedLocales } from '../i18n/messages';

/** Each language is named in itself, so a reader finds theirs whatever is shown now. */
const languageNames: Record<Locale, string> = { en: 'English', pl: 'Polski' };

export function LanguageSwitcher({ className }: { className?: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  return (
    <select
      className={`form-select form-select-sm language-switcher w-auto ${className ?? ''}`}
      aria-label={intl.formatMessage({ id: 'language.label' })}
      data-testid="language-switcher"
      value={locale}
      onChange={(event) => dispatch(localeChanged(event.currentTarget.value as Locale))}
    >
      {supportedLocales.map((code) => (
        <option key={code} value={code} lang={code}>
          {languageNames[code]}
        </option>
      ))}
    </select>
  );
}
