import type fs from 'node:fs';
import { ruleMessage } from '@panel/contract/rules';
import { notAcceptable } from '../errors.js';
import { at, close, NOTHING_SHARED, openDirAt, type Handle } from './fd.js';
import { folderState } from './changes.js';
import type { Scope } from './folder.js';
import { asDirEntry, listAt, type DirEntry, type EntryMapper } from './walks.js';

/**
 * Where a found entry is held (what `Place` builds on): the open folders from the home down to the
 * one that holds it, its names, what it was when found and the account it belongs to; listing it
 * as a folder, and telling the account's listeners what a step changed. `close()` when done.
 */
export class HeldEntry {
  private closed = false;

  constructor(
    /** Open folders from the home down to the folder holding the entry. */
    protected readonly dirs: Handle[],
    /** Names of those folders below the home: the entry's canonical virtual location. */
    readonly folderNames: readonly string[],
    readonly name: string | null,
    /** The entry as it was when found (lstat: a link is itself), undefined when it does not exist. */
    readonly stat: fs.Stats | undefined,
    /** The account the entry belongs to (its entry count and staging folder); none for server-built paths. */
    protected readonly scope?: Scope,
  ) {}

  /** Which files with more than one name are the account's own (see `Sharing`; none for server-built paths). */
  protected get sharing() {
    return this.scope?.sharing ?? NOTHING_SHARED;
  }
  get folder(): number {
    return this.dirs[this.dirs.length - 1].fd;
  }
  get isRoot() {
    return this.name === null;
  }
  get exists() {
    return this.stat !== undefined;
  }
  get isDirectory() {
    return this.stat?.isDirectory() ?? false;
  }
  get isFile() {
    return this.stat?.isFile() ?? false;
  }
  get isLink() {
    return this.stat?.isSymbolicLink() ?? false;
  }
  /** The entry's canonical virtual path, e.g. `/domains/a.com/public_html/x.txt`. */
  get virtual() {
    return `/${[...this.folderNames, ...(this.name === null ? [] : [this.name])].join('/')}`;
  }
  /** Names from the home down to the entry itself. */
  get names(): string[] {
    return this.name === null ? [] : [...this.folderNames, this.name];
  }
  /** Kernel path of the entry, relative to the held folder. */
  get path() {
    return this.name === null ? at(this.folder) : at(this.folder, this.name);
  }

  /** Whether a folder (by its identity) is this entry's folder or one above it. */
  isBelow(stat: { dev: number; ino: number }) {
    return this.dirs.some((d) => d.dev === stat.dev && d.ino === stat.ino);
  }
  sameEntryAs(other: HeldEntry) {
    return this.inSameFolderAs(other) && this.name === other.name;
  }

  /** Opens the entry as a folder (never through a link) and gives its handle to `work`. */
  withDir<T>(work: (fd: number, self: Handle) => T): T {
    const dir = this.name === null ? undefined : openDirAt(this.folder, this.name);
    if (this.name !== null && !dir) throw notAcceptable(ruleMessage('file.error.notDirectory'));
    const handle = dir ?? this.dirs[0];
    try {
      return work(handle.fd, handle);
    } finally {
      if (dir) close(dir.fd);
    }
  }

  /** The entries of this folder, each as lstat shows it, links with what they say (shaped by `map`). */
  list(): DirEntry[];
  list<T>(map: EntryMapper<T>): T[];
  list<T>(map?: EntryMapper<T>): (T | DirEntry)[] {
    return this.withDir((fd) => listAt<T | DirEntry>(fd, map ?? asDirEntry, this.sharing));
  }

  /**
   * Runs a step that changes this entry (and `to`, a rename's) and then, whatever came of it, tells
   * the account's listeners which (changes.ts), so kept listings are patched rather than read again.
   */
  protected changing<T>(work: () => T, to?: HeldEntry): T {
    const same = !to || this.inSameFolderAs(to);
    const before = folderState(this.folder);
    const beforeTo = same ? before : folderState(to.folder);
    try {
      return work();
    } finally {
      this.scope?.changed(this.folderNames, this.folder, before, to && same ? [this.name!, to.name!] : [this.name!]);
      if (!same) to.scope?.changed(to.folderNames, to.folder, beforeTo, [to.name!]);
      if (this.isDirectory) this.scope?.changedBelow(this.names);
    }
  }

  /** Whether two places' entries are in the same folder (by its identity). */
  protected inSameFolderAs(other: HeldEntry) {
    const a = this.dirs[this.dirs.length - 1];
    const b = other.dirs[other.dirs.length - 1];
    return a.dev === b.dev && a.ino === b.ino;
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    for (const d of this.dirs) close(d.fd);
  }
}
