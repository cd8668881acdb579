import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

export default async function domainRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.operation<{ domain: string }>('domainAdd', (req) => service.addDomain(panel, req.account!, req.body));
  app.operation<{ domain: string }>('domainRemove', (req) => service.removeDomain(panel, req.account!, req.body));
  app.operation<{ domain: string; version: string }>('domainPhp', (req) => service.setPhp(panel, req.account!, req.body));
}
