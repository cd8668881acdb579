import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { Locale } from '@panel/contract';
import { localeChanged } from '../store/session-slice';
import { selectLocale } from '../store/selectors';
import { supportedLocales } from '../i18n/messages';

/** Each language is named in itself, so a reader finds theirs whatever is shown now. */
export const languageNames: Record<Locale, string> = { en: 'English', pl: 'Polski' };

/** Keys that move through a closed select's options (each move fires a change in Chromium on Linux and Windows). */
const ARROWING = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The language select. A pick with the mouse (or from the open list) applies at once; moving through
 * the options with the keys of a closed select only chooses, and the choice applies on Enter or when
 * the focus leaves, so the whole panel is not re-rendered in each language on the way. `compact`
 * (a phone's top bar) names the languages by their codes.
 */
export function LanguageSwitcher({ className, compact }: { className?: string; compact?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const arrowing = useRef(false);
  const apply = (select: HTMLSelectElement) => {
    arrowing.current = false;
    if (select.value !== locale) dispatch(localeChanged(select.value as Locale));
  };
  return (
    <select
      className={`form-select form-select-sm language-switcher w-auto ${compact ? 'language-switcher-compact' : ''} ${className ?? ''}`}
      aria-label={intl.formatMessage({ id: 'language.label' })}
      data-testid="language-switcher"
      defaultValue={locale}
      key={locale}
      onKeyDown={(event) => {
        if (ARROWING.has(event.key) && !event.altKey) arrowing.current = true;
        else if (event.key === 'Enter') apply(event.currentTarget);
      }}
      onChange={(event) => {
        if (!arrowing.current) apply(event.currentTarget);
      }}
      onBlur={(event) => apply(event.currentTarget)}
    >
      {supportedLocales.map((code) => (
        <option key={code} value={code} lang={code}>
          {compact ? code.toUpperCase() : languageNames[code]}
        </option>
      ))}
    </select>
  );
}
