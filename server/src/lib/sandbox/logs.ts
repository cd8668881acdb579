import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { O_CREAT, O_NOFOLLOW, O_NONBLOCK, O_RDONLY, O_WRONLY, at, close } from './fd.js';
import type { Place } from './place.js';
import { locateTrusted } from './resolve.js';

export const LOG_TYPES = ['access', 'error'] as const;
export type LogType = (typeof LOG_TYPES)[number];

/** How many lines of a log the panel shows. */
export const TAIL_LINES = 1000;
const CHUNK = 64 * 1024;

/** The last `lines` lines of a file at a real path (an empty text when it cannot be opened). */
export async function tail(file: string, lines = TAIL_LINES): Promise<string> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(file, 'r');
  } catch {
    return '';
  }
  try {
    return await tailOf(handle, lines);
  } finally {
    await handle.close();
  }
}

/**
 * The last `lines` lines of a log found by the sandbox (a server-built path, no link followed; a
 * FIFO never blocks): an empty text when there is none, an internal error when it cannot be read
 * (a folder where the file should be). The place is closed.
 */
export async function tailPlace(place: Place | undefined, lines = TAIL_LINES): Promise<string> {
  if (!place) return '';
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(place.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch {
    return '';
  } finally {
    place.close();
  }
  try {
    return await tailOf(handle, lines);
  } finally {
    await handle.close();
  }
}

/**
 * A stream of a log found by the sandbox: undefined when there is none, an internal error when it
 * is not a regular file. The place is closed.
 */
export function streamPlace(place: Place | undefined): fs.ReadStream | undefined {
  if (!place?.exists) {
    place?.close();
    return undefined;
  }
  try {
    if (!place.isFile) throw new Error(`The log ${place.name} is not a regular file.`);
    return place.openReadStream().stream;
  } finally {
    place.close();
  }
}

/**
 * A log at a server-built real path (`Sandbox.logFile`) opened for reading, following no link (a
 * FIFO never blocks): its descriptor, which the caller closes, and its stat; undefined when there is
 * none, an error when it is not a regular file.
 */
export function openLog(dataDir: string, file: string): { fd: number; stat: fs.Stats } | undefined {
  const place = locateTrusted(dataDir, file);
  if (!place?.exists) {
    place?.close();
    return undefined;
  }
  try {
    return place.openFile();
  } finally {
    place.close();
  }
}

/**
 * Appends text to a log found by the sandbox (a server-built path, no link followed), created when
 * missing, in one synchronous step: no other call's append or copy comes between, and a reader sees
 * the new lines whole once written. A log with another name (a clone's logs are hard links to its
 * template's) is first replaced by a copy of its own, built beside it and renamed over it, so the
 * template and the other clones never see the lines. The place is closed.
 */
export function appendPlace(place: Place | undefined, text: string) {
  if (!place) throw new Error('The log folder is missing.');
  try {
    if (place.name === null) throw new Error('A log is a file.');
    if (place.stat && !place.isFile) throw new Error(`The log ${place.name} is not a regular file.`);
    if (place.stat && place.stat.nlink > 1) ownCopy(place.folder, place.name);
    const fd = fs.openSync(place.path, O_WRONLY | fs.constants.O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK, 0o644);
    try {
      if (!fs.fstatSync(fd).isFile()) throw new Error(`The log ${place.name} is not a regular file.`);
      const buf = Buffer.from(text, 'utf8');
      for (let done = 0; done < buf.length; ) done += fs.writeSync(fd, buf, done, buf.length - done);
    } finally {
      close(fd);
    }
  } finally {
    place.close();
  }
}

/**
 * Puts a copy of the file `name` of the held folder in its place (a new inode, same bytes; a
 * copy-on-write clone where the file system has them): the logs folder is the server's alone, so
 * the checked entry is still the regular file it was.
 */
function ownCopy(folder: number, name: string) {
  const temp = at(folder, `.${name}.${randomBytes(6).toString('hex')}`);
  try {
    fs.copyFileSync(at(folder, name), temp, fs.constants.COPYFILE_EXCL | fs.constants.COPYFILE_FICLONE);
    fs.renameSync(temp, at(folder, name));
  } catch (e) {
    fs.rmSync(temp, { force: true });
    throw e;
  }
}

/**
 * The last `lines` lines of an open file, read backwards from its end in chunks until enough line
 * breaks are in hand: the cost depends on the lines returned, not on the size of the file.
 */
async function tailOf(handle: fsp.FileHandle, lines: number): Promise<string> {
  const { size } = await handle.stat();
  const chunks: Buffer[] = [];
  let position = size;
  let breaks = 0;
  // One break more than the lines wanted marks where they start; a final break ends the last line.
  while (position > 0 && breaks <= lines + 1) {
    const length = Math.min(CHUNK, position);
    position -= length;
    const buf = Buffer.alloc(length);
    await handle.read(buf, 0, length, position);
    for (let i = 0; i < length; i++) if (buf[i] === 10) breaks++;
    chunks.unshift(buf);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  let start = body.length;
  for (let i = 0; i < lines; i++) {
    start = body.lastIndexOf('\n', start - 1);
    if (start < 0) return position === 0 ? text : text.slice(text.indexOf('\n') + 1);
  }
  return text.slice(start + 1);
}
