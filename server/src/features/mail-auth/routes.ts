import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../../lib/capabilities.js';
import { fixMailAuth, mailAuthStatus } from './service.js';

/** The `mailAuth` extension's calls: each answers 404 notAvailable when it is off for the account. */
export default async function mailAuthRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('mailAuthStatus', (req) => {
    requireCapability(req.account, 'mailAuth');
    return mailAuthStatus(panel, req.account);
  });
  app.secured('mailAuthFix', (req) => {
    requireCapability(req.account, 'mailAuth');
    return fixMailAuth(panel, req.account, req.body);
  });
}
