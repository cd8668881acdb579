import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** The databases' calls, each a mutation whose reply's lists reach the lists cache (`change`). */
export const databasesApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    createDatabase: change(build, '/database/create'),
    changeDatabasePassword: change(build, '/database/password'),
    deleteDatabase: change(build, '/database/delete'),
  }),
});

export const { useCreateDatabaseMutation, useChangeDatabasePasswordMutation, useDeleteDatabaseMutation } = databasesApi;
