import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

// Each operation answers with the refreshed lists, which the route layer attaches.
export default async function advancedRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('cronAdd', (req) => service.addCronJob(panel, req.account, req.body));
  app.secured('cronModify', (req) => service.modifyCronJob(panel, req.account, req.body));
  app.secured('cronRemove', (req) => service.removeCronJob(panel, req.account, req.body));
  app.secured('proxyCreate', (req) => service.createProxy(panel, req.account, req.body));
  app.secured('proxyModify', (req) => service.modifyProxy(panel, req.account, req.body));
  app.secured('proxyDelete', (req) => service.deleteProxy(panel, req.account, req.body));
}
