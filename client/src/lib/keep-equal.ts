/** Plain JSON data: what the panel's replies hold. */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether two JSON values are alike, member by member. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isObject(a) || !isObject(b)) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) if (!jsonEqual(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  let count = 0;
  for (const key in a) {
    if (!Object.hasOwn(b, key) || !jsonEqual(a[key], b[key])) return false;
    count += 1;
  }
  for (const key in b) if (Object.hasOwn(b, key)) count -= 1;
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
  let same = previous.length === next.length;
  const items = next.map((item: unknown, index) => {
    const kept = index < previous.length && jsonEqual(previous[index], item) ? (previous[index] as unknown) : item;
    if (kept !== previous[index]) same = false;
    return kept;
  });
  return (same ? previous : items) as T;
}
