import { createAction } from '@reduxjs/toolkit';
import type { AccountLists } from '@panel/contract';
import { frozenLists } from '../store/frozen-lists';
import { nextTask } from '../lib/next-task';

/** Each list of the contract's `AccountLists` and its shape; the compiler holds it to the contract's keys. */
const listShapes = {
  user: 'record',
  domains: 'array',
  emailAccounts: 'array',
  emailAliases: 'array',
  emailBlacklists: 'array',
  emailWhitelists: 'array',
  databases: 'array',
  ftp: 'record',
  databaseUsers: 'array',
  redirects: 'array',
  scripts: 'array',
  proxies: 'array',
  sshKeys: 'array',
  cronJobs: 'array',
} as const satisfies Record<keyof AccountLists, 'array' | 'record'>;

export type ListKey = keyof AccountLists;

function isListKey(key: string): key is ListKey {
  return Object.hasOwn(listShapes, key);
}

function isList<K extends ListKey>(key: K, value: unknown): value is AccountLists[K] {
  if (listShapes[key] === 'array') return Array.isArray(value);
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function put<K extends ListKey>(lists: Partial<AccountLists>, key: K, value: AccountLists[K]) {
  lists[key] = value;
}

/**
 * The refreshed lists a reply carries: most calls answer with the contract's lists (all of them, or
 * some, as the recount does); anything else in a reply (a token, a password) is left out.
 */
export function listsIn(reply: unknown): Partial<AccountLists> {
  const lists: Partial<AccountLists> = {};
  if (typeof reply !== 'object' || reply === null) return lists;
  for (const [key, value] of Object.entries(reply)) {
    if (isListKey(key) && isList(key, value)) put(lists, key, value);
  }
  return lists;
}

/**
 * A reply arrived that may carry refreshed lists: only its lists travel (never a token or a
 * password), and the lists cache (`api/queries.ts`) takes them over those it holds. Dispatched by
 * the changing calls (`api/mutations.ts`) and the keepalive's siblings; nothing else writes the lists.
 */
export const listsReplied = createAction('lists/replied', (reply: unknown) => ({ payload: listsIn(reply) }));

/**
 * `fresh` (parsed JSON) with every part alike `held`'s replaced by held's own, so what did not change
 * keeps its reference and draws nothing again: RTK Query's structural sharing for JSON alone (no
 * prototypes to ask about), a few times quicker on a big account's lists.
 */
export function shareJson(held: unknown, fresh: unknown): unknown {
  if (held === fresh || typeof fresh !== 'object' || fresh === null || typeof held !== 'object' || held === null) return fresh;
  if (Array.isArray(fresh))
    return Array.isArray(held) ? (shareItems(held, fresh, 0, fresh.length, held.length === fresh.length ? undefined : []) ?? held) : fresh;
  if (Array.isArray(held)) return fresh;
  const old = held as Record<string, unknown>;
  const now = fresh as Record<string, unknown>;
  const keys = Object.keys(now);
  let same = keys.length === Object.keys(old).length;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = shareJson(old[key], now[key]);
    out[key] = value;
    if (value !== old[key]) same = false;
  }
  return same ? held : out;
}

/**
 * Items `from`–`to` of `fresh` shared (`shareJson`) into `copy`, which stays undefined while every item
 * so far is `held`'s own at its place (lists of one length; else the caller starts it empty): the copy as it then stands.
 */
function shareItems(held: readonly unknown[], fresh: readonly unknown[], from: number, to: number, copy: unknown[] | undefined): unknown[] | undefined {
  for (let index = from; index < to; index += 1) {
    const item = shareJson(held[index], fresh[index]);
    if (copy === undefined) {
      if (item === held[index]) continue;
      copy = held.slice(0, index);
    }
    copy.push(item);
  }
  return copy;
}

/** The lists a reply carries over those held: each alike list `held`'s own, each changed one its unchanged items kept; frozen. */
export function sharedLists(held: Partial<AccountLists>, fresh: Partial<AccountLists>): Partial<AccountLists> {
  const out: Partial<AccountLists> = {};
  for (const key of Object.keys(fresh)) {
    if (!isListKey(key)) continue;
    const list = shareJson(held[key], fresh[key]);
    if (isList(key, list)) put(out, key, list);
  }
  return frozenLists(out);
}

/** The lists a reply carries over those held (`sharedLists`): `held` itself when every one is alike. */
export function listsOver<T extends Partial<AccountLists>>(held: T, fresh: Partial<AccountLists>): T {
  const shared = sharedLists(held, fresh);
  const changed = Object.keys(shared).some((key) => isListKey(key) && shared[key] !== held[key]);
  return changed ? frozenLists({ ...held, ...shared }) : held;
}

/** How long one slice of `sharedListsInSlices` may keep the page busy (ms): a keystroke in between is answered at once. */
const SLICE_MS = 8;
const ITEMS_PER_CHECK = 250;

/**
 * `sharedLists` in slices of a few milliseconds, the page answering input between them: a big
 * account's keepalive shares 15,000 items, a tenth of a second in one piece. Lists that take less
 * than a slice (every account but a big one) are shared at once, without a pause.
 */
export async function sharedListsInSlices(held: Partial<AccountLists>, fresh: Partial<AccountLists>): Promise<Partial<AccountLists>> {
  const out: Partial<AccountLists> = {};
  let sliceStart = performance.now();
  for (const key of Object.keys(fresh)) {
    if (!isListKey(key)) continue;
    const old: unknown = held[key];
    const list: unknown = fresh[key];
    if (!Array.isArray(list) || !Array.isArray(old)) {
      const shared = shareJson(old, list);
      if (isList(key, shared)) put(out, key, shared);
      continue;
    }
    let copy: unknown[] | undefined = old.length === list.length ? undefined : [];
    for (let index = 0; index < list.length; index += ITEMS_PER_CHECK) {
      copy = shareItems(old, list, index, Math.min(list.length, index + ITEMS_PER_CHECK), copy);
      if (performance.now() - sliceStart > SLICE_MS) {
        // A task later: the browser answers input and draws before the work goes on.
        await nextTask();
        sliceStart = performance.now();
      }
    }
    const shared = copy ?? old;
    if (isList(key, shared)) put(out, key, shared);
  }
  return frozenLists(out);
}
