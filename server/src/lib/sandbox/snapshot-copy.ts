import fs from 'node:fs';
import { NOTHING_SHARED, O_NOFOLLOW, O_NONBLOCK, O_RDONLY, at, close, guard, lstatAt, missing, openDirAt, type Sharing } from './fd.js';
import type { Scope } from './folder.js';
import { locate } from './resolve.js';
import type { Place } from './place.js';

/*
 * Copies of a home made for the `backups` extension (the host's snapshots), and the way back. A
 * snapshot lives beside the home (`accounts/<login>/backups/<id>/files`), out of every file call's
 * reach. Everything is copied through held handles with no link followed: a folder is made, a
 * link is written as it says, a regular file is opened with O_NOFOLLOW, checked to be a file and
 * copied from that very descriptor (a clone's file shared with its template is linked instead:
 * it is never written in place, see cow.ts). Anything else (a FIFO, a socket) is left out.
 */

/** Copies the entry `name` of the held folder `src` to `dstName` in the held folder `dst`; yields after each entry. */
export function* copyEntry(src: number, name: string, dst: number, dstName: string, sharing: Sharing): Generator<void> {
  const st = lstatAt(src, name);
  if (!st) return;
  if (st.isDirectory()) {
    const from = openDirAt(src, name);
    if (!from) return;
    try {
      // Made writable for the copy, given its own mode once filled (the owner may always write
      // and enter it, so that a snapshot can be deleted when it expires).
      guard(() => fs.mkdirSync(at(dst, dstName), 0o700));
      const to = openDirAt(dst, dstName);
      if (!to) throw missing();
      try {
        yield* copyChildren(from.fd, to.fd, sharing);
      } finally {
        close(to.fd);
      }
      fs.chmodSync(at(dst, dstName), (st.mode & 0o7777) | 0o700);
      fs.utimesSync(at(dst, dstName), st.atime, st.mtime);
    } finally {
      close(from.fd);
    }
  } else if (st.isSymbolicLink()) {
    let target: string;
    try {
      target = fs.readlinkSync(at(src, name));
    } catch {
      return; // no longer a link: changed meanwhile
    }
    guard(() => fs.symlinkSync(target, at(dst, dstName)));
  } else if (st.isFile()) {
    copyFile(src, name, dst, dstName, sharing);
  }
  yield;
}

/** Copies every entry of the held folder `src` into the held folder `dst`. */
export function* copyChildren(src: number, dst: number, sharing: Sharing): Generator<void> {
  for (const name of guard(() => fs.readdirSync(at(src)))) yield* copyEntry(src, name, dst, name, sharing);
}

function copyFile(src: number, name: string, dst: number, dstName: string, sharing: Sharing) {
  let fd: number;
  try {
    fd = fs.openSync(at(src, name), O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch {
    return; // gone or replaced by a link meanwhile
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) return;
    if (sharing.shared(st)) {
      // A template's file, shared once more (link(2) follows no link: were the name swapped for
      // one meanwhile, the link itself is what the copy holds).
      guard(() => fs.linkSync(at(src, name), at(dst, dstName)));
      return;
    }
    guard(() => fs.copyFileSync(at(fd), at(dst, dstName), fs.constants.COPYFILE_EXCL | fs.constants.COPYFILE_FICLONE));
    fs.chmodSync(at(dst, dstName), st.mode & 0o7777);
    fs.utimesSync(at(dst, dstName), st.atime, st.mtime);
  } finally {
    close(fd);
  }
}

/** Runs a copy to its end at once. */
export function drain(steps: Generator<void>) {
  for (;;) if (steps.next().done) return;
}

/** The scope of a snapshot's folder: read only, nothing counted, nothing staged. */
function readOnlyScope(sharing: Sharing): Scope {
  const refuse = () => {
    throw missing();
  };
  return { sharing, count: () => {}, ensureRoom: refuse, room: () => 0, stage: refuse, changed: () => {}, changedBelow: () => {} };
}

/**
 * Finds the entry a virtual path names inside a snapshot's folder (a real path the server built),
 * as `Sandbox.locate` does in a home: links followed inside the snapshot only, anything that would
 * leave it 404. Close the result.
 */
export function locateInSnapshot(root: string, virtualPath: string, followLast: boolean, sharing: Sharing = NOTHING_SHARED): Place {
  return locate(root, virtualPath, { followLast }, () => readOnlyScope(sharing));
}
