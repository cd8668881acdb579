import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileNameRule, ruleMessage } from '@panel/contract/rules';
import { transact } from '../../lib/db.js';
import { ApiError, checkRule, invalid, notAcceptable, notFound } from '../../lib/errors.js';
import { findAccountById, type AccountRow } from '../../lib/accounts.js';
import { closeFd, type Folder, type Staging } from '../../lib/sandbox.js';
import { adjustUsage, freeSpace, now } from './service.js';
import { fileEntries, listing } from './listing.js';
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

  constructor(private readonly panel: Panel, private readonly accountId: number) {
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
  request: FastifyRequest,
  onDirectory: (folder: Folder) => void,
  onFile: (part: MultipartFile, folder: Folder) => Promise<void>,
) {
  const account = request.account!;
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

/**
 * Uploads files into a folder: each part streams into a hidden temporary file beside its final
 * name, counted against the request cap and the plan's free space as it arrives. Only when every
 * part has arrived are they renamed into place (one step, with the space checked again); on any
 * failure every temporary file is removed and nothing changes.
 */
export async function uploadFiles(panel: Panel, account: AccountRow, request: FastifyRequest) {
  const budget = new Budget(panel, account.id);
  const staged = new Map<string, { temp: string; bytes: number }>();
  const temps: string[] = [];
  let target: Folder | undefined;
  try {
    await readUpload(panel, request, (f) => (target = f), async (part, folder) => {
      const name = checkRule(fileNameRule, baseName(part.filename), 'files[]');
      const { name: temp, stream } = folder.createTempStream('.panel-upload-');
      temps.push(temp);
      let bytes = 0;
      await pipeline(part.file, meter((n) => { bytes += n; budget.take(n); }), stream);
      const earlier = staged.get(name);
      if (earlier) {
        folder.discard(earlier.temp);
        budget.give(earlier.bytes);
      }
      staged.set(name, { temp, bytes });
    });
    const folder = target!;
    if (staged.size === 0) throw invalid('Missing field: files[].', 'files[]');
    transact(panel.db, () => {
      let replaced = 0;
      for (const name of staged.keys()) {
        const there = folder.lstat(name);
        if (there?.isDirectory()) throw notAcceptable(ruleMessage('validation.file.renameExists'));
        if (there?.isFile()) replaced += there.size;
      }
      const added = [...staged.values()].reduce((sum, s) => sum + s.bytes, 0);
      const delta = added - replaced;
      if (delta > 0 && delta > freeSpace(panel.db, account.id)) throw tooBig();
      for (const [name, s] of staged) folder.rename(s.temp, name);
      temps.length = 0;
      adjustUsage(panel.db, account.id, folder.names, delta);
    });
    return listing(folder.entries(fileEntries(now(panel, account))));
  } finally {
    for (const temp of temps) target?.discard(temp);
    budget.release();
    target?.close();
  }
}

/**
 * Uploads one archive and extracts it into the folder: the archive streams into a hidden temporary
 * file, is extracted into a hidden staging folder beside it (only files and folders; entries,
 * depth and bytes counted while streaming), and the staged tree is then moved into place in one
 * step. On any failure the temporary file and the staging folder are removed.
 */
export async function uploadArchive(panel: Panel, account: AccountRow, request: FastifyRequest) {
  const budget = new Budget(panel, account.id);
  let target: Folder | undefined;
  let archive: { temp: string; kind: NonNullable<ReturnType<typeof archiveKind>>; bytes: number } | undefined;
  let staging: Staging | undefined;
  try {
    await readUpload(panel, request, (f) => (target = f), async (part, folder) => {
      if (archive) {
        part.file.resume();
        throw invalid('Send one archive at a time.', 'files[]');
      }
      const kind = archiveKind(part.filename);
      if (!kind) {
        part.file.resume();
        throw invalidArchive();
      }
      const { name: temp, stream } = folder.createTempStream('.panel-archive-');
      archive = { temp, kind, bytes: 0 };
      const a = archive;
      await pipeline(part.file, meter((n) => { a.bytes += n; budget.take(n); }), stream);
    });
    const folder = target!;
    if (!archive) throw invalid('Missing field: files[].', 'files[]');
    staging = folder.createStaging('.panel-extract-');
    const { fd } = folder.openRead(archive.temp);
    const limits = new ExtractionLimits(archive.bytes, (n) => budget.take(n));
    try {
      if (archive.kind === 'zip') await extractZip(fd, staging, limits);
      else await extractTar(folder.readStream(fd), archive.kind === 'tgz', staging, limits).finally(() => closeFd(fd));
    } catch (e) {
      throw archiveFailure(e);
    }
    // The archive itself is gone before the extracted files are counted.
    folder.discard(archive.temp);
    budget.give(archive.bytes);
    const s = staging;
    transact(panel.db, () => {
      let replaced: number;
      try {
        replaced = s.replacedBytes(folder);
      } catch (e) {
        // A staged folder over a file (or the other way round): this call answers such clashes with 406.
        throw e instanceof ApiError && e.status === 409 ? notAcceptable(e.message) : e;
      }
      const delta = limits.written - replaced;
      if (delta > 0 && delta > freeSpace(panel.db, account.id)) throw tooBig();
      s.moveInto(folder);
      adjustUsage(panel.db, account.id, folder.names, delta);
    });
    return listing(folder.entries(fileEntries(now(panel, account))));
  } finally {
    staging?.discard();
    if (archive) target?.discard(archive.temp);
    budget.release();
    target?.close();
  }
}
