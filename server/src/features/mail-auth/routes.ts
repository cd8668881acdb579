import type { FastifyInstance } from 'fastify';
import { fixMailAuth, mailAuthStatusReply } from './service.js';

/** The `mailAuth` extension's calls: each answers 404 notAvailable when it is off for the account (`app.secured`, by the contract's `x-capability`). */
export default async function mailAuthRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('mailAuthStatus', (req) => mailAuthStatusReply(panel, req.account));
  app.secured('mailAuthFix', (req) => fixMailAuth(panel, req.account, req.body));
}
