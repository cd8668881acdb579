import type { Redirect } from '@panel/contract';
import { redirectAddress } from '@panel/contract/rules';
import { defineUndo } from '../../lib/undo';
import { changeCall } from '../../api/changes';

/** After `/redirect/delete`, Undo is `/redirect/create` with every field the list held. */
export const redirectUndo = defineUndo<Redirect>({
  operation: '/redirect/delete',
  restore: (dispatch, { domain, directory, type, destination, code }) =>
    dispatch(changeCall('/redirect/create', { domain, directory, type, destination, code })).unwrap(),
  restored: (redirect) => ({ id: 'toast.redirectRestored', values: { address: redirectAddress(redirect) } }),
  failures: { byStatus: { 404: 'emails.error.domainGone', 409: 'validation.redirect.duplicate' } },
});
