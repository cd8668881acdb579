import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../../lib/capabilities.js';
import { visitorStats } from './service.js';

/** The `visitorStats` extension's call: 404 notAvailable when it is off for the account. */
export default async function visitorStatsRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('statsVisitors', (req) => {
    requireCapability(req.account, 'visitorStats');
    return visitorStats(panel, req.account, req.body);
  });
}
