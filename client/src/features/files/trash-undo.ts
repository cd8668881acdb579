import { ApiError } from '../../api/errors';
import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';
import { defineUndo } from '../../lib/undo';
import { parentPath } from './paths';

/** What a delete into the trash took away: where it was, and its name for the toast. */
export interface Trashed {
  path: string;
  name: string;
}

/** The two trash calls an Undo makes, typed from the contract (dispatched untracked, as every Undo is). */
const undoCalls = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    trashForUndo: change(build, '/file/trash/list'),
    restoreForUndo: change(build, '/file/trash/restore'),
  }),
});

/**
 * With the backend's trash (`fileTrash`), Undo after a file or folder delete is a restore: the newest
 * entry of the trash deleted from that path goes back (beside its place, when the name is taken
 * meanwhile), and its folder is read again. Registered under the restore call: both deletes share it.
 */
export const trashUndo = defineUndo<Trashed>({
  operation: '/file/trash/restore',
  restore: async (dispatch, { path }) => {
    const list = await dispatch(undoCalls.endpoints.trashForUndo.initiate({}, { track: false })).unwrap();
    const entry = (list.entries ?? []).find((e) => e.path === path);
    if (!entry) throw new ApiError({ code: 404, type: 'notFound', message: 'Trash entry not found.' });
    const reply = await dispatch(undoCalls.endpoints.restoreForUndo.initiate({ id: entry.id }, { track: false })).unwrap();
    const directory = parentPath(reply.path ?? path);
    await dispatch(panelQueries.endpoints.fileList.initiate({ directory }, { forceRefetch: true, subscribe: false }));
    return reply;
  },
  restored: ({ name }) => ({ id: 'files.toast.restored', values: { name } }),
  failures: { byStatus: { 404: 'files.undo.gone' } },
});
