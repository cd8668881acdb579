import { FormattedMessage } from 'react-intl';
import type { Redirect } from '@panel/contract';
import { redirectAddress } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { strong } from '../../components/rich-text';

export const REDIRECT_DELETE_DIALOG_ID = 'redirect-delete-dialog';

/** Delete a redirection: the address answers with its own site again. */
export function DeleteRedirectDialog({ redirect }: { redirect: Redirect }) {
  const api = useApi();
  const address = redirectAddress(redirect);
  return (
    <ConfirmDeleteDialog
      id={REDIRECT_DELETE_DIALOG_ID}
      title="redirectDelete.title"
      submitLabel="redirectDelete.submit"
      call={() => api.call('/redirect/delete', { domain: redirect.domain, directory: redirect.directory })}
      toast={{ id: 'toast.redirectDeleted', values: { address } }}
      question={<FormattedMessage id="redirectDelete.question" values={{ address, strong }} />}
    />
  );
}
