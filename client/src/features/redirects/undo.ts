import type { Redirect } from '@panel/contract';
import { redirectAddress } from '@panel/contract/rules';
import { defineUndo } from '../../lib/undo';
import { redirectsApi } from './api';

/** After `/redirect/delete`, Undo is `/redirect/create` with every field the list held. */
export const redirectUndo = defineUndo<Redirect>({
  operation: '/redirect/delete',
  restore: (dispatch, { domain, directory, type, destination, code }) =>
    dispatch(redirectsApi.endpoints.createRedirect.initiate({ domain, directory, type, destination, code }, { track: false })).unwrap(),
  restored: (redirect) => ({ id: 'toast.redirectRestored', values: { address: redirectAddress(redirect) } }),
  failures: { byStatus: { 404: 'emails.error.domainGone', 409: 'validation.redirect.duplicate' } },
});
