import { useCallback } from 'react';
import type { CallPath, Reply, RequestBody } from './client';
import { runChange } from './mutations';
import { panelQueries } from './queries';

/** One changing call of the contract: its path and its body. */
interface ChangeArg {
  path: CallPath;
  body: RequestBody<CallPath>;
}

/**
 * Every plain changing call of the contract as one RTK Query mutation, `change`, taking the call's
 * path and body: its reply's lists reach the lists cache through `runChange`. A feature needs no
 * endpoint of its own for such a call: its dialog takes `useChange(path)`, its Undo `changeCall`.
 */
const changesApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    change: build.mutation<Reply<CallPath>, ChangeArg>({
      queryFn: ({ path, body }, api) => runChange(api, path, body),
    }),
  }),
});

/**
 * The mutation of one changing call (`const [create] = useChange('/email/account/create')`): its
 * trigger takes the operation's body, typed from the contract, and `.unwrap()`s to the reply.
 */
export function useChange<P extends CallPath>(path: P) {
  const [mutate, state] = changesApi.useChangeMutation();
  const trigger = useCallback((body: RequestBody<P>) => mutate({ path, body }), [mutate, path]);
  return [trigger, state] as const;
}

/** The same call, dispatched outside a component (an Undo): not tracked as a hook's state. */
export function changeCall<P extends CallPath>(path: P, body: RequestBody<P>) {
  return changesApi.endpoints.change.initiate({ path, body }, { track: false });
}
