import { FormattedMessage } from 'react-intl';
import type { Redirect } from '@panel/contract';
import { redirectAddress } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';

export const REDIRECT_DELETE_DIALOG_ID = 'redirect-delete-dialog';

/** Delete a redirection: the address answers with its own site again. */
export function DeleteRedirectDialog({ redirect }: { redirect: Redirect }) {
  const api = useApi();
  const address = redirectAddress(redirect);
  const form = useFormDialog({
    initial: {},
    call: () => api.call('/redirect/delete', { domain: redirect.domain, directory: redirect.directory }),
    toast: { id: 'toast.redirectDeleted', values: { address } },
  });
  return (
    <FormDialog
      form={form}
      id={REDIRECT_DELETE_DIALOG_ID}
      title={<FormattedMessage id="redirectDelete.title" />}
      submitLabel={<FormattedMessage id="redirectDelete.submit" />}
      submitVariant="danger"
    >
      <p className="mb-0 text-break">
        <FormattedMessage id="redirectDelete.question" values={{ address, strong }} />
      </p>
    </FormDialog>
  );
}
