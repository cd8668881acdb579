import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isMainThread } from 'node:worker_threads';
import { ruleMessage } from '@panel/contract/rules';
import { ApiError, conflict, notAcceptable, notFound } from './errors.js';

const MAX_LINK_HOPS = 40;
/** Longest virtual path accepted, and deepest folder the resolver will hold open. */
const MAX_PATH_LENGTH = 4096;
const MAX_DEPTH = 512;
const MAX_NAME_BYTES = 255;

/**
 * Most entries (files, folders, links) one account's home may hold. The largest fixture, `big`,
 * has about 14,000; past this, calls that add entries (uploads, extractions, creations) are 406.
 */
export const MAX_ACCOUNT_ENTRIES = 100_000;
/**
 * What an entry occupies on disk: the blocks `stat` reports (what `du` counts), for files, folders,
 * links and empty files alike. Every usage figure of the panel is a sum of these.
 */
export const diskCost = (st: { blocks: number }) => st.blocks * 512;
/** The space one new folder, link or empty file may take: one file-system block. */
export const ENTRY_BLOCK = 4096;
/** A staging folder left by a call that is no longer running is swept after this long. */
const STALE_STAGE_MS = 60 * 60 * 1000;

/** 406: the home already holds `MAX_ACCOUNT_ENTRIES`, or would past them. */
export const tooManyEntries = () => notAcceptable(ruleMessage('file.error.tooManyEntries'));
const permissionDenied = () => notAcceptable(ruleMessage('file.error.permission'));
/** A regular file with more than one name may be linked from outside the home: never written or chmodded. */
const hardLinked = (st: fs.Stats) => st.isFile() && st.nlink > 1;

export const LOG_TYPES = ['access', 'error'] as const;
export type LogType = (typeof LOG_TYPES)[number];

/*
 * Race-free file access without openat(2): Node has no *at() calls, but on Linux the path
 * `/proc/self/fd/<fd>/<name>` makes the kernel start the lookup of `<name>` at the directory an open
 * descriptor holds, whatever has happened to the path that directory was opened by. So a folder is
 * opened once (O_PATH | O_DIRECTORY | O_NOFOLLOW: never through a link), and every later step —
 * the next folder, the final lstat, open, mkdir, rename, unlink — names one component relative to
 * that handle. Swapping a folder for a link after it was opened changes nothing for us, and no
 * link is ever followed by the kernel: links are read (readlink) and followed by our own resolver,
 * inside the sandbox.
 */
const O_PATH = 0o10000000; // Linux; fs.constants does not list it
const { O_DIRECTORY, O_NOFOLLOW, O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NONBLOCK } = fs.constants;
const DIR_HANDLE = O_PATH | O_DIRECTORY | O_NOFOLLOW;
const PROC_FD = '/proc/self/fd';

/** The path of `name` inside the folder the descriptor holds (or of the folder itself). */
export const at = (fd: number, name?: string) => (name === undefined ? `${PROC_FD}/${fd}` : `${PROC_FD}/${fd}/${name}`);

const missing = () => notFound('File or directory');
const code = (e: unknown) => (e as NodeJS.ErrnoException)?.code;

/**
 * Turns a failed file-system call into the refusal a caller sees: what is not there (or changed
 * under us into something we will not follow) is 404, a taken name 409, no space or no permission
 * 406. Anything else stays an internal error.
 */
export function fileError(e: unknown): unknown {
  if (e instanceof ApiError) return e;
  switch (code(e)) {
    case 'ENOENT': case 'ENOTDIR': case 'ELOOP': case 'ENAMETOOLONG': case 'EINVAL': case 'EXDEV':
      return missing();
    case 'EEXIST': case 'ENOTEMPTY':
      return conflict(ruleMessage('validation.file.renameExists'));
    case 'EISDIR':
      return notAcceptable(ruleMessage('file.error.notFile'));
    case 'EACCES': case 'EPERM': case 'EROFS':
      return notAcceptable(ruleMessage('file.error.permission'));
    case 'ENOSPC': case 'EDQUOT': case 'EFBIG':
      return notAcceptable(ruleMessage('file.error.diskFull'));
    default:
      return e;
  }
}

/** Runs a file-system step, answering its failure as `fileError` does. */
export function guard<T>(work: () => T): T {
  try {
    return work();
  } catch (e) {
    throw fileError(e);
  }
}

const close = (fd: number) => {
  try {
    fs.closeSync(fd);
  } catch {
    /* already closed */
  }
};

const NO_THROW = Object.freeze({ throwIfNoEntry: false });
const lstatAt = (fd: number, name?: string) => fs.lstatSync(at(fd, name), NO_THROW);

/*
 * Walks — a folder's listing, the bytes below a folder — look up every name of a folder in turn.
 * Through `/proc/self/fd/<fd>/<name>` each such lookup first walks procfs and the descriptor's
 * magic link, which costs more than the lookup of the name itself (10,000 lstats: about 60 ms of
 * kernel time against 28). So a walk makes the folder it reads the process's working folder: chdir
 * to `/proc/self/fd/<fd>` lands on exactly the folder the descriptor holds, whatever has been
 * swapped on its path since, and its entries are then named relative to it — the same one-name
 * lookups, from the same folder, following no link (lstat, readlink, O_NOFOLLOW opens), that
 * `at(fd, name)` makes. The working folder the process had is held open when the walk starts and
 * put back through that descriptor when it ends, returned or thrown. Meanwhile only the walk's own
 * synchronous calls run on this thread (an `EntryMapper` must not touch the file system), and no
 * other thread of the server resolves a relative path: every path it uses is absolute. Worker
 * threads cannot chdir; there a walk names entries through /proc like every other call.
 */
let walking = false;

function walk<T>(work: () => T): T {
  if (walking || !isMainThread) return work();
  const back = fs.openSync('.', O_PATH | O_DIRECTORY);
  walking = true;
  try {
    return work();
  } finally {
    walking = false;
    try {
      process.chdir(at(back));
    } finally {
      close(back);
    }
  }
}

/**
 * Inside a walk, makes a held folder the working folder: returns how its entries are named then
 * ('' — relative — in a walk, `/proc/self/fd/<fd>/` outside one) and how the folder itself is.
 */
function enter(fd: number): { prefix: string; folder: string } {
  if (!walking) return { prefix: `${at(fd)}/`, folder: at(fd) };
  process.chdir(at(fd));
  return { prefix: '', folder: '.' };
}

/**
 * A bare descriptor of a folder below a held one, never through a link (undefined when it is not a
 * folder any more): for walks, which need no identity of the folder. `entry` names it as `enter`
 * says (its name in the working folder, or `at(parent, name)`).
 */
function openWalkDir(entry: string): number | undefined {
  try {
    return fs.openSync(entry, DIR_HANDLE);
  } catch (e) {
    if (code(e) === 'ENOENT' || code(e) === 'ENOTDIR' || code(e) === 'ELOOP') return undefined;
    throw fileError(e);
  }
}

/** Opens a folder below a held one, never through a link; undefined when it is not a folder (any more). */
function openDirAt(fd: number, name: string): Handle | undefined {
  let child: number;
  try {
    child = fs.openSync(at(fd, name), DIR_HANDLE);
  } catch (e) {
    if (['ENOENT', 'ENOTDIR', 'ELOOP'].includes(code(e) ?? '')) return undefined;
    throw fileError(e);
  }
  const st = fs.fstatSync(child);
  return { fd: child, dev: st.dev, ino: st.ino };
}

/** A second descriptor for a held folder (reopened through /proc, which follows to the same folder). */
const dup = (h: Handle): Handle => ({ ...h, fd: fs.openSync(at(h.fd), O_PATH | O_DIRECTORY) });

/** Opens a folder by its real path (the home, or the data folder with `follow`: server-made paths). */
function openDirPath(real: string, follow = false): Handle {
  const fd = guard(() => fs.openSync(real, follow ? O_PATH | O_DIRECTORY : DIR_HANDLE));
  const st = fs.fstatSync(fd);
  return { fd, dev: st.dev, ino: st.ino };
}

interface Handle {
  fd: number;
  dev: number;
  ino: number;
}

export interface DirEntry {
  name: string;
  stat: fs.Stats;
  /** What a link says (links only). */
  target: string | null;
}

/**
 * Shapes one entry of a folder as it is read, so a caller keeps only what it needs of each lstat
 * (a folder of 10,000 entries would otherwise hold 10,000 `fs.Stats` until the reply is built).
 * It runs inside the walk of the folder (see `walk`): it shapes data and touches no file.
 */
export type EntryMapper<T> = (name: string, stat: fs.Stats, target: string | null) => T;
const asDirEntry: EntryMapper<DirEntry> = (name, stat, target) => ({ name, stat, target });

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
    const a = this.dirs[this.dirs.length - 1];
    const b = other.dirs[other.dirs.length - 1];
    return a.dev === b.dev && a.ino === b.ino && this.name === other.name;
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
    return this.withDir((fd) => listAt<T | DirEntry>(fd, map ?? asDirEntry));
  }

  /** The entries of the folder that holds this entry (of the home, for the home itself). */
  listFolder(): DirEntry[];
  listFolder<T>(map: EntryMapper<T>): T[];
  listFolder<T>(map?: EntryMapper<T>): (T | DirEntry)[] {
    return listAt<T | DirEntry>(this.folder, map ?? asDirEntry);
  }

  /** Makes a new entry (`make` names it by `this.path`), counted against the cap; the space it and its folder's growth took. */
  private create(make: () => void): number {
    this.scope?.ensureRoom(1);
    const growth = grows(this.folder, () => guard(make));
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
    guard(() => fs.unlinkSync(this.path));
    this.scope?.count(-1);
    return diskCost(st);
  }

  /** Removes the entry and, for a folder, everything below it, following no link; the space freed. */
  removeTree(): number {
    if (this.name === null) throw notAcceptable(ruleMessage('file.error.home'));
    const removed = { entries: 0 };
    try {
      return guard(() => removeAt(this.folder, this.name!, removed));
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
      return grows(to.folder, () => fs.renameSync(this.path, to.path));
    } catch (e) {
      if (code(e) === 'EINVAL') throw notAcceptable(ruleMessage('file.error.intoItself'));
      throw fileError(e);
    }
  }

  /**
   * Sets the mode of a file or folder itself; a link has no mode of its own and is left as it is.
   * A file with another name elsewhere (a hard link, maybe from outside the home) is refused (406).
   */
  chmod(mode: number) {
    if (this.name === null) throw notAcceptable(ruleMessage('file.error.home'));
    const fd = guard(() => fs.openSync(this.path, O_PATH | O_NOFOLLOW));
    try {
      const st = fs.fstatSync(fd);
      if (st.isSymbolicLink()) return;
      if (hardLinked(st)) throw permissionDenied();
      // The descriptor pins the inode: chmod through /proc reaches exactly it.
      guard(() => fs.chmodSync(at(fd), mode & 0o777));
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
      const buf = Buffer.alloc(stat.size);
      let done = 0;
      while (done < buf.length) {
        const n = fs.readSync(fd, buf, done, buf.length - done, done);
        if (n === 0) break;
        done += n;
      }
      return buf.subarray(0, done);
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
    if (old && hardLinked(old)) throw permissionDenied();
    if (!old) this.scope.ensureRoom(1);
    const stage = this.scope.stage('save');
    try {
      const temp = stage.createFile(old?.isFile() ? old.mode & 0o777 : 0o644);
      let written: fs.Stats;
      try {
        const buf = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
        let done = 0;
        while (done < buf.length) done += guard(() => fs.writeSync(temp.fd, buf, done, buf.length - done));
        fs.fsyncSync(temp.fd);
        written = fs.fstatSync(temp.fd);
      } finally {
        close(temp.fd);
      }
      const delta = diskCost(written) - (old ? diskCost(old) : 0);
      check(delta);
      const growth = grows(this.folder, () => stage.moveOut(temp.name, this.folder, this.name!));
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

/** Runs a step that may add entries to a held folder; the space the folder itself grew by. */
function grows(folder: number, work: () => void): number {
  const before = fs.fstatSync(folder).blocks;
  work();
  return (fs.fstatSync(folder).blocks - before) * 512;
}

/**
 * The account a place belongs to, as found: its entry count (against `MAX_ACCOUNT_ENTRIES`) and its
 * staging folder. The count is the sandbox's, valid while the home is the folder it was counted in.
 */
class Scope {
  constructor(
    private readonly sandbox: Sandbox,
    readonly login: string,
    private readonly home: { dev: number; ino: number },
  ) {}

  /** Counts entries the panel added (+) or removed (−) in the home. */
  count(n: number) {
    this.sandbox.countEntries(this.login, this.home, n);
  }

  /** 406 when `n` more entries would take the home past the cap (`MAX_ACCOUNT_ENTRIES`). */
  ensureRoom(n: number) {
    if (n > 0 && this.sandbox.entryCount(this.login, this.home) + n > this.sandbox.maxEntries) throw tooManyEntries();
  }

  /** Entries the home may still take. */
  room() {
    return this.sandbox.maxEntries - this.sandbox.entryCount(this.login, this.home);
  }

  /** A new staging folder of this account, outside its home. */
  stage(kind: string): Stage {
    return this.sandbox.stage(this.login, kind);
  }
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

export const closeFd = close;

/** Staging folders of this process still in use (by name), which a sweep leaves alone. */
const liveStages = new Set<string>();

/** A staged entry clashes with the one of its name in the target (a folder over a file, or the reverse): 409 naming it. */
const clash = (name: string) => conflict(ruleMessage('validation.file.renameExists'), name);

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
  commitFiles(target: Folder, files: ReadonlyMap<string, string>, check: (delta: number) => void): number {
    let delta = 0;
    let added = 0;
    for (const [name, staged] of files) {
      const st = this.held(staged);
      const there = target.lstat(name);
      if (there?.isDirectory()) throw clash(name);
      if (there && hardLinked(there)) throw permissionDenied();
      if (!there) added++;
      delta += diskCost(st) - (there ? diskCost(there) : 0);
    }
    target.ensureRoom(added);
    check(delta);
    const growth = grows(target.fd, () => {
      for (const [name, staged] of files) this.moveOut(staged, target.fd, name);
    });
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
  commitTree(target: Folder, check: (delta: number) => void): number {
    const plan = guard(() => planMerge(this.dir.fd, target.fd, ''));
    target.ensureRoom(plan.entries);
    check(plan.added - plan.replaced);
    const growth = guard(() => mergeInto(this.dir.fd, target.fd));
    target.counted(plan.entries);
    return plan.added - plan.replaced + growth;
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

/** What merging a staged tree into a folder adds: the space moved in, the space replaced, the new entries. */
function planMerge(src: number, dst: number, prefix: string): { added: number; replaced: number; entries: number } {
  const plan = { added: 0, replaced: 0, entries: 0 };
  for (const e of fs.readdirSync(at(src), { withFileTypes: true })) {
    const there = lstatAt(dst, e.name);
    const st = lstatAt(src, e.name);
    if (!st) continue;
    if (st.isDirectory()) {
      if (there && !there.isDirectory()) throw clash(prefix + e.name);
      const s = openDirAt(src, e.name);
      if (!s) throw missing();
      try {
        if (!there) {
          const below = measure(s.fd);
          plan.added += diskCost(st) + below.bytes;
          plan.entries += 1 + below.entries;
          continue;
        }
        const d = openDirAt(dst, e.name);
        if (!d) throw clash(prefix + e.name);
        try {
          const inner = planMerge(s.fd, d.fd, `${prefix}${e.name}/`);
          plan.added += inner.added;
          plan.replaced += inner.replaced;
          plan.entries += inner.entries;
        } finally {
          close(d.fd);
        }
      } finally {
        close(s.fd);
      }
    } else {
      if (there?.isDirectory()) throw clash(prefix + e.name);
      if (there && hardLinked(there)) throw permissionDenied();
      plan.added += diskCost(st);
      if (there) plan.replaced += diskCost(there);
      else plan.entries++;
    }
  }
  return plan;
}

/** Moves a staged tree into a folder, merging folders (planned with `planMerge` first); the growth of the folders merged into. */
function mergeInto(src: number, dst: number): number {
  let inner = 0;
  const growth = grows(dst, () => {
    for (const e of fs.readdirSync(at(src), { withFileTypes: true })) {
      const there = lstatAt(dst, e.name);
      if (e.isDirectory() && there?.isDirectory()) {
        const s = openDirAt(src, e.name);
        const d = openDirAt(dst, e.name);
        try {
          if (!s || !d) throw conflict(ruleMessage('validation.file.renameExists'));
          inner += mergeInto(s.fd, d.fd);
        } finally {
          if (s) close(s.fd);
          if (d) close(d.fd);
        }
      } else {
        fs.renameSync(at(src, e.name), at(dst, e.name));
      }
    }
  });
  return growth + inner;
}

function listAt<T>(fd: number, map: EntryMapper<T>): T[] {
  return walk(() => {
    const { prefix, folder } = guard(() => enter(fd));
    const names = guard(() => fs.readdirSync(folder));
    const entries: T[] = [];
    for (const name of names) {
      const entry = prefix + name;
      const stat = fs.lstatSync(entry, NO_THROW);
      if (!stat) continue; // removed while we looked
      let target: string | null = null;
      if (stat.isSymbolicLink()) {
        try {
          target = fs.readlinkSync(entry);
        } catch {
          target = '';
        }
      }
      entries.push(map(name, stat, target));
    }
    return entries;
  });
}

/**
 * Removes an entry below a held folder: files and links unlinked, folders emptied through handles
 * first. Returns the space freed (see `diskCost`) and counts the entries removed in `removed`.
 */
function removeAt(parent: number, name: string, removed: { entries: number } = { entries: 0 }): number {
  const st = lstatAt(parent, name);
  if (!st) return 0;
  if (!st.isDirectory()) {
    try {
      fs.unlinkSync(at(parent, name));
      removed.entries++;
      return diskCost(st);
    } catch (e) {
      if (code(e) !== 'EISDIR' && code(e) !== 'EPERM') throw e;
    }
  }
  const dir = openDirAt(parent, name);
  if (!dir) {
    // Swapped for a link or a file while we looked: remove that, never what it points at.
    fs.rmSync(at(parent, name), { force: true });
    removed.entries++;
    return 0;
  }
  let bytes = diskCost(st);
  try {
    for (const child of fs.readdirSync(at(dir.fd))) bytes += removeAt(dir.fd, child, removed);
  } finally {
    close(dir.fd);
  }
  try {
    fs.rmdirSync(at(parent, name));
  } catch (e) {
    if (code(e) === 'ENOTDIR') fs.unlinkSync(at(parent, name));
    else if (code(e) !== 'ENOENT') throw e;
  }
  removed.entries++;
  return bytes;
}

function removeQuietly(parent: number, name: string) {
  try {
    removeAt(parent, name);
  } catch {
    /* best effort: a temporary entry */
  }
}

/** The space below a held folder (see `diskCost`), through handles, never following a link. */
const treeBytes = (fd: number) => walk(() => bytesBelow(fd));

/** Entries a walk has seen so far (`bytesBelow` counts every name it reads). */
let walkedEntries = 0;

/** The space below a held folder and how many entries lie there. */
function measure(fd: number): { bytes: number; entries: number } {
  const before = walkedEntries;
  const bytes = treeBytes(fd);
  const entries = walkedEntries - before;
  return { bytes, entries };
}

/**
 * Subfolders of one folder are opened together, up to this many, while it is the working folder,
 * so it is entered again once per batch rather than after each subfolder's walk; a walk holds at
 * most `WALK_SPARE_HANDLES` such handles beyond one per level, however deep the tree.
 */
const WALK_BATCH = 64;
const WALK_SPARE_HANDLES = 256;
let spareHandles = 0;

/**
 * The walk of `treeBytes`: the blocks of every entry below the folder (`diskCost`: files, folders,
 * links, empty or not, as `du` counts them). The folder's entries come with their types (readdir),
 * so only what is not a folder is lstat'ed and only folders opened (and fstat'ed through that
 * handle), each by its name in the working folder: its other entries first, then its subfolders, a
 * batch at a time. Every name read is counted in `walkedEntries`. `except` skips names of this
 * folder; `folder` hears the space each of its subfolders takes, itself included.
 */
function bytesBelow(fd: number, opts: { except?: (name: string) => boolean; folder?: (name: string, bytes: number) => void } = {}): number {
  let prefix: string;
  let entries: fs.Dirent[];
  try {
    let folder: string;
    ({ prefix, folder } = enter(fd));
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  const folders: string[] = [];
  for (const e of entries) {
    if (opts.except?.(e.name)) continue;
    walkedEntries++;
    if (e.isDirectory()) {
      folders.push(e.name);
    } else {
      const st = fs.lstatSync(prefix + e.name, NO_THROW);
      // Swapped for a folder since this one was read: not walked (a link is only ever its own blocks).
      if (st && !st.isDirectory()) total += diskCost(st);
    }
  }
  for (let i = 0; i < folders.length; ) {
    if (i > 0) ({ prefix } = enter(fd));
    const n = Math.max(1, Math.min(WALK_BATCH, folders.length - i, WALK_SPARE_HANDLES - spareHandles + 1));
    const handles: (number | undefined)[] = [];
    spareHandles += n - 1;
    try {
      for (let j = 0; j < n; j++) handles.push(openWalkDir(prefix + folders[i + j]));
      for (let j = 0; j < n; j++) {
        const child = handles[j];
        if (child === undefined) continue;
        const bytes = diskCost(fs.fstatSync(child)) + bytesBelow(child);
        close(child);
        handles[j] = undefined;
        opts.folder?.(folders[i + j], bytes);
        total += bytes;
      }
    } finally {
      for (const h of handles) if (h !== undefined) close(h);
      spareHandles -= n - 1;
    }
    i += n;
  }
  return total;
}

function checkName(name: string) {
  if (name === '' || name === '.' || name === '..' || name.includes('/') || name.includes('\0') || Buffer.byteLength(name) > MAX_NAME_BYTES) {
    throw missing();
  }
}

/**
 * Every file the panel touches goes through here. Virtual paths (`/domains/a.com/x`) are resolved
 * inside one account's home: symlinks are followed inside the sandbox only (an absolute target is
 * read from the account's `/`, `..` never climbs above it), and anything that would leave it is
 * refused as if it did not exist. Paths the server builds itself (`resolveTrusted`, `mkdirp`,
 * `writeNew`, `size`, `removeTree`) follow no link at all. Nothing here ever runs a shell.
 */
export class Sandbox {
  /**
   * Entries below each account's home, counted by the last full walk (`usage`) and moved by every
   * entry the panel adds or removes; valid while the home is the folder (device, inode) it was
   * counted in. A server-side change (a domain's folder, a script, a reset) forgets the count.
   */
  private readonly tallies = new Map<string, { dev: number; ino: number; entries: number }>();
  /** Most entries a home may hold (`MAX_ACCOUNT_ENTRIES`; tests lower it). */
  maxEntries = MAX_ACCOUNT_ENTRIES;

  constructor(readonly dataDir: string) {
    if (!fs.existsSync(PROC_FD)) throw new Error('The sandbox needs Linux /proc/self/fd for race-free file access.');
    // Nothing is staged before the server starts: whatever a stopped server staged is removed.
    const accounts = path.join(dataDir, 'accounts');
    for (const login of fs.existsSync(accounts) ? fs.readdirSync(accounts) : []) this.removeTree(this.stagingDir(login));
  }

  /** Where an account's calls stage their files: beside the home, out of every file call's reach. */
  stagingDir(login: string) {
    return path.join(this.accountDir(login), 'staging');
  }

  /**
   * A new folder of its own in the account's staging folder, held open (see `Stage`). Staging
   * folders no call of this process holds and older than an hour are swept on the way.
   */
  stage(login: string, kind: string): Stage {
    const account = openDirPath(this.accountDir(login));
    let staging: Handle | undefined;
    try {
      try {
        fs.mkdirSync(at(account.fd, 'staging'), 0o700);
      } catch (e) {
        if (code(e) !== 'EEXIST') throw fileError(e);
      }
      staging = openDirAt(account.fd, 'staging');
    } finally {
      close(account.fd);
    }
    if (!staging) throw missing();
    try {
      const old = Date.now() - STALE_STAGE_MS;
      for (const name of fs.readdirSync(at(staging.fd))) {
        if (liveStages.has(name)) continue;
        const st = lstatAt(staging.fd, name);
        if (st && st.mtimeMs < old) removeQuietly(staging.fd, name);
      }
      for (;;) {
        const name = `${kind}-${randomBytes(8).toString('hex')}`;
        try {
          fs.mkdirSync(at(staging.fd, name), 0o700);
        } catch (e) {
          if (code(e) === 'EEXIST') continue;
          throw fileError(e);
        }
        const dir = openDirAt(staging.fd, name);
        if (!dir) throw missing();
        liveStages.add(name);
        return new Stage(staging, name, dir);
      }
    } catch (e) {
      close(staging.fd);
      throw e;
    }
  }

  /** Moves the entry count of a home by `n` (if it is known and still the home's). */
  countEntries(login: string, home: { dev: number; ino: number }, n: number) {
    const t = this.tallies.get(login);
    if (t && t.dev === home.dev && t.ino === home.ino) t.entries = Math.max(0, t.entries + n);
  }

  /** The entries below a home, walked once when not known. */
  entryCount(login: string, home: { dev: number; ino: number }): number {
    const known = this.tallies.get(login);
    if (known && known.dev === home.dev && known.ino === home.ino) return known.entries;
    this.usage(login);
    return this.tallies.get(login)?.entries ?? 0;
  }

  /** Forgets the entry count of the account a server-built real path lies in. */
  private forget(realPath: string) {
    const rel = path.relative(path.join(this.dataDir, 'accounts'), realPath);
    if (rel.startsWith('..') || path.isAbsolute(rel)) this.tallies.clear();
    else this.tallies.delete(rel.split(path.sep)[0]);
  }

  accountDir(login: string) {
    return path.join(this.dataDir, 'accounts', login);
  }
  home(login: string) {
    return path.join(this.accountDir(login), 'home');
  }
  /** A domain's logs live beside the home, out of the file browser's reach. */
  logDir(login: string, domain: string) {
    return path.join(this.accountDir(login), 'logs', domain);
  }
  logFile(login: string, domain: string, type: LogType) {
    return path.join(this.logDir(login, domain), `${type}.log`);
  }

  /** Gives a domain empty logs (logs already there are kept). Returns what undoes it. */
  createLogs(login: string, domain: string): () => void {
    const dir = this.logDir(login, domain);
    const existed = fs.existsSync(dir);
    fs.mkdirSync(dir, { recursive: true });
    for (const type of LOG_TYPES) this.writeNew(this.logFile(login, domain, type), '');
    return () => {
      if (!existed) this.removeTree(dir);
    };
  }

  /** Writes a whole log, from its text or chunk by chunk (seeding: logs are read-only to users). */
  writeLog(login: string, domain: string, type: LogType, content: string | Iterable<string>) {
    fs.mkdirSync(this.logDir(login, domain), { recursive: true });
    const fd = fs.openSync(this.logFile(login, domain, type), 'w');
    try {
      for (const chunk of typeof content === 'string' ? [content] : content) fs.writeSync(fd, chunk);
    } finally {
      fs.closeSync(fd);
    }
  }

  /** Takes another account's log as it is (a copy-on-write clone where the file system has them). */
  copyLog(fromLogin: string, login: string, domain: string, type: LogType) {
    fs.mkdirSync(this.logDir(login, domain), { recursive: true });
    fs.copyFileSync(this.logFile(fromLogin, domain, type), this.logFile(login, domain, type), fs.constants.COPYFILE_FICLONE);
  }

  removeLogs(login: string, domain: string) {
    this.removeTree(this.logDir(login, domain));
  }

  /** Empties an account's home, then fills it with a copy of a folder (fixture files), links kept as written. */
  resetHome(login: string, source?: string) {
    const home = this.home(login);
    this.removeTree(home);
    fs.mkdirSync(home, { recursive: true });
    if (source) fs.cpSync(source, home, { recursive: true, verbatimSymlinks: true });
  }

  /**
   * Finds the entry a virtual path names, for a user's request. Components are opened one by one
   * relative to the folder before, never through a link; a link on the way (or at the end, unless
   * `followLast` is false) is read and followed by this resolver: an absolute target from the
   * account's `/`, `..` never above it, at most 40 links. With `mayBeMissing` the last component
   * need not exist (the place of something to create). Anything else is 404. Close the result.
   */
  locate(login: string, virtualPath: string, opts: { followLast?: boolean; mayBeMissing?: boolean } = {}): Place {
    if (typeof virtualPath !== 'string' || virtualPath.includes('\0') || virtualPath.length > MAX_PATH_LENGTH) throw missing();
    const followLast = opts.followLast ?? true;
    const root = openDirPath(this.home(login));
    const scope = new Scope(this, login, root);
    const stack: Handle[] = [root];
    const names: string[] = [];
    let pending = split(virtualPath);
    let hops = 0;
    // A path ending in `/` names a folder, as it does for the kernel.
    const folderOnly = virtualPath.endsWith('/') && split(virtualPath).length > 0;
    const done = (name: string | null, stat: fs.Stats | undefined) => {
      if (folderOnly && !stat?.isDirectory()) throw missing();
      const place = new Place(stack.slice(), names.slice(), name, stat, scope);
      stack.length = 0;
      return place;
    };
    try {
      while (pending.length) {
        const part = pending.shift()!;
        if (part === '.') continue;
        if (part === '..') {
          if (stack.length > 1) {
            close(stack.pop()!.fd);
            names.pop();
          }
          continue;
        }
        if (Buffer.byteLength(part) > MAX_NAME_BYTES) throw missing();
        const top = stack[stack.length - 1].fd;
        const last = pending.length === 0;
        const st = lstatAt(top, part);
        if (!st) {
          if (last && opts.mayBeMissing) return done(part, undefined);
          throw missing();
        }
        if (st.isSymbolicLink() && (!last || followLast)) {
          if (++hops > MAX_LINK_HOPS) throw missing();
          let target: string;
          try {
            target = fs.readlinkSync(at(top, part));
          } catch {
            throw missing(); // no longer a link: the path changed under us
          }
          if (target.startsWith('/')) {
            while (stack.length > 1) close(stack.pop()!.fd);
            names.length = 0;
          }
          pending = [...split(target), ...pending];
          continue;
        }
        if (last) return done(part, st);
        if (!st.isDirectory()) throw missing();
        const dir = openDirAt(top, part);
        if (!dir) throw missing();
        stack.push(dir);
        names.push(part);
        if (stack.length > MAX_DEPTH) throw missing();
      }
      // The path ended on a folder already held (`/`, or after `..` or a link): name it from its parent.
      if (stack.length === 1) return done(null, fs.fstatSync(root.fd));
      close(stack.pop()!.fd);
      const name = names.pop()!;
      const st = lstatAt(stack[stack.length - 1].fd, name);
      if (!st) throw missing();
      return done(name, st);
    } finally {
      for (const h of stack) close(h.fd);
    }
  }

  /** Runs `work` on the place a virtual path names and closes it afterwards. */
  at<T>(login: string, virtualPath: string, opts: { followLast?: boolean; mayBeMissing?: boolean }, work: (place: Place) => T): T {
    const place = this.locate(login, virtualPath, opts);
    try {
      return work(place);
    } finally {
      place.close();
    }
  }

  /**
   * Real path of a virtual path, resolved as `locate` does (for messages and tests: file work goes
   * through `locate`, which holds the folders it found).
   */
  resolve(login: string, virtualPath: string, opts: { followLast?: boolean; mayBeMissing?: boolean } = {}): string {
    return this.at(login, virtualPath, opts, (p) => path.join(this.home(login), ...p.names));
  }

  /** Real path of a virtual path the server built itself (no link is followed, none may escape). */
  resolveTrusted(login: string, virtualPath: string) {
    const real = path.join(this.home(login), ...split(virtualPath));
    if (!isInside(this.home(login), real)) throw missing();
    return real;
  }

  /**
   * Finds a real path below the data folder that the server built itself, following no link at
   * all: a link or a file on the way means it is not there (undefined). Close the result.
   */
  private trusted(realPath: string): Place | undefined {
    if (!isInside(this.dataDir, realPath) || path.resolve(realPath) === path.resolve(this.dataDir)) return undefined;
    const parts = path.relative(this.dataDir, realPath).split(path.sep).filter(Boolean);
    let dir: Handle;
    try {
      dir = openDirPath(this.dataDir, true);
    } catch {
      return undefined;
    }
    for (const part of parts.slice(0, -1)) {
      const next = openDirAt(dir.fd, part);
      close(dir.fd);
      if (!next) return undefined;
      dir = next;
    }
    const name = parts[parts.length - 1];
    return new Place([dir], [], name, lstatAt(dir.fd, name));
  }

  /**
   * Creates folders along a virtual path the server built itself. A link or a file already standing
   * on the way is never followed or replaced: 409, as the user's own entry is in the way. The
   * folders it makes are added to `created`, so a caller can undo them.
   */
  mkdirp(login: string, virtualPath: string, created: string[] = []) {
    const home = this.home(login);
    const parts = split(virtualPath);
    for (const p of parts) if (p === '.' || p === '..') throw missing();
    this.tallies.delete(login);
    fs.mkdirSync(home, { recursive: true });
    const taken = () => conflict(ruleMessage('validation.file.renameExists'));
    // Check the whole way first, so a refusal leaves nothing behind.
    let dir = openDirPath(home);
    try {
      for (const part of parts) {
        const st = lstatAt(dir.fd, part);
        if (!st) break;
        if (!st.isDirectory()) throw taken();
        const next = openDirAt(dir.fd, part);
        if (!next) throw taken();
        close(dir.fd);
        dir = next;
      }
    } finally {
      close(dir.fd);
    }
    dir = openDirPath(home);
    try {
      parts.forEach((part, i) => {
        const real = path.join(home, ...parts.slice(0, i + 1));
        try {
          fs.mkdirSync(at(dir.fd, part), 0o755);
          created.push(real);
        } catch (e) {
          if (code(e) !== 'EEXIST') throw fileError(e);
        }
        const next = openDirAt(dir.fd, part);
        if (!next) throw taken();
        close(dir.fd);
        dir = next;
      });
    } finally {
      close(dir.fd);
    }
    return path.join(home, ...parts);
  }

  /**
   * Writes a new file at a server-built real path; an entry already there (a file, or a link to
   * anywhere) is left alone. Returns the space the new file takes (0 when none was written).
   */
  writeNew(realPath: string, contents: string): number {
    const place = this.trusted(realPath);
    if (!place) throw conflict(ruleMessage('validation.file.renameExists'));
    this.forget(realPath);
    try {
      if (place.exists) return 0;
      let fd: number;
      try {
        fd = fs.openSync(place.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644);
      } catch (e) {
        if (code(e) === 'EEXIST') return 0;
        throw e;
      }
      try {
        fs.writeSync(fd, contents);
        return diskCost(fs.fstatSync(fd));
      } finally {
        close(fd);
      }
    } finally {
      place.close();
    }
  }

  /** The space one entry at a server-built real path takes itself (a folder without what is in it). */
  ownSize(realPath: string): number {
    const place = this.trusted(realPath);
    try {
      return place?.stat ? diskCost(place.stat) : 0;
    } finally {
      place?.close();
    }
  }

  /** The space an entry at a real path and everything below it take, links as themselves and never followed. */
  size(realPath: string): number {
    const place = this.trusted(realPath);
    if (!place) return 0;
    try {
      return place.size();
    } finally {
      place.close();
    }
  }

  /**
   * The account's whole usage in one walk of its home: the total and, per domain folder
   * (`/domains/<name>`), the space it takes (itself and what lies below it), as `diskCost` counts.
   * The walk also counts the home's entries (see `MAX_ACCOUNT_ENTRIES`).
   */
  usage(login: string): { total: number; domains: Map<string, number> } {
    const domains = new Map<string, number>();
    let root: number;
    try {
      root = fs.openSync(this.home(login), DIR_HANDLE);
    } catch {
      return { total: 0, domains };
    }
    try {
      const home = fs.fstatSync(root);
      const before = walkedEntries;
      const result = walk(() => {
        let total = bytesBelow(root, { except: (name) => name === 'domains' });
        const domainsDir = openWalkDir(`${enter(root).prefix}domains`);
        if (domainsDir !== undefined) {
          walkedEntries++;
          try {
            total += diskCost(fs.fstatSync(domainsDir));
            total += bytesBelow(domainsDir, { folder: (name, bytes) => domains.set(name, bytes) });
          } finally {
            close(domainsDir);
          }
        }
        return { total, domains };
      });
      this.tallies.set(login, { dev: home.dev, ino: home.ino, entries: walkedEntries - before });
      return result;
    } finally {
      close(root);
    }
  }


  /** Removes a server-built real path and everything below it, following no link (one on the way: nothing is removed). */
  removeTree(realPath: string) {
    const place = this.trusted(realPath);
    if (!place) return;
    this.forget(realPath);
    try {
      if (place.exists) removeAt(place.folder, place.name!);
    } finally {
      place.close();
    }
  }

  removeAccount(login: string) {
    this.removeTree(this.accountDir(login));
  }
}

export function split(virtualPath: string): string[] {
  return virtualPath.split('/').filter((p) => p !== '');
}

export function isInside(root: string, candidate: string) {
  const rel = path.relative(root, candidate);
  return rel === '' || (!path.isAbsolute(rel) && rel.split(path.sep)[0] !== '..');
}
