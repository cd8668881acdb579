import fs from 'node:fs';
import path from 'node:path';
import { ruleMessage } from '@panel/contract/rules';
import { conflict } from '../errors.js';
import {
  MAX_NAME_BYTES,
  O_CREAT,
  O_EXCL,
  O_NOFOLLOW,
  O_WRONLY,
  at,
  close,
  code,
  diskCost,
  fileError,
  lstatAt,
  missing,
  openDirAt,
  openDirPath,
  type Handle,
} from './fd.js';
import type { Scope } from './folder.js';
import { Place } from './place.js';

const MAX_LINK_HOPS = 40;
/** Longest virtual path accepted, and deepest folder the resolver will hold open. */
const MAX_PATH_LENGTH = 4096;
const MAX_DEPTH = 512;

export interface LocateOptions {
  followLast?: boolean;
  mayBeMissing?: boolean;
}

/**
 * Finds the entry a virtual path names inside the home `home` (a real path), for a user's request.
 * Components are opened one by one relative to the folder before, never through a link; a link on
 * the way (or at the end, unless `followLast` is false) is read and followed by this resolver: an
 * absolute target from the account's `/`, `..` never above it, at most 40 links. With
 * `mayBeMissing` the last component need not exist (the place of something to create). Anything
 * else is 404. `scopeOf` gives the account's scope for the home as opened. Close the result.
 */
export function locate(home: string, virtualPath: string, opts: LocateOptions, scopeOf: (home: Handle) => Scope): Place {
  if (typeof virtualPath !== 'string' || virtualPath.includes('\0') || virtualPath.length > MAX_PATH_LENGTH) throw missing();
  const followLast = opts.followLast ?? true;
  const root = openDirPath(home);
  const scope = scopeOf(root);
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

/**
 * Finds a real path below the data folder that the server built itself, following no link at
 * all: a link or a file on the way means it is not there (undefined). Close the result.
 */
export function locateTrusted(dataDir: string, realPath: string): Place | undefined {
  if (!isInside(dataDir, realPath) || path.resolve(realPath) === path.resolve(dataDir)) return undefined;
  const parts = path.relative(dataDir, realPath).split(path.sep).filter(Boolean);
  let dir: Handle;
  try {
    dir = openDirPath(dataDir, true);
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

/** Writes a new file at a place found by `locateTrusted`, unless an entry is there; the space it takes (0: none written). */
export function writeNewAt(place: Place, contents: string): number {
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
}

/**
 * Creates the folders `parts` below the home `home` (a real path the server built), never through
 * a link: a link or a file already standing on the way is 409. The folders it makes are added to
 * `created`, as real paths.
 */
export function makeFolders(home: string, parts: readonly string[], created: string[]) {
  const taken = () => conflict(ruleMessage('validation.file.renameExists'));
  // Check the whole way first, so a refusal leaves nothing behind.
  let dir: Handle = openDirPath(home);
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
}

export function split(virtualPath: string): string[] {
  return virtualPath.split('/').filter((p) => p !== '');
}

export function isInside(root: string, candidate: string) {
  const rel = path.relative(root, candidate);
  return rel === '' || (!path.isAbsolute(rel) && rel.split(path.sep)[0] !== '..');
}
