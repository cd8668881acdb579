import { cronJobSchema, proxySchema, ruleMessage, siteDirectoryField } from '@panel/contract/rules';
import { transact } from '../../lib/db.js';
import { checkRule, conflict, notAcceptable, notFound } from '../../lib/errors.js';
import { requireDomain } from '../../lib/domains.js';
import type { AccountRow } from '../../lib/accounts.js';
import * as repo from './repository.js';
import type { Panel } from '../../panel.js';

// CRON jobs: stored as given (trimmed, one line each); nothing is ever run.

export function addCronJob(panel: Panel, account: AccountRow, input: { settings: string; command: string }) {
  repo.insertCronJob(panel.db, account.id, checkRule(cronJobSchema, input));
}

export function modifyCronJob(panel: Panel, account: AccountRow, input: { id: number; settings: string; command: string }) {
  const job = checkRule(cronJobSchema, { settings: input.settings, command: input.command });
  if (!repo.updateCronJob(panel.db, account.id, input.id, job)) throw notFound('CRON job');
}

export function removeCronJob(panel: Panel, account: AccountRow, input: { id: number }) {
  if (!repo.deleteCronJob(panel.db, account.id, input.id)) throw notFound('CRON job');
}

// Web apps: a domain's address proxied to a local port, on plans with SSH.

function requireApps(account: AccountRow) {
  if (!account.ssh_available) throw notAcceptable(ruleMessage('proxy.error.plan'));
}

const portTaken = () => conflict(ruleMessage('validation.proxy.portTaken'), 'port');

/** The body as the dialogs' rule reads it, for a domain the customer holds. */
function readProxy(panel: Panel, account: AccountRow, input: { domain: string; directory: string; port: number }) {
  requireApps(account);
  const proxy = checkRule(proxySchema, input);
  return { ...proxy, domain: requireDomain(panel.db, account.id, proxy.domain).name };
}

/**
 * Adds a Web app. One per address (domain + directory) and one per port in the account (another
 * account may use the same port); the checks and the insert are one step and the table's unique
 * keys answer any race with the same 409s.
 */
export function createProxy(panel: Panel, account: AccountRow, input: { domain: string; directory: string; port: number }) {
  const { db } = panel;
  const proxy = readProxy(panel, account, input);
  const duplicate = () => conflict(ruleMessage('validation.proxy.duplicate'), 'directory');
  transact(
    db,
    () => {
      if (repo.findProxy(db, account.id, proxy.domain, proxy.directory)) throw duplicate();
      if (repo.proxyOnPort(db, account.id, proxy.port)) throw portTaken();
      repo.insertProxy(db, account.id, proxy);
    },
    () => (repo.findProxy(db, account.id, proxy.domain, proxy.directory) ? duplicate() : portTaken()),
  );
}

/** Moves a Web app to another port (its own port may stay); 404 for an address without one. */
export function modifyProxy(panel: Panel, account: AccountRow, input: { domain: string; directory: string; port: number }) {
  const { db } = panel;
  const proxy = readProxy(panel, account, input);
  transact(
    db,
    () => {
      if (!repo.findProxy(db, account.id, proxy.domain, proxy.directory)) throw notFound('Web app');
      const holder = repo.proxyOnPort(db, account.id, proxy.port);
      if (holder && (holder.domain !== proxy.domain || holder.directory !== proxy.directory)) throw portTaken();
      repo.updateProxyPort(db, account.id, proxy.domain, proxy.directory, proxy.port);
    },
    portTaken,
  );
}

export function deleteProxy(panel: Panel, account: AccountRow, input: { domain: string; directory: string }) {
  const { db } = panel;
  requireApps(account);
  const directory = checkRule(siteDirectoryField, input.directory, 'directory');
  const domain = requireDomain(db, account.id, input.domain);
  if (!repo.deleteProxy(db, account.id, domain.name, directory)) throw notFound('Web app');
}
