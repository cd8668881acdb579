import type { AccountLists } from '@panel/contract';

/**
 * Freezes the lists object and each list in it (not their items): the store's reducers run through
 * immer, which walks every object handed to it that is not frozen (a big account's lists are some
 * 15,000 items: a fifth of a second at a sign-in, and again at each keepalive) and stops at a frozen one.
 */
export function frozenLists<T extends Partial<AccountLists>>(lists: T): T {
  for (const list of Object.values(lists)) if (typeof list === 'object' && list !== null) Object.freeze(list);
  return Object.freeze(lists);
}
