import { backupListApi } from '../../api/backup-list';
import type { Reply } from '../../api/client';
import { changes, read } from '../../api/mutations';

/**
 * The backups extension's calls, injected into the panel's cache when the screen first loads; the
 * list is shared (api/backup-list.ts). The list is read afresh when the screen opens (and every
 * second while a backup is being made); a snapshot's folder is read when shown and not kept.
 */
export const backupsApi = backupListApi.injectEndpoints({
  endpoints: (build) => ({
    backupFolder: read(build, '/backup/files'),
    ...changes(build, { createBackup: '/backup/create', restoreBackupFiles: '/backup/restore-files', restoreBackupDatabase: '/backup/restore-database' }),
  }),
});

export { useBackupsQuery } from '../../api/backup-list';
export const { useBackupFolderQuery, useCreateBackupMutation, useRestoreBackupFilesMutation, useRestoreBackupDatabaseMutation } = backupsApi;

/** The list a reply gives, in place of the one held. */
export const backupsReplied = (reply: Reply<'/backup/list'>) => backupsApi.util.upsertQueryEntries([{ endpointName: 'backups', arg: undefined, value: reply }]);
