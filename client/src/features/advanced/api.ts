import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** The CRON jobs' and Web apps' calls, each a mutation whose reply's lists reach the lists cache (`change`). */
export const advancedApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    addCronJob: change(build, '/cron/add'),
    modifyCronJob: change(build, '/cron/modify'),
    removeCronJob: change(build, '/cron/remove'),
    createProxy: change(build, '/proxy/create'),
    modifyProxy: change(build, '/proxy/modify'),
    deleteProxy: change(build, '/proxy/delete'),
  }),
});

export const {
  useAddCronJobMutation,
  useModifyCronJobMutation,
  useRemoveCronJobMutation,
  useCreateProxyMutation,
  useModifyProxyMutation,
  useDeleteProxyMutation,
} = advancedApi;
