import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/api-context';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { strong } from '../../components/rich-text';

export const DOMAIN_REMOVE_DIALOG_ID = 'domain-remove-dialog';

/** Delete a domain; the button stays disabled until the confirmation is ticked. */
export function RemoveDomainDialog({ domain }: { domain: string }) {
  const api = useApi();
  return (
    <ConfirmDeleteDialog
      id={DOMAIN_REMOVE_DIALOG_ID}
      title="domainRemove.title"
      submitLabel="domainRemove.submit"
      call={() => api.call('/domain/remove', { domain })}
      toast={{ id: 'toast.domainRemoved', values: { domain } }}
      question={<FormattedMessage id="domainRemove.question" values={{ domain, strong }} />}
      warning={<FormattedMessage id="domainRemove.warning" />}
      confirm={{ id: 'domain-remove-confirm', label: <FormattedMessage id="domainRemove.confirm" values={{ domain }} /> }}
    />
  );
}
