import type { FastifyInstance } from 'fastify';
import * as service from './service.js';
import { uploadArchive, uploadFiles } from './uploads.js';
import { sendAttachment } from '../../lib/download.js';

export default async function fileRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('fileList', (req) => service.list(panel, req.account, req.body));
  app.secured('fileDirectoryCreate', (req) => service.createDirectory(panel, req.account, req.body));
  app.secured('fileDirectoryDelete', (req) => service.deleteDirectory(panel, req.account, req.body));
  app.secured('fileMove', (req) => service.move(panel, req.account, req.body));
  app.secured('fileChmod', (req) => service.chmod(panel, req.account, req.body));
  app.secured('fileFilePut', (req) => service.putFile(panel, req.account, req.body));
  app.secured('fileFileGet', (req) => service.getFile(panel, req.account, req.body));
  app.secured('fileFileDelete', (req) => service.deleteFile(panel, req.account, req.body));
  app.secured('fileLinkCreate', (req) => service.createLink(panel, req.account, req.body));
  // Multipart: the session was checked before the body is read; the parts stream to disk.
  app.secured('fileFileUpload', (req) => uploadFiles(panel, req.account, req));
  app.secured('fileZipUpload', (req) => uploadArchive(panel, req.account, req));
  // A form post opening a new tab: the route layer takes its session from the form.
  app.secured('fileFileDownload', (req, reply) => {
    const { stream, filename } = service.openDownload(panel, req.account, req.body);
    return sendAttachment(reply, filename, stream);
  });
}
