import type { AccountRow } from '../../lib/accounts.js';
import {
  folderState,
  listAt,
  listedEntry,
  mayHideChange,
  namesAt,
  sameFolderState,
  templatesGeneration,
  type FolderChanges,
  type FolderState,
  type Sandbox,
} from '../../lib/sandbox/index.js';
import { JsonText } from '../../lists.js';
import type { Panel } from '../../panel.js';
import { isBelow, keyOf, listingBytes, narrow, position, render, unchanged, type Kept, type KeptFolder } from './kept-listing.js';
import { fileEntries, listingOrder } from './listing.js';

/*
 * Kept listings. Every file call answers the whole listing of a folder (`{ files }`), so a bulk
 * action over a big folder would read, sort and write that folder once per entry. Instead the
 * listing of each folder shown is kept — each entry with what it was made from and its JSON text,
 * in listing order — and the next reply patches it:
 *
 * - The panel's own changes are told by the sandbox (`FolderChanges`) in the step that makes them:
 *   the entries named are read again (one lstat each) and moved in or out of the order, and the
 *   folder's entry in its parent's listing too (its time, size and link count moved).
 * - A change from outside the panel (FTP on a real host, a script or a test writing on disk) that
 *   adds, removes or renames an entry changes the folder's own state (`FolderState`): a listing
 *   whose folder is not as it was kept is read again in full, reusing the texts of the entries
 *   whose lstat is unchanged. Where the file system's times are coarse, the names are counted too.
 * - `/file/list` (a folder opened or refreshed) reads every entry again (lstat) whatever the
 *   folder says, so an entry changed in place from outside (a file rewritten, a mode changed)
 *   shows there at the latest.
 * - The date texts depend on "now" (the account's clock, virtual or not): each listing keeps the
 *   span of time in which all of its texts hold, and is read again once "now" leaves it.
 *
 * Kept listings are bounded by their entries in all (`MAX_KEPT_ENTRIES`), the least recently
 * used dropped first. What one kept listing holds, and how its entries are rendered, ordered and
 * joined into the reply: kept-listing.ts.
 */

/** Most entries kept in all (each folder counts one more): about 30 MB. */
export const MAX_KEPT_ENTRIES = 100_000;

export class ListingCache implements FolderChanges {
  /** Oldest use first. */
  private readonly folders = new Map<string, KeptFolder>();
  private kept = 0;

  constructor(
    private readonly sandbox: Sandbox,
    private readonly maxEntries = MAX_KEPT_ENTRIES,
  ) {
    sandbox.changes.watch(this);
  }

  /**
   * The `{ files }` reply of the folder held by `fd` (at `names` below the home of `login`) as
   * JSON, `now` being the account's time; `everyEntry` reads every entry again (`/file/list`).
   */
  reply(login: string, names: readonly string[], fd: number, now: number, everyEntry = false): JsonText {
    const key = keyOf(login, names);
    const old = this.take(key);
    // Read before any entry: a change made after it shows at the next reply.
    const state = folderState(fd);
    let folder: KeptFolder;
    if (
      old &&
      !everyEntry &&
      old.state &&
      sameFolderState(old.state, state) &&
      old.generation === templatesGeneration() &&
      now >= old.from &&
      now <= old.until
    ) {
      folder = old;
      this.patch(folder, fd, now);
      if ((folder.unsure || mayHideChange(state, this.sandbox.changes.coarseTimestamps)) && !this.sameNames(folder, fd)) {
        folder = this.readAll(key, fd, now, folder);
      }
    } else {
      folder = this.readAll(key, fd, now, old);
    }
    folder.state = state;
    folder.unsure = false;
    folder.bytes ??= listingBytes(folder.order);
    this.keep(folder);
    return new JsonText(folder.bytes);
  }

  changed(login: string, names: readonly string[], fd: number, before: FolderState, changed: readonly string[]) {
    const folder = this.folders.get(keyOf(login, names));
    if (folder?.state) {
      if (sameFolderState(folder.state, before)) {
        // Nothing else changed since it was read: the state after the change is the panel's.
        folder.unsure ||= mayHideChange(folder.state, this.sandbox.changes.coarseTimestamps);
        folder.state = folderState(fd);
        for (const name of changed) folder.dirty.add(name);
      } else {
        folder.state = undefined;
      }
    }
    this.entryChanged(login, names);
  }

  changedBelow(login: string, names: readonly string[]) {
    const base = keyOf(login, names);
    const folder = this.folders.get(base);
    if (folder) folder.state = undefined;
    for (const key of [...this.folders.keys()]) if (isBelow(key, base)) this.drop(key);
    this.entryChanged(login, names);
  }

  changedHome(login?: string) {
    const base = login === undefined ? undefined : keyOf(login, []);
    for (const key of [...this.folders.keys()]) if (base === undefined || key === base || isBelow(key, base)) this.drop(key);
  }

  /** Entries kept in all (each folder counting one more), and folders. */
  get size() {
    return { entries: this.kept, folders: this.folders.size };
  }

  /** A folder changed: its own entry in its parent's listing (time, size, links) is read again. */
  private entryChanged(login: string, names: readonly string[]) {
    if (names.length > 0) this.folders.get(keyOf(login, names.slice(0, -1)))?.dirty.add(names[names.length - 1]);
  }

  /** Reads the entries the panel changed again, each moved in or out of the order. */
  private patch(folder: KeptFolder, fd: number, now: number) {
    for (const name of folder.dirty) {
      const found = listedEntry(fd, name);
      const was = folder.entries.get(name);
      if (was && found && unchanged(was, found.stat, now)) continue;
      if (was) {
        const at = position(folder.order, was);
        folder.order.splice(folder.order[at] === was ? at : folder.order.indexOf(was), 1);
        folder.entries.delete(name);
      }
      if (found) {
        const k = render(fileEntries(now), name, found.stat, found.target, now);
        folder.order.splice(position(folder.order, k), 0, k);
        folder.entries.set(name, k);
        narrow(folder, k);
      }
      folder.bytes = undefined;
    }
    folder.dirty.clear();
  }

  /** Whether the folder holds exactly the names kept. */
  private sameNames(folder: KeptFolder, fd: number) {
    const names = namesAt(fd);
    return names.length === folder.entries.size && names.every((n) => folder.entries.has(n));
  }

  /** Reads every entry (lstat), reusing what was kept of those unchanged and their order. */
  private readAll(key: string, fd: number, now: number, old?: KeptFolder): KeptFolder {
    const shape = fileEntries(now);
    const entries = listAt(fd, (name, stat, target): Kept => {
      const was = old?.entries.get(name);
      return was && unchanged(was, stat, now) ? was : render(shape, name, stat, target, now);
    });
    const folder: KeptFolder = {
      key,
      unsure: false,
      generation: templatesGeneration(),
      entries: new Map(entries.map((k) => [k.name, k])),
      order: [],
      dirty: new Set(),
      from: -Infinity,
      until: Infinity,
    };
    // Entries kept as they were keep their order; the others are put in place (or all sorted, if many).
    const same = old ? old.order.filter((k) => folder.entries.get(k.name) === k) : [];
    const others = old ? entries.filter((k) => old.entries.get(k.name) !== k) : entries;
    if (others.length <= 64 || others.length * 8 <= same.length) {
      folder.order = same;
      for (const k of others) folder.order.splice(position(folder.order, k), 0, k);
    } else {
      folder.order = entries.sort(listingOrder);
    }
    if (old && others.length === 0 && same.length === old.order.length) folder.bytes = old.bytes;
    for (const k of entries) narrow(folder, k);
    return folder;
  }

  private take(key: string) {
    const folder = this.folders.get(key);
    if (folder) this.drop(key);
    return folder;
  }

  private drop(key: string) {
    const folder = this.folders.get(key);
    if (!folder) return;
    this.folders.delete(key);
    this.kept -= folder.order.length + 1;
  }

  /** Keeps a folder as the most recently used, dropping the least recently used past the bound. */
  private keep(folder: KeptFolder) {
    const cost = folder.order.length + 1;
    if (cost > this.maxEntries) return;
    this.folders.set(folder.key, folder);
    this.kept += cost;
    for (const key of this.folders.keys()) {
      if (this.kept <= this.maxEntries) break;
      this.drop(key);
    }
  }
}

const caches = new WeakMap<Sandbox, ListingCache>();

/** The kept listings of a sandbox (made when first asked). */
export function listingCache(sandbox: Sandbox): ListingCache {
  let cache = caches.get(sandbox);
  if (!cache) {
    cache = new ListingCache(sandbox);
    caches.set(sandbox, cache);
  }
  return cache;
}

/**
 * The `{ files }` reply of a held folder of the account (`fd`, at `names` below its home) at the
 * account's time, patched from what was kept; `everyEntry` reads every entry again (`/file/list`).
 */
export function folderListing(panel: Panel, account: AccountRow, folder: { fd: number; names: readonly string[] }, everyEntry = false) {
  return listingCache(panel.sandbox).reply(account.login, folder.names, folder.fd, panel.clock.now(account), everyEntry);
}
