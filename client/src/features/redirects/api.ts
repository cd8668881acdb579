import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** The redirections' calls, each a mutation whose reply's lists reach the lists cache (`change`). */
export const redirectsApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    createRedirect: change(build, '/redirect/create'),
    modifyRedirect: change(build, '/redirect/modify'),
    deleteRedirect: change(build, '/redirect/delete'),
  }),
});

export const { useCreateRedirectMutation, useModifyRedirectMutation, useDeleteRedirectMutation } = redirectsApi;
