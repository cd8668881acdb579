import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

export default async function accountRoutes(app: FastifyInstance) {
  const { panel } = app;
  app.operation('accountLogin', async (req, reply) => {
    const { session, deviceCookie } = await service.login(panel, req);
    void reply.header('set-cookie', deviceCookie);
    return session;
  });
  app.operation('accountRedirect', (req) => service.exchangeHandoff(panel, req.body.token));
  app.operation('accountLogout', (req) => service.logout(panel, req.sessionHash!));
  app.operation('accountPassword', (req) =>
    service.changePassword(panel, req.account!, req.sessionHash!, req.body),
  );
  app.operation('accountDisplay', (req) =>
    service.saveDisplay(panel, req.account!, req.body),
  );
  app.operation('accountSync', (req) => service.sync(panel, req.account!));
  // The reply is the account's lists, which the route layer attaches.
  app.operation('keepalive', () => undefined);
}
