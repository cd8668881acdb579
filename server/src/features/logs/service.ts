import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { requireDomain } from '../../lib/domains.js';
import type { AccountRow } from '../../lib/accounts.js';
import type { LogType } from '../../lib/sandbox.js';
import type { Panel } from '../../panel.js';

export const TAIL_LINES = 1000;
const CHUNK = 64 * 1024;

/**
 * The last `lines` lines of a file, read backwards from its end in chunks until enough line breaks
 * are in hand: the cost depends on the lines returned, not on the size of the file.
 */
export async function tail(file: string, lines = TAIL_LINES): Promise<string> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(file, 'r');
  } catch {
    return '';
  }
  try {
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
  } finally {
    await handle.close();
  }
}

function logFileOf(panel: Panel, account: AccountRow, domain: string, type: LogType) {
  return panel.sandbox.logFile(account.login, requireDomain(panel.db, account.id, domain).name, type);
}

export async function showLog(panel: Panel, account: AccountRow, input: { domain: string; type: LogType }) {
  return { log: await tail(logFileOf(panel, account, input.domain, input.type)) };
}

export function openLog(panel: Panel, account: AccountRow, input: { domain: string; type: LogType }) {
  const domain = requireDomain(panel.db, account.id, input.domain).name;
  const file = panel.sandbox.logFile(account.login, domain, input.type);
  const stream = fs.existsSync(file) ? fs.createReadStream(file) : undefined;
  return { stream, filename: `${domain}-${input.type}.log` };
}
