import { bool, sql } from './lib/db.js';
import { findAccountById, type AccountRow } from './lib/accounts.js';
import { domainsJson } from './features/domains/repository.js';
import { emailAccountsJson, emailAliasesJson, sendersJson } from './features/email/repository.js';
import { listDatabases, listDatabaseUsers } from './features/databases/repository.js';
import { redirectsJson } from './features/redirects/repository.js';
import { listScripts } from './features/scripts/repository.js';
import { listSshKeys } from './features/access/repository.js';
import { listCronJobs, listProxies } from './features/advanced/repository.js';
import type { AccountLists, User } from '@panel/contract';
import type { Panel } from './panel.js';
import { keepable, writesOf } from './lib/writes.js';
import { keepNewest, perConnection } from './lib/kept.js';

/**
 * The "refreshed lists" replies. The contract says which operations answer with them; the route
 * layer (plugins/contract.ts) attaches them after the handler has done its work, so a service
 * never builds a reply of lists itself. Each list comes from its area's repository.
 *
 * A big account's lists are megabytes of JSON, sent after every change and every keepalive, while
 * one call changes one list at most. So each list's JSON text is kept, per account, until its
 * table changes: triggers count each table's writes per account in `list_versions` (lib/migrations.ts),
 * and a reply reads those counts, reuses the text of every list whose count has not moved and
 * reads the others again.
 */

export const userOf = (a: AccountRow): User => ({
  diskUsed: a.disk_used,
  hideDomainConfig: bool(a.hide_domain_config),
  hideDatabaseConfig: bool(a.hide_database_config),
  hideEmailConfig: bool(a.hide_email_config),
  paid: bool(a.paid),
});

/**
 * JSON text to send as it is: the route layer passes it through without serialising it again, as
 * its UTF-8 bytes, encoded once. A kept reply (a keepalive's) is then the same bytes on every call:
 * a string would be encoded again for each, and joined to the headers into a new string of its size.
 * Given as a string (encoded when first sent) or as bytes already encoded (the lists, a folder's listing).
 */
export class JsonText {
  private encoded: Buffer | undefined;
  constructor(private readonly json: string | Buffer) {}
  get bytes(): Buffer {
    return (this.encoded ??= typeof this.json === 'string' ? Buffer.from(this.json) : this.json);
  }
}

type ListName = Exclude<keyof AccountLists, 'user' | 'ftp'>;

/** Each list: the table whose changes it follows, and its JSON text as read now. */
const LISTS: Record<ListName, { table: string; json: (panel: Panel, a: AccountRow) => string }> = {
  domains: { table: 'domains', json: (panel, a) => domainsJson(panel.db, a.id, panel.platform.serverIp) },
  emailAccounts: { table: 'email_accounts', json: (panel, a) => emailAccountsJson(panel.db, a.id) },
  emailAliases: { table: 'email_aliases', json: (panel, a) => emailAliasesJson(panel.db, a.id) },
  emailBlacklists: { table: 'sender_lists', json: (panel, a) => sendersJson(panel.db, a.id, 'black') },
  emailWhitelists: { table: 'sender_lists', json: (panel, a) => sendersJson(panel.db, a.id, 'white') },
  databases: { table: 'databases', json: (panel, a) => JSON.stringify(listDatabases(panel.db, a.id)) },
  databaseUsers: { table: 'database_users', json: (panel, a) => JSON.stringify(listDatabaseUsers(panel.db, a.id, a.login)) },
  redirects: { table: 'redirects', json: (panel, a) => redirectsJson(panel.db, a.id) },
  scripts: { table: 'scripts', json: (panel, a) => JSON.stringify(listScripts(panel.db, a.id)) },
  proxies: { table: 'proxies', json: (panel, a) => JSON.stringify(listProxies(panel.db, a.id)) },
  sshKeys: { table: 'ssh_keys', json: (panel, a) => JSON.stringify(listSshKeys(panel.db, a.id)) },
  cronJobs: { table: 'cron_jobs', json: (panel, a) => JSON.stringify(listCronJobs(panel.db, a.id)) },
};

const ACCOUNT_LISTS = Object.keys(LISTS) as ListName[];
const SYNC_LISTS: ListName[] = ['domains', 'emailAccounts', 'databases'];

/**
 * Per connection: `account id/list` → the list's JSON member (`"name":[…]`, its UTF-8 bytes: a
 * reply is then bytes copied, not a string of megabytes built and encoded again) and the count it was read at.
 */
const keptMembers = perConnection<string, { version: number; json: Buffer }>();
/** Accounts whose lists (and mail authentication status) are kept at most; past it the oldest account's are let go. */
export const KEPT_ACCOUNTS = 200;

function members(panel: Panel, a: AccountRow, names: ListName[]): Buffer[] {
  const cache = keptMembers(panel.db);
  const versions = new Map(sql(panel.db, 'SELECT list, version FROM list_versions WHERE account_id = ?').raw().all(a.id) as [string, number][]);
  return names.map((name) => {
    const { table, json: read } = LISTS[name];
    const version = versions.get(table) ?? 0;
    const key = `${a.id}/${name}`;
    const hit = cache.get(key);
    if (hit?.version === version) return hit.json;
    const json = Buffer.from(`"${name}":${read(panel, a)}`);
    keepNewest(cache, key, { version, json }, KEPT_ACCOUNTS * ACCOUNT_LISTS.length);
    return json;
  });
}

/** Re-reads the account row so replies show what the call just changed. */
const fresh = (panel: Panel, account: AccountRow) => findAccountById(panel.db, account.id) ?? account;

const COMMA = Buffer.from(',');
const CLOSE = Buffer.from('}');

/** An object's members followed by more members, as one JSON object. */
const joined = (head: object, more: Buffer[]) => {
  const own = JSON.stringify(head).slice(1, -1);
  const parts: Buffer[] = [Buffer.from(`{${own}`)];
  more.forEach((member, index) => {
    if (index > 0 || own) parts.push(COMMA);
    parts.push(member);
  });
  parts.push(CLOSE);
  return new JsonText(Buffer.concat(parts));
};

/**
 * Per connection: `account id/reply` → the whole reply's text and the count of the connection's
 * writes it was made at (lib/writes.ts). A keepalive of an account nobody changed since is then
 * this text again: no account row, no list count read. Any write makes the next reply be built
 * again, reusing the text of each list whose table it did not touch.
 */
const keptReplies = perConnection<string, { writes: number; reply: JsonText }>();

function keptReply(panel: Panel, account: AccountRow, kind: ListReply, build: (a: AccountRow) => JsonText): JsonText {
  const { db } = panel;
  const replies = keptReplies(db);
  const key = `${account.id}/${kind}`;
  const writes = writesOf(db);
  const hit = replies.get(key);
  if (hit?.writes === writes) return hit.reply;
  const reply = build(fresh(panel, account));
  if (keepable(db)) keepNewest(replies, key, { writes, reply }, KEPT_ACCOUNTS * 2);
  else replies.delete(key);
  return reply;
}

const allLists = (panel: Panel, a: AccountRow, head: object) => joined({ ...head, user: userOf(a), ftp: { login: a.login } }, members(panel, a, ACCOUNT_LISTS));

/** The account's refreshed lists (`AccountLists`), after the members of `head` (a sign-in's session, never kept). */
export function accountLists(panel: Panel, account: AccountRow, head?: object): JsonText {
  if (head) return allLists(panel, fresh(panel, account), head);
  return keptReply(panel, account, 'lists', (a) => allLists(panel, a, {}));
}

export function syncLists(panel: Panel, account: AccountRow): JsonText {
  return keptReply(panel, account, 'syncLists', (a) => joined({ user: userOf(a) }, members(panel, a, SYNC_LISTS)));
}

/** The lists each kind of reply carries, by the name `loadContract` gives it. */
export const LIST_REPLIES = { lists: accountLists, syncLists } as const;
export type ListReply = keyof typeof LIST_REPLIES;
