import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../../lib/capabilities.js';
import * as service from './service.js';

/** The `dnsZone` extension's calls: each answers 404 notAvailable when it is off for the account. */
export default async function dnsRoutes(app: FastifyInstance) {
  const { db } = app.panel;
  app.secured('dnsZone', (req) => {
    requireCapability(req.account, 'dnsZone');
    return service.readZone(db, req.account, req.body.domain);
  });
  app.secured('dnsRecordAdd', (req) => {
    requireCapability(req.account, 'dnsZone');
    return service.addRecord(db, req.account, req.body);
  });
  app.secured('dnsRecordModify', (req) => {
    requireCapability(req.account, 'dnsZone');
    return service.modifyRecord(db, req.account, req.body);
  });
  app.secured('dnsRecordRemove', (req) => {
    requireCapability(req.account, 'dnsZone');
    return service.removeRecord(db, req.account, req.body);
  });
  app.secured('dnsPresetPreview', (req) => {
    requireCapability(req.account, 'dnsZone');
    return service.presetChanges(db, req.account, req.body);
  });
  app.secured('dnsPresetApply', (req) => {
    requireCapability(req.account, 'dnsZone');
    return service.applyPreset(db, req.account, req.body);
  });
  app.secured('dnsResetPreview', (req) => {
    requireCapability(req.account, 'dnsZone');
    return service.resetChanges(db, req.account, req.body.domain);
  });
  app.secured('dnsReset', (req) => {
    requireCapability(req.account, 'dnsZone');
    return service.resetZone(db, req.account, req.body.domain);
  });
}
