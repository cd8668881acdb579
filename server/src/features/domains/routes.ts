import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

export default async function domainRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('domainAdd', (req) => service.addDomain(panel, req.account, req.body));
  app.secured('domainRemove', (req) => service.removeDomain(panel, req.account, req.body));
  app.secured('domainPhp', (req) => service.setPhp(panel, req.account, req.body));
}
