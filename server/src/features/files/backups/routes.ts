import type { FastifyInstance } from 'fastify';
import { sendAttachment } from '../../../lib/download.js';
import { backupArchive, backupFolder, restoreFiles } from './files.js';
import { backupsOnList, createBackup, restoreDatabase } from './service.js';

/** The `backups` extension's calls (mounted with the file calls): each answers 404 notAvailable when it is off for the account (`app.secured`, by the contract's `x-capability`). */
export function backupRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('backupList', (req) => backupsOnList(panel, req.account));
  app.secured('backupCreate', (req) => createBackup(panel, req.account));
  app.secured('backupFiles', (req) => backupFolder(panel, req.account, req.body));
  app.secured('backupRestoreFiles', (req) => restoreFiles(panel, req.account, req.body));
  app.secured('backupRestoreDatabase', (req) => {
    restoreDatabase(panel, req.account, req.body);
  });
  app.secured('backupDownload', (req, reply) => {
    const { stream, filename } = backupArchive(panel, req.account, req.body.id);
    return sendAttachment(reply, filename, stream);
  });
}
