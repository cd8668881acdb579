import { useCallback } from 'react';
import { useSyncMutation } from '../api/queries';

/**
 * Asks the backend to recount disk usage (the refreshed numbers go into the lists); `syncing` is true
 * while a recount runs, on every screen that asks (one shared mutation), and false after a reload.
 */
export function useSync() {
  const [trigger, { isLoading }] = useSyncMutation({ fixedCacheKey: 'sync' });
  const sync = useCallback(() => {
    // A failed recount leaves the numbers as they were.
    void trigger();
  }, [trigger]);
  return { sync, syncing: isLoading };
}
