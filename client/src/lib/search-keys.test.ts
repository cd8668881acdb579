import { describe, expect, it, vi } from 'vitest';
import { searchKeys } from './search-keys';

describe('searchKeys', () => {
  it('lower-cases each item once per list', () => {
    const keyOf = vi.fn((item: { name: string }) => item.name);
    const keysOf = searchKeys(keyOf);
    const list = [{ name: 'Office' }, { name: 'SHOP' }];
    expect(keysOf(list)).toEqual(['office', 'shop']);
    expect(keysOf(list)).toBe(keysOf(list));
    expect(keyOf).toHaveBeenCalledTimes(2);
    expect(keysOf([...list])).toEqual(['office', 'shop']);
    expect(keyOf).toHaveBeenCalledTimes(4);
  });
});
