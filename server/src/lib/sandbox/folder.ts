import type fs from 'node:fs';
import { folderState, type ChangeFeed, type FolderState } from './changes.js';
import { MAX_ACCOUNT_ENTRIES, NOTHING_SHARED, checkName, close, lstatAt, tooManyEntries, type Handle, type Sharing } from './fd.js';
import type { CommitTarget, Stage } from './staging.js';

/**
 * The account a place belongs to, as found: its entry count (against `MAX_ACCOUNT_ENTRIES`) and its
 * staging folder. The count is the sandbox's, valid while the home is the folder it was counted in.
 */
export interface Scope {
  /** Which files of the home with more than one name are its own all the same (copy-on-write clones). */
  readonly sharing: Sharing;
  /** Counts entries the panel added (+) or removed (−) in the home. */
  count(n: number): void;
  /** 406 when `n` more entries would take the home past the cap (`MAX_ACCOUNT_ENTRIES`). */
  ensureRoom(n: number): void;
  /** Entries the home may still take. */
  room(): number;
  /** A new staging folder of this account, outside its home. */
  stage(kind: string): Stage;
  /** The panel changed entries `names` of a folder of the home (see `FolderChanges.changed`). */
  changed(folder: readonly string[], fd: number, before: FolderState, names: readonly string[]): void;
  /** Anything at or below a folder of the home may have changed (see `FolderChanges.changedBelow`). */
  changedBelow(folder: readonly string[]): void;
}

/** What the sandbox keeps of its accounts, which their scopes use (see `Sandbox`). */
interface Accounts {
  readonly maxEntries: number;
  readonly sharing: Sharing;
  readonly changes: ChangeFeed;
  countEntries(login: string, home: { dev: number; ino: number }, n: number): void;
  entryCount(login: string, home: { dev: number; ino: number }): number;
  stage(login: string, kind: string): Stage;
}

/**
 * The account a place belongs to, as found: its entry count (against `maxEntries`), its staging
 * folder, its listeners. The count is valid while the home is the folder (`home`) it was counted in.
 */
export function accountScope(accounts: Accounts, login: string, home: { dev: number; ino: number }): Scope {
  return {
    sharing: accounts.sharing,
    count: (n) => accounts.countEntries(login, home, n),
    ensureRoom: (n) => {
      if (n > 0 && accounts.entryCount(login, home) + n > accounts.maxEntries) throw tooManyEntries();
    },
    room: () => accounts.maxEntries - accounts.entryCount(login, home),
    stage: (kind) => accounts.stage(login, kind),
    ...accounts.changes.of(login),
  };
}

/**
 * Copy-on-write: puts a copy of a shared file (pinned by `fd`, see `Sharing`) in the place of its name
 * `name` in the held folder `folder`, with `mode` and the file's times, built in the account's staging
 * folder and renamed over the name. The shared file is only read.
 */
export function unshare(scope: Scope, fd: number, st: fs.Stats, mode: number, folder: number, name: string) {
  const stage = scope.stage('unshare');
  try {
    stage.replaceWithCopy(fd, st, mode, folder, name);
  } finally {
    stage.discard();
  }
}

/**
 * A folder held open while a request streams into the account's staging folder (uploads,
 * archives): the staged entries are renamed into it relative to the handle at commit, so the
 * folder may be renamed or swapped on its path meanwhile and nothing lands anywhere else.
 */
export class Folder implements CommitTarget {
  private closed = false;

  constructor(
    private readonly handle: Handle,
    /** Names from the home down to this folder. */
    readonly names: readonly string[],
    private readonly scope?: Scope,
  ) {}

  get fd() {
    return this.handle.fd;
  }

  /** Which files with more than one name are the home's own (none outside an account). */
  get sharing(): Sharing {
    return this.scope?.sharing ?? NOTHING_SHARED;
  }

  /** An entry of the folder as lstat shows it (a link is itself), undefined when absent. */
  lstat(name: string) {
    checkName(name);
    return lstatAt(this.handle.fd, name);
  }

  /** A new staging folder of the account, outside its home (see `Stage`). */
  stage(kind: string): Stage {
    if (!this.scope) throw new Error('Staging needs a folder of an account');
    return this.scope.stage(kind);
  }

  /** Entries the home may still take (see `MAX_ACCOUNT_ENTRIES`). */
  entryRoom() {
    return this.scope ? this.scope.room() : MAX_ACCOUNT_ENTRIES;
  }

  /** 406 when `n` more entries would take the home past `MAX_ACCOUNT_ENTRIES`. */
  ensureRoom(n: number) {
    this.scope?.ensureRoom(n);
  }

  /** Counts entries moved into the home. */
  counted(n: number) {
    this.scope?.count(n);
  }

  /** Runs a step that changes the entries `names` of the folder, and tells the account's listeners (changes.ts). */
  changing<T>(names: readonly string[], work: () => T): T {
    const before = folderState(this.handle.fd);
    try {
      return work();
    } finally {
      this.scope?.changed(this.names, this.handle.fd, before, names);
    }
  }

  /** Runs a step that may change anything at or below the folder (a tree merged into it), and tells the listeners. */
  changingBelow<T>(work: () => T): T {
    try {
      return work();
    } finally {
      this.scope?.changedBelow(this.names);
    }
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    close(this.handle.fd);
  }
}
