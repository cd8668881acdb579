import crypto from 'node:crypto';
import type { Schemas } from '@panel/contract';
import { ruleMessage } from '@panel/contract/rules';
import { sql, transact } from '../../../lib/db.js';
import { conflict, notAcceptable, notFound } from '../../../lib/errors.js';
import { adjustDiskUsed, findAccountById, type AccountRow } from '../../../lib/accounts.js';
import { Snapshots, type Making, type Snapshot, type SnapshotKind, type SnapshotRecord } from '../../../lib/sandbox/index.js';
import { ensureDatabaseUser, findDatabase, insertDatabase } from '../../../lib/databases.js';
import { recomputeDiskUsage } from '../../../lib/disk-usage.js';
import type { Panel } from '../../../panel.js';

/*
 * The `backups` extension: the host's snapshots of an account (the sandbox's snapshots.ts keeps
 * them beside the home). A daily one is taken lazily by the first list of a day of the account's
 * clock and kept for 7 days; on-demand ones are kept 3 at most. Every snapshot counts in the
 * account's disk usage by its size; one that would not fit in the plan's disk is not taken.
 */

export const DAY_MS = 24 * 3600 * 1000;
/** How long a daily snapshot is kept. */
export const DAILY_DAYS = 7;
/** How many on-demand snapshots are kept (a new one replaces the oldest). */
export const ON_DEMAND_KEPT = 3;

export const snapshotsOf = (panel: Panel, account: AccountRow) =>
  new Snapshots(panel.sandbox.accountDir(account.login), panel.sandbox.home(account.login), panel.sandbox.sharing);

export const backupNotFound = () => notFound('Backup');
export const diskFull = () => notAcceptable(ruleMessage('file.error.diskFull'));

/** What the plan still allows, as the database holds it now. */
export const freeSpace = (panel: Panel, accountId: number) => {
  const row = findAccountById(panel.db, accountId)!;
  return row.disk_limit - row.disk_used;
};

/** The account's databases and database users as they are now (a snapshot's record to be). */
function recordNow(panel: Panel, account: AccountRow, kind: SnapshotKind, takenAt: number): Omit<SnapshotRecord, 'size'> {
  const databases = sql(panel.db, 'SELECT name, type, disk_used AS size FROM databases WHERE account_id = ? ORDER BY type, name').all(
    account.id,
  ) as SnapshotRecord['databases'];
  const users = sql(panel.db, 'SELECT type, password FROM database_users WHERE account_id = ? ORDER BY type').all(account.id) as SnapshotRecord['users'];
  return { kind, takenAt, databases, users };
}

/** What a snapshot of the account would take now: its home and its databases. */
function estimate(panel: Panel, account: AccountRow, record: Omit<SnapshotRecord, 'size'>) {
  return panel.sandbox.usage(account.login).total + record.databases.reduce((t, d) => t + d.size, 0);
}

/** A snapshot made ready: counted in the account's usage, the on-demand ones past the limit deleted. */
function settled(panel: Panel, account: AccountRow, result: Snapshot | Error) {
  if (result instanceof Error || !findAccountById(panel.db, account.id)) return;
  const snapshots = snapshotsOf(panel, account);
  let delta = result.size;
  if (result.kind === 'onDemand') {
    for (const old of snapshots
      .list()
      .filter((s) => s.kind === 'onDemand')
      .slice(ON_DEMAND_KEPT))
      delta -= snapshots.remove(old.id);
  }
  adjustDiskUsed(panel.db, account.id, delta);
}

/**
 * Starts a snapshot unless one of that kind is being made (409) or it would not fit (406); the
 * checks and the start are one synchronous step, so of parallel calls one starts it.
 */
function startSnapshot(panel: Panel, account: AccountRow, kind: SnapshotKind, takenAt: number): Making {
  const snapshots = snapshotsOf(panel, account);
  if (snapshots.making().some((m) => m.record.kind === kind)) throw conflict('A backup is being made already.');
  const record = recordNow(panel, account, kind, takenAt);
  if (estimate(panel, account, record) > freeSpace(panel, account.id)) throw diskFull();
  return snapshots.start(record, { done: (result) => settled(panel, account, result) });
}

const utcDay = (ms: number) => Math.floor(ms / DAY_MS);

/** Deletes the dailies past 7 days and starts the day's daily when there is none (and it fits). */
function keepDailies(panel: Panel, account: AccountRow) {
  const now = panel.clock.now(account);
  const snapshots = snapshotsOf(panel, account);
  let freed = 0;
  const kept = snapshots.list().filter((s) => {
    if (s.kind !== 'daily' || now - s.takenAt < DAILY_DAYS * DAY_MS) return true;
    freed += snapshots.remove(s.id);
    return false;
  });
  if (freed) adjustDiskUsed(panel.db, account.id, -freed);
  const today = utcDay(now);
  const busy = snapshots.making().some((m) => m.record.kind === 'daily');
  if (busy || kept.some((s) => s.kind === 'daily' && utcDay(s.takenAt) === today)) return;
  try {
    startSnapshot(panel, account, 'daily', now);
  } catch {
    /* it does not fit today: the host tries again at the next list */
  }
}

type Backup = Schemas['Backup'];
type BackupList = Schemas['BackupList'];

const shape = (s: Omit<Snapshot, 'users'>, state: Backup['state'], progress: number): Backup => ({
  id: s.id,
  kind: s.kind,
  takenAt: new Date(s.takenAt).toISOString(),
  size: s.size,
  state,
  progress,
  databases: s.databases.map((d) => ({ name: d.name, type: d.type, size: d.size })),
});

/** The snapshots, those being made first, then newest first. */
export function listBackups(panel: Panel, account: AccountRow): BackupList {
  const snapshots = snapshotsOf(panel, account);
  const ready = snapshots.list();
  const making = snapshots.making().map((m) => shape({ id: m.id, ...m.record, size: 0 }, 'making', m.progress));
  return {
    backups: [...making, ...ready.map((s) => shape(s, 'ready', 100))],
    used: ready.reduce((t, s) => t + s.size, 0),
  };
}

export function backupsOnList(panel: Panel, account: AccountRow): BackupList {
  keepDailies(panel, account);
  return listBackups(panel, account);
}

export function createBackup(panel: Panel, account: AccountRow): BackupList {
  startSnapshot(panel, account, 'onDemand', panel.clock.now(account));
  return listBackups(panel, account);
}

/** A ready snapshot of the account (404 `Backup not found.` otherwise). */
export function readySnapshot(panel: Panel, account: AccountRow, id: string): Snapshot {
  const found = snapshotsOf(panel, account).find(id);
  if (!found) throw backupNotFound();
  return found;
}

/**
 * Puts a database back as the snapshot has it: its size (the mock's tables and data) replaces the
 * current one's, or it is created again with the account's user of its type. One step.
 */
export function restoreDatabase(panel: Panel, account: AccountRow, input: { id: string; name: string; type: 'mysql' | 'postgres' }) {
  const snapshot = readySnapshot(panel, account, input.id);
  const saved = snapshot.databases.find((d) => d.type === input.type && d.name.toLowerCase() === input.name.toLowerCase());
  if (!saved) throw notFound('Database');
  transact(panel.db, () => {
    const current = findDatabase(panel.db, account.id, saved.name, saved.type);
    const delta = saved.size - (current?.diskUsed ?? 0);
    if (delta > 0 && delta > freeSpace(panel, account.id)) throw diskFull();
    if (current)
      sql(panel.db, 'UPDATE databases SET disk_used = ? WHERE account_id = ? AND name = ? AND type = ?').run(saved.size, account.id, current.name, saved.type);
    else {
      insertDatabase(panel.db, account.id, { name: saved.name, type: saved.type, diskUsed: saved.size });
      const user = snapshot.users.find((u) => u.type === saved.type);
      ensureDatabaseUser(panel.db, account.id, saved.type, user?.password ?? randomPassword());
    }
    adjustDiskUsed(panel.db, account.id, delta);
  });
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomPassword = () => Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');

/** Test control: a ready snapshot of the account as it is now, dated `daysAgo` days back (a daily replaces that day's). */
export function takePastBackup(panel: Panel, account: AccountRow, daysAgo: number, kind: SnapshotKind): string {
  const takenAt = panel.clock.now(account) - daysAgo * DAY_MS;
  const snapshots = snapshotsOf(panel, account);
  if (kind === 'daily') for (const s of snapshots.list()) if (s.kind === 'daily' && utcDay(s.takenAt) === utcDay(takenAt)) snapshots.remove(s.id);
  const made = snapshots.start(recordNow(panel, account, kind, takenAt), { now: true });
  recomputeDiskUsage(panel, findAccountById(panel.db, account.id)!);
  return made.id;
}
