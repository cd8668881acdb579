import { fakeBaseQuery, type EndpointBuilder, type QueryReturnValue } from '@reduxjs/toolkit/query/react';
import type { CallOptions, CallPath, PanelApi, Reply, RequestBody } from './client';
import { toFailure, type ApiFailure } from './errors';
import { listsReplied } from './lists';

/** What thunks and `queryFn`s get as `extra` (main.tsx gives the store the typed client). */
export interface ThunkExtra {
  api: PanelApi;
}

/** The cache's base query: none of its own, every endpoint runs one call of the typed client (`run`). */
export const panelBaseQuery = fakeBaseQuery<ApiFailure>();

/** What `panelQueries` and each feature's `injectEndpoints` build their endpoints with. */
export type PanelEndpoints = EndpointBuilder<typeof panelBaseQuery, never, 'queries'>;

/**
 * Runs one call of the typed client for an endpoint: the reply as `data`, or the failure, normalised
 * and plain, as `error`. The client has already scheduled the logout of a 403.
 */
export async function run<P extends CallPath>(
  extra: unknown,
  path: P,
  body: RequestBody<P>,
  options?: CallOptions,
): Promise<QueryReturnValue<Reply<P>, ApiFailure, undefined>> {
  const { api } = extra as ThunkExtra;
  try {
    return { data: await (options ? api.call(path, body, options) : api.call(path, body)) };
  } catch (error) {
    return { error: toFailure(error) };
  }
}

/** The operations whose body may be empty: their reads take no argument (`readAll`). */
type WholeReadPath = { [P in CallPath]: object extends RequestBody<P> ? P : never }[CallPath];

/**
 * A read taking the operation's body (a folder, a domain's log) as an RTK Query query. Kept
 * `keepUnusedDataFor` seconds once nothing reads it: by default not at all, so a dialog reads afresh each time it opens.
 */
export function read<P extends CallPath>(build: PanelEndpoints, path: P, keepUnusedDataFor = 0) {
  return build.query<Reply<P>, RequestBody<P>>({
    queryFn: (body, { extra, signal }) => run(extra, path, body, { signal }),
    keepUnusedDataFor,
  });
}

/** A read of something whole (a list, the account's state): an empty body, a hook without argument; kept as `read` says. */
export function readAll<P extends WholeReadPath>(build: PanelEndpoints, path: P, keepUnusedDataFor = 0) {
  return build.query<Reply<P>, void>({
    queryFn: (_, { extra, signal }) => run(extra, path, {}, { signal }),
    keepUnusedDataFor,
  });
}

/**
 * Runs one changing call and, when it succeeds, hands its reply's lists to the lists cache
 * (`listsReplied`, merged by `api/queries.ts`) before the mutation settles, so whoever awaits it (the
 * effect check, the next dialog) reads them. A reply without lists changes nothing there. Every change
 * goes through here: the generic `change` endpoint (`api/changes.ts`) and the few a feature defines.
 */
export async function runChange<P extends CallPath>(
  api: { extra: unknown; dispatch: (action: ReturnType<typeof listsReplied>) => unknown },
  path: P,
  body: RequestBody<P>,
  options?: Omit<CallOptions, 'signal'>,
) {
  const reply = await run(api.extra, path, body, options);
  if (reply.data) api.dispatch(listsReplied(frozenAtTop(reply.data)));
  return reply;
}

/**
 * A reply frozen at its top and at each value there (not deeper): the store keeps a mutation's reply,
 * and its reducers (immer) walk whatever is not frozen; a big account's recount answers 12,500 items.
 * The store froze every reply whole before; what reads one is unchanged.
 */
function frozenAtTop<T extends object>(reply: T): T {
  for (const value of Object.values(reply)) if (typeof value === 'object' && value !== null) Object.freeze(value);
  return Object.freeze(reply);
}

/**
 * A call that changes the account with options of its own (`keepSessionOn403`), as an RTK Query
 * mutation taking the operation's body and giving its reply. A plain change needs none: it is
 * `useChange(path)` (`api/changes.ts`).
 */
export function change<P extends CallPath>(build: PanelEndpoints, path: P, options?: Omit<CallOptions, 'signal'>) {
  return build.mutation<Reply<P>, RequestBody<P>>({
    queryFn: (body, api) => runChange(api, path, body, options),
  });
}

/** A feature's plain changes by endpoint name, each a `change` of its path. */
export function changes<M extends Record<string, CallPath>>(build: PanelEndpoints, paths: M) {
  const endpoints = {} as { [K in keyof M]: ReturnType<typeof change<M[K]>> };
  for (const name in paths) endpoints[name] = change(build, paths[name]);
  return endpoints;
}
