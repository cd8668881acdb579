import type { Reply, UploadPath } from '../../api/client';
import { toFailure } from '../../api/errors';
import { change, type ThunkExtra } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** An upload: the form of files (or one archive) and where its progress goes (0–1). */
export interface UploadArg {
  path: UploadPath;
  form: FormData;
  onProgress?: (fraction: number) => void;
}

/**
 * The file browser's changing calls, each a mutation (`change`); each answers with the listing of
 * the folder it touched, which the dialog puts into that folder's cache (`useListingUpdate`).
 */
export const filesApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
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
  useMoveFileMutation,
  useChmodFileMutation,
  useDeleteFileMutation,
  useDeleteDirectoryMutation,
  useCreateDirectoryMutation,
  usePutFileMutation,
  useCreateLinkMutation,
  useUploadFilesMutation,
} = filesApi;
