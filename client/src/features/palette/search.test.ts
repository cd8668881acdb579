import { describe, expect, it, vi } from 'vitest';
import { matchScore, queryWords, wordScore } from './match';
import { PaletteSearch, searchPalette, SHOWN_PER_GROUP, type PaletteEntry } from './search';
import { entrySources } from './sources';

const run = () => undefined;
const entry = (kind: PaletteEntry['kind'], label: string, detail?: string): PaletteEntry => ({ id: `${kind}:${label}`, kind, label, detail, run });
const labels = (groups: ReturnType<typeof searchPalette>) => groups.map((group) => [group.kind, group.count, group.entries.map((e) => e.label)]);

describe('palette matching', () => {
  it('ranks a whole word over a word start over a word inside over letters in order', () => {
    expect(wordScore('change php version', 'php')).toBe(4);
    expect(wordScore('change php version', 'vers')).toBe(3);
    expect(wordScore('example.com', 'ample')).toBe(2);
    expect(wordScore('change password', 'chpw')).toBe(1);
    // Letters in order cross spaces, not the dots of a name.
    expect(wordScore('blog.example.org', 'bxo')).toBe(0);
    expect(wordScore('domains', 'zz')).toBe(0);
  });

  it('tells words apart at every separator, the arrow included, and in Polish texts', () => {
    expect(wordScore('example.com→browse', 'browse')).toBe(4);
    expect(wordScore('(php)', 'php')).toBe(4);
    expect(wordScore('zmień hasło', 'hasło')).toBe(4);
    expect(wordScore('zmień hasło', 'zmi')).toBe(3);
    expect(wordScore('zmień hasło', 'ień')).toBe(2);
    expect(wordScore('zmień hasło', 'zh')).toBe(1);
    // The letters are all there, in order, but not from one word's start on.
    expect(wordScore('shop.example.com', 'hpe')).toBe(0);
  });

  it('needs every word of the query, in any order, any case', () => {
    const key = 'office@example.com';
    expect(queryWords('  Example   OFFICE ')).toEqual(['example', 'office']);
    expect(matchScore(key, queryWords('example office'))).toBeGreaterThan(0);
    expect(matchScore(key, queryWords('example shop'))).toBe(0);
    // A shorter text first among equal matches.
    expect(matchScore('example.com', ['example'])).toBeGreaterThan(matchScore('example.com.pl', ['example']));
  });
});

describe('palette search', () => {
  // The entries kind by kind, as the search groups its matches.
  const entries = entrySources([
    ...['Domains', 'E-mail'].map((label) => entry('screen', label)),
    entry('action', 'Change password'),
    ...['example.com', 'shop.example.com', 'other.net'].map((label) => entry('domain', label)),
    ...Array.from({ length: 8 }, (_, i) => entry('mailbox', `user${i}@example.com`)),
    entry('alias', 'sales@other.net', 'boss@example.com'),
  ]);
  const domainActions = (domain: string) => [
    entry('domainAction', `${domain} → Browse files`),
    entry('domainAction', `${domain} → Change PHP version`),
    entry('domainAction', `${domain} → Delete`),
  ];

  it('groups the matches by kind, each with its count, its best few shown, the best group first', () => {
    const groups = searchPalette(entries, 'example', domainActions);
    // The domains' actions right after the domains.
    expect(groups.map((g) => g.kind)).toEqual(['domain', 'domainAction', 'mailbox', 'alias']);
    expect(groups[0]).toMatchObject({ count: 2, entries: [{ label: 'example.com' }, { label: 'shop.example.com' }] });
    const mailboxes = groups.find((g) => g.kind === 'mailbox')!;
    expect(mailboxes.count).toBe(8);
    expect(mailboxes.entries).toHaveLength(SHOWN_PER_GROUP);
    // The alias matches on its destination, its second text.
    expect(groups.find((g) => g.kind === 'alias')?.entries[0].label).toBe('sales@other.net');
  });

  it('offers the actions of the domain typed, narrowed by the words after it', () => {
    expect(labels(searchPalette(entries, 'other.net php', domainActions))).toEqual([['domainAction', 1, ['other.net → Change PHP version']]]);
    expect(labels(searchPalette(entries, 'browse other', domainActions))).toEqual([['domainAction', 1, ['other.net → Browse files']]]);
    // The domain alone: its actions in the menu's order (delete last), after the domain.
    expect(labels(searchPalette(entries, 'other.net', domainActions))).toEqual([
      ['domain', 1, ['other.net']],
      ['domainAction', 3, ['other.net → Browse files', 'other.net → Change PHP version', 'other.net → Delete']],
      ['alias', 1, ['sales@other.net']],
    ]);
  });

  it('finds fuzzily across the words of actions and screens', () => {
    expect(labels(searchPalette(entries, 'chpw', domainActions))).toEqual([['action', 1, ['Change password']]]);
    expect(labels(searchPalette(entries, 'dom', domainActions))).toEqual([['screen', 1, ['Domains']]]);
    expect(searchPalette(entries, '   ', domainActions)).toEqual([]);
    expect(searchPalette(entries, 'nothing-like-it', domainActions)).toEqual([]);
  });

  it('answers a keystroke over 12,000 entries quickly', () => {
    const many = entrySources([
      ...Array.from({ length: 2000 }, (_, i) => entry('domain', `big-site-${String(i).padStart(4, '0')}.com`)),
      ...Array.from({ length: 10000 }, (_, i) => entry('mailbox', `user${i}@big-site-${String(i % 2000).padStart(4, '0')}.com`)),
    ]);
    const typing = new PaletteSearch(many, domainActions);
    const started = performance.now();
    for (const query of ['b', 'bi', 'big', 'big-', 'big-site-12', 'user12 big', 'zzz']) typing.search(query);
    // A guard against a search that grows out of proportion (a shared, busy test machine): the bench
    // holds the real budget on `big`, 50 ms a keystroke with the drawing.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('palette search as one types', () => {
  it('finds the same as a fresh search when the query grows, shrinks or names a domain later', () => {
    const entries = entrySources([
      { id: 'd1', kind: 'domain', label: 'example.com', run: vi.fn() },
      { id: 'd2', kind: 'domain', label: 'other.net', run: vi.fn() },
      { id: 'm1', kind: 'mailbox', label: 'php@example.com', run: vi.fn() },
      { id: 's1', kind: 'screen', label: 'Advanced settings', run: vi.fn() },
    ]);
    const actions = new Map(
      ['example.com', 'other.net'].map((domain) => [
        domain,
        [{ id: `a:${domain}`, kind: 'domainAction' as const, label: `${domain} → Change PHP version`, run: vi.fn() }],
      ]),
    );
    const domainActions = (domain: string) => actions.get(domain) ?? [];
    const typing = new PaletteSearch(entries, domainActions);
    for (const query of ['p', 'ph', 'php', 'php ', 'php o', 'php other', 'ph', 'adv', 'advx', 'adv']) {
      expect(typing.search(query), query).toEqual(searchPalette(entries, query, domainActions));
    }
  });
});

describe('the palette warm-up', () => {
  const many = entrySources([
    entry('screen', 'Domains'),
    ...Array.from({ length: 1500 }, (_, i) => entry('domain', `site-${i}.example`)),
    ...Array.from({ length: 3000 }, (_, i) => entry('mailbox', `user${i}@site-${i % 1500}.example`)),
  ]);
  const domainActions = (domain: string) => [entry('domainAction', `${domain} → Browse files`)];

  it('looks in slices of a few hundred entries, and leaves what is found as it was', () => {
    const warmed = new PaletteSearch(many, domainActions);
    // Each source's first thousand entries, for each of its queries, five hundred at a time.
    expect([...warmed.warmUpSteps()].length).toBeGreaterThan(4);
    for (const query of ['s', 'si', 'site-1', 'user1 site', 'ae', 'zzz'])
      expect(warmed.search(query), query).toEqual(searchPalette(many, query, domainActions));
  });

  it('makes a domain’s actions first (their texts formatted once before a key names a domain), each domain’s once', () => {
    const made = vi.fn(domainActions);
    const warmed = new PaletteSearch(many, made);
    const steps = warmed.warmUpSteps();
    steps.next();
    expect(made.mock.calls).toEqual([['site-0.example']]);
    Array.from(steps);
    warmed.search('site-0 browse');
    expect(made.mock.calls.filter(([domain]) => domain === 'site-0.example')).toHaveLength(1);
  });

  it('runs a slice a task while no key is typed, and stops at the first search', () => {
    vi.useFakeTimers();
    try {
      const typing = new PaletteSearch(many, domainActions);
      typing.warmUp();
      vi.advanceTimersToNextTimer();
      vi.advanceTimersToNextTimer();
      expect(vi.getTimerCount()).toBe(1);
      typing.search('s');
      vi.advanceTimersToNextTimer();
      expect(vi.getTimerCount()).toBe(0);
      // Closed before the first slice: nothing runs.
      const closed = new PaletteSearch(many, domainActions);
      closed.warmUp()();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
