import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

// Each operation answers with the refreshed lists, which the route layer attaches.
export default async function redirectRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('redirectCreate', (req) => service.createRedirect(panel, req.account, req.body));
  app.secured('redirectModify', (req) => service.modifyRedirect(panel, req.account, req.body));
  app.secured('redirectDelete', (req) => service.deleteRedirect(panel, req.account, req.body));
}
