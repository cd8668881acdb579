// The bench's file measures: a big listing, a change of one entry in a big folder, a bulk delete.
import fs from 'node:fs';
import path from 'node:path';
import type { Session } from '@panel/contract';
import { dataDir, latency, median, post, rawPost, record } from './common.js';

/** The 10,000-entry listing of big. */
export async function benchListing() {
  const big = await post<Session>('/account/login', { login: 'big', password: 'big12345' });
  const directory = '/domains/big-site-0001.com/public_html/many';
  const listing = await latency(30, () => post('/file/list', { directory }, big.token));
  record('/file/list on 10,000 entries (median, p95)', `${listing.median.toFixed(0)} ms, ${listing.p95.toFixed(0)} ms`, '≤ 150 ms', listing.median <= 150);
}

/**
 * A change of one entry in a big folder: each call of a bulk action (delete, move, permissions) answers
 * the folder's whole listing, which the server patches rather than reads again. Changed back and forth,
 * so the folders stay as they are between runs.
 */
export async function benchSingleChange() {
  const demo = await post<Session>('/account/login', { login: 'demo', password: 'demo1234' });
  const big = await post<Session>('/account/login', { login: 'big', password: 'big12345' });
  const folder = path.join(dataDir, 'accounts/demo/home/tmp/bench-2000');
  if (!fs.existsSync(folder)) {
    fs.mkdirSync(folder);
    for (let i = 0; i < 2000; i++) fs.writeFileSync(path.join(folder, `file-${String(i).padStart(4, '0')}.txt`), `File number ${i}\n`);
  }
  for (const [directory, token, count] of [
    ['/tmp/bench-2000', demo.token, '2,000'],
    ['/domains/big-site-0001.com/public_html/many', big.token, '10,000'],
  ] as const) {
    const [first, second] = (await post<{ files: { name: string }[] }>('/file/list', { directory }, token)).files.slice(-2).map((f) => f.name);
    let flip = 0;
    const chmod = await latency(40, () => rawPost('/file/chmod', token, 'br', { file: `${directory}/${first}`, chmod: flip++ % 2 ? '0644' : '0600' }));
    let moved = 0;
    const rename = await latency(40, () => {
      const [from, to] = moved++ % 2 ? [`${second}.renamed`, second] : [second, `${second}.renamed`];
      return rawPost('/file/move', token, 'br', { from: `${directory}/${from}`, to: `${directory}/${to}` });
    });
    // A delete: the mock's trash is on, so the entry goes there; it is put back (uncounted) for the next.
    const third = (await post<{ files: { name: string }[] }>('/file/list', { directory }, token)).files.at(-3)!.name;
    const deletes: number[] = [];
    for (let i = 0; i < 50; i++) {
      const file = `${directory}/${third}`;
      const t = performance.now();
      await rawPost('/file/file/delete', token, 'br', { file });
      if (i >= 10) deletes.push(performance.now() - t);
      const { entries } = await post<{ entries: { id: string; path: string }[] }>('/file/trash/list', {}, token);
      await post('/file/trash/restore', { id: entries.find((e) => e.path === file)?.id }, token);
    }
    const remove = median(deletes);
    const ms = Math.max(chmod.median, rename.median, remove);
    record(
      `a change of one entry (chmod, rename, delete) in a ${count}-entry folder, with brotli (median)`,
      `${chmod.median.toFixed(1)} ms, ${rename.median.toFixed(1)} ms, ${remove.toFixed(1)} ms`,
      count === '2,000' ? '≤ 5 ms' : '—',
      count === '2,000' ? ms <= 5 : null,
    );
  }
}

/**
 * A bulk delete of 10,000 entries as the file browser runs one (a call per entry, four at a time,
 * each answering the folder's listing), in a clone of big: its 10,000-entry folder emptied.
 */
export async function benchBulkDelete() {
  const { login, password } = await post<{ login: string; password: string }>('/__test/account', { fixture: 'big' });
  try {
    const { token } = await post<Session>('/account/login', { login, password });
    const directory = '/domains/big-site-0001.com/public_html/many';
    const names = (await post<{ files: { name: string }[] }>('/file/list', { directory }, token)).files.map((f) => f.name);
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < names.length) await rawPost('/file/file/delete', token, 'br', { file: `${directory}/${names[next++]}` });
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    const seconds = (performance.now() - started) / 1000;
    const left = (await post<{ files: unknown[] }>('/file/list', { directory }, token)).files.length;
    record(
      `a bulk delete of ${names.length.toLocaleString('en')} entries, four calls at a time (${left} left)`,
      `${seconds.toFixed(1)} s`,
      '≤ 60 s',
      left === 0 && seconds <= 60,
    );
  } finally {
    await post('/__test/account/delete', { login });
  }
}
