import type { Reply } from '../../api/client';
import { changes, readAll } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/**
 * The file trash's calls (the `fileTrash` extension), injected into the panel's cache when its
 * dialog first loads. The list is read afresh each time the dialog opens and not kept once it closes;
 * each change answers the entries left, which take its place.
 */
export const trashApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    trash: readAll(build, '/file/trash/list'),
    ...changes(build, { restoreTrashed: '/file/trash/restore', deleteTrashed: '/file/trash/delete', emptyTrash: '/file/trash/empty' }),
  }),
});

export const { useTrashQuery, useRestoreTrashedMutation, useDeleteTrashedMutation, useEmptyTrashMutation } = trashApi;

/** The entries a reply names as left, in place of those held. */
export const trashLeft = (reply: Reply<'/file/trash/list'>) => trashApi.util.upsertQueryEntries([{ endpointName: 'trash', arg: undefined, value: reply }]);
