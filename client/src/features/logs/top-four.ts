/** How many entries each statistics list shows. */
export const TOP_COUNT = 4;

/** The biggest `TOP_COUNT` items by `size`, biggest first; ties keep the order they came in. */
export function topFour<T>(items: readonly T[], size: (item: T) => number): T[] {
  const top: T[] = [];
  for (const item of items) {
    // One pass with a short sorted list: the big fixture has 10,000 mailboxes.
    let at = top.length;
    while (at > 0 && size(top[at - 1]) < size(item)) at -= 1;
    if (at < TOP_COUNT) {
      top.splice(at, 0, item);
      if (top.length > TOP_COUNT) top.pop();
    }
  }
  return top;
}
