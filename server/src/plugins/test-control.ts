import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { conflict, invalid, notFound } from '../lib/errors.js';
import { fixturePassword } from '../seed/seed.js';
import { cloneTemplate, ensureTemplate, removeAccount, resetFixtures } from '../seed/templates.js';
import { makeScenarioAccount, scenarioList, scenarioOf } from '../seed/scenarios.js';
import { setAccountClock } from '../features/account/repository.js';
import { setCapabilities } from '../features/account/capabilities.js';
import { enableWithKey, twoFactorSecretAlone } from '../features/account/two-factor.js';
import { findAccountByLogin } from '../lib/accounts.js';
import { issueHandoff } from '../features/account/sessions.js';
import { appendLines } from '../features/logs/service.js';
import { takePastBackup } from '../features/files/backups/service.js';
import type { Panel } from '../panel.js';
import { testControlGuard } from './local-only.js';
import { ensureCloneTimes, listClones, recordClone } from './test-control-accounts.js';

function requireAccount(panel: Panel, login: string) {
  const account = findAccountByLogin(panel.db, login);
  if (!account) throw notFound('Account');
  return account;
}

/**
 * The test-control API (README, "Test-control API"); registered only outside production mode.
 * Its routes take JSON only, from this server's own pages or from tools (local-only.ts): the hook
 * sits in this plugin's own scope, so it runs on every spelling the router matches to them.
 */
export default async function testControl(app: FastifyInstance) {
  const { panel } = app;
  // app.ts leaves it out in production; should a change ever register it there, the start fails.
  if (panel.config.mode === 'production') throw new Error('The test-control API is never registered in production mode.');
  app.addHook('onRequest', testControlGuard);
  ensureCloneTimes(panel.db);

  app.operation('testReset', async (req) => {
    await resetFixtures(panel, { fixtures: req.body.fixtures });
    return { ok: true };
  });

  app.operation('testAccount', async (req) => {
    const login = req.body.login ?? `${req.body.fixture.replace(/[^a-z]/g, '')}${crypto.randomBytes(5).toString('hex')}`.slice(0, 16);
    const template = await ensureTemplate(panel, req.body.fixture);
    // No await from this check to the copy's rows: a login asked for twice at once is one clone.
    if (findAccountByLogin(panel.db, login)) throw conflict('This login is already in use.', 'login');
    if (req.body.twoFactorSecret && req.body.capabilities?.includes('twoFactor') === false) throw twoFactorSecretAlone();
    const clone = cloneTemplate(panel, template, login, { ownsNames: false });
    setCapabilities(panel.db, clone.id, req.body.capabilities);
    if (req.body.twoFactorSecret) enableWithKey(panel, findAccountByLogin(panel.db, login)!, req.body.twoFactorSecret);
    recordClone(panel.db, login);
    return { login, password: fixturePassword(req.body.fixture) };
  });

  app.operation('testScenario', async (req) => {
    const { name, scenario } = scenarioOf(req.body);
    const made = await makeScenarioAccount(panel, name, scenario);
    recordClone(panel.db, made.login, name);
    return made;
  });

  app.operation('testAccounts', (req) => ({ accounts: listClones(panel.db, req.body) }));

  app.operation('testScenarios', () => scenarioList());

  app.operation('testAccountDelete', (req) => {
    const account = requireAccount(panel, req.body.login);
    if (account.login === account.fixture) {
      throw invalid('A fixture account is not deleted: /__test/reset puts it back as seeded.', 'login');
    }
    removeAccount(panel, account);
    return { ok: true };
  });

  app.operation('testFault', (req) => {
    if (req.body.login !== undefined) requireAccount(panel, req.body.login);
    panel.faults.add(req.body);
    return { ok: true };
  });

  app.operation('testFaults', (req) => ({ faults: panel.faults.pending(req.body.login) }));

  app.operation('testFaultsClear', (req) => {
    panel.faults.clear(req.body.login);
    return { ok: true };
  });

  app.operation('testClock', (req) => {
    const { login, now } = req.body;
    if (now !== null && Number.isNaN(Date.parse(now))) throw invalid('The time is not an ISO date.', 'now');
    if (login === undefined) panel.clock.setGlobal(now);
    else {
      requireAccount(panel, login);
      setAccountClock(panel.db, login, now === null ? null : new Date(now).toISOString());
    }
    return { ok: true };
  });

  app.operation('testHandoff', (req) => {
    const { login, ...hint } = req.body;
    const token = issueHandoff(panel, requireAccount(panel, login), hint);
    return { token, url: `/authorize/${token}` };
  });

  app.operation('testLog', (req) => appendLines(panel, req.body));

  app.operation('testBackup', (req) => ({
    id: takePastBackup(panel, requireAccount(panel, req.body.login), req.body.daysAgo ?? 1, req.body.kind ?? 'daily'),
  }));

  app.operation('testRequests', (req) => {
    requireAccount(panel, req.body.login);
    return panel.requests.of(req.body.login, req.body.since, req.body.contents === true);
  });
}
