import { transact } from '../../lib/db.js';
import { ApiError, conflict, invalid } from '../../lib/errors.js';
import { adjustDiskUsed, type AccountRow } from '../../lib/accounts.js';
import { adjustDomainDiskUsed } from '../../lib/domains.js';
import { FileTrash, TRASH_ID, tooManyEntries, type Place, type TrashItem } from '../../lib/sandbox/index.js';
import { ruleMessage } from '@panel/contract/rules';
import { capabilitiesOf } from '../../lib/capabilities.js';
import { adjustUsage, domainOf } from './service.js';
import type { Panel } from '../../panel.js';

/*
 * The `fileTrash` extension: with it on, the spec's file and folder deletes move the entry into the
 * account's trash (the sandbox's trash.ts, beside the home, out of every file call's reach), where
 * it stays 30 days by the account's clock. Its blocks stay counted in the account's disk usage (and
 * so against the plan's quota) until it is deleted for good; the domain it was in no longer counts
 * it, and it holds at most as many entries as the home may. Expired entries are deleted for good
 * lazily, whenever the trash is touched.
 */

/** How long an entry is kept. */
export const TRASH_DAYS = 30;
const KEEP_MS = TRASH_DAYS * 24 * 60 * 60 * 1000;
/** Most "name (restored n)" tried before the restore gives up with 409. */
const MAX_BESIDE = 1000;

const trashOf = (panel: Panel, account: AccountRow) => new FileTrash(panel.sandbox.accountDir(account.login));

/** Whether deletes go into the trash for this account. */
export const trashOn = (account: AccountRow) => capabilitiesOf(account).includes('fileTrash');

/** Deletes the expired entries for good (their space freed); the entries left. */
function purge(panel: Panel, account: AccountRow, trash: FileTrash): TrashItem[] {
  const now = panel.clock.now(account);
  const left: TrashItem[] = [];
  for (const item of trash.list()) {
    if (item.deletedAt + KEEP_MS > now) left.push(item);
    else freed(panel, account, trash.remove(item.id));
  }
  summaries.set(account.login, { account: account.id, ...trash.folder(), ...summaryOf(left) });
  return left;
}

/**
 * Per account, what its trash holds in all (entries counted as the home counts them) and when its
 * oldest entry was deleted, as the last full look found them and each delete since moved them, for
 * the trash folder (and account) they were counted in. A delete then lists the trash only when an
 * entry may have expired: a bulk delete of many entries reads the trash once, not once per entry.
 */
const summaries = new Map<string, { account: number; dev: number; ino: number; entries: number; earliest: number }>();

const summaryOf = (items: readonly TrashItem[]) => ({
  entries: items.reduce((n, item) => n + item.entries, 0),
  earliest: items.reduce((t, item) => Math.min(t, item.deletedAt), Infinity),
});

/** How many entries the trash holds once the expired ones are gone: from the summary when none has expired, else by `purge`. */
function heldEntries(panel: Panel, account: AccountRow, trash: FileTrash): number {
  const known = summaries.get(account.login);
  const folder = trash.folder();
  if (known?.account === account.id && known.dev === folder.dev && known.ino === folder.ino && known.earliest + KEEP_MS > panel.clock.now(account)) {
    return known.entries;
  }
  return summaryOf(purge(panel, account, trash)).entries;
}

const freed = (panel: Panel, account: AccountRow, bytes: number) => transact(panel.db, () => adjustDiskUsed(panel.db, account.id, -bytes));

const shown = (items: readonly TrashItem[]) => ({
  entries: items.map(({ id, path, name, type, size, deletedAt }) => ({
    id,
    path,
    name,
    type,
    size,
    deletedAt: new Date(deletedAt).toISOString(),
    expiresAt: new Date(deletedAt + KEEP_MS).toISOString(),
  })),
});

/**
 * Moves a found entry of the home (a file, a link, a folder with all it holds) into the trash: the
 * account's usage stays, the usage of the domain it was in drops by what it takes.
 */
export function moveToTrash(panel: Panel, account: AccountRow, place: Place) {
  const trash = trashOf(panel, account);
  // The trash holds at most as many entries as a home may: beyond, it must be emptied first (406).
  const held = heldEntries(panel, account, trash);
  if (held >= panel.sandbox.maxEntries) throw tooManyEntries();
  const item = transact(panel.db, () => {
    const put = trash.put(place, panel.clock.now(account));
    const domain = domainOf(panel.db, account.id, place.names);
    if (domain) adjustDomainDiskUsed(panel.db, account.id, domain, -put.size);
    return put;
  });
  // The first entry makes the trash folder: the summary is then of that folder.
  summaries.set(account.login, {
    account: account.id,
    ...trash.folder(),
    entries: held + item.entries,
    earliest: Math.min(item.deletedAt, summaries.get(account.login)?.earliest ?? Infinity),
  });
}

/** An id of the trash as asked for: 400 when it cannot be one, 404 when it names no entry. */
function entryOf(trash: FileTrash, id: string): TrashItem {
  if (!TRASH_ID.test(id)) throw invalid('This is not an entry of the trash.', 'id');
  const item = trash.find(id);
  if (!item) throw new ApiError(404, 'notFound', 'Trash entry not found.', 'id');
  return item;
}

export function listTrash(panel: Panel, account: AccountRow) {
  return shown(purge(panel, account, trashOf(panel, account)));
}

/**
 * "name (restored).ext", then "name (restored 2).ext" and on: the name beside a taken one (a folder,
 * or a name whose only dot leads it, keeps its whole name before the mark), cut to 255 bytes.
 */
export function besideName(name: string, n: number, isDirectory: boolean): string {
  const dot = isDirectory ? -1 : name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const mark = n === 1 ? ' (restored)' : ` (restored ${n})`;
  let cut = [...base];
  while (cut.length > 1 && Buffer.byteLength(cut.join('') + mark + ext) > 255) cut = cut.slice(0, -1);
  return cut.join('') + mark + ext;
}

/** The folder an entry goes back into: the one it was in, or the home when that is gone. */
function folderFor(panel: Panel, account: AccountRow, path: string): Place {
  const folder = path.slice(0, path.lastIndexOf('/')) || '/';
  try {
    const place = panel.sandbox.locate(account.login, folder);
    if (place.isDirectory || place.isRoot) return place;
    place.close();
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 404) throw e;
  }
  return panel.sandbox.locate(account.login, '/');
}

/** A free place in `folder` for the entry: its own name, or the first free one beside it. */
function freePlace(folder: Place, item: TrashItem): Place {
  for (let n = 0; n <= MAX_BESIDE; n++) {
    const place = folder.child(n === 0 ? item.name : besideName(item.name, n, item.type === 'directory'));
    if (!place.exists) return place;
    place.close();
  }
  throw conflict(ruleMessage('validation.file.renameExists'));
}

/** Puts an entry back where it was, or beside it (see `besideName`, `folderFor`); where it went and the entries left. */
export function restoreFromTrash(panel: Panel, account: AccountRow, id: string) {
  const trash = trashOf(panel, account);
  purge(panel, account, trash);
  summaries.delete(account.login);
  const item = entryOf(trash, id);
  const folder = folderFor(panel, account, item.path);
  try {
    const to = freePlace(folder, item);
    try {
      // No await from the look above to the rename: a restore asked for twice at once is one restore.
      transact(panel.db, () => {
        const growth = trash.restore(item.id, to);
        adjustUsage(panel.db, account.id, to.names, item.size + growth);
        adjustDiskUsed(panel.db, account.id, -item.size);
      });
      return { path: to.virtual, ...shown(trash.list()) };
    } finally {
      to.close();
    }
  } finally {
    folder.close();
  }
}

export function deleteFromTrash(panel: Panel, account: AccountRow, id: string) {
  const trash = trashOf(panel, account);
  purge(panel, account, trash);
  summaries.delete(account.login);
  freed(panel, account, trash.remove(entryOf(trash, id).id));
  return shown(trash.list());
}

export function emptyTrash(panel: Panel, account: AccountRow) {
  const trash = trashOf(panel, account);
  let deleted = 0;
  const items = purge(panel, account, trash);
  summaries.delete(account.login);
  for (const item of items) {
    freed(panel, account, trash.remove(item.id));
    deleted++;
  }
  return { deleted, entries: [] };
}
