import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import * as service from './service.js';
import { uploadArchive, uploadFiles } from './uploads.js';
import { sendAttachment } from '../../lib/download.js';
import type { AccountRow } from '../../lib/accounts.js';
import type { Place } from '../../lib/sandbox/index.js';
import * as trash from './trash.js';
import { backupRoutes } from './backups/routes.js';

export default async function fileRoutes(app: FastifyInstance) {
  const { panel } = app;
  // With the trash on, a delete moves the entry there instead of removing it.
  const discardOf = (account: AccountRow) => (trash.trashOn(account) ? (p: Place) => trash.moveToTrash(panel, account, p) : undefined);
  app.secured('fileList', (req) => service.list(panel, req.account, req.body));
  app.secured('fileDirectoryCreate', (req) => service.createDirectory(panel, req.account, req.body));
  app.secured('fileDirectoryDelete', (req) => service.deleteDirectory(panel, req.account, req.body, discardOf(req.account)));
  app.secured('fileMove', (req) => service.move(panel, req.account, req.body));
  app.secured('fileChmod', (req) => service.chmod(panel, req.account, req.body));
  app.secured('fileFilePut', (req) => service.putFile(panel, req.account, req.body));
  app.secured('fileFileGet', (req) => service.getFile(panel, req.account, req.body));
  app.secured('fileFileDelete', (req) => service.deleteFile(panel, req.account, req.body, discardOf(req.account)));
  app.secured('fileLinkCreate', (req) => service.createLink(panel, req.account, req.body));
  // Multipart: the session was checked before the body is read; the parts stream to disk. The
  // multipart plugin's hooks (a listener and two promises a call) join these two routes only.
  await app.register(async (uploads: FastifyInstance) => {
    await uploads.register(multipart, { limits: { files: 1000, fields: 20, fieldSize: 64 * 1024 } });
    uploads.secured('fileFileUpload', (req) => uploadFiles(panel, req.account, req));
    uploads.secured('fileZipUpload', (req) => uploadArchive(panel, req.account, req));
  });
  // The fileTrash extension (trash.ts): each answers 404 notAvailable when it is off for the account (`app.secured`, by the contract's `x-capability`).
  app.secured('fileTrashList', (req) => trash.listTrash(panel, req.account));
  app.secured('fileTrashRestore', (req) => trash.restoreFromTrash(panel, req.account, req.body.id));
  app.secured('fileTrashDelete', (req) => trash.deleteFromTrash(panel, req.account, req.body.id));
  app.secured('fileTrashEmpty', (req) => trash.emptyTrash(panel, req.account));
  // The backups extension (backups/): the host's snapshots of the account.
  backupRoutes(app);
  // A form post opening a new tab: the route layer takes its session from the form.
  app.secured('fileFileDownload', (req, reply) => {
    const { stream, filename } = service.openDownload(panel, req.account, req.body);
    return sendAttachment(reply, filename, stream);
  });
}
