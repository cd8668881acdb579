import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../../lib/capabilities.js';
import { disableAutoreply, listAutoreplies, setAutoreply } from './autoresponder.js';
import { disableForwarding, listForwardings, setForwarding } from './forwarding.js';

/**
 * The `autoresponder` and `mailboxForwarding` extensions' calls (mounted with the e-mail calls):
 * each answers 404 notAvailable when its extension is off for the account, before anything else.
 */
export function mailboxExtrasRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('autoresponderList', (req) => {
    requireCapability(req.account, 'autoresponder');
    return listAutoreplies(panel, req.account);
  });
  app.secured('autoresponderSet', (req) => {
    requireCapability(req.account, 'autoresponder');
    return setAutoreply(panel, req.account, req.body);
  });
  app.secured('autoresponderDisable', (req) => {
    requireCapability(req.account, 'autoresponder');
    return disableAutoreply(panel, req.account, req.body);
  });
  app.secured('forwardingList', (req) => {
    requireCapability(req.account, 'mailboxForwarding');
    return listForwardings(panel, req.account);
  });
  app.secured('forwardingSet', (req) => {
    requireCapability(req.account, 'mailboxForwarding');
    return setForwarding(panel, req.account, req.body);
  });
  app.secured('forwardingDisable', (req) => {
    requireCapability(req.account, 'mailboxForwarding');
    return disableForwarding(panel, req.account, req.body);
  });
}
