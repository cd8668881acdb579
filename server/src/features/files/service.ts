import type { ZodType } from 'zod';
import { chmodRule, directoryNameRule, fileNameRule, linkDestinationRule, linkNameRule, ruleMessage } from '@panel/contract/rules';
import { transact, type Db } from '../../lib/db.js';
import { ApiError, checkRule, conflict, invalid, notAcceptable, notFound } from '../../lib/errors.js';
import { adjustDiskUsed, findAccountById, type AccountRow } from '../../lib/accounts.js';
import { adjustDomainDiskUsed, findDomain } from '../../lib/domains.js';
import { ENTRY_BLOCK, type Place } from '../../lib/sandbox/index.js';
import { folderListing } from './listing-cache.js';
import type { Panel } from '../../panel.js';

/** The largest file the editor opens (a save of it still fits the 8 MiB body of `/file/file/put`). */
export const MAX_EDIT_BYTES = 4 * 1024 * 1024;

const exists = (message: 'validation.file.createExists' | 'validation.file.renameExists') => conflict(ruleMessage(message));
const notFile = () => notAcceptable(ruleMessage('file.error.notFile'));
const notDirectory = () => notAcceptable(ruleMessage('file.error.notDirectory'));

/** The domain whose folder holds an entry (`/domains/<name>/…`), if the account has that domain. */
export function domainOf(db: Db, accountId: number, names: readonly string[]) {
  return names[0] === 'domains' && names.length >= 2 && findDomain(db, accountId, names[1]) ? names[1] : undefined;
}

/** Moves the account's usage, and that of the domain whose folder changed, by what a call changed. */
export function adjustUsage(db: Db, accountId: number, names: readonly string[], delta: number) {
  if (delta === 0) return;
  adjustDiskUsed(db, accountId, delta);
  const domain = domainOf(db, accountId, names);
  if (domain) adjustDomainDiskUsed(db, accountId, domain, delta);
}

/** What the plan still allows, as the database holds it now (call inside the transaction that uses it). */
export function freeSpace(db: Db, accountId: number) {
  const row = findAccountById(db, accountId)!;
  return row.disk_limit - row.disk_used;
}

/** The listing of the folder that holds a place, as a call that changed it answers (kept and patched: listing-cache.ts). */
const heldFolderListing = (panel: Panel, account: AccountRow, p: Place) => folderListing(panel, account, { fd: p.folder, names: p.folderNames });

const diskFull = () => notAcceptable(ruleMessage('file.error.diskFull'));

/**
 * Adds one entry (a folder, a link, an empty file) in one step: refused when the plan has not one
 * block free, then counted by the space it really took (see `diskCost`).
 */
function addEntry(panel: Panel, account: AccountRow, place: Place, make: () => number) {
  transact(panel.db, () => {
    if (freeSpace(panel.db, account.id) < ENTRY_BLOCK) throw diskFull();
    adjustUsage(panel.db, account.id, place.names, make());
  });
}

/** Runs `work` on the place a path names and closes it after. */
function at<T>(panel: Panel, account: AccountRow, file: string, opts: { followLast?: boolean; mayBeMissing?: boolean }, work: (p: Place) => T): T {
  return panel.sandbox.at(account.login, file, opts, work);
}

/**
 * The place of a new entry given as a full path: the last name is checked with the form's rule
 * (400), the folder before it must exist (404, links on the way followed inside the sandbox).
 */
export function newEntry(panel: Panel, account: AccountRow, fullPath: string, rule: ZodType<string>, field: string): Place {
  const cut = fullPath.lastIndexOf('/');
  // The text after the last slash is the new name: a path ending in `/` names nothing (400).
  const name = checkRule(rule, fullPath.slice(cut + 1), field);
  return folderChild(panel, account, cut < 0 ? '/' : fullPath.slice(0, cut) || '/', name);
}

/** The entry `name` inside the folder `directory` (which must be a folder: 404 otherwise). */
export function folderChild(panel: Panel, account: AccountRow, directory: string, name: string): Place {
  return at(panel, account, directory, {}, (folder) => {
    if (!folder.isDirectory) throw notFound('File or directory');
    return folder.child(name);
  });
}

export function list(panel: Panel, account: AccountRow, input: { directory: string }) {
  return at(panel, account, input.directory, {}, (p) => {
    if (!p.isDirectory) throw notDirectory();
    return p.withDir((fd) => folderListing(panel, account, { fd, names: p.names }, true));
  });
}

export function createDirectory(panel: Panel, account: AccountRow, input: { directory: string }) {
  const place = newEntry(panel, account, input.directory, directoryNameRule, 'directory');
  try {
    if (place.exists) throw exists('validation.file.createExists');
    try {
      addEntry(panel, account, place, () => place.mkdir());
    } catch (e) {
      throw e instanceof ApiError && e.status === 409 ? exists('validation.file.createExists') : e;
    }
    return heldFolderListing(panel, account, place);
  } finally {
    place.close();
  }
}

/** What a delete does with the entry instead of removing it (the `fileTrash` extension: trash.ts). */
type Discard = ((p: Place) => void) | undefined;

export function deleteDirectory(panel: Panel, account: AccountRow, input: { directory: string }, discard?: Discard) {
  return at(panel, account, input.directory, { followLast: false }, (p) => {
    if (p.isRoot || !p.isDirectory) throw notDirectory();
    if (discard) discard(p);
    else transact(panel.db, () => adjustUsage(panel.db, account.id, p.names, -p.removeTree()));
    return heldFolderListing(panel, account, p);
  });
}

export function deleteFile(panel: Panel, account: AccountRow, input: { file: string }, discard?: Discard) {
  return at(panel, account, input.file, { followLast: false }, (p) => {
    if (p.isRoot || p.isDirectory) throw notFile();
    if (discard) discard(p);
    else transact(panel.db, () => adjustUsage(panel.db, account.id, p.names, -p.unlink()));
    return heldFolderListing(panel, account, p);
  });
}

const nameRuleFor = (p: Place) => (p.isDirectory ? directoryNameRule : p.isLink ? linkNameRule : fileNameRule);

export function move(panel: Panel, account: AccountRow, input: { from: string; to: string }) {
  return at(panel, account, input.from, { followLast: false }, (from) => {
    if (from.isRoot) throw notAcceptable(ruleMessage('file.error.intoItself'));
    const to = newEntry(panel, account, input.to, nameRuleFor(from), 'to');
    try {
      if (!to.sameEntryAs(from)) {
        if (to.exists) throw exists('validation.file.renameExists');
        if (from.isDirectory && from.withDir((_fd, self) => to.isBelow(self))) {
          throw notAcceptable(ruleMessage('file.error.intoItself'));
        }
        transact(panel.db, () => {
          const bytes = domainOf(panel.db, account.id, from.names) === domainOf(panel.db, account.id, to.names) ? 0 : from.size();
          const growth = from.renameTo(to);
          adjustUsage(panel.db, account.id, from.names, -bytes);
          adjustUsage(panel.db, account.id, to.names, bytes + growth);
        });
      }
      return heldFolderListing(panel, account, to);
    } finally {
      to.close();
    }
  });
}

export function chmod(panel: Panel, account: AccountRow, input: { file: string; chmod: string }) {
  const mode = parseInt(checkRule(chmodRule, input.chmod, 'chmod'), 8);
  return at(panel, account, input.file, { followLast: false }, (p) => {
    if (p.isRoot) throw invalid(ruleMessage('file.error.home'), 'file');
    p.chmod(mode);
    return heldFolderListing(panel, account, p);
  });
}

export function putFile(panel: Panel, account: AccountRow, input: { file: string; contents: string }) {
  const bytes = Buffer.byteLength(input.contents, 'utf8');
  return at(panel, account, input.file, { mayBeMissing: true }, (p) => {
    if (p.isRoot || (p.exists && !p.isFile)) throw notFile();
    // A new file's name must pass the rule as it stands: trimming would hide what is written (`a\u2028`).
    if (!p.exists && checkRule(fileNameRule, p.name, 'file') !== p.name) throw invalid(ruleMessage('validation.file.fileName'), 'file');
    transact(panel.db, () => {
      // A first look before anything is written; the write checks again what the file really takes.
      const before = p.stat?.size ?? 0;
      if (bytes - before > 0 && bytes - before > freeSpace(panel.db, account.id)) throw diskFull();
      const delta = p.writeAtomic(input.contents, (d) => {
        if (d > 0 && d > freeSpace(panel.db, account.id)) throw diskFull();
      });
      adjustUsage(panel.db, account.id, p.names, delta);
    });
    return heldFolderListing(panel, account, p);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function getFile(panel: Panel, account: AccountRow, input: { file: string }) {
  return at(panel, account, input.file, {}, (p) => {
    if (p.isRoot || p.isDirectory) throw notFile();
    const buf = p.readFile(MAX_EDIT_BYTES);
    if (!buf) throw notAcceptable(ruleMessage('file.error.tooLarge'));
    let text: string;
    try {
      text = utf8.decode(buf);
    } catch {
      throw notAcceptable(ruleMessage('file.error.notText'));
    }
    if (text.includes('\0')) throw notAcceptable(ruleMessage('file.error.notText'));
    return { file: text };
  });
}

export function createLink(panel: Panel, account: AccountRow, input: { name: string; directory: string; destination: string }) {
  const name = checkRule(linkNameRule, input.name, 'name');
  const destination = checkRule(linkDestinationRule, input.destination, 'destination');
  const place = folderChild(panel, account, input.directory, name);
  try {
    if (place.exists) throw exists('validation.file.createExists');
    // The destination must lead somewhere inside the sandbox, read from where the link will be.
    const from = destination.startsWith('/') ? destination : `/${[...place.folderNames, destination].join('/')}`;
    try {
      panel.sandbox.at(account.login, from, {}, () => undefined);
    } catch {
      throw new ApiError(404, 'notFound', ruleMessage('file.error.linkDestination'), 'destination');
    }
    try {
      addEntry(panel, account, place, () => place.symlink(destination));
    } catch (e) {
      throw e instanceof ApiError && e.status === 409 ? exists('validation.file.createExists') : e;
    }
    return heldFolderListing(panel, account, place);
  } finally {
    place.close();
  }
}

/** Opens a file for download: a regular file inside the sandbox, as a stream and its name. */
export function openDownload(panel: Panel, account: AccountRow, input: { file: string }) {
  return at(panel, account, input.file, {}, (p) => {
    if (p.isRoot || p.isDirectory) throw notFile();
    const { stream, size } = p.openReadStream();
    return { stream, size, filename: p.name! };
  });
}
