import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

export default async function certificateRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('certificateCheck', (req) => service.checkCertificate(panel, req.account, req.body));
  app.secured('certificateUpload', (req) => service.uploadCertificate(panel, req.account, req.body));
  app.secured('certificateGenerate', (req) => service.generateCertificate(panel, req.account, req.body));
}
