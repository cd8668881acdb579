import type { ReactNode } from 'react';
import { matchScore, queryWords, wordScore } from './match';
import { entrySources, type PaletteSource } from './sources';

/** The palette's groups, in the order they show when their best matches are alike. */
export const paletteKinds = [
  'recent',
  'screen',
  'action',
  'domainAction',
  'domain',
  'mailbox',
  'alias',
  'database',
  'redirect',
  'certificate',
  'script',
  'sshKey',
  'cron',
  'webApp',
] as const;
export type PaletteKind = (typeof paletteKinds)[number];

/** One thing the palette finds: an object of the account or an action. */
export interface PaletteEntry {
  /** Stable across openings (the recent choices are kept by it): `{kind}:{name}`. */
  id: string;
  kind: Exclude<PaletteKind, 'recent'>;
  /** What it is called, as shown. */
  label: string;
  /** A second, quieter text (an alias's destination, a database's type …). */
  detail?: string;
  /** The label as the option shows it, in parts, when a long part must give way (a domain's action: the name truncates, the action stays whole). */
  display?: ReactNode;
  run: () => void;
}

export interface PaletteGroup {
  kind: PaletteKind;
  /** How many entries of the kind match (more than are shown). */
  count: number;
  entries: PaletteEntry[];
}

/** How many of a group's best matches are shown. */
export const SHOWN_PER_GROUP = 5;
/** The domains whose actions join the results ("example.com → Browse files"): the best few that match. */
const DOMAINS_WITH_ACTIONS = 2;

/** An entry the search found: which of a source's entries, and its score. */
type Scored = { source: PaletteSource; index: number; score: number };

/** Keeps the `size` best in `best`, best first; an equal score keeps the one found first. */
function keepBest(best: Scored[], size: number, source: PaletteSource, index: number, score: number) {
  if (best.length === size && best[best.length - 1].score >= score) return;
  let at = best.length;
  while (at > 0 && best[at - 1].score < score) at -= 1;
  best.splice(at, 0, { source, index, score });
  if (best.length > size) best.pop();
}

/**
 * Keeps a group's best `SHOWN_PER_GROUP`, best first, and counts all. A match that does not make the
 * best allocates nothing (a keystroke over big may match 20,000 entries).
 */
class GroupTally {
  count = 0;
  best: Scored[] = [];
  constructor(readonly kind: PaletteKind) {}
  add(source: PaletteSource, index: number, score: number) {
    this.count += 1;
    keepBest(this.best, SHOWN_PER_GROUP, source, index, score);
  }
}

/** What a search walks: each source with the indexes of its entries to look at, in the sources' order. */
type Pool = readonly { source: PaletteSource; at: readonly number[] }[];

/** Every index of a source's keys, kept with them (between openings too). */
const allIndexes = new WeakMap<readonly string[], readonly number[]>();
function everyIndex(keys: readonly string[]) {
  let indexes = allIndexes.get(keys);
  if (!indexes) allIndexes.set(keys, (indexes = Array.from(keys, (_, index) => index)));
  return indexes;
}

/**
 * The entries of `pool` that match the words, grouped by kind with each group's count, the groups
 * ordered by their best match; with them the actions of the best matching domains (`actionsOf`).
 * `next` is what a query that extends this one needs to look at: what matched, and every domain (a
 * word more may name one for its actions).
 */
function walk(pool: Pool, words: readonly string[], actionsOf: (domain: string) => PaletteSource | null): { groups: PaletteGroup[]; next: Pool } {
  const tallies = new Map<PaletteKind, GroupTally>();
  const tally = (kind: PaletteKind) => {
    let group = tallies.get(kind);
    if (!group) tallies.set(kind, (group = new GroupTally(kind)));
    return group;
  };
  // The best domains some of the words name ("example.com php"), for their actions.
  const domains: Scored[] = [];
  const next: { source: PaletteSource; at: readonly number[] }[] = [];
  for (const { source, at } of pool) {
    const { kind, keys } = source;
    const count = at.length;
    let group: GroupTally | null = null;
    if (kind === 'domain') {
      for (let n = 0; n < count; n++) {
        const index = at[n];
        const key = keys[index];
        // A domain's words scored once: their sum ranks it for its actions, and it matches when each is found.
        let partial = 0;
        let every = true;
        for (const word of words) {
          const earned = wordScore(key, word);
          partial += earned;
          every &&= earned !== 0;
        }
        if (partial === 0) continue;
        const score = partial * 1000 - Math.min(key.length, 999);
        keepBest(domains, DOMAINS_WITH_ACTIONS, source, index, score);
        if (every) (group ??= tally(kind)).add(source, index, score);
      }
      next.push({ source, at });
      continue;
    }
    // The indexes that matched, made only once one does not (the first letters over big match nearly all).
    let matched: number[] | null = null;
    for (let n = 0; n < count; n++) {
      const index = at[n];
      const score = matchScore(keys[index], words);
      if (score === 0) {
        matched ??= at.slice(0, n);
        continue;
      }
      matched?.push(index);
      (group ??= tally(kind)).add(source, index, score);
    }
    if (matched === null || matched.length > 0) next.push({ source, at: matched ?? at });
  }
  for (const { source, index } of domains) {
    const domainKey = source.keys[index];
    const actions = actionsOf(source.entry(index).label);
    if (!actions) continue;
    actions.keys.forEach((key, at) => {
      // Among equal matches a domain's actions come after the domain, in the menu's order (delete last).
      const score = matchScore(key, words);
      if (score !== 0) tally('domainAction').add(actions, at, Math.ceil(score / 1000) * 1000 - Math.min(domainKey.length + 1 + at, 999));
    });
  }
  const groups = [...tallies.values()]
    .map((group) => ({ kind: group.kind, count: group.count, best: group.best }))
    .sort((a, b) => b.best[0].score - a.best[0].score || paletteKinds.indexOf(a.kind) - paletteKinds.indexOf(b.kind))
    .map(({ kind, count, best }) => ({ kind, count, entries: best.map(({ source, index }) => source.entry(index)) }));
  return { groups, next };
}

/** The whole of the sources, to walk. */
const everything = (sources: readonly PaletteSource[]): Pool => sources.map((source) => ({ source, at: everyIndex(source.keys) }));

/** A domain's actions as a source (none without actions). */
const actionSource = (actions: readonly PaletteEntry[]): PaletteSource | null => (actions.length === 0 ? null : entrySources(actions)[0]);

/**
 * The entries that match the query, grouped by kind with each group's count, the groups ordered by
 * their best match; with them the actions of the best matching domains (`domainActions`, each
 * domain's of kind `domainAction`).
 */
export function searchPalette(sources: readonly PaletteSource[], query: string, domainActions: (domain: string) => readonly PaletteEntry[]): PaletteGroup[] {
  const words = queryWords(query);
  return words.length === 0 ? [] : walk(everything(sources), words, (domain) => actionSource(domainActions(domain))).groups;
}

/**
 * What the warm-up searches for, so each way of matching is compiled before the first keystroke
 * needs it: single letters (found whole, at a word's start or inside one) and, from the first key
 * of the largest source, its first three characters (found at a word's start) and its first and
 * third (letters in order, walked from a word's start: the slowest way, cold).
 */
function warmUpQueries(sources: Pool): string[] {
  const largest = sources.reduce<PaletteSource | null>((most, { source }) => (source.keys.length > (most?.keys.length ?? 0) ? source : most), null);
  const key = largest?.keys[0] ?? '';
  return ['a e', key.slice(0, 3), key.charAt(0) + key.charAt(2)];
}
/** How many keys a slice of the warm-up looks at: a few milliseconds, the longest a keystroke can wait for it. */
const WARM_UP_SLICE = 500;
/** How many keys of a source each warm-up query looks at. */
const WARM_UP_SAMPLE = 1000;

/**
 * Searches as one types: a query that extends the last one (a letter or a word more) looks only among
 * what the last one matched (every match of the longer query matches the shorter), and the domains
 * (a word more may name one for its actions).
 */
export class PaletteSearch {
  private last: { query: string; pool: Pool } | null = null;
  private readonly all: Pool;
  /** Each domain's actions, worked out (their texts made) once. */
  private readonly actionsOf = new Map<string, PaletteSource | null>();
  private typed = false;

  constructor(
    sources: readonly PaletteSource[],
    private readonly domainActions: (domain: string) => readonly PaletteEntry[],
  ) {
    this.all = everything(sources);
  }

  private readonly cachedActions = (domain: string) => {
    let actions = this.actionsOf.get(domain);
    if (actions === undefined) this.actionsOf.set(domain, (actions = actionSource(this.domainActions(domain))));
    return actions;
  };

  /**
   * Searches whose results are dropped, over the first entries of each source, while the palette waits
   * for the first key: the browser compiles each way of matching before a keystroke needs it (a first
   * run over 28,000 entries is several times slower than the next; a first word matched by its letters
   * in order made "big-site-1" the bench's slowest keystroke), and some domains' actions are worked out.
   * Each slice is a task of its own, a few milliseconds at most, so a keystroke never waits for more;
   * the first search ends it. Returns what stops it.
   */
  warmUp(): () => void {
    const steps = this.warmUpSteps();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      if (!this.typed && !steps.next().done) timer = setTimeout(next, 0);
    };
    timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }

  /** The warm-up's slices, each a search over part of a source: each query in turn on a part, so every way of matching runs early. */
  *warmUpSteps(): Generator<void> {
    // First a domain's actions: making the first one formats the menu's texts for the first time (some
    // milliseconds), which a keystroke that names a domain would otherwise pay.
    const domains = this.all.find(({ source }) => source.kind === 'domain');
    if (domains && domains.at.length > 0) {
      this.cachedActions(domains.source.entry(domains.at[0]).label);
      yield;
    }
    const queries = warmUpQueries(this.all).map(queryWords);
    for (const { source, at } of this.all) {
      const end = Math.min(at.length, WARM_UP_SAMPLE);
      for (let from = 0; from < end; from += WARM_UP_SLICE) {
        const part = [{ source, at: at.slice(from, Math.min(from + WARM_UP_SLICE, end)) }];
        for (const words of queries) {
          if (words.length === 0) continue;
          walk(part, words, this.cachedActions);
          yield;
        }
      }
    }
  }

  search(query: string): PaletteGroup[] {
    this.typed = true;
    const normal = query.toLowerCase().trimStart();
    const words = queryWords(normal);
    if (words.length === 0) {
      this.last = null;
      return [];
    }
    const { last } = this;
    const pool = last && normal.startsWith(last.query) ? last.pool : this.all;
    const { groups, next } = walk(pool, words, this.cachedActions);
    this.last = { query: normal, pool: next };
    return groups;
  }
}
