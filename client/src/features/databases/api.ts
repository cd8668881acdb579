import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/**
 * The database creation, the one databases call whose reply the dialog reads (the new database's
 * access data), so it keeps an endpoint typed by its own reply; the others are `useChange(path)`.
 */
export const databasesApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    createDatabase: change(build, '/database/create'),
  }),
});

export const { useCreateDatabaseMutation } = databasesApi;
