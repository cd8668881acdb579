import { createApi } from '@reduxjs/toolkit/query/react';
import { createAction, createSelector, isDraft, original, type Draft, type Middleware, type WithSlice } from '@reduxjs/toolkit';
import type { AccountLists, Ftp, User } from '@panel/contract';
import type { PanelPage } from '@panel/contract/pages';
import { diskUsage } from '../lib/disk-usage';
import { rootReducer, type RootState } from '../store/root-reducer';
import { frozenLists } from '../store/frozen-lists';
import { completeLists, listsTaken } from '../store/pending-lists-slice';
import { signedOut } from '../store/session-slice';
import { dynamicMiddleware, keepListsFrom } from '../store/store';
import type { Reply, RequestBody } from './client';
import { badReply, toFailure } from './errors';
import { listsIn, listsOver, listsReplied, sharedListsInSlices } from './lists';
import { change, panelBaseQuery, run } from './mutations';

export type { ThunkExtra } from './mutations';

/** What a draft stands for (RTK Query's merge is handed a draft of a draft): the held lists themselves, which sharing reads and freezing may touch. */
function undrafted(value: Draft<AccountLists>): AccountLists {
  let held = value;
  while (isDraft(held)) {
    const base = original(held);
    if (base === undefined) break;
    held = base;
  }
  return held;
}

/** How often an open panel sends the keepalive, which refreshes the lists (each screen also sends one on entry). */
export const KEEPALIVE_INTERVAL_MS = 5 * 60_000;

/**
 * The panel's server data: the account lists (`lists`, refreshed by the keepalive and by the replies
 * of the calls that change them) and the file browser's folder listings: cached, with loading and
 * error state, through the one typed client. Each feature injects its own calls beside these
 * (`features/<area>/api.ts`).
 */
export const panelQueries = createApi({
  reducerPath: 'queries',
  baseQuery: panelBaseQuery,
  endpoints: (build) => ({
    /**
     * The account lists, as the keepalive answers them. The cache starts from the lists that waited
     * for it (`pendingLists`: a sign-in's, a reload's); a reply alike what is held keeps every unchanged list and item
     * (`listsOver`, structural sharing), so nothing re-renders.
     */
    lists: build.query<AccountLists, void>({
      // A list the reply lacks (left out by the reply check) stays as held. The reply's lists are
      // shared with those held in slices of a few milliseconds (a big account's are 15,000 items),
      // so typing and drawing go on meanwhile and the merge below finds the held lists' own references.
      queryFn: async (_, { extra, getState }) => {
        const reply = await run(extra, '/keepalive', {});
        if (reply.error) return reply;
        const heldNow = () => {
          const state = getState() as RootState;
          return selectCachedLists(state) ?? state.pendingLists.lists;
        };
        const fresh = listsIn(reply.data);
        const before = heldNow();
        const shared = before ? await sharedListsInSlices(before, fresh) : fresh;
        const lists = completeLists(heldNow(), shared);
        return lists ? { data: lists } : { error: toFailure(badReply()) };
      },
      // The lists of the reply over those held: alike ones keep their references (only the lists are taken).
      merge: (held, reply) => listsOver(undrafted(held), listsIn(reply)),
      // Held for the whole session (a sign-out resets the cache), watched or not.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
    /** Asks the backend to recount disk usage; its pending state is the "statistics are being updated" notice. */
    sync: change(build, '/account/sync'),
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

/**
 * Any action makes the cache's state, which `inject` leaves to the store's next action; RTK Query's
 * query thunks read it (its settings) and fail, sending nothing, when it is not there yet. Dispatched
 * before a query that may be the store's first action since this module came: the session's warm-up,
 * whose code can come after a sign-in's reply opened the session (api/session-warm-up.ts).
 */
export const queriesJoined = createAction('store/queriesJoined');

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

/** The account lists: the cache's, or, the moment before the cache takes them, those waiting for it. */
export const selectLists = (state: RootState): Lists => selectCachedLists(state) ?? state.pendingLists.lists ?? noLists;

const upsertLists = (lists: AccountLists) => panelQueries.util.upsertQueryEntries([{ endpointName: 'lists', arg: undefined, value: lists }]);

/** The lists a sign-in's reply brought, and when (`pendingLists.at`), as the cache took them. */
const signInLists = new WeakMap<object, number>();
/** How long a sign-in's lists count as just read. */
const SIGN_IN_FRESH_MS = 10_000;

/**
 * Whether the lists held are still those a sign-in's reply brought a moment ago: the first screen
 * after a sign-in skips its entry keepalive (on a big account it would read the 1.8 MB of lists just
 * read again). Said once: the next screen sends its keepalive.
 */
export function takeSignInLists(state: RootState): boolean {
  const held = selectCachedLists(state);
  const at = held ? signInLists.get(held) : undefined;
  if (!held || at === undefined) return false;
  signInLists.delete(held);
  return Date.now() - at < SIGN_IN_FRESH_MS;
}

/** For tests: the sign-in that brought `lists` counts as one of a while ago (its first screen then asks for the lists afresh). */
export function agedSignIn(lists: object) {
  signInLists.delete(lists);
}

/**
 * The one place that writes the lists cache besides the keepalive. A session that starts or ends
 * drops every cached read (whoever signs in next never sees the last account's data); lists waiting
 * for the cache (a sign-in reply's, a reload's) are taken into it; and the lists a reply carries
 * (`listsReplied`, from every changing call, `api/mutations.ts`) go over those held: a list alike
 * the one held keeps its reference, and a changed one its unchanged items, so only what changed re-renders.
 */
const listsKeeper: Middleware<object, RootState> = (store) => (next) => (action) => {
  const token = store.getState().session.token;
  const result = next(action);
  // A sign-in that opened its session first (`sessionOpened`) keeps what was read in it since: its
  // `signedIn` brings the same token.
  if (signedOut.match(action) || token !== store.getState().session.token) store.dispatch(panelQueries.util.resetApiState());
  const { lists: pending, at } = store.getState().pendingLists;
  if (pending) {
    if (at !== undefined) signInLists.set(pending, at);
    // Emptied first: the upsert passes through here too.
    store.dispatch(listsTaken());
    // Frozen (a reload's are not yet): the cache's reducer does not walk their items.
    store.dispatch(upsertLists(frozenLists(pending)));
  }
  if (listsReplied.match(action)) {
    const held = selectCachedLists(store.getState());
    const lists = held && listsOver(held, action.payload);
    if (lists && lists !== held) store.dispatch(upsertLists(lists));
  }
  return result;
};
dynamicMiddleware.addMiddleware(panelQueries.middleware, listsKeeper);
// What is kept for a reload is read where the lists are now held.
keepListsFrom((state) => selectCachedLists(state) ?? state.pendingLists.lists);

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

/**
 * What the account's backups take, as their list was last read (api/backup-list.ts: the `backups`
 * extension, read by the Backups screen and the disk usage statistics); 0 until then.
 */
function backupsUsed(s: RootState): number {
  for (const entry of Object.values(s[panelQueries.reducerPath]?.queries ?? {})) {
    const data: unknown = entry?.endpointName === 'backups' ? entry.data : undefined;
    if (data && typeof data === 'object' && 'used' in data && typeof data.used === 'number' && data.used >= 0) return data.used;
  }
  return 0;
}

/** The account's disk usage (`lib/disk-usage.ts`) over the plan and the lists, the backups' part when known. */
export const selectDiskUsage = createSelector(
  [
    (s: RootState) => s.session.plan?.package?.diskLimit ?? null,
    (s: RootState) => selectLists(s).user,
    (s: RootState) => selectLists(s).domains,
    (s: RootState) => selectLists(s).databases,
    (s: RootState) => selectLists(s).emailAccounts,
    backupsUsed,
  ],
  (limit, user, domains, databases, emailAccounts, backups) => diskUsage(limit, { user, domains, databases, emailAccounts, backups }),
);

export const { useListsQuery, useSyncMutation, useFileListQuery } = panelQueries;
