import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { ruleMessage } from '@panel/contract/rules';
import { create as createTar } from 'tar';
import { ApiError, invalid, notAcceptable } from '../../../lib/errors.js';
import { findAccountById, type AccountRow } from '../../../lib/accounts.js';
import { copyChildren, copyEntry, drain, locateInSnapshot, type Place } from '../../../lib/sandbox/index.js';
import { recomputeDiskUsage } from '../../../lib/disk-usage.js';
import { transact } from '../../../lib/db.js';
import { fileEntries, listing } from '../listing.js';
import type { Panel } from '../../../panel.js';
import { diskFull, freeSpace, readySnapshot } from './service.js';

/*
 * A snapshot's files: listed as the file browser lists the home, copied back into the home (where
 * they were, or beside), and streamed as one archive. A snapshot's paths are resolved inside the
 * snapshot only (locateInSnapshot), the home's through the sandbox as every file call does.
 */

const notDirectory = () => notAcceptable(ruleMessage('file.error.notDirectory'));

function inSnapshot<T>(panel: Panel, account: AccountRow, id: string, virtualPath: string, followLast: boolean, work: (p: Place) => T): T {
  readySnapshot(panel, account, id);
  const place = locateInSnapshot(snapshotsPath(panel, account, id), virtualPath, followLast, panel.sandbox.sharing);
  try {
    return work(place);
  } finally {
    place.close();
  }
}

const snapshotsPath = (panel: Panel, account: AccountRow, id: string) => `${panel.sandbox.accountDir(account.login)}/backups/${id}/files`;

/** A folder of a snapshot, as `/file/directory/list` lists one of the home. */
export function backupFolder(panel: Panel, account: AccountRow, input: { id: string; directory: string }) {
  return inSnapshot(panel, account, input.id, input.directory, true, (p) => {
    if (!p.isDirectory) throw notDirectory();
    return listing(p.list(fileEntries(panel.clock.now(account))));
  });
}

/** `name (restored).ext`, then `name (restored 2).ext`… (a folder: no extension). */
export function besideName(name: string, directory: boolean, n: number) {
  const dot = directory ? -1 : name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `${stem} (restored${n > 1 ? ` ${n}` : ''})${ext}`;
}

/** The deepest folder of the home along `names` that exists (held), and the names below it that do not. */
function deepestFolder(panel: Panel, account: AccountRow, names: readonly string[]): { folder: Place; missing: string[] } {
  for (let k = names.length; k >= 0; k--) {
    let place: Place;
    try {
      place = panel.sandbox.locate(account.login, `/${names.slice(0, k).join('/')}`);
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) continue;
      throw e;
    }
    if (place.isDirectory) return { folder: place, missing: names.slice(k) };
    place.close();
    // A file where a folder was: restoring into it is a clash, as a merge names it.
    throw new ApiError(409, 'conflict', ruleMessage('validation.file.renameExists'), `/${names.slice(0, k).join('/')}`);
  }
  throw new ApiError(404, 'notFound', 'File or directory not found.');
}

/**
 * Copies an entry of a snapshot back into the home through a stage of the account: the folders
 * missing on the way are made, a folder is merged, a file replaced (`original`), or it goes
 * beside under a free name (`beside`). The check against the plan's free disk and the commit are
 * one synchronous step; nothing changes when either refuses.
 */
export function restoreFiles(panel: Panel, account: AccountRow, input: { id: string; path: string; to: 'original' | 'beside' }): { path: string } {
  return inSnapshot(panel, account, input.id, input.path, false, (src) => {
    if (!src.exists) throw new ApiError(404, 'notFound', 'File or directory not found.');
    const names = src.names;
    if (names.length === 0 && input.to === 'beside') throw invalid('The whole home is restored where it was only.', 'to');
    const { folder, missing } = deepestFolder(panel, account, names.slice(0, -1));
    try {
      let name = names[names.length - 1];
      if (input.to === 'beside' && missing.length === 0) {
        const own = name;
        const taken = (n: string) => {
          const child = folder.child(n);
          child.close();
          return child.exists;
        };
        for (let n = 1; taken((name = besideName(own, src.isDirectory, n))); n++) if (n >= 1000) throw invalid('No free name beside it.', 'path');
      }
      const stage = panel.sandbox.stage(account.login, 'restore');
      try {
        stage.mkdirs(missing);
        const into = missing.length ? openChain(stage.fd, missing) : undefined;
        try {
          const target = into ?? stage.fd;
          if (names.length === 0) src.withDir((fd) => drain(copyChildren(fd, target, panel.sandbox.sharing)));
          else drain(copyEntry(src.folder, src.name!, target, name, panel.sandbox.sharing));
        } finally {
          if (into !== undefined) fs.closeSync(into);
        }
        const open = folder.openFolder();
        try {
          transact(panel.db, () => {
            stage.commitTree(open, (delta) => {
              if (delta > 0 && delta > freeSpace(panel, account.id)) throw diskFull();
            });
          });
        } finally {
          open.close();
        }
      } finally {
        stage.discard();
      }
      recomputeDiskUsage(panel, findAccountById(panel.db, account.id)!);
      const at = [...folder.names, ...missing, ...(names.length ? [name] : [])];
      return { path: `/${at.join('/')}` };
    } finally {
      folder.close();
    }
  });
}

/** Opens the folders `names` below a held folder one by one, following no link; the last one's descriptor. */
function openChain(fd: number, names: readonly string[]): number {
  let current = fs.openSync(`/proc/self/fd/${fd}`, fs.constants.O_RDONLY | fs.constants.O_DIRECTORY);
  for (const n of names) {
    const next = fs.openSync(`/proc/self/fd/${current}/${n}`, fs.constants.O_RDONLY | fs.constants.O_DIRECTORY | fs.constants.O_NOFOLLOW);
    fs.closeSync(current);
    current = next;
  }
  return current;
}

/** The snapshot's home as one gzipped tar, built while it streams (links stored as links). */
export function backupArchive(panel: Panel, account: AccountRow, id: string) {
  const snapshot = readySnapshot(panel, account, id);
  const cwd = snapshotsPath(panel, account, id);
  const names = fs.readdirSync(cwd);
  const stamp = new Date(snapshot.takenAt).toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  const stream = new PassThrough();
  const pack = createTar({ cwd, gzip: true, portable: true, follow: false }, names.length ? names : ['.']);
  pack.on('error', (e: unknown) => stream.destroy(e instanceof Error ? e : new Error(String(e))));
  pack.pipe(stream);
  return { filename: `backup-${account.login}-${stamp}.tar.gz`, stream };
}
