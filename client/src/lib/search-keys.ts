/**
 * A list's search keys (one lower-cased string per item, at the item's index), worked out once per
 * list: the store hands out a new list only when it changes, so a keystroke only compares strings
 * and builds none. `keyOf` must depend on the item alone.
 */
export function searchKeys<T>(keyOf: (item: T) => string): (items: readonly T[]) => readonly string[] {
  const byList = new WeakMap<readonly T[], readonly string[]>();
  return (items) => {
    let keys = byList.get(items);
    if (!keys) {
      keys = items.map((item) => keyOf(item).toLowerCase());
      byList.set(items, keys);
    }
    return keys;
  };
}
