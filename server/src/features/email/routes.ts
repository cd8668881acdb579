import type { FastifyInstance } from 'fastify';
import * as service from './service.js';
import { mailboxExtrasRoutes } from './mailbox-extras-routes.js';

export default async function emailRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('emailAccountCreate', (req) => service.createAccount(panel, req.account, req.body));
  app.secured('emailAccountDelete', (req) => service.deleteAccount(panel, req.account, req.body));
  app.secured('emailAccountQuota', (req) => service.setQuota(panel, req.account, req.body));
  app.secured('emailAccountPassword', (req) => service.setPassword(panel, req.account, req.body));
  app.secured('emailAliasCreate', (req) => service.createAlias(panel, req.account, req.body));
  app.secured('emailAliasModify', (req) => service.modifyAlias(panel, req.account, req.body));
  app.secured('emailAliasDelete', (req) => service.deleteAlias(panel, req.account, req.body));
  app.secured('emailWhitelistAdd', (req) => service.addSender(panel, req.account, 'white', req.body));
  app.secured('emailWhitelistRemove', (req) => service.removeSender(panel, req.account, 'white', req.body));
  app.secured('emailBlacklistAdd', (req) => service.addSender(panel, req.account, 'black', req.body));
  app.secured('emailBlacklistRemove', (req) => service.removeSender(panel, req.account, 'black', req.body));
  app.secured('emailCatchall', (req) => service.setDomainAddress(panel, req.account, 'catchall', req.body));
  app.secured('emailMonitoring', (req) => service.setDomainAddress(panel, req.account, 'monitoring', req.body));
  mailboxExtrasRoutes(app);
}
