import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

// Each operation answers with the refreshed lists, which the route layer attaches.
export default async function scriptRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('scriptInstall', (req) => service.installScript(panel, req.account, req.body));
  app.secured('scriptUninstall', (req) => service.uninstallScript(panel, req.account, req.body));
}
