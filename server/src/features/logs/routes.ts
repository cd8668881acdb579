import type { FastifyInstance } from 'fastify';
import * as service from './service.js';
import { startSyntheticTraffic } from './traffic.js';
import { sendAttachment } from '../../lib/download.js';

export default async function logRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.secured('logShow', (req) => service.showLog(panel, req.account, req.body));
  // A form post opening a new tab: the route layer takes its session from the form.
  app.secured('logDownload', (req, reply) => {
    const { stream, filename } = service.openLog(panel, req.account, req.body);
    return sendAttachment(reply, filename, stream ?? '');
  });
  if (panel.config.syntheticTraffic) {
    const stop = startSyntheticTraffic(panel);
    app.addHook('onClose', async () => stop());
  }
}
