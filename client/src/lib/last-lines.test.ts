import { describe, expect, it } from 'vitest';
import { lastLines } from './last-lines';

describe('log tail', () => {
  it('keeps the last lines, ignoring the final newline', () => {
    const text = Array.from({ length: 150 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
    const tail = lastLines(text, 100).split('\n');
    expect(tail).toHaveLength(100);
    expect(tail[0]).toBe('line 51');
    expect(tail.at(-1)).toBe('line 150');
    expect(lastLines('', 100)).toBe('');
  });
});
