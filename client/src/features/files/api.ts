import type { Reply, UploadPath } from '../../api/client';
import { toFailure } from '../../api/errors';
import { changes, read, type ThunkExtra } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** An upload: the form of files (or one archive) and where its progress goes (0–1). */
export interface UploadArg {
  path: UploadPath;
  form: FormData;
  onProgress?: (fraction: number) => void;
}

/**
 * The file browser's calls. The changing ones are mutations (`change`); each answers with the
 * listing of the folder it touched, which the dialog puts into that folder's cache (`useListingUpdate`).
 */
export const filesApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    /** A text file as the editor opens it: read afresh at every request (a lazy query), kept only while the editor is open. */
    fileText: read(build, '/file/file/get'),
    /**
     * A folder read again after a bulk action: its own entry, so a failed read leaves the folder's
     * listing (`fileList`) as it was; a read reply goes into that listing (`useListingUpdate`).
     */
    folderReread: read(build, '/file/list'),
    ...changes(build, {
      moveFile: '/file/move',
      chmodFile: '/file/chmod',
      deleteFile: '/file/file/delete',
      deleteDirectory: '/file/directory/delete',
      createDirectory: '/file/directory/create',
      putFile: '/file/file/put',
      createLink: '/file/link/create',
    }),
    /** A multipart upload through the typed client's `upload` (it alone reports progress). */
    uploadFiles: build.mutation<Reply<UploadPath>, UploadArg>({
      queryFn: async ({ path, form, onProgress }, { extra, signal }) => {
        try {
          return { data: await (extra as ThunkExtra).api.upload(path, form, { onProgress, signal }) };
        } catch (error) {
          return { error: toFailure(error) };
        }
      },
    }),
  }),
});

export const {
  useLazyFileTextQuery,
  useMoveFileMutation,
  useChmodFileMutation,
  useDeleteFileMutation,
  useDeleteDirectoryMutation,
  useCreateDirectoryMutation,
  usePutFileMutation,
  useCreateLinkMutation,
  useUploadFilesMutation,
} = filesApi;
