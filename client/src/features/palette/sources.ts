import type { PaletteEntry, PaletteKind } from './search';

type EntryKind = Exclude<PaletteKind, 'recent'>;

/**
 * Entries of one kind as the search walks them: one search key per entry, the entry itself built
 * only when it is shown or chosen. An opening over big made some 28,700 entries, each with a function
 * and strings of its own (6,000 of them formatted), and their garbage collection landed on the first
 * keystrokes; a source holds one string per entry, kept between openings.
 */
export interface PaletteSource {
  readonly kind: EntryKind;
  /** Each entry's search key (`searchKey`), in the entries' order. */
  readonly keys: readonly string[];
  /** The entry at `index` of `keys`. */
  entry(index: number): PaletteEntry;
  /** The entry of this id, if the source holds it (a recent choice). */
  find(id: string): PaletteEntry | undefined;
}

/** An entry's search key: its label and detail, lower-cased (the query's words are looked for in it). */
export function searchKey(label: string, detail?: string): string {
  return `${label} ${detail ?? ''}`.toLowerCase();
}

/** Entries made beforehand (the screens and the account's actions, a few dozen) as sources: one per run of a kind, in their order. */
export function entrySources(entries: readonly PaletteEntry[]): PaletteSource[] {
  const sources: PaletteSource[] = [];
  let start = 0;
  for (let at = 1; at <= entries.length; at++) {
    if (at < entries.length && entries[at].kind === entries[start].kind) continue;
    const run = entries.slice(start, at);
    sources.push({
      kind: run[0].kind,
      keys: run.map((entry) => searchKey(entry.label, entry.detail)),
      entry: (index) => run[index],
      find: (id) => run.find((entry) => entry.id === id),
    });
    start = at;
  }
  return sources;
}

/** How a list's items become entries of one kind. */
export interface ItemEntries<T> {
  kind: EntryKind;
  /** The ids' first part: an item's id is `idPrefix` and its `name` (the recent choices are kept by id). */
  idPrefix: string;
  name: (item: T) => string;
  label: (item: T) => string;
  detail?: (item: T) => string | undefined;
  run: (item: T) => void;
}

/** The keys by list (the store hands out a new list only when it changes), then by id prefix: the texts they were made from and the keys. */
const keysByList = new WeakMap<readonly unknown[], Map<string, { texts: object; keys: readonly string[] }>>();

/**
 * A list's items as a source. The keys are worked out once per list and per `texts`, the object
 * its labels and details are formatted with (react-intl's `intl`, new when the language or the
 * catalogue changes); an entry is made when asked for.
 */
export function itemsSource<T>(items: readonly T[], texts: object, how: ItemEntries<T>): PaletteSource {
  const { kind, idPrefix, name, label, detail, run } = how;
  let byPrefix = keysByList.get(items);
  if (!byPrefix) keysByList.set(items, (byPrefix = new Map<string, { texts: object; keys: readonly string[] }>()));
  let kept = byPrefix.get(idPrefix);
  if (kept?.texts !== texts) {
    kept = { texts, keys: items.map((item) => searchKey(label(item), detail?.(item))) };
    byPrefix.set(idPrefix, kept);
  }
  const entryOf = (item: T): PaletteEntry => ({ id: `${idPrefix}${name(item)}`, kind, label: label(item), detail: detail?.(item), run: () => run(item) });
  return {
    kind,
    keys: kept.keys,
    entry: (index) => entryOf(items[index]),
    find: (id) => {
      if (!id.startsWith(idPrefix)) return undefined;
      const wanted = id.slice(idPrefix.length);
      const item = items.find((other) => name(other) === wanted);
      return item === undefined ? undefined : entryOf(item);
    },
  };
}

/** `make` of a list, worked out once per list (the store hands out a new list only when it changes): `make` must depend on the list alone. */
export function perList<T, R>(make: (list: readonly T[]) => R): (list: readonly T[]) => R {
  const made = new WeakMap<readonly T[], R>();
  return (list) => {
    let result = made.get(list);
    if (result === undefined) made.set(list, (result = make(list)));
    return result;
  };
}

/** `make` of a key, worked out once per key (a text formatted once, however many entries show it). */
export function perKey<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let result = made.get(key);
    if (result === undefined) made.set(key, (result = make(key)));
    return result;
  };
}
