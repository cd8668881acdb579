import type { Reply, RequestBody } from '../../api/client';
import { changes, readAll } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/**
 * The sessions extension's calls, injected into the panel's cache when its dialog first loads. Both
 * lists are read afresh each time the dialog opens and not kept once it closes.
 */
export const sessionsApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    sessions: readAll(build, '/account/sessions'),
    signIns: readAll(build, '/account/signins'),
    ...changes(build, { endSession: '/account/sessions/end', endOtherSessions: '/account/sessions/end-others' }),
  }),
});

export const { useSessionsQuery, useSignInsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;

/** The sessions a reply names as left, in place of those held. */
export const sessionsLeft = (reply: Reply<'/account/sessions'>) =>
  sessionsApi.util.upsertQueryEntries([{ endpointName: 'sessions', arg: undefined, value: reply }]);

export type EndSessionBody = RequestBody<'/account/sessions/end'>;
