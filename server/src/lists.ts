import { bool } from './lib/db.js';
import { findAccountById, type AccountRow } from './lib/accounts.js';
import { listDomains, toDomain } from './features/domains/repository.js';
import { listEmailAccounts, listEmailAliases, listSenders } from './features/email/repository.js';
import { listDatabases, listDatabaseUsers } from './features/databases/repository.js';
import { listRedirects } from './features/redirects/repository.js';
import { listScripts } from './features/scripts/repository.js';
import { listSshKeys } from './features/access/repository.js';
import { listCronJobs, listProxies } from './features/advanced/repository.js';
import type { AccountLists, SyncLists, User } from '@panel/contract';
import type { Panel } from './panel.js';

/**
 * The "refreshed lists" replies. The contract says which operations answer with them; the route
 * layer (plugins/contract.ts) attaches them after the handler has done its work, so a service
 * never builds a reply of lists itself. Each list comes from its area's repository.
 */

export const userOf = (a: AccountRow): User => ({
  diskUsed: a.disk_used,
  hideDomainConfig: bool(a.hide_domain_config),
  hideDatabaseConfig: bool(a.hide_database_config),
  hideEmailConfig: bool(a.hide_email_config),
  paid: bool(a.paid),
});

/** Re-reads the account row so replies show what the call just changed. */
const fresh = (panel: Panel, account: AccountRow) => findAccountById(panel.db, account.id) ?? account;

const domainsOf = (panel: Panel, account: AccountRow) =>
  listDomains(panel.db, account.id).map((d) => toDomain(d, panel.platform.serverIp));

export function accountLists(panel: Panel, account: AccountRow): AccountLists {
  const a = fresh(panel, account);
  const { db } = panel;
  return {
    user: userOf(a),
    domains: domainsOf(panel, a),
    emailAccounts: listEmailAccounts(db, a.id),
    emailAliases: listEmailAliases(db, a.id),
    emailBlacklists: listSenders(db, a.id, 'black'),
    emailWhitelists: listSenders(db, a.id, 'white'),
    databases: listDatabases(db, a.id),
    ftp: { login: a.login },
    databaseUsers: listDatabaseUsers(db, a.id, a.login),
    redirects: listRedirects(db, a.id),
    scripts: listScripts(db, a.id),
    proxies: listProxies(db, a.id),
    sshKeys: listSshKeys(db, a.id),
    cronJobs: listCronJobs(db, a.id),
  };
}

export function syncLists(panel: Panel, account: AccountRow): SyncLists {
  const a = fresh(panel, account);
  return {
    user: userOf(a),
    domains: domainsOf(panel, a),
    emailAccounts: listEmailAccounts(panel.db, a.id),
    databases: listDatabases(panel.db, a.id),
  };
}

/** The lists each kind of reply carries, by the name `loadContract` gives it. */
export const LIST_REPLIES = { lists: accountLists, syncLists } as const;
export type ListReply = keyof typeof LIST_REPLIES;
