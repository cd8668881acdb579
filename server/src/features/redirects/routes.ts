import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

// Each operation answers with the refreshed lists, which the route layer attaches.
export default async function redirectRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.operation('redirectCreate', (req) => service.createRedirect(panel, req.account!, req.body));
  app.operation('redirectModify', (req) => service.modifyRedirect(panel, req.account!, req.body));
  app.operation('redirectDelete', (req) => service.deleteRedirect(panel, req.account!, req.body));
}
