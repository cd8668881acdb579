import type { FileListing } from '@panel/contract';
import { panelQueries } from '../../api/queries';
import { useAppDispatch } from '../../store/hooks';

/**
 * Puts a file call's reply (the listing of the folder it touched) into the cache of that folder's
 * listing, so the screen shows the change without asking again.
 */
export function useListingUpdate() {
  const dispatch = useAppDispatch();
  return (directory: string, reply: FileListing) => {
    dispatch(panelQueries.util.upsertQueryEntries([{ endpointName: 'fileList', arg: { directory }, value: reply }]));
  };
}
