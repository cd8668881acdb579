import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAIL_LINES, tail } from '../src/lib/sandbox/logs.js';

let dir: string;
let counter = 0;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-tail-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const CHUNK = 64 * 1024;

function file(contents: string | Buffer) {
  const f = path.join(dir, `log-${counter++}.log`);
  fs.writeFileSync(f, contents);
  return f;
}

const numbered = (n: number, width = 0) => Array.from({ length: n }, (_, i) => `line ${i + 1}`.padEnd(width, '.'));

describe('tail', () => {
  it('answers the whole file when it has fewer lines than asked', async () => {
    expect(await tail(file('a\nb\nc\n'), 10)).toBe('a\nb\nc\n');
    expect(await tail(file('a\nb\nc'), 10)).toBe('a\nb\nc');
    expect(await tail(file('only line\n'), 1000)).toBe('only line\n');
    expect(await tail(file('only line'), 1000)).toBe('only line');
  });

  it('answers the whole file when it has exactly the lines asked', async () => {
    expect(await tail(file('a\nb\nc\n'), 3)).toBe('a\nb\nc\n');
    expect(await tail(file('a\nb\nc'), 3)).toBe('a\nb\nc');
    const thousand = numbered(1000).join('\n') + '\n';
    expect(await tail(file(thousand))).toBe(thousand);
  });

  it('asks for 1000 lines by default', () => {
    expect(TAIL_LINES).toBe(1000);
  });

  it('answers an empty text for an empty or a missing file', async () => {
    expect(await tail(file(''), 10)).toBe('');
    expect(await tail(path.join(dir, 'does-not-exist.log'), 10)).toBe('');
    expect(await tail(path.join(dir, 'no-folder', 'x.log'))).toBe('');
  });

  it('puts lines that straddle a 64 KiB chunk boundary together again', async () => {
    // 2,000 lines of 100 bytes: the file spans several chunks and no line ends on a boundary.
    const lines = numbered(2000, 99);
    const text = lines.join('\n') + '\n';
    expect(text.length).toBeGreaterThan(3 * CHUNK);
    expect(await tail(file(text), 5000)).toBe(text);
    // A newline exactly at a boundary, and one byte either side of it.
    for (const shift of [-1, 0, 1]) {
      const head = 'x'.repeat(CHUNK - 1 + shift);
      const shifted = `${head}\n${'tail line\n'.repeat(3)}`;
      const f = file(shifted);
      expect(await tail(f, 100), `shift ${shift}`).toBe(shifted);
    }
  });

  it('keeps multi-byte characters whole across a chunk boundary', async () => {
    const line = 'zażółć gęślą jaźń – 日本語 🙂';
    const text = Array.from({ length: 6000 }, (_, i) => `${i} ${line}`).join('\n') + '\n';
    expect(Buffer.byteLength(text)).toBeGreaterThan(3 * CHUNK);
    const got = await tail(file(text), 10_000);
    expect(got).toBe(text);
    expect(got).not.toContain('\uFFFD');
  });
});

describe('tail of a file longer than asked', () => {
  it('answers exactly the last n lines, with and without a trailing newline', async () => {
    expect(await tail(file('a\nb\nc\nd\n'), 3)).toBe('b\nc\nd\n');
    expect(await tail(file('a\nb\nc\nd'), 3)).toBe('b\nc\nd');
    expect(await tail(file('a\nb\nc\n'), 1)).toBe('c\n');
    expect(await tail(file('a\nb\nc'), 1)).toBe('c');
    expect(await tail(file('\n\n\n'), 1)).toBe('\n');
  });

  it('cuts correctly when the cut falls near a 64 KiB chunk boundary', async () => {
    const lines = numbered(2000, 99); // 100 bytes a line
    const text = lines.join('\n') + '\n';
    for (const n of [1, 655, 656, 657, 1000, 1999]) {
      expect(await tail(file(text), n), `n = ${n}`).toBe(lines.slice(-n).join('\n') + '\n');
    }
    for (const shift of [-1, 0, 1]) {
      const head = 'x'.repeat(CHUNK - 1 + shift);
      const f = file(`${head}\n${'tail line\n'.repeat(3)}`);
      expect(await tail(f, 3), `shift ${shift}`).toBe('tail line\n'.repeat(3));
    }
  });

  it('answers exactly the last 1000 lines of a 5 MB file', async () => {
    const lines = numbered(50_000, 104); // 105 bytes a line: 5.25 MB
    const text = lines.join('\n') + '\n';
    expect(text.length).toBeGreaterThan(5_000_000);
    const got = await tail(file(text));
    expect(got.replace(/\n$/, '').split('\n')).toHaveLength(1000);
    expect(got).toBe(lines.slice(-1000).join('\n') + '\n');
  });
});
