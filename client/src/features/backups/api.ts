import { backupListApi } from '../../api/backup-list';
import type { Reply, RequestBody } from '../../api/client';
import { change, run } from '../../api/mutations';

/**
 * The backups extension's calls, injected into the panel's cache when the screen first loads; the
 * list is shared (api/backup-list.ts). The list is read afresh when the screen opens (and every
 * second while a backup is being made); a snapshot's folder is read when shown and not kept.
 */
export const backupsApi = backupListApi.injectEndpoints({
  endpoints: (build) => ({
    backupFolder: build.query<Reply<'/backup/files'>, RequestBody<'/backup/files'>>({
      queryFn: (body, { extra, signal }) => run(extra, '/backup/files', body, { signal }),
      keepUnusedDataFor: 0,
    }),
    createBackup: change(build, '/backup/create'),
    restoreBackupFiles: change(build, '/backup/restore-files'),
    restoreBackupDatabase: change(build, '/backup/restore-database'),
  }),
});

export { useBackupsQuery } from '../../api/backup-list';
export const { useBackupFolderQuery, useCreateBackupMutation, useRestoreBackupFilesMutation, useRestoreBackupDatabaseMutation } = backupsApi;

/** The list a reply gives, in place of the one held. */
export const backupsReplied = (reply: Reply<'/backup/list'>) => backupsApi.util.upsertQueryEntries([{ endpointName: 'backups', arg: undefined, value: reply }]);
