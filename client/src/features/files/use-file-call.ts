import type { Reply } from '../../api/client';
import { panelQueries } from '../../api/queries';
import { useAppDispatch } from '../../store/hooks';

/**
 * Puts a file call's reply (the listing of the folder it touched) into the cache of that folder's
 * listing, so the screen shows the change without asking again; a reply without the listing (the
 * reply check left it out) makes the folder be read again instead.
 */
export function useListingUpdate() {
  const dispatch = useAppDispatch();
  return (directory: string, reply: Reply<'/file/list'>) => {
    const { files } = reply;
    if (files) dispatch(panelQueries.util.upsertQueryEntries([{ endpointName: 'fileList', arg: { directory }, value: { files } }]));
    else void dispatch(panelQueries.endpoints.fileList.initiate({ directory }, { forceRefetch: true, subscribe: false }));
  };
}
