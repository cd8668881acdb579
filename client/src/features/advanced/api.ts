import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** The CRON jobs' and Web apps' calls, each a mutation whose reply's lists reach the lists cache (`change`). */
export const advancedApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    addCronJob: change(build, '/cron/add'),
    modifyCronJob: change(build, '/cron/modify'),
    removeCronJob: change(build, '/cron/remove'),
    createWebApp: change(build, '/proxy/create'),
    modifyWebApp: change(build, '/proxy/modify'),
    deleteWebApp: change(build, '/proxy/delete'),
  }),
});

export const { useAddCronJobMutation, useModifyCronJobMutation, useRemoveCronJobMutation, useCreateWebAppMutation, useModifyWebAppMutation, useDeleteWebAppMutation } = advancedApi;
