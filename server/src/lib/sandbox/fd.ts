import fs from 'node:fs';
import { ruleMessage } from '@panel/contract/rules';
import { ApiError, conflict, notAcceptable, notFound } from '../errors.js';

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
export const O_PATH = 0o10000000; // Linux; fs.constants does not list it
export const { O_DIRECTORY, O_NOFOLLOW, O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NONBLOCK } = fs.constants;
export const DIR_HANDLE = O_PATH | O_DIRECTORY | O_NOFOLLOW;
export const PROC_FD = '/proc/self/fd';

export const MAX_NAME_BYTES = 255;

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

/** 406: the home already holds `MAX_ACCOUNT_ENTRIES`, or would past them. */
export const tooManyEntries = () => notAcceptable(ruleMessage('file.error.tooManyEntries'));
export const permissionDenied = () => notAcceptable(ruleMessage('file.error.permission'));

/**
 * The seam where copy-on-write clones plug into the sandbox: which files with more than one name are
 * a clone's own all the same (shared with the template it was cloned from), to be replaced by a copy
 * rather than refused. The account's scope carries it (folder.ts); cow.ts implements it and the
 * sandbox (index.ts) wires the two. The core never imports cow.ts.
 */
export interface Sharing {
  /** Whether a regular file with more than one name is shared copy-on-write (a listing shows it with one link). */
  shared(st: fs.Stats): boolean;
}
/** For paths the server built itself: no file is shared, so every file with another name is refused. */
export const NOTHING_SHARED: Sharing = Object.freeze({ shared: () => false });

/**
 * A regular file with more than one name may be linked from outside the home: never written over or
 * chmodded. A file `sharing` says is shared (a template's, with its clones) is not such a link: it is replaced.
 */
export const hardLinked = (st: fs.Stats, sharing: Sharing) => st.isFile() && st.nlink > 1 && !sharing.shared(st);

/** The path of `name` inside the folder the descriptor holds (or of the folder itself). */
export const at = (fd: number, name?: string) => (name === undefined ? `${PROC_FD}/${fd}` : `${PROC_FD}/${fd}/${name}`);

export const missing = () => notFound('File or directory');
export const code = (e: unknown) => (e as NodeJS.ErrnoException)?.code;

/**
 * Turns a failed file-system call into the refusal a caller sees: what is not there (or changed
 * under us into something we will not follow) is 404, a taken name 409, no space or no permission
 * 406. Anything else stays an internal error.
 */
export function fileError(e: unknown): unknown {
  if (e instanceof ApiError) return e;
  switch (code(e)) {
    case 'ENOENT':
    case 'ENOTDIR':
    case 'ELOOP':
    case 'ENAMETOOLONG':
    case 'EINVAL':
    case 'EXDEV':
      return missing();
    case 'EEXIST':
    case 'ENOTEMPTY':
      return conflict(ruleMessage('validation.file.renameExists'));
    case 'EISDIR':
      return notAcceptable(ruleMessage('file.error.notFile'));
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return notAcceptable(ruleMessage('file.error.permission'));
    case 'ENOSPC':
    case 'EDQUOT':
    case 'EFBIG':
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

export const close = (fd: number) => {
  try {
    fs.closeSync(fd);
  } catch {
    /* already closed */
  }
};

/** Writes the whole buffer to an open file. */
export function writeAll(fd: number, buf: Buffer) {
  for (let done = 0; done < buf.length; ) done += guard(() => fs.writeSync(fd, buf, done, buf.length - done));
}

/** Reads an open file of `size` bytes from its start (fewer when it shrank meanwhile). */
export function readAll(fd: number, size: number): Buffer {
  const buf = Buffer.alloc(size);
  let done = 0;
  while (done < buf.length) {
    const n = fs.readSync(fd, buf, done, buf.length - done, done);
    if (n === 0) break;
    done += n;
  }
  return buf.subarray(0, done);
}

export const NO_THROW = Object.freeze({ throwIfNoEntry: false });
export const lstatAt = (fd: number, name?: string) => fs.lstatSync(at(fd, name), NO_THROW);

/** An open folder and its identity (device, inode). */
export interface Handle {
  fd: number;
  dev: number;
  ino: number;
}

/** Opens a folder below a held one, never through a link; undefined when it is not a folder (any more). */
export function openDirAt(fd: number, name: string): Handle | undefined {
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
export const dup = (h: Handle): Handle => ({ ...h, fd: fs.openSync(at(h.fd), O_PATH | O_DIRECTORY) });

/** Opens a folder by its real path (the home, or the data folder with `follow`: server-made paths). */
export function openDirPath(real: string, follow = false): Handle {
  const fd = guard(() => fs.openSync(real, follow ? O_PATH | O_DIRECTORY : DIR_HANDLE));
  const st = fs.fstatSync(fd);
  return { fd, dev: st.dev, ino: st.ino };
}

/** Runs a step that may add entries to a held folder; the space the folder itself grew by. */
export function grows(folder: number, work: () => void): number {
  const before = fs.fstatSync(folder).blocks;
  work();
  return (fs.fstatSync(folder).blocks - before) * 512;
}

/** One name inside a folder: not empty, `.`, `..`, nor holding `/` or NUL, at most 255 bytes (else 404). */
export function checkName(name: string) {
  if (name === '' || name === '.' || name === '..' || name.includes('/') || name.includes('\0') || Buffer.byteLength(name) > MAX_NAME_BYTES) {
    throw missing();
  }
}
