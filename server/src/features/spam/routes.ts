import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../../lib/capabilities.js';
import { listSpam, setDomainSpam, setMailboxSpam } from './service.js';

/** The `spamFilter` extension's calls: each answers 404 notAvailable when it is off for the account. */
export default async function spamRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('spamList', (req) => {
    requireCapability(req.account, 'spamFilter');
    return listSpam(panel, req.account);
  });
  app.secured('spamDomainSet', (req) => {
    requireCapability(req.account, 'spamFilter');
    return setDomainSpam(panel, req.account, req.body);
  });
  app.secured('spamMailboxSet', (req) => {
    requireCapability(req.account, 'spamFilter');
    return setMailboxSpam(panel, req.account, req.body);
  });
}
