import { createSlice } from '@reduxjs/toolkit';
import type { AccountLists } from '@panel/contract';
import { signedIn, signedOut, type SessionReply } from './session-slice';

/**
 * Whole lists from those a reply brought (`fresh`, checked: any list may be missing) over those
 * `held`: a missing list stays as held, or is empty when none is held; null while the account's
 * `user` or `ftp` is known from neither (the screens then wait for the next keepalive). Frozen (its
 * top: the lists cache freezes each list, `frozenLists`), so the store's reducers do not walk a big account's items.
 */
export function completeLists(held: AccountLists | null, fresh: Partial<AccountLists>): AccountLists | null {
  const user = fresh.user ?? held?.user;
  const ftp = fresh.ftp ?? held?.ftp;
  if (!user || !ftp) return null;
  const list = <K extends Exclude<keyof AccountLists, 'user' | 'ftp'>>(key: K): AccountLists[K] => fresh[key] ?? held?.[key] ?? [];
  return Object.freeze({
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
  /** When a sign-in's reply brought them (none for a reload's): its first screen asks for no keepalive (api/queries.ts). */
  at?: number;
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
    builder.addCase(signedIn, (_, action) => ({ lists: listsOfSession(action.payload), at: Date.now() })).addCase(signedOut, () => ({ lists: null })),
});

export const { listsTaken } = pendingListsSlice.actions;
export const pendingListsReducer = pendingListsSlice.reducer;
