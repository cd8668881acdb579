import type { FastifyInstance } from 'fastify';
import { visitorStats } from './service.js';

/** The `visitorStats` extension's call: 404 notAvailable when it is off for the account (`app.secured`, by the contract's `x-capability`). */
export default async function visitorStatsRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('statsVisitors', (req) => visitorStats(panel, req.account, req.body));
}
