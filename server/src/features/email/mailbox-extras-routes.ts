import type { FastifyInstance } from 'fastify';
import { disableAutoreply, listAutoreplies, setAutoreply } from './autoresponder.js';
import { disableForwarding, listForwardings, setForwarding } from './forwarding.js';

/**
 * The `autoresponder` and `mailboxForwarding` extensions' calls (mounted with the e-mail calls):
 * each answers 404 notAvailable when its extension is off for the account (`app.secured`, by the
 * contract's `x-capability`).
 */
export function mailboxExtrasRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('autoresponderList', (req) => listAutoreplies(panel, req.account));
  app.secured('autoresponderSet', (req) => setAutoreply(panel, req.account, req.body));
  app.secured('autoresponderDisable', (req) => disableAutoreply(panel, req.account, req.body));
  app.secured('forwardingList', (req) => listForwardings(panel, req.account));
  app.secured('forwardingSet', (req) => setForwarding(panel, req.account, req.body));
  app.secured('forwardingDisable', (req) => disableForwarding(panel, req.account, req.body));
}
