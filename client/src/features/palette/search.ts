import type { ReactNode } from 'react';
import { matchScore, queryWords, wordScore } from './match';

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

/** An entry with its search key (label and detail, lower-cased) worked out once. */
export interface Searchable extends PaletteEntry {
  key: string;
}

export function searchable(entry: PaletteEntry): Searchable {
  return { ...entry, key: `${entry.label} ${entry.detail ?? ''}`.toLowerCase() };
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

type Scored = { entry: Searchable; score: number };

/**
 * Keeps a group's best `SHOWN_PER_GROUP`, best first, and counts all. A match that does not make the
 * best allocates nothing (a keystroke over big may match 14,000 entries).
 */
class GroupTally {
  count = 0;
  best: Scored[] = [];
  constructor(readonly kind: PaletteKind) {}
  add(entry: Searchable, score: number) {
    this.count += 1;
    const { best } = this;
    if (best.length === SHOWN_PER_GROUP && best[best.length - 1].score >= score) return;
    let at = best.length;
    while (at > 0 && best[at - 1].score < score) at -= 1;
    best.splice(at, 0, { entry, score });
    if (best.length > SHOWN_PER_GROUP) best.pop();
  }
}

/**
 * Searches as one types: a query that extends the last one (a letter or a word more) looks only among
 * what the last one matched (every match of the longer query matches the shorter), and the domains
 * (a word more may name one for its actions).
 */
export class PaletteSearch {
  private last: { query: string; pool: readonly Searchable[] } | null = null;
  private readonly domains: readonly Searchable[];
  /** Each domain's actions, worked out (their texts formatted) once. */
  private readonly actionsOf = new Map<string, readonly Searchable[]>();

  constructor(
    private readonly entries: readonly Searchable[],
    private readonly domainActions: (domain: string) => readonly Searchable[],
  ) {
    this.domains = entries.filter((entry) => entry.kind === 'domain');
  }

  private readonly cachedActions = (domain: string) => {
    let actions = this.actionsOf.get(domain);
    if (!actions) this.actionsOf.set(domain, (actions = this.domainActions(domain)));
    return actions;
  };

  /**
   * A search whose result is dropped, over every entry, while the palette waits for the first key:
   * the browser compiles the matching for the keystrokes (a first run over 14,000 entries is several
   * times slower than the next), and the best domains' actions are worked out, their texts formatted
   * (a first format reads the message).
   */
  warmUp() {
    searchPalette(this.entries, 'a e', this.cachedActions);
  }

  search(query: string): PaletteGroup[] {
    const normal = query.toLowerCase().trimStart();
    const { last } = this;
    const pool = last && last.query.trim() !== '' && normal.startsWith(last.query) ? last.pool : this.entries;
    const others: Searchable[] = [];
    const groups = searchPalette(pool, normal, this.cachedActions, others);
    // Every entry still matches (the first letters over big): the pool stays as it is.
    this.last = { query: normal, pool: others.length === pool.length - this.domains.length ? pool : others.concat(this.domains) };
    return groups;
  }
}

/**
 * The entries that match the query, grouped by kind with each group's count, the groups ordered by
 * their best match; with them the actions of the best matching domains (`domainActions`).
 */
export function searchPalette(
  entries: readonly Searchable[],
  query: string,
  domainActions: (domain: string) => readonly Searchable[],
  /** Given, it receives every entry that matched but the domains (`PaletteSearch` keeps them all for their actions). */
  matched?: Searchable[],
): PaletteGroup[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const tallies = new Map<PaletteKind, GroupTally>();
  const tally = (kind: PaletteKind) => {
    let group = tallies.get(kind);
    if (!group) tallies.set(kind, (group = new GroupTally(kind)));
    return group;
  };
  // The best domains some of the words name ("example.com php"), for their actions.
  const domains: Scored[] = [];
  let current: GroupTally | null = null;
  for (const entry of entries) {
    const { key, kind } = entry;
    let score: number;
    if (kind === 'domain') {
      // A domain's words scored once: their sum ranks it for its actions, and it matches when each is found.
      let partial = 0;
      let every = true;
      for (const word of words) {
        const earned = wordScore(key, word);
        partial += earned;
        every &&= earned !== 0;
      }
      if (partial === 0) continue;
      score = partial * 1000 - Math.min(key.length, 999);
      keepBest(domains, entry, score);
      if (!every) continue;
    } else {
      score = matchScore(key, words);
      if (score === 0) continue;
      matched?.push(entry);
    }
    // The entries come kind by kind: the tally of the last kind is most often the one.
    if (current?.kind !== kind) current = tally(kind);
    current.add(entry, score);
  }
  for (const { entry } of domains) {
    domainActions(entry.label).forEach((action, index) => {
      // Among equal matches a domain's actions come after the domain, in the menu's order (delete last).
      const score = matchScore(action.key, words);
      if (score !== 0) tally('domainAction').add(action, Math.ceil(score / 1000) * 1000 - Math.min(entry.key.length + 1 + index, 999));
    });
  }
  return [...tallies.entries()]
    .map(([kind, group]) => ({ kind, count: group.count, entries: group.best.map(({ entry }) => entry), top: group.best[0].score }))
    .sort((a, b) => b.top - a.top || paletteKinds.indexOf(a.kind) - paletteKinds.indexOf(b.kind))
    .map(({ kind, count, entries: shown }) => ({ kind, count, entries: shown }));
}

/** Keeps the `DOMAINS_WITH_ACTIONS` best in `best`, best first. */
function keepBest(best: Scored[], entry: Searchable, score: number) {
  if (best.length === DOMAINS_WITH_ACTIONS && best[best.length - 1].score >= score) return;
  let at = best.length;
  while (at > 0 && best[at - 1].score < score) at -= 1;
  best.splice(at, 0, { entry, score });
  if (best.length > DOMAINS_WITH_ACTIONS) best.pop();
}
