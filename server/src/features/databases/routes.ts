import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

// Each operation answers with the refreshed lists, which the route layer attaches.
export default async function databaseRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('databaseCreate', (req) => service.createDatabase(panel, req.account, req.body));
  app.secured('databaseDelete', (req) => service.deleteDatabase(panel, req.account, req.body));
  app.secured('databasePassword', (req) => service.setDatabasePassword(panel, req.account, req.body));
}
