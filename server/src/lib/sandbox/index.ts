/*
 * The sandbox, the security boundary: every file the server touches, and the only module of it that the rest of the
 * server imports. Its core, each module importing only those below it: fd.ts (descriptors and the /proc/self/fd
 * primitives, refusals, the `Sharing` seam), walks.ts (listings, removal, usage), merge.ts and staging.ts (building
 * outside the home, committing into it), folder.ts and place.ts (what an open folder or a found entry allows),
 * resolve.ts (virtual and server-built paths to places), logs.ts (a domain's logs, read-only to users). Copy-on-write
 * clones (cow.ts) plug in through `Sharing`: this module hands them to every account's scope.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ruleMessage } from '@panel/contract/rules';
import { conflict } from '../errors.js';
import { MAX_ACCOUNT_ENTRIES, PROC_FD, close, diskCost, missing, openDirPath, type Handle } from './fd.js';
import { ChangeFeed } from './changes.js';
import { templateSharing, watchTemplates } from './cow.js';
import { accountScope } from './folder.js';
import { LOG_TYPES, TAIL_LINES, appendPlace, streamPlace, tailPlace, type LogType } from './logs.js';
import type { Place } from './place.js';
import { isInside, locate, locateTrusted, makeFolders, split, writeNewAt, type LocateOptions } from './resolve.js';
import { openStage, type Stage } from './staging.js';
import { homeUsage, listAt as listWith, listedEntry as listedWith, removeAt, type EntryMapper } from './walks.js';

export { ENTRY_BLOCK, MAX_ACCOUNT_ENTRIES, close as closeFd, tooManyEntries } from './fd.js';
export { folderState, mayHideChange, sameFolderState, type FolderChanges, type FolderState } from './changes.js';
export { RETIRED_TEMPLATES, forgetTemplateFiles, templatesGeneration } from './cow.js';
export type { Folder } from './folder.js';
export { LOG_TYPES, TAIL_LINES, openLog, type LogType } from './logs.js';
export type { Place } from './place.js';
export { isInside } from './resolve.js';
export type { Stage } from './staging.js';
export { copyChildren, copyEntry, drain, locateInSnapshot } from './snapshot-copy.js';
export { SNAPSHOT_ID, Snapshots, type Making, type Snapshot, type SnapshotDatabase, type SnapshotKind, type SnapshotRecord } from './snapshots.js';
export { FileTrash, TRASH_ID, type TrashItem } from './trash.js';
export { namesAt, type DirEntry, type EntryMapper } from './walks.js';
/** A held folder's entries as a listing shows them: a clone's file shared with its template has one link (cow.ts). */
export const listAt = <T>(fd: number, map: EntryMapper<T>): T[] => listWith(fd, map, templateSharing);
export const listedEntry = (fd: number, name: string) => listedWith(fd, name, templateSharing);

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
  /** Clones share their templates' files copy-on-write (cow.ts): the seam every account's scope carries. */
  readonly sharing = templateSharing;
  /** Most entries a home may hold (`MAX_ACCOUNT_ENTRIES`; tests lower it). */
  maxEntries = MAX_ACCOUNT_ENTRIES;

  /** `changes` tells what the panel changes in the homes, for kept listings (changes.ts). */
  constructor(
    readonly dataDir: string,
    readonly changes = new ChangeFeed(dataDir),
  ) {
    if (!fs.existsSync(PROC_FD)) throw new Error('The sandbox needs Linux /proc/self/fd for race-free file access.');
    // Nothing is staged before the server starts: whatever a stopped server staged is removed.
    const accounts = path.join(dataDir, 'accounts');
    for (const login of fs.existsSync(accounts) ? fs.readdirSync(accounts) : []) this.removeTree(this.stagingDir(login));
    watchTemplates(dataDir);
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
    return openStage(this.accountDir(login), kind);
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

  /** Forgets the entry count and kept listings of the account a server-built real path lies in. */
  private forget(realPath: string) {
    const rel = path.relative(path.join(this.dataDir, 'accounts'), realPath);
    const login = rel.startsWith('..') || path.isAbsolute(rel) ? undefined : rel.split(path.sep)[0];
    void (login === undefined ? this.tallies.clear() : this.tallies.delete(login));
    this.changes.changedHome(login);
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

  /** The last `lines` lines of a domain's log (an empty text when it has none), following no link. */
  logTail(login: string, domain: string, type: LogType, lines = TAIL_LINES): Promise<string> {
    return tailPlace(locateTrusted(this.dataDir, this.logFile(login, domain, type)), lines);
  }

  /** A stream of a domain's whole log, following no link; undefined when it has none. */
  logStream(login: string, domain: string, type: LogType): fs.ReadStream | undefined {
    return streamPlace(locateTrusted(this.dataDir, this.logFile(login, domain, type)));
  }

  /**
   * Appends whole lines (each ending with a line break) to a domain's log, following no link, in
   * one synchronous step; a log shared with a template is first made the account's own.
   */
  appendLog(login: string, domain: string, type: LogType, text: string) {
    fs.mkdirSync(this.logDir(login, domain), { recursive: true });
    appendPlace(locateTrusted(this.dataDir, this.logFile(login, domain, type)), text);
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
   * Finds the entry a virtual path names, for a user's request (see `locate` in resolve.ts): links
   * followed inside the home only, at most 40, anything else 404. With `mayBeMissing` the last
   * component need not exist (the place of something to create). Close the result.
   */
  locate(login: string, virtualPath: string, opts: LocateOptions = {}): Place {
    return locate(this.home(login), virtualPath, opts, (home) => accountScope(this, login, home));
  }

  /** Runs `work` on the place a virtual path names and closes it afterwards. */
  at<T>(login: string, virtualPath: string, opts: LocateOptions, work: (place: Place) => T): T {
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
  resolve(login: string, virtualPath: string, opts: LocateOptions = {}): string {
    return this.at(login, virtualPath, opts, (p) => path.join(this.home(login), ...p.names));
  }

  /** Real path of a virtual path the server built itself (no link is followed, none may escape). */
  resolveTrusted(login: string, virtualPath: string) {
    const real = path.join(this.home(login), ...split(virtualPath));
    if (!isInside(this.home(login), real)) throw missing();
    return real;
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
    this.forget(this.home(login));
    fs.mkdirSync(home, { recursive: true });
    makeFolders(home, parts, created);
    return path.join(home, ...parts);
  }

  /**
   * Writes a new file at a server-built real path; an entry already there (a file, or a link to
   * anywhere) is left alone. Returns the space the new file takes (0 when none was written).
   */
  writeNew(realPath: string, contents: string): number {
    const place = locateTrusted(this.dataDir, realPath);
    if (!place) throw conflict(ruleMessage('validation.file.renameExists'));
    this.forget(realPath);
    try {
      return writeNewAt(place, contents);
    } finally {
      place.close();
    }
  }

  /** The space one entry at a server-built real path takes itself (a folder without what is in it). */
  ownSize(realPath: string): number {
    const place = locateTrusted(this.dataDir, realPath);
    try {
      return place?.stat ? diskCost(place.stat) : 0;
    } finally {
      place?.close();
    }
  }

  /** The space an entry at a real path and everything below it take, links as themselves and never followed. */
  size(realPath: string): number {
    const place = locateTrusted(this.dataDir, realPath);
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
    let root: Handle;
    try {
      root = openDirPath(this.home(login));
    } catch {
      return { total: 0, domains: new Map() };
    }
    try {
      const { total, domains, entries } = homeUsage(root.fd);
      this.tallies.set(login, { dev: root.dev, ino: root.ino, entries });
      return { total, domains };
    } finally {
      close(root.fd);
    }
  }

  /** Removes a server-built real path and everything below it, following no link (one on the way: nothing is removed). */
  removeTree(realPath: string) {
    const place = locateTrusted(this.dataDir, realPath);
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
