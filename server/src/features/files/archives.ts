import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import yauzl from 'yauzl';
import { Parser, type ReadEntry } from 'tar';
import { isValidEntryName, ruleMessage } from '@panel/contract/rules';
import { ApiError, notAcceptable } from '../../lib/errors.js';
import { closeFd, tooManyEntries, type Stage } from '../../lib/sandbox/index.js';

/** Most entries (files and folders) one archive may hold, and how deep its folders may go. */
export const MAX_ARCHIVE_ENTRIES = 10_000;
export const MAX_ARCHIVE_DEPTH = 64;
/** Bomb guard: an archive may expand to this many times its size, or to the floor, whichever is more. */
export const MAX_EXPANSION_RATIO = 200;
export const EXPANSION_FLOOR = 32 * 1024 * 1024;

export type ArchiveKind = 'zip' | 'tar' | 'tgz';

export const invalidArchive = () => notAcceptable(ruleMessage('file.error.invalidArchive'));
export const tooBig = () => notAcceptable(ruleMessage('file.error.tooBig'));

/** The kind of an archive from its file name (`.zip`, `.tar`, `.tar.gz`, `.tgz`), if it is one. */
export function archiveKind(filename: string): ArchiveKind | undefined {
  const name = filename.toLowerCase();
  if (name.endsWith('.zip')) return 'zip';
  if (name.endsWith('.tar')) return 'tar';
  if (name.endsWith('.tar.gz') || name.endsWith('.tgz')) return 'tgz';
  return undefined;
}

/**
 * The path of an entry as names below the extraction folder: backslashes read as separators, a
 * leading `/` or drive letter stripped, `.` and empty names dropped. Every name must be one the
 * panel's own rule accepts as it stands (`isValidEntryName`, the rule of the file dialogs: no
 * control characters such as CR/LF, no bidirectional overrides such as U+202E, none of
 * `/ < > : " | ? * \`, at most 255 bytes, no spaces around it); such an entry refuses the archive,
 * as a link entry does. `..` and paths deeper than 64 folders refuse it too.
 */
export function entryParts(raw: string): string[] {
  const parts = raw
    .replace(/\\/g, '/')
    .replace(/^[a-zA-Z]:(?=\/|$)/, '')
    .split('/')
    .filter((p) => p !== '' && p !== '.');
  if (parts.some((p) => p === '..' || p.trim() !== p || !isValidEntryName(p))) throw invalidArchive();
  if (parts.length > MAX_ARCHIVE_DEPTH) throw invalidArchive();
  return parts;
}

/**
 * Counts what an extraction writes while it streams: entries, and bytes against the expansion
 * allowance (`take` also charges the request's disk budget, which throws when the plan is full).
 */
export class ExtractionLimits {
  entries = 0;
  written = 0;
  private readonly allowance: number;

  /** `room`: the entries the account's home may still take (the commit checks again). */
  constructor(
    archiveBytes: number,
    private readonly charge: (bytes: number) => void,
    private readonly room = Infinity,
  ) {
    this.allowance = Math.max(archiveBytes * MAX_EXPANSION_RATIO, EXPANSION_FLOOR);
  }

  entry() {
    if (++this.entries > MAX_ARCHIVE_ENTRIES) throw invalidArchive();
    if (this.entries > this.room) throw tooManyEntries();
  }

  take(bytes: number) {
    this.written += bytes;
    if (this.written > this.allowance) throw tooBig();
    this.charge(bytes);
  }

  /** The most bytes a decompressed tar stream may hold: the files plus headers and padding. */
  get streamAllowance() {
    return this.allowance + (MAX_ARCHIVE_ENTRIES + 16) * 2048;
  }
}

/** A pass-through that calls `count` with each chunk's size before passing it on (a throw stops the stream). */
export function meter(count: (bytes: number) => void) {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      try {
        count(chunk.length);
      } catch (e) {
        return done(e as Error);
      }
      done(null, chunk);
    },
  });
}

const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;
const modeFor = (mode: number) => (mode & 0o100 ? 0o755 : 0o644);

interface ZipEntryRaw extends yauzl.Entry {
  fileNameRaw: Buffer;
}
/** yauzl's own name decoding (UTF-8 flag, Info-ZIP Unicode path, else CP437), without its validation. */
const decodeName = (entry: yauzl.Entry) =>
  (yauzl as unknown as { getFileNameLowLevel: (this: void, flags: number, raw: Buffer, extra: unknown, strict: boolean) => string }).getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    (entry as ZipEntryRaw).fileNameRaw,
    entry.extraFields,
    false,
  );

/** Extracts a zip (read through its descriptor, which it closes) into the staging folder, file by file, streaming. */
export async function extractZip(fd: number, staging: Stage, limits: ExtractionLimits) {
  // yauzl owns the descriptor from here on: closing the zip closes it once its streams are done.
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromFd(fd, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (err, z) => {
      if (err) closeFd(fd);
      return err ? reject(err) : resolve(z);
    }),
  );
  const next = () =>
    new Promise<yauzl.Entry | null>((resolve, reject) => {
      const onEntry = (e: yauzl.Entry) => settle(() => resolve(e));
      const onEnd = () => settle(() => resolve(null));
      const onError = (e: Error) => settle(() => reject(e));
      const settle = (f: () => void) => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
        f();
      };
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
  try {
    // The header's count is a claim: too many refuses at once, fewer is checked entry by entry.
    if (zip.entryCount > MAX_ARCHIVE_ENTRIES) throw invalidArchive();
    for (let entry = await next(); entry; entry = await next()) {
      limits.entry();
      const name = decodeName(entry);
      const parts = entryParts(name);
      const unixMode = (entry.externalFileAttributes >>> 16) & 0xffff;
      const type = unixMode & S_IFMT;
      const isDir = type === S_IFDIR || (type === 0 && name.endsWith('/'));
      if (type !== 0 && type !== S_IFDIR && type !== S_IFREG) throw invalidArchive(); // links, devices, FIFOs
      if (entry.isEncrypted()) throw invalidArchive();
      if (isDir) {
        if (parts.length) staging.mkdirs(parts);
        continue;
      }
      if (!parts.length) throw invalidArchive();
      const stream = await new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))));
      await pipeline(
        stream,
        meter((n) => limits.take(n)),
        staging.createTreeFileStream(parts, modeFor(unixMode)),
      );
    }
  } finally {
    zip.close();
  }
}

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

/** Extracts a tar (gzipped for `tgz`) from a stream into the staging folder, counting while it streams. */
export function extractTar(source: Readable, gzip: boolean, staging: Stage, limits: ExtractionLimits): Promise<void> {
  return new Promise((resolve, reject) => {
    const writes: Promise<void>[] = [];
    let failed = false;
    let decompressed = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        // A plain tar that is really gzipped would be unpacked by the parser, uncounted: refused.
        if (decompressed === 0 && chunk[0] === 0x1f && chunk[1] === 0x8b) return done(invalidArchive());
        decompressed += chunk.length;
        if (decompressed > limits.streamAllowance) return done(tooBig());
        done(null, chunk);
      },
    });
    const parser = new Parser({ strict: true });
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      source.destroy();
      counter.destroy();
      reject(e instanceof Error ? e : invalidArchive());
    };
    parser.on('entry', (entry: ReadEntry) => {
      if (failed) return entry.resume();
      try {
        limits.entry();
        const parts = entryParts(entry.path);
        if (entry.type === 'Directory') {
          if (parts.length) staging.mkdirs(parts);
          entry.resume();
        } else if (FILE_TYPES.has(entry.type)) {
          if (!parts.length) throw invalidArchive();
          const out = staging.createTreeFileStream(parts, modeFor(entry.mode ?? 0o644));
          writes.push(
            pipeline(
              entry,
              meter((n) => limits.take(n)),
              out,
            ).catch((e) => fail(e)),
          );
        } else {
          throw invalidArchive(); // links, hard links, devices, FIFOs and anything unknown
        }
      } catch (e) {
        entry.resume();
        fail(e);
      }
    });
    parser.on('error', fail);
    parser.on('warn', (_code: string, message: string) => fail(new Error(message)));
    parser.on('end', () => {
      Promise.all(writes).then(() => (failed ? undefined : resolve()), fail);
    });
    source.on('error', fail);
    counter.on('error', fail);
    const input = gzip ? source.pipe(createGunzip()).on('error', fail) : source;
    input.pipe(counter).pipe(parser);
  });
}

/** What an extraction failure means to the caller: limits and space keep their refusal, anything else is a bad archive. */
export function archiveFailure(e: unknown): unknown {
  if (e instanceof ApiError && e.status === 406) return e;
  return invalidArchive();
}
