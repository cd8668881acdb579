/**
 * Whether two JSON values are alike, member by member. Written for speed: a keepalive compares the
 * 10,000 mailboxes and 2,000 domains of a big account with those held, on the main thread.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) {
      const x: unknown = a[index];
      const y: unknown = b[index];
      if (x !== y && !jsonEqual(x, y)) return false;
    }
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in left) {
    const x = left[key];
    const y = right[key];
    // A member missing on the right reads as undefined, which no JSON value is.
    if (x !== y && (y === undefined || typeof x !== 'object' || !jsonEqual(x, y))) return false;
    count += 1;
  }
  for (const key in right) if (Object.hasOwn(right, key)) count -= 1;
  return count === 0;
}

/**
 * `next`, with what it shares with `previous` taken from `previous`: the same value when nothing
 * changed and, in a list, the same object for every unchanged item (matched by position). A
 * refreshed list that is alike keeps its identity, so what is computed from it (searches, rows
 * memoised by item) stays valid, and nothing re-renders or is saved again.
 */
export function keepEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (!Array.isArray(next) || !Array.isArray(previous)) return jsonEqual(previous, next) ? (previous as T) : next;
  // A new array only from the first difference on (none when the lists are alike).
  let items: unknown[] | null = previous.length === next.length ? null : [];
  for (let index = 0; index < next.length; index += 1) {
    const held: unknown = previous[index];
    const item: unknown = next[index];
    const kept = index < previous.length && jsonEqual(held, item) ? held : item;
    if (items === null && kept !== held) items = previous.slice(0, index);
    items?.push(kept);
  }
  return (items ?? previous) as T;
}
