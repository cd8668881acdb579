import { createSlice } from '@reduxjs/toolkit';
import type { AccountLists } from '@panel/contract';
import { frozenLists } from './frozen-lists';
import { signedIn, signedOut, type SessionReply } from './session-slice';

/**
 * Whole lists from those a reply brought (`fresh`, checked: any list may be missing) over those
 * `held`: a missing list stays as held, or is empty when none is held; null while the account's
 * `user` or `ftp` is known from neither (the screens then wait for the next keepalive). Frozen
 * (`frozenLists`), so the store's reducers do not walk a big account's items.
 */
export function completeLists(held: AccountLists | null, fresh: Partial<AccountLists>): AccountLists | null {
  const user = fresh.user ?? held?.user;
  const ftp = fresh.ftp ?? held?.ftp;
  if (!user || !ftp) return null;
  const list = <K extends Exclude<keyof AccountLists, 'user' | 'ftp'>>(key: K): AccountLists[K] => fresh[key] ?? held?.[key] ?? [];
  return frozenLists({
    user,
    domains: list('domains'),
    emailAccounts: list('emailAccounts'),
    emailAliases: list('emailAliases'),
    emailBlacklists: list('emailBlacklists'),
    emailWhitelists: list('emailWhitelists'),
    databases: list('databases'),
    ftp,
    databaseUsers: list('databaseUsers'),
    redirects: list('redirects'),
    scripts: list('scripts'),
    proxies: list('proxies'),
    sshKeys: list('sshKeys'),
    cronJobs: list('cronJobs'),
  });
}

/** The account lists of a sign-in reply (everything in it but the session and the plan). */
export function listsOfSession(reply: SessionReply): AccountLists | null {
  // completeLists reads only the lists' fields of what it is given.
  return completeLists(null, reply);
}

export interface PendingListsState {
  /** Lists that arrived before the lists cache could take them; null once it has (or when none came). */
  lists: AccountLists | null;
}

/**
 * The lists a sign-in's reply brought, and when: the first screen after it asks for no keepalive
 * while they are the lists held (`takeSignInLists`, api/queries.ts). Only a mark: no state.
 */
export const signInLists = new WeakMap<object, number>();

/** For tests: the sign-in that brought `lists` counts as one of a while ago (its first screen then asks for the lists afresh). */
export function agedSignIn(lists: object | null) {
  if (lists) signInLists.delete(lists);
}

/**
 * The hand-off of lists that arrive while the lists cache (RTK Query, `api/queries.ts`, loaded with
 * the layout) is not in the store yet: a sign-in reply's, or a reload's (sessionStorage). The cache
 * takes them on the first action it sees (`listsTaken` empties this), so the lists live in one place
 * at a time: never a second copy kept in step. Screens read the lists through `selectLists`.
 */
const pendingListsSlice = createSlice({
  name: 'pendingLists',
  initialState: (): PendingListsState => ({ lists: null }),
  reducers: {
    listsTaken: () => ({ lists: null }),
  },
  extraReducers: (builder) =>
    builder
      .addCase(signedIn, (_, action) => {
        const lists = listsOfSession(action.payload);
        if (lists) signInLists.set(lists, Date.now());
        return { lists };
      })
      .addCase(signedOut, () => ({ lists: null })),
});

export const { listsTaken } = pendingListsSlice.actions;
export const pendingListsReducer = pendingListsSlice.reducer;
