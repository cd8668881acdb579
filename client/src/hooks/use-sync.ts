import { useCallback } from 'react';
import { useSyncMutation } from '../api/queries';

/**
 * Asks the backend to recount disk usage (the refreshed numbers go into the lists); `syncing` is true
 * while a recount runs, on every screen that asks (one shared mutation), and false after a reload;
 * `failure` is why the last recount failed (the numbers stay as they were), until the next one starts.
 */
export function useSync() {
  const [trigger, { isLoading, error }] = useSyncMutation({ fixedCacheKey: 'sync' });
  const sync = useCallback(() => {
    void trigger({});
  }, [trigger]);
  return { sync, syncing: isLoading, failure: error };
}
