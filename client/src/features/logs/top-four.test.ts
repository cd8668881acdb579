import { describe, expect, it } from 'vitest';
import { topFour } from './top-four';

const bySize = (n: { size: number }) => n.size;

describe('top-4 lists', () => {
  it('keeps the four biggest, biggest first', () => {
    const items = [3, 9, 1, 7, 5, 8, 2].map((size) => ({ size }));
    expect(topFour(items, bySize).map(bySize)).toEqual([9, 8, 7, 5]);
  });

  it('keeps the order of equal sizes', () => {
    const items = [
      { name: 'a', size: 1 },
      { name: 'b', size: 2 },
      { name: 'c', size: 1 },
      { name: 'd', size: 2 },
      { name: 'e', size: 1 },
    ];
    expect(topFour(items, bySize).map((i) => i.name)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('returns all of a shorter list, and nothing for an empty one', () => {
    expect(topFour([{ size: 1 }, { size: 4 }], bySize).map(bySize)).toEqual([4, 1]);
    expect(topFour([], bySize)).toEqual([]);
  });

  it('is as fast as one pass over 10,000 items', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ size: (i * 7919) % 10_007 }));
    expect(topFour(items, bySize).map(bySize)).toEqual(
      [...items]
        .map(bySize)
        .sort((a, b) => b - a)
        .slice(0, 4),
    );
  });
});
