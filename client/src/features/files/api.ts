import type { Reply, RequestBody, UploadPath } from '../../api/client';
import { toFailure } from '../../api/errors';
import { change, run, type ThunkExtra } from '../../api/mutations';
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
    fileText: build.query<Reply<'/file/file/get'>, RequestBody<'/file/file/get'>>({
      queryFn: (body, { extra, signal }) => run(extra, '/file/file/get', body, { signal }),
      keepUnusedDataFor: 0,
    }),
    /**
     * A folder read again after a bulk action: its own entry, so a failed read leaves the folder's
     * listing (`fileList`) as it was; a read reply goes into that listing (`useListingUpdate`).
     */
    folderReread: build.query<Reply<'/file/list'>, RequestBody<'/file/list'>>({
      queryFn: (body, { extra, signal }) => run(extra, '/file/list', body, { signal }),
      keepUnusedDataFor: 0,
    }),
    moveFile: change(build, '/file/move'),
    chmodFile: change(build, '/file/chmod'),
    deleteFile: change(build, '/file/file/delete'),
    deleteDirectory: change(build, '/file/directory/delete'),
    createDirectory: change(build, '/file/directory/create'),
    putFile: change(build, '/file/file/put'),
    createLink: change(build, '/file/link/create'),
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
