import type { FastifyInstance } from 'fastify';
import * as service from './service.js';
import { presentedHashes } from './devices.js';
import { capabilitiesOf } from './capabilities.js';
import { endOtherSessions, endSession, listSessions } from './session-list.js';
import { signIns } from './sign-ins.js';
import * as twoFactor from './two-factor.js';
import { finishSignIn } from './two-factor-sign-in.js';

export default async function accountRoutes(app: FastifyInstance) {
  const { panel } = app;
  // The account signed in to is the call's account from here on (its journal shows the call).
  app.operation('accountLogin', async (req, reply) => {
    const { account, session, deviceCookie } = await service.login(panel, req);
    req.account = account;
    void reply.header('set-cookie', deviceCookie);
    return session;
  });
  app.operation('accountRedirect', (req) => {
    const { account, session } = service.exchangeHandoff(panel, req);
    req.account = account;
    return session;
  });
  app.secured('accountLogout', (req) => service.logout(panel, req.sessionHash!));
  // The browser that changes the password stays trusted: its device cookie comes with the call.
  app.secured('accountPassword', (req) => service.changePassword(panel, req.account, req.sessionHash!, req.body, presentedHashes(req)));
  app.secured('accountDisplay', (req) => service.saveDisplay(panel, req.account, req.body));
  app.secured('accountSync', (req) => service.sync(panel, req.account));
  // The reply is the account's lists, which the route layer attaches.
  app.secured('keepalive', () => undefined);

  // Extensions: each answers 404 notAvailable when it is off for the account (`app.secured`, by the contract's `x-capability`).
  app.secured('accountCapabilities', (req) => ({ capabilities: capabilitiesOf(req.account) }));
  app.secured('accountSessions', (req) => listSessions(panel, req.account, req.sessionHash!));
  app.secured('accountSessionEnd', (req) => endSession(panel, req.account, req.sessionHash!, req.body.id));
  app.secured('accountSessionsEndOthers', (req) => endOtherSessions(panel, req.account, req.sessionHash!));
  app.secured('accountSignIns', (req) => signIns(panel, req.account));
  app.secured('accountTwoFactor', (req) => twoFactor.status(panel, req.account));
  app.secured('accountTwoFactorStart', (req) => twoFactor.start(panel, req.account));
  app.secured('accountTwoFactorConfirm', (req) => twoFactor.confirm(panel, req.account, req.sessionHash!, req.body));
  app.secured('accountTwoFactorDisable', (req) => twoFactor.disable(panel, req.account, req.sessionHash!, req.body));
  // The sign-in's second step: the account is the challenge's (capability checked there).
  app.operation('accountTwoFactorSignIn', (req, reply) => {
    const { account, token, deviceCookie } = finishSignIn(panel, req);
    req.account = account;
    void reply.header('set-cookie', deviceCookie);
    return service.sessionReply(panel, account, token);
  });
}
