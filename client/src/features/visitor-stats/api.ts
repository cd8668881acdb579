import { read } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** The visitorStats extension's read, injected into the panel's cache when the dialog first loads; read afresh each time it opens. */
export const visitorStatsApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    visitorStats: read(build, '/stats/visitors'),
  }),
});

export const { useVisitorStatsQuery } = visitorStatsApi;
