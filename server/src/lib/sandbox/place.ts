import fs from 'node:fs';
import { ruleMessage } from '@panel/contract/rules';
import { conflict, notAcceptable } from '../errors.js';
import {
  O_NOFOLLOW,
  O_NONBLOCK,
  O_PATH,
  O_RDONLY,
  at,
  checkName,
  close,
  code,
  diskCost,
  dup,
  fileError,
  grows,
  guard,
  hardLinked,
  lstatAt,
  missing,
  openDirAt,
  permissionDenied,
  readAll,
  writeAll,
} from './fd.js';
import { Folder, unshare } from './folder.js';
import { HeldEntry } from './held-entry.js';
import { measure, removeAt, treeBytes } from './walks.js';

/**
 * One entry of a sandbox, found by `Sandbox.locate`: the folder that holds it, held open, and its
 * name there (`name` null: the home itself). Every operation names the entry relative to the held
 * folder, so whatever is swapped on the path afterwards, it acts inside the sandbox. `close()` when
 * done (the descriptors are not garbage-collected). How it is held, and its names: held-entry.ts;
 * here, what it allows.
 */
export class Place extends HeldEntry {
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

  /**
   * Moves the entry (a link itself) out of the home to `name` in a held folder beside it (the file
   * trash, trash.ts), following no link; the space it and what is below it take, and their count.
   */
  moveOut(folder: number, name: string): { bytes: number; entries: number } {
    if (this.name === null) throw notAcceptable(ruleMessage('file.error.home'));
    const st = guard(() => lstatAt(this.folder, this.name!));
    if (!st) throw missing();
    const below = st.isDirectory() ? this.withDir((fd) => measure(fd)) : { bytes: 0, entries: 0 };
    this.changing(() => guard(() => fs.renameSync(this.path, at(folder, name))));
    this.scope?.count(-(below.entries + 1));
    return { bytes: diskCost(st) + below.bytes, entries: below.entries + 1 };
  }

  /**
   * Brings `name` of a held folder outside the home (the file trash) to this place, which must be
   * free (409), counted against the entry cap; the space the folder it lands in grew by.
   */
  moveIn(folder: number, name: string, entries: number): number {
    if (this.name === null || lstatAt(this.folder, this.name)) throw conflict(ruleMessage('validation.file.renameExists'));
    this.scope?.ensureRoom(entries);
    const growth = this.changing(() => grows(this.folder, () => guard(() => fs.renameSync(at(folder, name), this.path))));
    this.scope?.count(entries);
    return growth;
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
}
