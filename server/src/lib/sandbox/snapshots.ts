import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  O_CREAT,
  O_EXCL,
  O_NOFOLLOW,
  O_NONBLOCK,
  O_RDONLY,
  O_WRONLY,
  at,
  close,
  code,
  fileError,
  guard,
  openDirAt,
  openDirPath,
  readAll,
  writeAll,
  type Sharing,
} from './fd.js';
import { copyChildren, drain } from './snapshot-copy.js';
import { measure, removeQuietly } from './walks.js';

/*
 * The snapshots of one account (the `backups` extension): `accounts/<login>/backups`, beside the
 * home, out of every file call's reach. Each snapshot is a folder named by its id (16 hex digits)
 * holding `files` (a copy of the home, snapshot-copy.ts) and `snapshot.json` (what it is, when it
 * was taken, its size, the databases it holds), written last: a folder without a record is a
 * snapshot being made (`making`, this process) or one a stopped server left halfway, swept.
 */

const FOLDER = 'backups';
const FILES = 'files';
const RECORD = 'snapshot.json';
export const SNAPSHOT_ID = /^[0-9a-f]{16}$/;

export type SnapshotKind = 'daily' | 'onDemand';

export interface SnapshotDatabase {
  name: string;
  type: 'mysql' | 'postgres';
  size: number;
}

/** What a snapshot's record keeps. */
export interface SnapshotRecord {
  kind: SnapshotKind;
  /** When it was taken, by the account's clock (ms). */
  takenAt: number;
  /** The space its copy of the home takes (`diskCost`) plus its databases' sizes. */
  size: number;
  databases: SnapshotDatabase[];
  /** The account's database users' passwords by type, to make a user again with a database. */
  users: { type: 'mysql' | 'postgres'; password: string }[];
}

export interface Snapshot extends SnapshotRecord {
  id: string;
}

/** A snapshot being made: its record to be, and how far the copy is (0–100). */
export interface Making {
  id: string;
  record: Omit<SnapshotRecord, 'size'>;
  progress: number;
}

/** Snapshots being made in this process, by account folder (tests run several servers in one process). */
const making = new Map<string, Making[]>();

/** How many entries are copied between two turns of the event loop. */
const SLICE = 200;

export class Snapshots {
  constructor(
    private readonly accountDir: string,
    private readonly home: string,
    private readonly sharing: Sharing,
  ) {}

  private folder(create: boolean): string | undefined {
    const dir = path.join(this.accountDir, FOLDER);
    if (create) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    return fs.existsSync(dir) ? dir : undefined;
  }

  /** The real path of a ready snapshot's copy of the home (the caller checked the id with `find`). */
  filesOf(id: string): string {
    return path.join(this.accountDir, FOLDER, id, FILES);
  }

  /** The snapshots being made now. */
  making(): Making[] {
    return making.get(this.accountDir) ?? [];
  }

  /** The ready snapshots, newest first; a folder that is neither ready nor being made is swept. */
  list(): Snapshot[] {
    const dir = this.folder(false);
    if (!dir) return [];
    const root = openDirPath(dir);
    try {
      const busy = new Set(this.making().map((m) => m.id));
      const found: Snapshot[] = [];
      for (const id of fs.readdirSync(at(root.fd))) {
        if (busy.has(id)) continue;
        const record = SNAPSHOT_ID.test(id) ? readRecord(root.fd, id) : undefined;
        if (record) found.push({ id, ...record });
        else removeQuietly(root.fd, id);
      }
      return found.sort((a, b) => b.takenAt - a.takenAt || a.id.localeCompare(b.id));
    } finally {
      close(root.fd);
    }
  }

  find(id: string): Snapshot | undefined {
    return SNAPSHOT_ID.test(id) ? this.list().find((s) => s.id === id) : undefined;
  }

  /** The space every ready snapshot takes, from their records. */
  usage(): number {
    return this.list().reduce((total, s) => total + s.size, 0);
  }

  /** Deletes a snapshot for good; the space it took. */
  remove(id: string): number {
    const snapshot = this.find(id);
    const dir = this.folder(false);
    if (!snapshot || !dir) return 0;
    const root = openDirPath(dir);
    try {
      removeQuietly(root.fd, id);
    } finally {
      close(root.fd);
    }
    return snapshot.size;
  }

  /**
   * Starts a snapshot of the home now (synchronously up to the copy's first slice): it is listed by
   * `making()` from this moment, so a check made before in the same step holds. `done` hears the
   * ready snapshot (or the failure) when the copy ends; with `now`, the whole copy runs at once.
   */
  start(record: Omit<SnapshotRecord, 'size'>, opts: { now?: boolean; done?: (s: Snapshot | Error) => void } = {}): Making {
    const root = openDirPath(this.folder(true)!);
    let id: string;
    for (;;) {
      id = randomBytes(8).toString('hex');
      try {
        fs.mkdirSync(at(root.fd, id), 0o700);
        break;
      } catch (e) {
        if (code(e) !== 'EEXIST') {
          close(root.fd);
          throw fileError(e);
        }
      }
    }
    const entry: Making = { id, record, progress: 0 };
    const list = this.making();
    making.set(this.accountDir, [...list, entry]);
    const finish = () => {
      const rest = this.making().filter((m) => m !== entry);
      if (rest.length) making.set(this.accountDir, rest);
      else making.delete(this.accountDir);
    };
    const run = () => this.copy(root.fd, entry);
    if (opts.now) {
      try {
        drain(run());
        return entry;
      } catch (e) {
        removeQuietly(root.fd, id);
        throw e;
      } finally {
        finish();
        close(root.fd);
      }
    }
    void (async () => {
      let result: Snapshot | Error;
      try {
        // The call that started it answers first, with the snapshot being made.
        await new Promise((resolve) => setImmediate(resolve));
        const steps = run();
        for (let n = 1; !steps.next().done; n++) if (n % SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
        result = { id, ...entry.record, size: readRecord(root.fd, id)!.size };
      } catch (e) {
        removeQuietly(root.fd, id);
        result = e instanceof Error ? e : new Error(String(e));
      } finally {
        finish();
        close(root.fd);
      }
      opts.done?.(result);
    })();
    return entry;
  }

  /** Copies the home into the snapshot's folder, moving its progress, then writes its record. */
  private *copy(root: number, entry: Making): Generator<void> {
    const wrapper = openDirAt(root, entry.id)!;
    try {
      const home = openDirPath(this.home);
      try {
        const total = Math.max(1, measure(home.fd).entries);
        guard(() => fs.mkdirSync(at(wrapper.fd, FILES), 0o700));
        const files = openDirAt(wrapper.fd, FILES)!;
        try {
          let copied = 0;
          const steps = copyChildren(home.fd, files.fd, this.sharing);
          while (!steps.next().done) {
            entry.progress = Math.min(99, Math.floor((++copied * 100) / total));
            yield;
          }
          const size = measure(files.fd).bytes + entry.record.databases.reduce((t, d) => t + d.size, 0);
          writeRecord(wrapper.fd, { ...entry.record, size });
        } finally {
          close(files.fd);
        }
      } finally {
        close(home.fd);
      }
    } finally {
      close(wrapper.fd);
    }
  }
}

function writeRecord(wrapper: number, record: SnapshotRecord) {
  const file = guard(() => fs.openSync(at(wrapper, RECORD), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600));
  try {
    writeAll(file, Buffer.from(JSON.stringify(record)));
  } finally {
    close(file);
  }
}

function readRecord(root: number, id: string): SnapshotRecord | undefined {
  let file: number;
  try {
    file = fs.openSync(at(root, `${id}/${RECORD}`), O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const st = fs.fstatSync(file);
    if (!st.isFile() || st.size > 1024 * 1024) return undefined;
    const r = JSON.parse(readAll(file, st.size).toString('utf8')) as Partial<SnapshotRecord>;
    const ok =
      (r.kind === 'daily' || r.kind === 'onDemand') &&
      Number.isSafeInteger(r.takenAt) &&
      Number.isSafeInteger(r.size) &&
      Array.isArray(r.databases) &&
      Array.isArray(r.users);
    return ok ? (r as SnapshotRecord) : undefined;
  } catch {
    return undefined;
  } finally {
    close(file);
  }
}
