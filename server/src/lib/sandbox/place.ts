import fs from 'node:fs';
import { ruleMessage } from '@panel/contract/rules';
import { notAcceptable } from '../errors.js';
import {
  O_NOFOLLOW, O_NONBLOCK, O_PATH, O_RDONLY, at, checkName, close, code, diskCost, dup, fileError, grows, guard, hardLinked,
  lstatAt, missing, NOTHING_SHARED, openDirAt, permissionDenied, readAll, writeAll, type Handle,
} from './fd.js';
import { folderState } from './changes.js';
import { Folder, unshare, type Scope } from './folder.js';
import { asDirEntry, listAt, removeAt, treeBytes, type DirEntry, type EntryMapper } from './walks.js';

/**
 * One entry of a sandbox, found by `Sandbox.locate`: the folder that holds it, held open, and its
 * name there (`name` null: the home itself). Every operation names the entry relative to the held
 * folder, so whatever is swapped on the path afterwards, it acts inside the sandbox. `close()` when
 * done (the descriptors are not garbage-collected).
 */
export class Place {
  private closed = false;

  constructor(
    /** Open folders from the home down to the folder holding the entry. */
    private readonly dirs: Handle[],
    /** Names of those folders below the home: the entry's canonical virtual location. */
    readonly folderNames: readonly string[],
    readonly name: string | null,
    /** The entry as it was when found (lstat: a link is itself), undefined when it does not exist. */
    readonly stat: fs.Stats | undefined,
    /** The account the entry belongs to (its entry count and staging folder); none for server-built paths. */
    private readonly scope?: Scope,
  ) {}

  /** Which files with more than one name are the account's own (see `Sharing`; none for server-built paths). */
  private get sharing() {
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
  sameEntryAs(other: Place) {
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
  private changing<T>(work: () => T, to?: Place): T {
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

  /** Makes a new entry (`make` names it by `this.path`), counted against the cap; the space it and its folder's growth took. */
  private create(make: () => void): number {
    this.scope?.ensureRoom(1);
    const growth = this.changing(() => grows(this.folder, () => guard(make)));
    this.scope?.count(1);
    const st = lstatAt(this.folder, this.name!);
    return growth + (st ? diskCost(st) : 0);
  }

  /** Creates the entry as a folder; the space taken (see `diskCost`). */
  mkdir(): number {
    return this.create(() => fs.mkdirSync(this.path, 0o755));
  }

  /** Creates the entry as a link; the space taken. */
  symlink(destination: string): number {
    return this.create(() => fs.symlinkSync(destination, this.path));
  }

  /** Removes a file or a link (never what a link points at); the space it held. */
  unlink(): number {
    const st = guard(() => lstatAt(this.folder, this.name!));
    if (!st) throw missing();
    if (st.isDirectory()) throw notAcceptable(ruleMessage('file.error.notFile'));
    this.changing(() => guard(() => fs.unlinkSync(this.path)));
    this.scope?.count(-1);
    return diskCost(st);
  }

  /** Removes the entry and, for a folder, everything below it, following no link; the space freed. */
  removeTree(): number {
    if (this.name === null) throw notAcceptable(ruleMessage('file.error.home'));
    const removed = { entries: 0 };
    try {
      return this.changing(() => guard(() => removeAt(this.folder, this.name!, removed)));
    } finally {
      this.scope?.count(-removed.entries);
    }
  }

  /** The space the entry and (for a folder) everything below it occupy; links are not followed. */
  size(): number {
    if (this.name === null) return treeBytes(this.dirs[0].fd);
    const st = lstatAt(this.folder, this.name);
    if (!st) return 0;
    return diskCost(st) + (st.isDirectory() ? this.withDir((fd) => treeBytes(fd)) : 0);
  }

  /** Renames the entry (a link is moved itself) to another place; the space the folder it lands in grew by. */
  renameTo(to: Place): number {
    if (this.name === null || to.name === null) throw notAcceptable(ruleMessage('file.error.intoItself'));
    try {
      return this.changing(() => grows(to.folder, () => fs.renameSync(this.path, to.path)), to);
    } catch (e) {
      if (code(e) === 'EINVAL') throw notAcceptable(ruleMessage('file.error.intoItself'));
      throw fileError(e);
    }
  }

  /** Whether two places' entries are in the same folder (by its identity). */
  private inSameFolderAs(other: Place) {
    const a = this.dirs[this.dirs.length - 1];
    const b = other.dirs[other.dirs.length - 1];
    return a.dev === b.dev && a.ino === b.ino;
  }

  /**
   * Sets the mode of a file or folder itself; a link has no mode of its own and is left as it is.
   * A file with another name elsewhere (a hard link, maybe from outside the home) is refused (406);
   * a file shared with a template (see `Sharing`) is first replaced by a copy of its own.
   */
  chmod(mode: number) {
    const name = this.name;
    if (name === null) throw notAcceptable(ruleMessage('file.error.home'));
    const fd = guard(() => fs.openSync(this.path, O_PATH | O_NOFOLLOW));
    try {
      const st = fs.fstatSync(fd);
      if (st.isSymbolicLink()) return;
      if (hardLinked(st, this.sharing)) throw permissionDenied();
      // The descriptor pins the inode: chmod through /proc reaches exactly it (a shared file: a copy of it).
      const scope = this.sharing.shared(st) ? this.scope : undefined;
      this.changing(() => (scope ? unshare(scope, fd, st, mode & 0o777, this.folder, name) : guard(() => fs.chmodSync(at(fd), mode & 0o777))));
    } finally {
      close(fd);
    }
  }

  /** Opens the entry for reading if it is a regular file (not through a link; a FIFO never blocks). */
  openFile(): { fd: number; stat: fs.Stats } {
    if (this.name === null) throw notAcceptable(ruleMessage('file.error.notFile'));
    const fd = guard(() => fs.openSync(this.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK));
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) {
      close(fd);
      throw notAcceptable(ruleMessage('file.error.notFile'));
    }
    return { fd, stat };
  }

  /** Reads a regular file of at most `maxBytes`; undefined when it is larger. */
  readFile(maxBytes: number): Buffer | undefined {
    const { fd, stat } = this.openFile();
    try {
      if (stat.size > maxBytes) return undefined;
      return readAll(fd, stat.size);
    } finally {
      close(fd);
    }
  }

  /**
   * Writes the whole file atomically: a temporary file in the account's staging folder (outside the
   * home: no file call can name it), then a rename over the name, so a reader sees the old contents
   * or the new ones, never half. An existing file keeps its mode; one with another hard link is
   * refused (406). `check` hears the space the write changes (the new file's blocks less the old
   * one's) before the rename, in the same synchronous step, and may refuse it. Returns that change
   * plus the folder's growth.
   */
  writeAtomic(contents: string | Buffer, check: (delta: number) => void = () => {}): number {
    if (this.name === null) throw notAcceptable(ruleMessage('file.error.notFile'));
    if (!this.scope) throw new Error('writeAtomic needs a place of an account');
    const old = lstatAt(this.folder, this.name);
    if (old && !old.isFile() && !old.isSymbolicLink()) throw notAcceptable(ruleMessage('file.error.notFile'));
    if (old && hardLinked(old, this.sharing)) throw permissionDenied();
    if (!old) this.scope.ensureRoom(1);
    const stage = this.scope.stage('save');
    try {
      const temp = stage.createFile(old?.isFile() ? old.mode & 0o777 : 0o644);
      let written: fs.Stats;
      try {
        writeAll(temp.fd, typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents);
        fs.fsyncSync(temp.fd);
        written = fs.fstatSync(temp.fd);
      } finally {
        close(temp.fd);
      }
      const delta = diskCost(written) - (old ? diskCost(old) : 0);
      check(delta);
      const growth = this.changing(() => grows(this.folder, () => stage.moveOut(temp.name, this.folder, this.name!)));
      if (!old) this.scope.count(1);
      return delta + growth;
    } finally {
      stage.discard();
    }
  }

  /** The entry as an open folder (for uploads and extraction into it); 406 when it is not a folder. */
  openFolder(): Folder {
    const handle = this.name === null ? dup(this.dirs[0]) : openDirAt(this.folder, this.name);
    if (!handle) throw notAcceptable(ruleMessage('file.error.notDirectory'));
    return new Folder(handle, this.names, this.scope);
  }

  /** A stream of the entry's bytes if it is a regular file, and its size. */
  openReadStream(): { stream: fs.ReadStream; size: number } {
    const { fd, stat } = this.openFile();
    return { stream: fs.createReadStream('', { fd, autoClose: true, start: 0 }), size: stat.size };
  }

  /** An entry inside this folder entry, by name, not followed: a new place (close it too). */
  child(name: string): Place {
    checkName(name);
    const dirs = this.dirs.map(dup);
    try {
      if (this.name === null) return new Place(dirs, [], name, lstatAt(dirs[0].fd, name), this.scope);
      const self = openDirAt(this.folder, this.name);
      if (!self) throw notAcceptable(ruleMessage('file.error.notDirectory'));
      dirs.push(self);
      return new Place(dirs, [...this.folderNames, this.name], name, lstatAt(self.fd, name), this.scope);
    } catch (e) {
      for (const d of dirs) close(d.fd);
      throw e;
    }
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    for (const d of this.dirs) close(d.fd);
  }
}
