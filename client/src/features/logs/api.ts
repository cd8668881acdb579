import { read } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** The logs feature's reads, injected into the panel's cache when the log viewer first loads. */
export const logsApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    /** A domain's server log; read afresh each time a viewer opens, and not kept once it closes. */
    log: read(build, '/log/show'),
  }),
});

export const { useLogQuery } = logsApi;
