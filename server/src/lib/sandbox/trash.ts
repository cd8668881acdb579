import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { notFound } from '../errors.js';
import {
  O_CREAT,
  O_EXCL,
  O_NOFOLLOW,
  O_NONBLOCK,
  O_RDONLY,
  O_WRONLY,
  at,
  close,
  code,
  diskCost,
  fileError,
  guard,
  lstatAt,
  openDirAt,
  openDirPath,
  readAll,
  writeAll,
  type Handle,
} from './fd.js';
import type { Place } from './place.js';
import { measure, removeAt, removeQuietly } from './walks.js';

/*
 * The file trash of one account (the `fileTrash` extension): `accounts/<login>/file-trash`, beside
 * the home like the staging folder, so no file call can name, list or move what is in it; only the
 * trash calls reach it, by an entry's id (16 hex digits, never a path). Each entry is a folder
 * named by its id holding `item` (the deleted entry itself, moved there by a rename: its blocks
 * stay where they were) and `entry.json` (where it was, what it was, when). A folder without both
 * (a server stopped halfway) is no entry and is swept.
 */

const FOLDER = 'file-trash';
const ITEM = 'item';
const RECORD = 'entry.json';
/** What an entry's id looks like; anything else names no entry (the caller answers 400). */
export const TRASH_ID = /^[0-9a-f]{16}$/;

export type TrashType = 'directory' | 'file' | 'link' | 'other';

/** What the trash keeps of a deleted entry. */
export interface TrashRecord {
  /** The virtual path it was deleted from. */
  path: string;
  name: string;
  type: TrashType;
  /** The space it and everything below it take (`diskCost`). */
  size: number;
  /** How many entries it is (itself and everything below it). */
  entries: number;
  /** When it was deleted, by the account's clock (ms). */
  deletedAt: number;
}

export interface TrashItem extends TrashRecord {
  id: string;
}

const typeOf = (st: fs.Stats): TrashType => (st.isDirectory() ? 'directory' : st.isFile() ? 'file' : st.isSymbolicLink() ? 'link' : 'other');

function readRecord(fd: number): TrashRecord | undefined {
  let file: number;
  try {
    file = fs.openSync(at(fd, RECORD), O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const st = fs.fstatSync(file);
    if (!st.isFile() || st.size > 64 * 1024) return undefined;
    const r = JSON.parse(readAll(file, st.size).toString('utf8')) as Partial<TrashRecord>;
    const ok =
      typeof r.path === 'string' &&
      typeof r.name === 'string' &&
      typeof r.type === 'string' &&
      ['directory', 'file', 'link', 'other'].includes(r.type) &&
      [r.size, r.entries, r.deletedAt].every((n) => Number.isSafeInteger(n));
    return ok ? (r as TrashRecord) : undefined;
  } catch {
    return undefined;
  } finally {
    close(file);
  }
}

/** One account's file trash (see above). Every step is synchronous: parallel calls act one by one. */
export class FileTrash {
  constructor(private readonly accountDir: string) {}

  /** The trash folder held open (made when `create`); undefined when there is none. */
  private open(create: boolean): Handle | undefined {
    const account = openDirPath(this.accountDir);
    try {
      if (create) {
        try {
          fs.mkdirSync(at(account.fd, FOLDER), 0o700);
        } catch (e) {
          if (code(e) !== 'EEXIST') throw fileError(e);
        }
      }
      return openDirAt(account.fd, FOLDER);
    } finally {
      close(account.fd);
    }
  }

  private with<T>(create: boolean, none: T, work: (fd: number) => T): T {
    const trash = this.open(create);
    if (!trash) return none;
    try {
      return work(trash.fd);
    } finally {
      close(trash.fd);
    }
  }

  /**
   * Moves a found entry of the home into the trash (never following a link) and keeps its record;
   * answers its id and what it takes. A failure leaves the entry where it was.
   */
  put(place: Place, deletedAt: number): TrashItem {
    if (!place.stat || place.name === null) throw notFound('File or directory');
    const type = typeOf(place.stat);
    return this.with(true, undefined, (trash) => {
      let id: string;
      for (;;) {
        id = randomBytes(8).toString('hex');
        try {
          fs.mkdirSync(at(trash, id), 0o700);
          break;
        } catch (e) {
          if (code(e) !== 'EEXIST') throw fileError(e);
        }
      }
      const wrapper = openDirAt(trash, id)!;
      try {
        const moved = place.moveOut(wrapper.fd, ITEM);
        const record: TrashRecord = { path: place.virtual, name: place.name!, type, size: moved.bytes, entries: moved.entries, deletedAt };
        try {
          const file = guard(() => fs.openSync(at(wrapper.fd, RECORD), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600));
          try {
            writeAll(file, Buffer.from(JSON.stringify(record)));
          } finally {
            close(file);
          }
        } catch (e) {
          // No record, no entry: the entry goes back where it was.
          fs.renameSync(at(wrapper.fd, ITEM), place.path);
          throw e;
        }
        return { id, ...record };
      } catch (e) {
        removeQuietly(trash, id);
        throw e;
      } finally {
        close(wrapper.fd);
      }
    })!;
  }

  /** The trash folder as the file system tells it (`ino` 0 when there is none yet): what a summary kept of it is for that folder. */
  folder(): { dev: number; ino: number } {
    const trash = this.open(false);
    if (!trash) return { dev: 0, ino: 0 };
    close(trash.fd);
    return { dev: trash.dev, ino: trash.ino };
  }

  /** The entries, newest first; what is no entry (no record, no item) is swept on the way. */
  list(): TrashItem[] {
    return this.with(false, [], (trash) => {
      const items: TrashItem[] = [];
      for (const id of fs.readdirSync(at(trash))) {
        const item = TRASH_ID.test(id) ? this.read(trash, id) : undefined;
        if (item) items.push(item);
        else removeQuietly(trash, id);
      }
      return items.sort((a, b) => b.deletedAt - a.deletedAt || a.id.localeCompare(b.id));
    });
  }

  private read(trash: number, id: string): TrashItem | undefined {
    const wrapper = openDirAt(trash, id);
    if (!wrapper) return undefined;
    try {
      const record = readRecord(wrapper.fd);
      return record && lstatAt(wrapper.fd, ITEM) ? { id, ...record } : undefined;
    } finally {
      close(wrapper.fd);
    }
  }

  /** An entry by id; undefined when there is none (an id of another shape names none). */
  find(id: string): TrashItem | undefined {
    if (!TRASH_ID.test(id)) return undefined;
    return this.with(false, undefined, (trash) => this.read(trash, id));
  }

  /**
   * Puts the entry back at `to` (a free place of the home, 409 when taken), counted against the
   * home's entry cap; the space the folder it lands in grew by. The record goes with it.
   */
  restore(id: string, to: Place): number {
    return (
      this.with(false, undefined, (trash) => {
        const item = this.read(trash, id);
        if (!item) throw notFound('Trash entry');
        const wrapper = openDirAt(trash, id)!;
        try {
          const growth = to.moveIn(wrapper.fd, ITEM, item.entries);
          removeQuietly(trash, id);
          return growth;
        } finally {
          close(wrapper.fd);
        }
      }) ?? missingEntry()
    );
  }

  /** Deletes an entry for good; the space its item took (its record is the panel's own). */
  remove(id: string): number {
    return (
      this.with(false, undefined, (trash) => {
        if (!this.read(trash, id)) throw notFound('Trash entry');
        const wrapper = openDirAt(trash, id)!;
        let bytes: number;
        try {
          bytes = guard(() => removeAt(wrapper.fd, ITEM));
        } finally {
          close(wrapper.fd);
        }
        removeQuietly(trash, id);
        return bytes;
      }) ?? missingEntry()
    );
  }

  /** The space every entry's item takes, walked (the record files are the panel's own). */
  usage(): number {
    return this.with(false, 0, (trash) => {
      let total = 0;
      for (const id of fs.readdirSync(at(trash))) {
        const wrapper = openDirAt(trash, id);
        if (!wrapper) continue;
        try {
          const st = lstatAt(wrapper.fd, ITEM);
          if (!st) continue;
          total += diskCost(st);
          if (st.isDirectory()) {
            const dir = openDirAt(wrapper.fd, ITEM);
            if (dir) {
              total += measure(dir.fd).bytes;
              close(dir.fd);
            }
          }
        } finally {
          close(wrapper.fd);
        }
      }
      return total;
    });
  }
}

const missingEntry = (): never => {
  throw notFound('Trash entry');
};
