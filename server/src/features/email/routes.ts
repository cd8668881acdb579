import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

export default async function emailRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.operation('emailAccountCreate', (req) => service.createAccount(panel, req.account!, req.body));
  app.operation('emailAccountDelete', (req) => service.deleteAccount(panel, req.account!, req.body));
  app.operation('emailAccountQuota', (req) => service.setQuota(panel, req.account!, req.body));
  app.operation('emailAccountPassword', (req) => service.setPassword(panel, req.account!, req.body));
  app.operation('emailAliasCreate', (req) => service.createAlias(panel, req.account!, req.body));
  app.operation('emailAliasModify', (req) => service.modifyAlias(panel, req.account!, req.body));
  app.operation('emailAliasDelete', (req) => service.deleteAlias(panel, req.account!, req.body));
  app.operation('emailWhitelistAdd', (req) => service.addSender(panel, req.account!, 'white', req.body));
  app.operation('emailWhitelistRemove', (req) => service.removeSender(panel, req.account!, 'white', req.body));
  app.operation('emailBlacklistAdd', (req) => service.addSender(panel, req.account!, 'black', req.body));
  app.operation('emailBlacklistRemove', (req) => service.removeSender(panel, req.account!, 'black', req.body));
  app.operation('emailCatchall', (req) => service.setDomainAddress(panel, req.account!, 'catchall', req.body));
  app.operation('emailMonitoring', (req) => service.setDomainAddress(panel, req.account!, 'monitoring', req.body));
}
