import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import {
  O_CREAT,
  O_EXCL,
  O_NOFOLLOW,
  O_NONBLOCK,
  O_RDONLY,
  O_WRONLY,
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
  writeAll,
  type Handle,
  type Sharing,
} from './fd.js';
import { clash, mergeInto, planMerge } from './merge.js';
import { removeQuietly } from './walks.js';
import { conflict } from '../errors.js';
import { ruleMessage } from '@panel/contract/rules';

/** Staging folders of this process still in use (by name), which a sweep leaves alone. */
export const liveStages = new Set<string>();

/** What committing into a held folder of the home needs of it (folder.ts's `Folder`). */
export interface CommitTarget {
  readonly fd: number;
  /** Which files of the home with more than one name are its own all the same (see `Sharing`). */
  readonly sharing: Sharing;
  lstat(name: string): fs.Stats | undefined;
  ensureRoom(n: number): void;
  counted(n: number): void;
  changing<T>(names: readonly string[], work: () => T): T;
  changingBelow<T>(work: () => T): T;
}

/**
 * A folder of its own inside the account's staging folder (`accounts/<login>/staging`, beside the
 * home, so no file call can name, list or move what is in it), in which a call builds what it
 * commits later: uploaded files, an archive and its extracted tree, a save's new contents.
 * Everything is created relative to held handles with no link followed; each staged file is
 * checked at commit to be the very file it wrote (by device and inode), then renamed from this
 * folder's handle into the target folder's handle. `discard()` removes it, committed or not.
 */
export class Stage {
  private closed = false;
  /** Files created at the stage's top level, by name: their identity. */
  private readonly made = new Map<string, { dev: number; ino: number }>();

  constructor(
    private readonly staging: Handle,
    readonly name: string,
    private readonly dir: Handle,
  ) {}

  get fd() {
    return this.dir.fd;
  }

  /** A new file at the stage's top level, open for writing; close the descriptor. */
  createFile(mode = 0o644): { fd: number; name: string } {
    for (;;) {
      const name = `f-${randomBytes(8).toString('hex')}`;
      let fd: number;
      try {
        fd = fs.openSync(at(this.dir.fd, name), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode);
      } catch (e) {
        if (code(e) === 'EEXIST') continue;
        throw fileError(e);
      }
      fs.fchmodSync(fd, mode);
      const st = fs.fstatSync(fd);
      this.made.set(name, { dev: st.dev, ino: st.ino });
      return { fd, name };
    }
  }

  /** A new file at the stage's top level and a stream writing it (the stream closes the file). */
  createFileStream(): { name: string; stream: fs.WriteStream } {
    const { fd, name } = this.createFile();
    return { name, stream: fs.createWriteStream('', { fd, autoClose: true }) };
  }

  /** The staged file of that name, as long as it is the very file this stage made (else 404). */
  private held(name: string): fs.Stats {
    const id = this.made.get(name);
    const st = lstatAt(this.dir.fd, name);
    if (!id || !st?.isFile() || st.dev !== id.dev || st.ino !== id.ino) throw missing();
    return st;
  }

  /** Opens a staged file for reading; close it with `closeFd`. */
  openRead(name: string): { fd: number; size: number } {
    this.held(name);
    const fd = guard(() => fs.openSync(at(this.dir.fd, name), O_RDONLY | O_NOFOLLOW | O_NONBLOCK));
    const stat = fs.fstatSync(fd);
    const id = this.made.get(name)!;
    if (!stat.isFile() || stat.ino !== id.ino || stat.dev !== id.dev) {
      close(fd);
      throw missing();
    }
    return { fd, size: stat.size };
  }

  /** A stream over a descriptor from `openRead` (it stays open: close it with `closeFd`). */
  readStream(fd: number): fs.ReadStream {
    return fs.createReadStream('', { fd, autoClose: false, start: 0 });
  }

  /** Removes a staged file now (its space is given back before the stage ends). */
  drop(name: string) {
    this.made.delete(name);
    removeQuietly(this.dir.fd, name);
  }

  /** Renames a staged file over `name` in a held folder (checks are the caller's). */
  moveOut(staged: string, folder: number, name: string) {
    this.held(staged);
    guard(() => fs.renameSync(at(this.dir.fd, staged), at(folder, name)));
    this.made.delete(staged);
  }

  /**
   * Moves staged files (final name → staged name) into `target` in one synchronous step: a name
   * held by a folder is 409 naming it, a file with another hard link 406; the entries it adds are
   * checked against the cap (406), and `check` hears the space the files change (their blocks less
   * those they replace) before anything moves, and may refuse. Returns that change plus the
   * folder's growth.
   */
  commitFiles(target: CommitTarget, files: ReadonlyMap<string, string>, check: (delta: number) => void): number {
    let delta = 0;
    let added = 0;
    for (const [name, staged] of files) {
      const st = this.held(staged);
      const there = target.lstat(name);
      if (there?.isDirectory()) throw clash(name);
      if (there && hardLinked(there, target.sharing)) throw permissionDenied();
      if (!there) added++;
      delta += diskCost(st) - (there ? diskCost(there) : 0);
    }
    target.ensureRoom(added);
    check(delta);
    const growth = target.changing([...files.keys()], () =>
      grows(target.fd, () => {
        for (const [name, staged] of files) this.moveOut(staged, target.fd, name);
      }),
    );
    target.counted(added);
    return delta + growth;
  }

  /** Creates the folders of a relative path (names already checked) and returns the last one's handle; close it. */
  private openPath(parts: readonly string[]): Handle {
    let current = dup(this.dir);
    for (const part of parts) {
      try {
        fs.mkdirSync(at(current.fd, part), 0o755);
      } catch (e) {
        if (code(e) !== 'EEXIST') {
          close(current.fd);
          throw fileError(e);
        }
      }
      const next = openDirAt(current.fd, part);
      close(current.fd);
      if (!next) throw conflict(ruleMessage('validation.file.createExists'));
      current = next;
    }
    return current;
  }

  /** Creates the folders of a relative path inside the stage (a tree being built). */
  mkdirs(parts: readonly string[]) {
    for (const p of parts) checkName(p);
    close(this.openPath(parts).fd);
  }

  /** Creates a new file at a relative path inside the stage and a stream writing it (an entry of that name already there: 409). */
  createTreeFileStream(parts: readonly string[], mode = 0o644): fs.WriteStream {
    for (const p of parts) checkName(p);
    const folder = this.openPath(parts.slice(0, -1));
    try {
      const fd = guard(() => fs.openSync(at(folder.fd, parts[parts.length - 1]), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode));
      return fs.createWriteStream('', { fd, autoClose: true });
    } finally {
      close(folder.fd);
    }
  }

  /**
   * Moves the tree built in the stage into `target`, merging folders, in one synchronous step. A
   * staged folder merges into a folder of the same name; a staged file replaces a file or a link
   * (not one with another hard link: 406); any other clash is 409 naming the entry, before anything
   * moves. The entries it adds are checked against the cap (406), and `check` hears the space they
   * change (every block moved in less those replaced) and may refuse. Returns that change plus the
   * growth of the folders merged into.
   */
  commitTree(target: CommitTarget, check: (delta: number) => void): number {
    const plan = guard(() => planMerge(this.dir.fd, target.fd, '', target.sharing));
    target.ensureRoom(plan.entries);
    check(plan.added - plan.replaced);
    const growth = target.changingBelow(() => guard(() => mergeInto(this.dir.fd, target.fd)));
    target.counted(plan.entries);
    return plan.added - plan.replaced + growth;
  }

  /**
   * Puts a copy of the file pinned by `fd` (with `mode` and the file's times) in the place of its name
   * `name` in the held folder `folder`: built here and renamed over the name, the pinned file only
   * read. How a clone's file shared with its template (see `Sharing`) becomes its own before a chmod.
   */
  replaceWithCopy(fd: number, st: fs.Stats, mode: number, folder: number, name: string) {
    const temp = this.createFile(mode);
    try {
      copyPinned(fd, st, temp.fd);
    } finally {
      close(temp.fd);
    }
    this.moveOut(temp.name, folder, name);
  }

  /** Removes the stage and whatever is left in it. */
  discard() {
    if (this.closed) return;
    this.closed = true;
    close(this.dir.fd);
    removeQuietly(this.staging.fd, this.name);
    liveStages.delete(this.name);
    close(this.staging.fd);
  }
}

/**
 * Copies the file pinned by `fd` into the open file `to`, with its times: reopened through /proc (a
 * magic link: no O_NOFOLLOW), which reaches exactly the pinned inode, and only read.
 */
function copyPinned(fd: number, st: fs.Stats, to: number) {
  const source = guard(() => fs.openSync(at(fd), O_RDONLY | O_NONBLOCK));
  try {
    const buf = Buffer.allocUnsafe(Math.min(Math.max(st.size, 1), 1 << 20));
    for (let n; (n = fs.readSync(source, buf, 0, buf.length, null)) > 0; ) writeAll(to, buf.subarray(0, n));
  } finally {
    close(source);
  }
  fs.futimesSync(to, st.atime, st.mtime);
}
