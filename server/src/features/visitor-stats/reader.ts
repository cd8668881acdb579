import fs from 'node:fs';
import { addLine, noFigures, type LogFigures } from './aggregate.js';

/*
 * The figures of each log read so far, kept in memory with the byte offset read up to: a later
 * call reads only the lines appended since (a log only grows between rotations). Each is checked
 * against the file first: a log shorter than the offset, or whose first bytes changed (rotated,
 * truncated and written anew), is read again from its start. A log that became a file of its own
 * (a clone's first appended line copies its template's, fixtures.ts) keeps its figures, the first
 * bytes being the same; a clone's log still shared with its template starts from the template's.
 */

/** How many first bytes of a log tell it from a rotated one. */
const HEAD_BYTES = 4096;
const CHUNK = 1 << 20;
/** Logs whose figures are kept (the least recently asked for go first). */
const KEPT_LOGS = 256;

interface Entry {
  dev: number;
  ino: number;
  offset: number;
  /** The log's first bytes and the last ones read (up to HEAD_BYTES each). */
  head: Buffer;
  tail: Buffer;
  figures: LogFigures;
}

const byPath = new Map<string, Entry>();
/** The path whose entry last read a file, by `dev:ino`: a clone of a template's log starts from its figures. */
const byFile = new Map<string, string>();
/** The read under way per path: calls for one log read one after the other. */
const reading = new Map<string, Promise<unknown>>();

/** How much every log read so far took, for tests and the bench: bytes and reads from the start. */
export const readStats = { bytes: 0, fullReads: 0 };

function readAt(fd: number, position: number, length: number): Buffer {
  const buf = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const n = fs.readSync(fd, buf, done, length - done, position + done);
    if (n === 0) break;
    done += n;
  }
  return buf.subarray(0, done);
}

/** Whether what was read of a log is still its start: the size past the offset, the first and the last bytes read the same. */
function valid(entry: Entry | undefined, fd: number, stat: fs.Stats): entry is Entry {
  if (!entry || stat.size < entry.offset) return false;
  const length = Math.min(HEAD_BYTES, entry.offset);
  return entry.head.length === length && readAt(fd, 0, length).equals(entry.head) && readAt(fd, entry.offset - length, length).equals(entry.tail);
}

function startingEntry(path: string, fd: number, stat: fs.Stats): Entry {
  const own = byPath.get(path);
  if (valid(own, fd, stat)) return own;
  const otherPath = byFile.get(`${stat.dev}:${stat.ino}`);
  const other = otherPath === undefined ? undefined : byPath.get(otherPath);
  if (other && other.dev === stat.dev && other.ino === stat.ino && valid(other, fd, stat)) {
    return { ...other, figures: structuredClone(other.figures) };
  }
  readStats.fullReads++;
  return { dev: stat.dev, ino: stat.ino, offset: 0, head: Buffer.alloc(0), tail: Buffer.alloc(0), figures: noFigures() };
}

/** Reads the whole lines from `entry.offset` to `size`, streamed a megabyte at a time, and counts them in. */
async function readTail(entry: Entry, fd: number, size: number, domain: string) {
  if (size <= entry.offset) return;
  const stream = fs.createReadStream('', { fd, start: entry.offset, end: size - 1, highWaterMark: CHUNK, autoClose: false });
  let rest: Buffer = Buffer.alloc(0);
  let offset = entry.offset;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    readStats.bytes += chunk.length;
    const last = chunk.lastIndexOf(10);
    if (last < 0) {
      rest = Buffer.concat([rest, chunk]);
      continue;
    }
    const text = (rest.length ? Buffer.concat([rest, chunk.subarray(0, last)]) : chunk.subarray(0, last)).toString('utf8');
    offset += rest.length + last + 1;
    rest = Buffer.from(chunk.subarray(last + 1));
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      addLine(entry.figures, domain, text.slice(start, end));
      start = end + 1;
    }
    addLine(entry.figures, domain, text.slice(start));
  }
  // A last line without its line break is still being written: it is read with the next call.
  entry.offset = offset;
}

async function update(path: string, domain: string, open: () => { fd: number; stat: fs.Stats } | undefined): Promise<LogFigures> {
  const opened = open();
  if (!opened) {
    byPath.delete(path);
    return noFigures();
  }
  const { fd, stat } = opened;
  try {
    const entry = startingEntry(path, fd, stat);
    await readTail(entry, fd, stat.size, domain);
    const length = Math.min(HEAD_BYTES, entry.offset);
    if (entry.head.length < length) entry.head = readAt(fd, 0, length);
    entry.tail = readAt(fd, entry.offset - length, length);
    entry.dev = stat.dev;
    entry.ino = stat.ino;
    byPath.delete(path);
    byPath.set(path, entry);
    byFile.set(`${stat.dev}:${stat.ino}`, path);
    for (const old of byPath.keys()) {
      if (byPath.size <= KEPT_LOGS) break;
      byPath.delete(old);
    }
    return entry.figures;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The figures of the log at `path` (opened by `open`, following no link; none when it is missing),
 * read on from where the last call stopped. Calls for one log wait for each other.
 */
export function logFigures(path: string, domain: string, open: () => { fd: number; stat: fs.Stats } | undefined): Promise<LogFigures> {
  const before = reading.get(path) ?? Promise.resolve();
  const next = before.then(
    () => update(path, domain, open),
    () => update(path, domain, open),
  );
  const settled = next.catch(() => undefined);
  reading.set(path, settled);
  void settled.then(() => {
    if (reading.get(path) === settled) reading.delete(path);
  });
  return next;
}

/** Forgets every log's figures (a test's fresh start). */
export function forgetFigures() {
  byPath.clear();
  byFile.clear();
}
