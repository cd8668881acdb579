import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/**
 * The account's own calls, each a mutation (`change`). A 403 from either is not a lost session to
 * sign out of: the password change answers it for a wrong current password, and the sign-out ends
 * the session anyway.
 */
export const accountApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    changeAccountPassword: change(build, '/account/password', { keepSessionOn403: true }),
    logout: change(build, '/account/logout', { keepSessionOn403: true }),
  }),
});

export const { useChangeAccountPasswordMutation, useLogoutMutation } = accountApi;
