import fs from 'node:fs';
import path from 'node:path';

/*
 * What the sandbox tells about the changes the panel makes in a home, so a folder's listing can be
 * kept and patched rather than read again in full (features/files/listing-cache.ts). A change from
 * outside the panel (FTP on a real host, a script or a test writing on disk here) is told by the
 * folder itself: adding, removing or renaming an entry changes the folder's change time, which a
 * kept listing compares (`FolderState`) before it is trusted.
 */

/** A folder as fstat shows it: what any entry added, removed or renamed in it changes. */
export interface FolderState {
  dev: number;
  ino: number;
  mtimeNs: bigint;
  ctimeNs: bigint;
  nlink: number;
  size: number;
  /** When the state was read (wall clock, ns): a change within the file system's clock step after it may not show. */
  seenNs: bigint;
}

export function folderState(fd: number): FolderState {
  const st = fs.fstatSync(fd, { bigint: true });
  return {
    dev: Number(st.dev),
    ino: Number(st.ino),
    mtimeNs: st.mtimeNs,
    ctimeNs: st.ctimeNs,
    nlink: Number(st.nlink),
    size: Number(st.size),
    seenNs: process.hrtime.bigint() - monotonicToWall,
  };
}

/** hrtime minus this is the wall clock in ns (taken once: the two clocks only drift by NTP slews). */
const monotonicToWall = process.hrtime.bigint() - BigInt(Date.now()) * 1_000_000n;

export const sameFolderState = (a: FolderState, b: FolderState) =>
  a.dev === b.dev && a.ino === b.ino && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs && a.nlink === b.nlink && a.size === b.size;

/**
 * Whether a second change right after a folder's state was read could leave that state as it was:
 * on a file system whose times move in coarse steps (a kernel tick) with no finer time for a
 * change after a read (Linux's multigrain timestamps), a change within the same step keeps the time.
 */
export function mayHideChange(state: FolderState, coarse: boolean) {
  return coarse && state.seenNs - state.ctimeNs < COARSE_STEP_NS;
}
const COARSE_STEP_NS = 50_000_000n;

/**
 * Whether the file system under `dir` gives a folder the same change time for two changes with a
 * read of it in between (coarse timestamps): tried once on a folder of its own, removed after.
 */
export function coarseTimestamps(dir: string): boolean {
  let probe: string | undefined;
  try {
    probe = fs.mkdtempSync(path.join(dir, '.timestamps-'));
    const fd = fs.openSync(probe, 'r');
    try {
      let last = fs.fstatSync(fd, { bigint: true }).ctimeNs;
      for (let i = 0; i < 20; i++) {
        fs.closeSync(fs.openSync(path.join(probe, String(i)), 'w'));
        const now = fs.fstatSync(fd, { bigint: true }).ctimeNs;
        if (now === last) return true;
        last = now;
      }
      return false;
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return true;
  } finally {
    if (probe) fs.rmSync(probe, { recursive: true, force: true });
  }
}

/** Hears what the panel changes in homes (see `Sandbox.watch`). Each call is made in the same synchronous step as the change. */
export interface FolderChanges {
  /**
   * The panel changed the entries `names` (added, removed, replaced, renamed, chmodded) of the
   * folder held by `fd`, at `folder` below the home of `login`; `before` is the folder's state read
   * just before the change.
   */
  changed(login: string, folder: readonly string[], fd: number, before: FolderState, names: readonly string[]): void;
  /** Anything at or below `folder` may have changed (a tree merged into it, removed or moved away). */
  changedBelow(login: string, folder: readonly string[]): void;
  /** Anything in the home of `login` (of every account, without one) may have changed: server-side work, a reset. */
  changedHome(login?: string): void;
}

/** Passes what the panel changes in the homes of one data folder to whoever listens (`watch`). */
export class ChangeFeed implements FolderChanges {
  private readonly listeners = new Set<FolderChanges>();
  private coarse: boolean | undefined;

  constructor(private readonly dataDir: string) {}

  watch(listener: FolderChanges) {
    this.listeners.add(listener);
  }

  /** What an account's scope tells (folder.ts). */
  of(login: string) {
    return {
      changed: (folder: readonly string[], fd: number, before: FolderState, names: readonly string[]) => this.changed(login, folder, fd, before, names),
      changedBelow: (folder: readonly string[]) => this.changedBelow(login, folder),
    };
  }

  /** Whether the data folder's file system has coarse timestamps (see `coarseTimestamps`), tried once. */
  get coarseTimestamps(): boolean {
    this.coarse ??= coarseTimestamps(this.dataDir);
    return this.coarse;
  }

  changed(login: string, folder: readonly string[], fd: number, before: FolderState, names: readonly string[]) {
    for (const l of this.listeners) l.changed(login, folder, fd, before, names);
  }

  changedBelow(login: string, folder: readonly string[]) {
    for (const l of this.listeners) l.changedBelow(login, folder);
  }

  changedHome(login?: string) {
    for (const l of this.listeners) l.changedHome(login);
  }
}
