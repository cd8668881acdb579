import fs from 'node:fs';
import { sql } from './db.js';
import { findAccountById, updateDiskUsed, type AccountRow } from './accounts.js';
import type { Panel } from '../panel.js';
import { FileTrash, Snapshots, type Sandbox } from './sandbox/index.js';

/**
 * Disk usage as the panel reports it: each domain's folder as it is on disk, and the account
 * total — the whole home, the file trash's entries, the backups (snapshots), plus the simulated sizes of databases and mailboxes (there is no real
 * mail or SQL server behind the mock). Every call that adds or removes something moves the
 * numbers by what changed (`adjustDiskUsed`, `adjustUsage` in features/files/service.ts), so the
 * database holds them exactly and `/account/sync` reads them. A walk of the home counts them from
 * the files only at first need: when the account is seeded or restored, and at its first sync in
 * this process (which also heals whatever a stopped server or an earlier crash left behind).
 */
export function recomputeDiskUsage(panel: Panel, account: AccountRow) {
  const { db } = panel;
  const { total, domains } = measureDiskUsage(panel, account);
  const known = sql(db, 'SELECT name, disk_used FROM domains WHERE account_id = ?').raw().all(account.id) as [string, number][];
  const setDomain = sql(db, 'UPDATE domains SET disk_used = ? WHERE account_id = ? AND name = ?');
  db.transaction(() => {
    // Only what moved is written: an unchanged domain list stays as the lists' cache holds it.
    for (const [name, used] of known) if ((domains.get(name) ?? 0) !== used) setDomain.run(domains.get(name) ?? 0, account.id, name);
    updateDiskUsed(db, account.id, total);
  })();
  countedHomes(panel.sandbox).set(account.login, { account: account.id, ...homeIdentity(panel.sandbox, account.login) });
}

/**
 * What a walk of the files finds now, written nowhere: the account's total (home, file trash,
 * backups, simulated databases and mailboxes) and each domain folder's.
 */
export function measureDiskUsage(panel: Panel, account: AccountRow): { total: number; domains: Map<string, number> } {
  const { total, domains } = panel.sandbox.usage(account.login);
  const all = total + new FileTrash(panel.sandbox.accountDir(account.login)).usage() + backupsUsage(panel, account) + simulatedUsage(panel, account.id);
  return { total: all, domains };
}

/**
 * `/account/sync`: the usage the calls kept, counted by a walk only when this process has not
 * counted the account's home yet (see `recomputeDiskUsage`). A server that checks its replies
 * (`validateReplies`, the tests) walks every time and fails the call when the kept numbers are not
 * what is on disk, so every test that syncs after a change checks that the change kept them exact.
 */
export function syncDiskUsage(panel: Panel, account: AccountRow) {
  const counted = countedHomes(panel.sandbox).get(account.login);
  const home = homeIdentity(panel.sandbox, account.login);
  if (counted?.account !== account.id || counted.dev !== home.dev || counted.ino !== home.ino) return recomputeDiskUsage(panel, account);
  if (panel.config.validateReplies) checkKeptUsage(panel, account);
}

/** Throws (a 500) when the usage kept in the database is not what a walk of the files finds now. */
function checkKeptUsage(panel: Panel, account: AccountRow) {
  const { total, domains } = measureDiskUsage(panel, account);
  const kept = findAccountById(panel.db, account.id)?.disk_used;
  const wrong = kept === total ? [] : [`account ${kept} (on disk ${total})`];
  for (const [name, used] of sql(panel.db, 'SELECT name, disk_used FROM domains WHERE account_id = ?').raw().all(account.id) as [string, number][]) {
    if ((domains.get(name) ?? 0) !== used) wrong.push(`${name} ${used} (on disk ${domains.get(name) ?? 0})`);
  }
  if (wrong.length) throw new Error(`The disk usage kept for ${account.login} is not what is on disk: ${wrong.join(', ')}.`);
}

/** Per sandbox, the homes whose usage the database holds as counted: by login, the account and the home folder it was counted for. */
const counted = new WeakMap<Sandbox, Map<string, { account: number; dev: number; ino: number }>>();

function countedHomes(sandbox: Sandbox) {
  let homes = counted.get(sandbox);
  if (!homes) counted.set(sandbox, (homes = new Map<string, { account: number; dev: number; ino: number }>()));
  return homes;
}

/** The home folder as the file system tells it (a new home, a reset's or a clone's, is another folder). */
function homeIdentity(sandbox: Sandbox, login: string) {
  const stat = fs.statSync(sandbox.home(login), { throwIfNoEntry: false });
  return { dev: stat?.dev ?? -1, ino: stat?.ino ?? -1 };
}

/** Forgets that an account's usage was counted: its next sync walks its home again (a clone, a reset). */
export function forgetCountedUsage(panel: Panel, login: string) {
  counted.get(panel.sandbox)?.delete(login);
}

export const simulatedUsage = (panel: Panel, accountId: number) =>
  sql(
    panel.db,
    `SELECT (SELECT COALESCE(SUM(disk_used), 0) FROM databases WHERE account_id = ?) +
                        (SELECT COALESCE(SUM(disk_used), 0) FROM email_accounts WHERE account_id = ?)`,
  )
    .pluck()
    .get(accountId, accountId) as number;

/** The space the account's backups (the `backups` extension's snapshots) take, from their records. */
const backupsUsage = (panel: Panel, account: AccountRow) =>
  new Snapshots(panel.sandbox.accountDir(account.login), panel.sandbox.home(account.login), panel.sandbox.sharing).usage();
