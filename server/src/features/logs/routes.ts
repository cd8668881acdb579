import type { FastifyInstance } from 'fastify';
import * as service from './service.js';
import { sessionAccount } from '../account/sessions.js';
import { noSession } from '../../lib/errors.js';
import { sendAttachment } from '../../lib/download.js';

type LogInput = { domain: string; type: 'access' | 'error' };

export default async function logRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.operation('logShow', (req) => service.showLog(panel, req.account!, req.body));
  // A form post opening a new tab: the session comes as a field, not a header.
  app.operation('logDownload', (req, reply) => {
    const found = sessionAccount(panel, req.body.session);
    if (!found) throw noSession();
    req.account = found.account;
    const { stream, filename } = service.openLog(panel, found.account, req.body);
    return sendAttachment(reply, filename, stream ?? '');
  });
}
