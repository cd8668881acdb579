import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

// Each operation answers with the refreshed lists, which the route layer attaches.
export default async function accessRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('ftpPassword', (req) => service.setFtpPassword(panel, req.account, req.body));
  app.secured('sshkeyUpload', (req) => service.uploadSshKey(panel, req.account, req.body));
  app.secured('sshkeyDelete', (req) => service.deleteSshKey(panel, req.account, req.body));
}
