import type { Reply, RequestBody } from '../../api/client';
import { change, run } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/**
 * The sessions extension's calls, injected into the panel's cache when its dialog first loads. Both
 * lists are read afresh each time the dialog opens and not kept once it closes.
 */
export const sessionsApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query<Reply<'/account/sessions'>, void>({
      queryFn: (_, { extra, signal }) => run(extra, '/account/sessions', {}, { signal }),
      keepUnusedDataFor: 0,
    }),
    signIns: build.query<Reply<'/account/signins'>, void>({
      queryFn: (_, { extra, signal }) => run(extra, '/account/signins', {}, { signal }),
      keepUnusedDataFor: 0,
    }),
    endSession: change(build, '/account/sessions/end'),
    endOtherSessions: change(build, '/account/sessions/end-others'),
  }),
});

export const { useSessionsQuery, useSignInsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;

/** The sessions a reply names as left, in place of those held. */
export const sessionsLeft = (reply: Reply<'/account/sessions'>) =>
  sessionsApi.util.upsertQueryEntries([{ endpointName: 'sessions', arg: undefined, value: reply }]);

export type EndSessionBody = RequestBody<'/account/sessions/end'>;
