import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileNameRule } from '@panel/contract/rules';
import { transact } from '../../lib/db.js';
import { checkRule, invalid, notFound } from '../../lib/errors.js';
import { findAccountById, type AccountRow } from '../../lib/accounts.js';
import { closeFd, type Folder, type Stage } from '../../lib/sandbox/index.js';
import { adjustUsage, freeSpace } from './service.js';
import { folderListing } from './listing-cache.js';
import { ExtractionLimits, archiveFailure, archiveKind, extractTar, extractZip, invalidArchive, meter, tooBig } from './archives.js';
import type { Panel } from '../../panel.js';

/** Most bytes one upload request may bring, whatever the plan's free space. */
export const UPLOAD_REQUEST_CAP = 2 * 1024 ** 3;
/** Most files one upload request may bring. */
export const UPLOAD_MAX_FILES = 1000;

/**
 * Bytes that uploads of an account have written but not yet committed. Parallel uploads of one
 * account are checked against the plan together while they stream; the commit checks again.
 */
const inFlight = new WeakMap<Panel, Map<number, number>>();

/** What one request has written, charged against the per-request cap and the plan's free space. */
class Budget {
  private used = 0;
  private readonly pending: Map<number, number>;

  constructor(
    private readonly panel: Panel,
    private readonly accountId: number,
  ) {
    let map = inFlight.get(panel);
    if (!map) {
      map = new Map<number, number>();
      inFlight.set(panel, map);
    }
    this.pending = map;
  }

  take(bytes: number) {
    this.used += bytes;
    this.pending.set(this.accountId, (this.pending.get(this.accountId) ?? 0) + bytes);
    const account = findAccountById(this.panel.db, this.accountId)!;
    if (this.used > UPLOAD_REQUEST_CAP || account.disk_used + this.pending.get(this.accountId)! > account.disk_limit) throw tooBig();
  }

  /** Gives back bytes that no longer occupy space (a temporary archive removed). */
  give(bytes: number) {
    const n = Math.min(bytes, this.used);
    this.used -= n;
    const left = (this.pending.get(this.accountId) ?? 0) - n;
    if (left > 0) this.pending.set(this.accountId, left);
    else this.pending.delete(this.accountId);
  }

  release() {
    this.give(this.used);
  }
}

/** The name a browser sent for a file, without any folder it may have put before it. */
const baseName = (filename: string) => filename.slice(Math.max(filename.lastIndexOf('/'), filename.lastIndexOf('\\')) + 1);

/**
 * Reads a multipart upload: the field `directory` first (opened as the target folder), then each
 * `files[]` part handed to `onFile` to stream. Multipart limits (parts, files, sizes) are the
 * upload's refusal; any other part is a bad body.
 */
async function readUpload(
  panel: Panel,
  account: AccountRow,
  request: FastifyRequest,
  onDirectory: (folder: Folder) => void,
  onFile: (part: MultipartFile, folder: Folder) => Promise<void>,
) {
  let folder: Folder | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_REQUEST_CAP, files: UPLOAD_MAX_FILES, fields: 4, fieldSize: 16 * 1024 } })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'directory' || folder) throw invalid(`Unknown field: ${part.fieldname}.`, part.fieldname);
        folder = panel.sandbox.at(account.login, String(part.value), {}, (p) => {
          if (!p.isDirectory) throw notFound('File or directory');
          return p.openFolder();
        });
        onDirectory(folder);
        continue;
      }
      if (part.fieldname !== 'files[]' || !folder) {
        part.file.resume();
        throw part.fieldname !== 'files[]' ? invalid(`Unknown field: ${part.fieldname}.`, part.fieldname) : invalid('Missing field: directory.', 'directory');
      }
      await onFile(part, folder);
      if (part.file.truncated) throw tooBig();
    }
  } catch (e) {
    // Whatever the client still sends is read and dropped, so it gets the refusal instead of a stalled upload.
    request.raw.unpipe();
    request.raw.resume();
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooBig();
    throw e;
  }
  if (!folder) throw invalid('Missing field: directory.', 'directory');
}

/** Refuses what the plan has no room for (call inside the transaction that commits). */
const fits = (panel: Panel, accountId: number) => (delta: number) => {
  if (delta > 0 && delta > freeSpace(panel.db, accountId)) throw tooBig();
};

/**
 * Uploads files into a folder: each part streams into a file of the account's staging folder
 * (outside the home, out of every file call's reach), counted against the request cap and the
 * plan's free space as it arrives. Only when every part has arrived are they renamed into place,
 * in one synchronous step that checks again what they really take (their blocks), the account's
 * entry cap, and that no name is held by a folder (409 naming it) or by a file with another hard
 * link (406); on any failure the staging folder is removed and nothing changes.
 */
export async function uploadFiles(panel: Panel, account: AccountRow, request: FastifyRequest) {
  const budget = new Budget(panel, account.id);
  const staged = new Map<string, { temp: string; bytes: number }>();
  let target: Folder | undefined;
  let stage: Stage | undefined;
  try {
    await readUpload(
      panel,
      account,
      request,
      (f) => (target = f),
      async (part, folder) => {
        const name = checkRule(fileNameRule, baseName(part.filename), 'files[]');
        stage ??= folder.stage('upload');
        const { name: temp, stream } = stage.createFileStream();
        let bytes = 0;
        await pipeline(
          part.file,
          meter((n) => {
            bytes += n;
            budget.take(n);
          }),
          stream,
        );
        const earlier = staged.get(name);
        if (earlier) {
          stage.drop(earlier.temp);
          budget.give(earlier.bytes);
        }
        staged.set(name, { temp, bytes });
      },
    );
    const folder = target!;
    if (staged.size === 0 || !stage) throw invalid('Missing field: files[].', 'files[]');
    const s = stage;
    transact(panel.db, () => {
      const files = new Map([...staged].map(([name, { temp }]) => [name, temp]));
      const delta = s.commitFiles(folder, files, fits(panel, account.id));
      adjustUsage(panel.db, account.id, folder.names, delta);
    });
    return folderListing(panel, account, folder);
  } finally {
    stage?.discard();
    budget.release();
    target?.close();
  }
}

/**
 * Uploads one archive and extracts it into the folder: the archive streams into a file of the
 * account's staging folder, is extracted into a second staging folder (only files and folders whose
 * names the panel's rule accepts; entries, depth and bytes counted while streaming, entries also
 * against what the account may still hold), and the staged tree is then moved into place in one
 * synchronous step that counts again what it really takes (blocks of files and folders alike) and
 * the account's entries. A clash of a staged folder with a file (or the reverse) is 409 naming it.
 * On any failure both staging folders are removed.
 */
export async function uploadArchive(panel: Panel, account: AccountRow, request: FastifyRequest) {
  const budget = new Budget(panel, account.id);
  let target: Folder | undefined;
  let archive: { temp: string; kind: NonNullable<ReturnType<typeof archiveKind>>; bytes: number } | undefined;
  let upload: Stage | undefined;
  let tree: Stage | undefined;
  try {
    await readUpload(
      panel,
      account,
      request,
      (f) => (target = f),
      async (part, folder) => {
        if (archive) {
          part.file.resume();
          throw invalid('Send one archive at a time.', 'files[]');
        }
        const kind = archiveKind(part.filename);
        if (!kind) {
          part.file.resume();
          throw invalidArchive();
        }
        upload = folder.stage('archive');
        const { name: temp, stream } = upload.createFileStream();
        archive = { temp, kind, bytes: 0 };
        const a = archive;
        await pipeline(
          part.file,
          meter((n) => {
            a.bytes += n;
            budget.take(n);
          }),
          stream,
        );
      },
    );
    const folder = target!;
    if (!archive || !upload) throw invalid('Missing field: files[].', 'files[]');
    tree = folder.stage('extract');
    const { fd } = upload.openRead(archive.temp);
    const limits = new ExtractionLimits(archive.bytes, (n) => budget.take(n), folder.entryRoom());
    try {
      if (archive.kind === 'zip') await extractZip(fd, tree, limits);
      else await extractTar(upload.readStream(fd), archive.kind === 'tgz', tree, limits).finally(() => closeFd(fd));
    } catch (e) {
      throw archiveFailure(e);
    }
    // The archive itself is gone before the extracted files are counted.
    upload.discard();
    budget.give(archive.bytes);
    const t = tree;
    transact(panel.db, () => {
      const delta = t.commitTree(folder, fits(panel, account.id));
      adjustUsage(panel.db, account.id, folder.names, delta);
    });
    return folderListing(panel, account, folder);
  } finally {
    tree?.discard();
    upload?.discard();
    budget.release();
    target?.close();
  }
}
