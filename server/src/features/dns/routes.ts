import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

/** The `dnsZone` extension's calls: each answers 404 notAvailable when it is off for the account (`app.secured`, by the contract's `x-capability`). */
export default async function dnsRoutes(app: FastifyInstance) {
  const { db } = app.panel;
  app.secured('dnsZone', (req) => service.readZone(db, req.account, req.body.domain));
  app.secured('dnsRecordAdd', (req) => service.addRecord(db, req.account, req.body));
  app.secured('dnsRecordModify', (req) => service.modifyRecord(db, req.account, req.body));
  app.secured('dnsRecordRemove', (req) => service.removeRecord(db, req.account, req.body));
  app.secured('dnsPresetPreview', (req) => service.presetChanges(db, req.account, req.body));
  app.secured('dnsPresetApply', (req) => service.applyPreset(db, req.account, req.body));
  app.secured('dnsResetPreview', (req) => service.resetChanges(db, req.account, req.body.domain));
  app.secured('dnsReset', (req) => service.resetZone(db, req.account, req.body.domain));
}
