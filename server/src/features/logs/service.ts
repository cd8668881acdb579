import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { normalizeDomain } from '@panel/contract/rules';
import { requireDomain } from '../domains/service.js';
import type { AccountRow } from '../account/repository.js';
import type { Panel } from '../../panel.js';

export const TAIL_LINES = 1000;
const CHUNK = 64 * 1024;

/**
 * The last `lines` lines of a file, read backwards from its end in chunks: the cost depends on
 * the lines returned, not on the size of the file.
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
    let newlines = 0;
    // A trailing newline ends the last line; it does not start another one.
    let skipTrailing = true;
    while (position > 0 && newlines <= lines) {
      const length = Math.min(CHUNK, position);
      position -= length;
      const buf = Buffer.alloc(length);
      await handle.read(buf, 0, length, position);
      for (let i = length - 1; i >= 0; i--) {
        if (buf[i] === 10) {
          if (skipTrailing && position + i === size - 1) continue;
          if (++newlines > lines) {
            chunks.unshift(buf.subarray(i + 1));
            position = -1;
            break;
          }
        }
      }
      if (position >= 0) chunks.unshift(buf);
      skipTrailing = false;
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    await handle.close();
  }
}

export function logFileOf(panel: Panel, account: AccountRow, domain: string, type: 'access' | 'error') {
  const d = requireDomain(panel, account, normalizeDomain(domain));
  return panel.sandbox.logFile(account.login, d.name, type);
}

export async function showLog(panel: Panel, account: AccountRow, input: { domain: string; type: 'access' | 'error' }) {
  return { log: await tail(logFileOf(panel, account, input.domain, input.type)) };
}

export function openLog(panel: Panel, account: AccountRow, input: { domain: string; type: 'access' | 'error' }) {
  const file = logFileOf(panel, account, input.domain, input.type);
  const stream = fs.existsSync(file) ? fs.createReadStream(file) : undefined;
  return { stream, filename: `${normalizeDomain(input.domain)}-${input.type}.log` };
}
