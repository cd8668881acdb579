import type { Panel } from '../../panel.js';
import { userOf, packageOf, type AccountRow } from './repository.js';
import { listDomains, toDomain } from '../domains/repository.js';
import { listEmailAccounts, listEmailAliases, listSenders } from '../email/repository.js';
import { listDatabases, listDatabaseUsers } from '../databases/repository.js';
import { listRedirects } from '../redirects/repository.js';
import { listScripts } from '../scripts/repository.js';
import { listSshKeys } from '../access/repository.js';
import { listCronJobs, listProxies } from '../advanced/repository.js';
import { findAccountById } from './repository.js';
import { upsellFor } from '../../lib/platform.js';

/** Re-reads the account row so replies show what the call just changed. */
const fresh = (panel: Panel, account: AccountRow) => findAccountById(panel.db, account.id) ?? account;

export function domainsOf(panel: Panel, account: AccountRow) {
  const ip = panel.platform.serverIp;
  return listDomains(panel.db, account.id).map((d) => toDomain(d, ip));
}

/** The "refreshed lists" reply every account action answers with. */
export function accountLists(panel: Panel, account: AccountRow) {
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

export function syncLists(panel: Panel, account: AccountRow) {
  const a = fresh(panel, account);
  return {
    user: userOf(a),
    domains: domainsOf(panel, a),
    emailAccounts: listEmailAccounts(panel.db, a.id),
    databases: listDatabases(panel.db, a.id),
  };
}

/** Everything the client loads at sign-in. */
export function sessionReply(panel: Panel, account: AccountRow, token: string) {
  const { platform } = panel;
  return {
    token,
    login: account.login,
    locale: account.locale,
    package: packageOf(account),
    connector: platform.connector,
    phpVersions: platform.phpVersions,
    availableScripts: platform.availableScripts,
    upsell: upsellFor(platform, account.login),
    ...accountLists(panel, account),
  };
}
