import { createAction } from '@reduxjs/toolkit';
import type { AccountLists } from '@panel/contract';

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
