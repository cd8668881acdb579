import type { FastifyInstance } from 'fastify';
import { listSpam, setDomainSpam, setMailboxSpam } from './service.js';

/** The `spamFilter` extension's calls: each answers 404 notAvailable when it is off for the account (`app.secured`, by the contract's `x-capability`). */
export default async function spamRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('spamList', (req) => listSpam(panel, req.account));
  app.secured('spamDomainSet', (req) => setDomainSpam(panel, req.account, req.body));
  app.secured('spamMailboxSet', (req) => setMailboxSpam(panel, req.account, req.body));
}
