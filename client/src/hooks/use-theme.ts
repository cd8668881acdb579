import { useCallback, useLayoutEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectTheme } from '../store/selectors';
import { themeChanged, type Theme } from '../store/theme-slice';
import { useMediaQuery } from './use-media-query';

export type { Theme };
export { themes } from '../store/theme-slice';

/** The colour mode chosen on this device, and how to choose another (kept across reloads and sign-ins). */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const setTheme = useCallback((next: Theme) => dispatch(themeChanged(next)), [dispatch]);
  return { theme, setTheme };
}

/** The system's dark preference (index.html's first inline script asks the same). */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The colours shown now: the chosen mode, or for 'auto' the system's, followed as it changes. */
export function useShownTheme(): 'light' | 'dark' {
  const { theme } = useTheme();
  const systemDark = useMediaQuery(DARK_QUERY);
  if (theme === 'auto') return systemDark ? 'dark' : 'light';
  return theme;
}

/**
 * Puts the colours shown on the page as Bootstrap's `data-bs-theme` on `<html>` (index.html set
 * them before the first paint; this follows every change of the choice or of the system's).
 */
export function useAppliedTheme() {
  const shown = useShownTheme();
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-bs-theme', shown);
  }, [shown]);
}
