import { describe, expect, it } from 'vitest';
import { EMPTY_LOG, filterLines, markMatches, mergeTail, NO_FILTER, overlap, type HeldLog } from './log-lines';

const access = (n: number, status = 200, ip = '192.0.2.7') =>
  `${ip} - - [27/Nov/2026:10:00:${String(n % 60).padStart(2, '0')} +0000] "GET /page-${n} HTTP/1.1" ${status} 512 "-" "Firefox"`;
const log = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `line ${from + i}`).join('\n') + '\n';
const texts = (held: HeldLog) => held.lines.map((line) => line.text);

describe('following a log through its tail', () => {
  it('takes the first reply whole, then only the lines after the overlap', () => {
    const first = mergeTail(EMPTY_LOG, log(1, 5), 1000);
    expect(texts(first)).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5']);
    expect(first.added).toBe(0);

    const same = mergeTail(first, log(1, 5), 1000);
    expect(same.lines).toBe(first.lines);
    expect(same.added).toBe(0);

    const grown = mergeTail(first, log(1, 8), 1000);
    expect(texts(grown).slice(-4)).toEqual(['line 5', 'line 6', 'line 7', 'line 8']);
    expect(grown.added).toBe(3);
    expect(grown.lines.filter((line) => line.seq >= grown.addedFrom).map((line) => line.text)).toEqual(['line 6', 'line 7', 'line 8']);
    expect(grown.gap).toBe(false);
    expect(mergeTail(grown, log(1, 8), 1000).added).toBe(0);
  });

  it('handles a full tail moving on: the lines that dropped off its start are not counted as new', () => {
    const first = mergeTail(EMPTY_LOG, log(1, 1000), 5000);
    const next = mergeTail(first, log(251, 1250), 5000);
    expect(next.added).toBe(250);
    expect(next.lines).toHaveLength(1250);
    expect(next.lines.at(-1)?.text).toBe('line 1250');
    expect(next.gap).toBe(false);
    // At the bottom the viewer keeps a tail's worth.
    expect(texts(mergeTail(first, log(251, 1250), 1000))).toEqual(texts(mergeTail(EMPTY_LOG, log(251, 1250), 1000)));
  });

  it('says when more than a tail arrived between two reads, and shows the new tail', () => {
    const first = mergeTail(EMPTY_LOG, log(1, 1000), 1000);
    const next = mergeTail(first, log(1501, 2500), 1000);
    expect(next.gap).toBe(true);
    expect(next.added).toBe(1000);
    expect(texts(next)[0]).toBe('line 1501');
    expect(mergeTail(next, log(1501, 2501), 1000).gap).toBe(false);
  });

  it('counts repeated lines once each', () => {
    expect(overlap(['a', 'a', 'a'], ['a', 'a', 'a', 'a'])).toBe(3);
    expect(overlap(['x', 'a', 'b'], ['a', 'b', 'a', 'b'])).toBe(2);
    expect(overlap([], ['a'])).toBe(0);
    const held = mergeTail(mergeTail(EMPTY_LOG, 'a\na\n', 10), 'a\na\na\n', 10);
    expect(held.added).toBe(1);
  });
});

describe('filtering the lines', () => {
  const held = mergeTail(
    EMPTY_LOG,
    [
      access(1, 200),
      access(2, 404, '198.51.100.9'),
      access(3, 503),
      access(4, 301, '192.0.2.70'),
      '[Fri Nov 27 10:00:00.000000 2026] [php:warn] 500 problem',
    ].join('\n'),
    1000,
  );

  it('by text in any case, by status class and by the start of the address, the latter two on access lines only', () => {
    expect(filterLines(held.lines, NO_FILTER)).toBe(held.lines);
    expect(filterLines(held.lines, { ...NO_FILTER, text: ' PAGE-2 ' }).map((l) => l.seq)).toEqual([1]);
    expect(filterLines(held.lines, { ...NO_FILTER, status: '5' }).map((l) => l.seq)).toEqual([2]);
    expect(filterLines(held.lines, { ...NO_FILTER, status: '4' }).map((l) => l.seq)).toEqual([1]);
    expect(filterLines(held.lines, { ...NO_FILTER, address: '192.0.2.7' }).map((l) => l.seq)).toEqual([0, 2, 3]);
    expect(filterLines(held.lines, { ...NO_FILTER, address: '192.0.2.7', status: '3' }).map((l) => l.seq)).toEqual([3]);
    expect(filterLines(held.lines, { ...NO_FILTER, text: 'problem' }).map((l) => l.seq)).toEqual([4]);
  });

  it('marks every match of the text and the address', () => {
    const line = held.lines[1];
    expect(markMatches(line, { ...NO_FILTER, text: 'GET' })).toEqual([
      { text: '198.51.100.9 - - [27/Nov/2026:10:00:02 +0000] "', mark: false },
      { text: 'GET', mark: true },
      { text: ' /page-2 HTTP/1.1" 404 512 "-" "Firefox"', mark: false },
    ]);
    const parts = markMatches(held.lines[0], { ...NO_FILTER, text: '0', address: '192.0' });
    expect(parts.map((p) => p.text).join('')).toBe(held.lines[0].text);
    expect(parts[0]).toEqual({ text: '192.0', mark: true });
    expect(parts.filter((p) => p.mark).length).toBeGreaterThan(3);
    expect(markMatches(line, NO_FILTER)).toEqual([{ text: line.text, mark: false }]);
  });

  it('by severity on error lines: errors (up to emerg), warnings, notices (notice, info, debug)', () => {
    const text = [
      '[Sat Nov 28 06:00:00.1 2026] [php:error] [pid 1] PHP Fatal error:  boom',
      '[Sat Nov 28 06:00:01.1 2026] [core:crit] [pid 1] AH00000: down',
      '[Sat Nov 28 06:00:02.1 2026] [php:warn] [pid 1] PHP Warning:  Undefined variable $title',
      '[Sat Nov 28 06:00:03.1 2026] [php:notice] [pid 1] PHP Deprecated:  strftime()',
      'a line without a level',
    ].join('\n');
    const { lines } = mergeTail(EMPTY_LOG, text, 100);
    const by = (level: 'error' | 'warn' | 'notice') => filterLines(lines, { ...NO_FILTER, level }).map((line) => /\[(\w+:\w+)\]/.exec(line.text)?.[1]);
    expect(by('error')).toEqual(['php:error', 'core:crit']);
    expect(by('warn')).toEqual(['php:warn']);
    expect(by('notice')).toEqual(['php:notice']);
    expect(filterLines(lines, NO_FILTER)).toHaveLength(5);
  });
});
