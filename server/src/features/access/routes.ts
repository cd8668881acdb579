import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

// Each operation answers with the refreshed lists, which the route layer attaches.
export default async function accessRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.operation('ftpPassword', (req) => service.setFtpPassword(panel, req.account!, req.body));
  app.operation('sshkeyUpload', (req) => service.uploadSshKey(panel, req.account!, req.body));
  app.operation('sshkeyDelete', (req) => service.deleteSshKey(panel, req.account!, req.body));
}
