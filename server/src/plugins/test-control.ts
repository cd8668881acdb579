import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { conflict, invalid, notFound } from '../lib/errors.js';
import { FIXTURE_NAMES, loadFixture, seedAccount } from '../seed/seed.js';
import { allLogins, deleteAllAccounts, setAccountClock } from '../features/account/repository.js';
import { findAccountByLogin } from '../lib/accounts.js';
import { issueHandoff } from '../features/account/sessions.js';
import { loadContract } from '../lib/openapi.js';
import type { Panel } from '../panel.js';

/** Drops every account and seeds the fixtures again; clones go, fixtures return to their seeded state. */
export async function resetAll(panel: Panel, report?: (fixture: string, step: string) => void) {
  const { db, sandbox } = panel;
  const logins = allLogins(db);
  deleteAllAccounts(db);
  for (const login of logins) {
    if (!(FIXTURE_NAMES as readonly string[]).includes(login)) sandbox.removeAccount(login);
  }
  // A fixture's old folder goes aside so its large read-only logs can be reused, then away.
  for (const name of panel.config.fixtures) {
    const aside = `.old-${name}`;
    sandbox.removeAccount(aside);
    if (fs.existsSync(sandbox.accountDir(name))) fs.renameSync(sandbox.accountDir(name), sandbox.accountDir(aside));
    await seedAccount(panel, loadFixture(name), name, { reuseFrom: aside, progress: report && ((step) => report(name, step)) });
    sandbox.removeAccount(aside);
  }
  panel.faults.clear();
  panel.requests.clear();
  panel.clock.setGlobal(null);
}

function requireAccount(panel: Panel, login: string) {
  const account = findAccountByLogin(panel.db, login);
  if (!account) throw notFound('Account');
  return account;
}

/** The test-control API (README, "Test-control API"); registered only outside production mode. */
export default async function testControl(app: FastifyInstance) {
  const { panel } = app;

  app.operation('testReset', async () => {
    await resetAll(panel);
    return { ok: true };
  });

  app.operation('testAccount', async (req) => {
    const login = req.body.login ?? `${req.body.fixture.replace(/[^a-z]/g, '')}${crypto.randomBytes(5).toString('hex')}`.slice(0, 16);
    if (findAccountByLogin(panel.db, login)) throw conflict('This login is already in use.', 'login');
    const fixture = loadFixture(req.body.fixture);
    await seedAccount(panel, fixture, login, { reuseFrom: req.body.fixture });
    return { login, password: fixture.password };
  });

  // Faults go on the panel's own calls: a path the contract does not have would never fire.
  const faultPaths = [...loadContract().operations.values()].map((o) => o.path).filter((p) => !p.startsWith('/__test/')).sort();

  app.operation('testFault', (req) => {
    if (!faultPaths.includes(req.body.path)) {
      throw invalid(`No call of the contract has the path ${req.body.path}. The paths are: ${faultPaths.join(', ')}.`, 'path');
    }
    if (req.body.login !== undefined) requireAccount(panel, req.body.login);
    panel.faults.add({ ...req.body, times: req.body.times ?? 1 });
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

  app.operation('testRequests', (req) => {
    requireAccount(panel, req.body.login);
    return panel.requests.of(req.body.login, req.body.since);
  });
}
