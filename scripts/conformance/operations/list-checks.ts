// The conformance kit's checks of what the refreshed lists say after a change, and the undo steps
// that clean up by what the lists then hold (never an entry the account had before the run).

/* eslint-disable @typescript-eslint/no-explicit-any --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import type { Context, Reply } from '../runner.js';
import { Stop } from '../runner.js';

export type Item = Record<string, unknown>;

export const matches = (item: unknown, match: Item) =>
  typeof item === 'object' && item !== null && Object.entries(match).every(([k, v]) => (item as Item)[k] === v);

/** The list entry a reply must hold after a change; recorded as a failure (and the entry stops) when missing. */
export function present(c: Context, operationId: string, reply: Reply, list: string, match: Item, what = 'the refreshed list shows the change'): Item {
  if (c.options.plan) return placeholder(list, match);
  const items = (reply.body as Item | undefined)?.[list];
  const found = Array.isArray(items) ? (items.find((x) => matches(x, match)) as Item | undefined) : undefined;
  if (!found) {
    c.fail(operationId, {
      status: reply.status,
      pointer: `/${list}`,
      expected: `an entry with ${JSON.stringify(match)}`,
      got: Array.isArray(items) ? `${items.length} entries, none of them that` : 'no such list',
      what,
    });
    throw new Stop(`${operationId}: ${list} lacks ${JSON.stringify(match)}`);
  }
  return found;
}

/** A list that must no longer hold an entry. */
export function absent(c: Context, operationId: string, reply: Reply, list: string, match: Item, what = 'the refreshed list no longer shows it') {
  const items = (reply.body as Item | undefined)?.[list];
  const i = Array.isArray(items) ? items.findIndex((x) => matches(x, match)) : -1;
  c.expect(operationId, i < 0, {
    status: reply.status,
    pointer: `/${list}/${i}`,
    expected: `no entry with ${JSON.stringify(match)}`,
    got: 'it is still there',
    what,
  });
}

/** The field of a found entry must hold a value. */
export function field(c: Context, operationId: string, reply: Reply, list: string, match: Item, name: string, value: unknown) {
  const item = present(c, operationId, reply, list, match);
  const items = (reply.body as Item)[list] as unknown[];
  c.expect(
    operationId,
    item[name] === value,
    {
      status: reply.status,
      pointer: `/${list}/${items.indexOf(item)}/${name}`,
      expected: JSON.stringify(value),
      what: 'the refreshed list shows the change',
    },
    reply.body,
  );
}

export const lists = async (c: Context) => (await c.call('keepalive', {}, { expect: 200, what: 'the refreshed lists' })).body as Item & Record<string, any>;

/** An undo step that removes, at clean-up time, whatever the lists then hold that matches (registered before the call that creates it). */
export function undoMatching(c: Context, what: string, list: string, match: (x: Item) => boolean, remove: (x: Item) => Promise<unknown>) {
  return c.later(what, async () => {
    const now = await lists(c);
    if (c.options.plan) {
      await remove(placeholder(list, {}));
      return;
    }
    // Only what was absent before the run goes, whatever the match says.
    for (const x of (now[list] ?? []) as Item[]) if (match(x) && !wasThere(c, list, x)) await remove(x);
  });
}

/** The fields that name an entry of a list (what stays when the entry's settings change). */
export const IDENTITY: Record<string, string[]> = {
  domains: ['domain'],
  emailAccounts: ['domain', 'name'],
  emailAliases: ['domain', 'name'],
  emailBlacklists: ['domain', 'sender'],
  emailWhitelists: ['domain', 'sender'],
  databases: ['name', 'type'],
  databaseUsers: ['type', 'login'],
  redirects: ['domain', 'directory'],
  scripts: ['id'],
  proxies: ['domain', 'directory'],
  sshKeys: ['id'],
  cronJobs: ['id'],
};

export const identity = (list: string, x: Item) => JSON.stringify((IDENTITY[list] ?? Object.keys(x).sort()).map((k) => x[k]));

/** Whether the account had this entry when the run began (the kit never deletes such an entry). */
export function wasThere(c: Context, list: string, x: Item): boolean {
  const initial = c.state.initial as Record<string, Item[] | undefined> | undefined;
  if (!initial) return false;
  const key = identity(list, x);
  return (initial[list] ?? []).some((y) => identity(list, y) === key);
}

/** In a --plan, the entry a conforming backend would show: what the kit chose, and <…> for the rest. */
export function placeholder(list: string, match: Item): Item {
  return new Proxy(
    { ...match },
    {
      get: (t, k) => (typeof k === 'string' && !(k in t) ? `<the ${k} of the new entry of ${list}>` : (t as Record<string | symbol, unknown>)[k]),
    },
  );
}

export const dropDatabases = (c: Context, name: string, type: string) =>
  undoMatching(
    c,
    `delete the ${type} database <login>_${name}`,
    'databases',
    (x) => x.type === type && String(x.name).endsWith(`_${name}`),
    (x) => c.call('databaseDelete', { name: x.name, type }, { expect: [200, 404], what: 'clean-up' }),
  );
