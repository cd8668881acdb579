import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** The domains' calls, each a mutation whose reply's lists reach the lists cache (`change`). */
export const domainsApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    addDomain: change(build, '/domain/add'),
    setPhpVersion: change(build, '/domain/php'),
    removeDomain: change(build, '/domain/remove'),
  }),
});

export const { useAddDomainMutation, useSetPhpVersionMutation, useRemoveDomainMutation } = domainsApi;
