import { MAX_ACCOUNT_ENTRIES, checkName, close, lstatAt, type Handle } from './fd.js';
import type { Stage } from './staging.js';
import { asDirEntry, listAt, type DirEntry, type EntryMapper } from './walks.js';

/**
 * The account a place belongs to, as found: its entry count (against `MAX_ACCOUNT_ENTRIES`) and its
 * staging folder. The count is the sandbox's, valid while the home is the folder it was counted in.
 */
export interface Scope {
  /** Counts entries the panel added (+) or removed (−) in the home. */
  count(n: number): void;
  /** 406 when `n` more entries would take the home past the cap (`MAX_ACCOUNT_ENTRIES`). */
  ensureRoom(n: number): void;
  /** Entries the home may still take. */
  room(): number;
  /** A new staging folder of this account, outside its home. */
  stage(kind: string): Stage;
}

/**
 * A folder held open while a request streams into the account's staging folder (uploads,
 * archives): the staged entries are renamed into it relative to the handle at commit, so the
 * folder may be renamed or swapped on its path meanwhile and nothing lands anywhere else.
 */
export class Folder {
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

  entries(): DirEntry[];
  entries<T>(map: EntryMapper<T>): T[];
  entries<T>(map?: EntryMapper<T>): (T | DirEntry)[] {
    return listAt<T | DirEntry>(this.handle.fd, map ?? asDirEntry);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    close(this.handle.fd);
  }
}
