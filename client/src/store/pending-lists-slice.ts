import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountLists } from '@panel/contract';
import { signedIn, signedOut, type SessionReply } from './session-slice';

/**
 * Whole lists from those a reply brought (`fresh`, checked: any list may be missing) over those
 * `held`: a missing list stays as held, or is empty when none is held; null while the account's
 * `user` or `ftp` is known from neither (the screens then wait for the next keepalive).
 */
export function completeLists(held: AccountLists | null, fresh: Partial<AccountLists>): AccountLists | null {
  const user = fresh.user ?? held?.user;
  const ftp = fresh.ftp ?? held?.ftp;
  if (!user || !ftp) return null;
  const list = <K extends Exclude<keyof AccountLists, 'user' | 'ftp'>>(key: K): AccountLists[K] => fresh[key] ?? held?.[key] ?? [];
  return {
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
  };
}

/** The account lists of a sign-in reply (everything in it but the session and the plan). */
export function listsOfSession(reply: SessionReply): AccountLists | null {
  const { user, domains, emailAccounts, emailAliases, emailBlacklists, emailWhitelists, databases, ftp, databaseUsers, redirects, scripts, proxies, sshKeys, cronJobs } = reply;
  return completeLists(null, { user, domains, emailAccounts, emailAliases, emailBlacklists, emailWhitelists, databases, ftp, databaseUsers, redirects, scripts, proxies, sshKeys, cronJobs });
}

export interface SavedListsState {
  /** The lists as last known; null when no sign-in in this browser session brought them yet. */
  lists: AccountLists | null;
}

/**
 * The account lists as this browser session keeps them for a reload (sessionStorage): a sign-in puts
 * its reply's lists here; the lists cache (RTK Query, `api/queries.ts`) starts from them when it
 * joins the store and hands every change back (`listsSaved`), so a reload shows the lists at once.
 * Screens read the cache, never this copy.
 */
const savedListsSlice = createSlice({
  name: 'savedLists',
  initialState: (): SavedListsState => ({ lists: null }),
  reducers: {
    listsSaved(state, action: PayloadAction<AccountLists>) {
      state.lists = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(signedIn, (_, action) => ({ lists: listsOfSession(action.payload) })).addCase(signedOut, () => ({ lists: null })),
});

export const { listsSaved } = savedListsSlice.actions;
export const savedListsReducer = savedListsSlice.reducer;
