import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../../../lib/capabilities.js';
import { sendAttachment } from '../../../lib/download.js';
import { backupArchive, backupFolder, restoreFiles } from './files.js';
import { backupsOnList, createBackup, restoreDatabase } from './service.js';

/** The `backups` extension's calls (mounted with the file calls): each answers 404 notAvailable when it is off for the account. */
export function backupRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('backupList', (req) => {
    requireCapability(req.account, 'backups');
    return backupsOnList(panel, req.account);
  });
  app.secured('backupCreate', (req) => {
    requireCapability(req.account, 'backups');
    return createBackup(panel, req.account);
  });
  app.secured('backupFiles', (req) => {
    requireCapability(req.account, 'backups');
    return backupFolder(panel, req.account, req.body);
  });
  app.secured('backupRestoreFiles', (req) => {
    requireCapability(req.account, 'backups');
    return restoreFiles(panel, req.account, req.body);
  });
  app.secured('backupRestoreDatabase', (req) => {
    requireCapability(req.account, 'backups');
    restoreDatabase(panel, req.account, req.body);
  });
  app.secured('backupDownload', (req, reply) => {
    requireCapability(req.account, 'backups');
    const { stream, filename } = backupArchive(panel, req.account, req.body.id);
    return sendAttachment(reply, filename, stream);
  });
}
