import { useCallback } from 'react';
import { useApi } from '../api/api-context';
import { useAppDispatch } from '../store/hooks';
import { listsMerged, syncFinished, syncStarted } from '../store/account-slice';

/** Asks the backend to recount disk usage; the syncing counter is up while it runs. */
export function useSync() {
  const api = useApi();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    dispatch(syncStarted());
    try {
      dispatch(listsMerged(await api.call('/account/sync', {})));
    } catch {
      // The numbers stay as they were; the counter still falls.
    } finally {
      dispatch(syncFinished());
    }
  }, [api, dispatch]);
}
