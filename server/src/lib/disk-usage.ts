import { sql } from './db.js';
import { updateDiskUsed, type AccountRow } from './accounts.js';
import type { Panel } from '../panel.js';
import { FileTrash, Snapshots } from './sandbox/index.js';

/**
 * Disk usage as the panel reports it: each domain's folder as it is on disk, and the account
 * total — the whole home, the file trash's entries, the backups (snapshots), plus the simulated sizes of databases and mailboxes (there is no real
 * mail or SQL server behind the mock). Calls that add or remove something adjust the total by
 * what changed (`adjustDiskUsed`); this recomputes everything from one walk of the home.
 */
export function recomputeDiskUsage(panel: Panel, account: AccountRow) {
  const { db } = panel;
  const { total, domains } = panel.sandbox.usage(account.login);
  const known = sql(db, 'SELECT name, disk_used FROM domains WHERE account_id = ?').raw().all(account.id) as [string, number][];
  const setDomain = sql(db, 'UPDATE domains SET disk_used = ? WHERE account_id = ? AND name = ?');
  db.transaction(() => {
    // Only what moved is written: an unchanged domain list stays as the lists' cache holds it.
    for (const [name, used] of known) if ((domains.get(name) ?? 0) !== used) setDomain.run(domains.get(name) ?? 0, account.id, name);
    updateDiskUsed(
      db,
      account.id,
      total + new FileTrash(panel.sandbox.accountDir(account.login)).usage() + backupsUsage(panel, account) + simulatedUsage(panel, account.id),
    );
  })();
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
