import { describe, expect, it } from 'vitest';
import { jsonEqual, keepEqual } from './keep-equal';

describe('jsonEqual', () => {
  it('compares JSON values member by member', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(jsonEqual({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
  });
});

describe('keepEqual', () => {
  const a = { name: 'a', size: 1 };
  const b = { name: 'b', size: 2 };

  it('keeps the previous list when the new one is alike', () => {
    const previous = [a, b];
    expect(keepEqual(previous, [{ ...a }, { ...b }])).toBe(previous);
  });

  it('keeps the unchanged items of a changed list, by position', () => {
    const previous = [a, b];
    const changed = { name: 'b', size: 3 };
    const next = keepEqual(previous, [{ ...a }, changed, { name: 'c', size: 0 }]);
    expect(next).toEqual([a, changed, { name: 'c', size: 0 }]);
    expect(next[0]).toBe(a);
    expect(next[1]).toBe(changed);
  });

  it('gives a shorter list as new, with the items kept', () => {
    const previous = [a, b];
    const next = keepEqual(previous, [{ ...a }]);
    expect(next).not.toBe(previous);
    expect(next[0]).toBe(a);
  });

  it('keeps an object alike, and takes a changed one or one with no previous value', () => {
    const user = { diskUsed: 1, paid: true };
    expect(keepEqual(user, { diskUsed: 1, paid: true })).toBe(user);
    const changed = { diskUsed: 2, paid: true };
    expect(keepEqual(user, changed)).toBe(changed);
    expect(keepEqual(undefined, changed)).toBe(changed);
  });
});
