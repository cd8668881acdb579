import { useCallback, useSyncExternalStore } from 'react';

/** Whether the media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
}

/** Bootstrap's `xs`: narrower than the `sm` breakpoint (576 px). */
export const PHONE_QUERY = '(max-width: 575.98px)';
