import type { Reply, RequestBody } from '../../api/client';
import { run } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** The visitorStats extension's read, injected into the panel's cache when the dialog first loads; read afresh each time it opens. */
export const visitorStatsApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    visitorStats: build.query<Reply<'/stats/visitors'>, RequestBody<'/stats/visitors'>>({
      queryFn: (body, { extra, signal }) => run(extra, '/stats/visitors', body, { signal }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useVisitorStatsQuery } = visitorStatsApi;
