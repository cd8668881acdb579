import { createApi, fakeBaseQuery, type QueryReturnValue } from '@reduxjs/toolkit/query/react';
import type { Middleware, WithSlice } from '@reduxjs/toolkit';
import { signedOut } from '../store/account-slice';
import { rootReducer } from '../store/root-reducer';
import { dynamicMiddleware, type ThunkExtra } from '../store/store';
import type { ApiPath, CallOptions, Reply, RequestBody } from './client';
import { toFailure, type ApiFailure } from './errors';

/**
 * Runs one call of the typed client for a query: the reply as `data`, or the failure, normalised and
 * plain, as `error`. The client has already scheduled the logout of a 403.
 */
async function run<P extends ApiPath>(
  extra: unknown,
  path: P,
  body: RequestBody<P>,
  options: CallOptions,
): Promise<QueryReturnValue<Reply<P>, ApiFailure, undefined>> {
  try {
    return { data: await (extra as ThunkExtra).api.call(path, body, options) };
  } catch (error) {
    return { error: toFailure(error) };
  }
}

/**
 * Reads that are not part of the account lists (a log, a file listing, a file's contents, a
 * certificate check): cached, with loading and error state, through the one typed client. The lists
 * themselves stay in the `account` slice, refreshed by the replies of the calls that change them.
 */
export const panelQueries = createApi({
  reducerPath: 'queries',
  baseQuery: fakeBaseQuery<ApiFailure>(),
  endpoints: (build) => ({
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

// This module is loaded with the first screen that reads through it, not with the sign-in route:
// its cache and middleware join the store then.
declare module '../store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof panelQueries> {}
}
rootReducer.inject(panelQueries);

/** A session that ends takes its cached reads along: whoever signs in next never sees the last account's files. */
const forgetOnSignOut: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (signedOut.match(action)) store.dispatch(panelQueries.util.resetApiState());
  return result;
};
dynamicMiddleware.addMiddleware(panelQueries.middleware, forgetOnSignOut);

export const { useLogQuery, useFileListQuery } = panelQueries;
