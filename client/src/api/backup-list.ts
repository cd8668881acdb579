import { useCapability } from './capabilities';
import { readAll } from './mutations';
import { panelQueries } from './queries';

/**
 * The backups extension's list (`/backup/list`): the Backups screen reads it, and so does what
 * shows the account's disk by parts, whose Backups part is the list's `used` (`selectDiskUsage`).
 */
export const backupListApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    backups: readAll(build, '/backup/list', 60),
  }),
});

export const { useBackupsQuery } = backupListApi;

/** Reads what the backups take where the disk is shown by parts, when the backend offers backups (nothing otherwise). */
export function useBackupsPart() {
  useBackupsQuery(undefined, { skip: !useCapability('backups') });
}
