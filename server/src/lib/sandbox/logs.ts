import type fs from 'node:fs';
import fsp from 'node:fs/promises';
import { O_NOFOLLOW, O_NONBLOCK, O_RDONLY } from './fd.js';
import type { Place } from './place.js';

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
