import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountLists, Session } from '@panel/contract';
import { signedIn, signedOut } from './session-slice';

/** The account lists of a sign-in reply (everything in it but the session and the plan). */
export function listsOfSession(reply: Session): AccountLists {
  const { user, domains, emailAccounts, emailAliases, emailBlacklists, emailWhitelists, databases, ftp, databaseUsers, redirects, scripts, proxies, sshKeys, cronJobs } = reply;
  return { user, domains, emailAccounts, emailAliases, emailBlacklists, emailWhitelists, databases, ftp, databaseUsers, redirects, scripts, proxies, sshKeys, cronJobs };
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
