import { copyWithStructuralSharing, createApi } from '@reduxjs/toolkit/query/react';
import { createSelector, original, type Middleware, type WithSlice } from '@reduxjs/toolkit';
import type { AccountLists, Ftp, User } from '@panel/contract';
import type { PanelPage } from '@panel/contract/pages';
import { diskUsage } from '../lib/disk-usage';
import { rootReducer, type RootState } from '../store/root-reducer';
import { completeLists, listsSaved } from '../store/saved-lists-slice';
import { signedIn, signedOut } from '../store/session-slice';
import { dynamicMiddleware } from '../store/store';
import type { Reply, RequestBody } from './client';
import { badReply, toFailure } from './errors';
import { listsIn, listsReplied } from './lists';
import { change, panelBaseQuery, run } from './mutations';

export type { ThunkExtra } from './mutations';

/** How often an open panel sends the keepalive, which refreshes the lists (each screen also sends one on entry). */
export const KEEPALIVE_INTERVAL_MS = 5 * 60_000;

/**
 * The panel's server data: the account lists (`lists`, refreshed by the keepalive and by the replies
 * of the calls that change them) and the reads outside them (a log, a file listing): cached, with
 * loading and error state, through the one typed client.
 */
export const panelQueries = createApi({
  reducerPath: 'queries',
  baseQuery: panelBaseQuery,
  endpoints: (build) => ({
    /**
     * The account lists, as the keepalive answers them. The cache starts from the lists the session
     * brought (`savedLists`); a reply alike what is held keeps every unchanged list and item
     * (`copyWithStructuralSharing`), so nothing re-renders.
     */
    lists: build.query<AccountLists, void>({
      // A list the reply lacks (left out by the reply check) stays as held.
      queryFn: async (_, { extra, getState }) => {
        const reply = await run(extra, '/keepalive', {});
        if (reply.error) return reply;
        const state = getState() as RootState;
        const lists = completeLists(selectCachedLists(state) ?? state.savedLists.lists, listsIn(reply.data));
        return lists ? { data: lists } : { error: toFailure(badReply()) };
      },
      // The lists of the reply over those held: alike ones keep their references (only the lists are taken).
      merge: (held, reply) => {
        const base = original(held) ?? held;
        return copyWithStructuralSharing(base, { ...base, ...listsIn(reply) });
      },
      // Held for the whole session (a sign-out resets the cache), watched or not.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
    /** Asks the backend to recount disk usage; its pending state is the "statistics are being updated" notice. */
    sync: change(build, '/account/sync'),
    /** A domain's server log; read afresh each time a viewer opens, and not kept once it closes. */
    log: build.query<Reply<'/log/show'>, RequestBody<'/log/show'>>({
      queryFn: (body, { extra, signal }) => run(extra, '/log/show', body, { signal }),
      keepUnusedDataFor: 0,
    }),
    /** A folder of the file browser; the replies of the calls that change it replace it in the cache. */
    fileList: build.query<Reply<'/file/list'>, RequestBody<'/file/list'>>({
      queryFn: (body, { extra, signal }) => run(extra, '/file/list', body, { signal }),
      keepUnusedDataFor: 30,
    }),
  }),
});

// This module is loaded with the layout (and the first screen that reads through it), not with the
// sign-in route: its cache and middleware join the store then.
declare module '../store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof panelQueries> {}
}
rootReducer.inject(panelQueries);

/** The lists as the cache holds them; `undefined` before it holds any. */
const selectListsEntry = panelQueries.endpoints.lists.select();
const selectCachedLists = ({ queries }: RootState) => (queries ? selectListsEntry({ queries }).data : undefined);

/** The lists as a screen shows them: before the account's lists are known, empty (and `user` null: the screens show skeleton rows). */
export type Lists = Omit<AccountLists, 'user' | 'ftp'> & { user: User | null; ftp: Ftp | null };

export const noLists: Lists = {
  user: null,
  domains: [],
  emailAccounts: [],
  emailAliases: [],
  emailBlacklists: [],
  emailWhitelists: [],
  databases: [],
  ftp: null,
  databaseUsers: [],
  redirects: [],
  scripts: [],
  proxies: [],
  sshKeys: [],
  cronJobs: [],
};

/** The account lists: the cache's, or, the moment before the cache takes them, the ones this browser session kept. */
export const selectLists = (state: RootState): Lists => selectCachedLists(state) ?? state.savedLists.lists ?? noLists;

/**
 * Ties the cache to the session: a session that starts or ends drops every cached read (whoever
 * signs in next never sees the last account's data); the lists cache starts from the lists the
 * session kept (a sign-in reply's, or a reload's) and hands each change back to be kept.
 */
const sessionBound: Middleware<object, RootState> = (store) => (next) => (action) => {
  const result = next(action);
  if (signedOut.match(action) || signedIn.match(action)) {
    store.dispatch(panelQueries.util.resetApiState());
    return result;
  }
  const state = store.getState();
  if (listsReplied.match(action)) {
    // A list alike the one held keeps its reference, and a changed one its unchanged items, so only
    // what changed re-renders; lists alike those held change nothing.
    const held = selectCachedLists(state) ?? state.savedLists.lists;
    const next = held && copyWithStructuralSharing(held, { ...held, ...action.payload });
    if (next && next !== held) store.dispatch(panelQueries.util.upsertQueryEntries([{ endpointName: 'lists', arg: undefined, value: next }]));
    return result;
  }
  const cached = selectCachedLists(state);
  const saved = state.savedLists.lists;
  if (cached === undefined) {
    if (saved) store.dispatch(panelQueries.util.upsertQueryEntries([{ endpointName: 'lists', arg: undefined, value: saved }]));
  } else if (cached !== saved) {
    store.dispatch(listsSaved(cached));
  }
  return result;
};
dynamicMiddleware.addMiddleware(panelQueries.middleware, sessionBound);

/** The sidebar badges, by page; a page without one has no badge. */
export const selectSectionCounts = createSelector(
  [
    (s: RootState) => selectLists(s).domains,
    (s: RootState) => selectLists(s).emailAccounts,
    (s: RootState) => selectLists(s).emailAliases,
    (s: RootState) => selectLists(s).databases,
    (s: RootState) => selectLists(s).redirects,
    (s: RootState) => selectLists(s).scripts,
  ],
  (domains, emailAccounts, emailAliases, databases, redirects, scripts): Partial<Record<PanelPage, number>> => ({
    domains: domains.length,
    emails: emailAccounts.length + emailAliases.length,
    databases: databases.length,
    redirects: redirects.length,
    ssl: domains.filter((domain) => domain.sslType !== 'auto').length,
    scripts: scripts.length,
  }),
);

/** The account's disk usage (`lib/disk-usage.ts`) over the plan and the lists. */
export const selectDiskUsage = createSelector(
  [
    (s: RootState) => s.session.plan?.package?.diskLimit ?? null,
    (s: RootState) => selectLists(s).user,
    (s: RootState) => selectLists(s).domains,
    (s: RootState) => selectLists(s).databases,
    (s: RootState) => selectLists(s).emailAccounts,
  ],
  (limit, user, domains, databases, emailAccounts) => diskUsage(limit, { user, domains, databases, emailAccounts }),
);

export const { useListsQuery, useSyncMutation, useLogQuery, useFileListQuery } = panelQueries;
