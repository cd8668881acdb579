import type { Reply } from '../../api/client';
import { change, run } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/**
 * The file trash's calls (the `fileTrash` extension), injected into the panel's cache when its
 * dialog first loads. The list is read afresh each time the dialog opens and not kept once it closes;
 * each change answers the entries left, which take its place.
 */
export const trashApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    trash: build.query<Reply<'/file/trash/list'>, void>({
      queryFn: (_, { extra, signal }) => run(extra, '/file/trash/list', {}, { signal }),
      keepUnusedDataFor: 0,
    }),
    restoreTrashed: change(build, '/file/trash/restore'),
    deleteTrashed: change(build, '/file/trash/delete'),
    emptyTrash: change(build, '/file/trash/empty'),
  }),
});

export const { useTrashQuery, useRestoreTrashedMutation, useDeleteTrashedMutation, useEmptyTrashMutation } = trashApi;

/** The entries a reply names as left, in place of those held. */
export const trashLeft = (reply: Reply<'/file/trash/list'>) => trashApi.util.upsertQueryEntries([{ endpointName: 'trash', arg: undefined, value: reply }]);
