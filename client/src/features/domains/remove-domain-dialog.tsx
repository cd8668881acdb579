import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/api-context';
import { ConfirmCheckbox } from '../../components/confirm-checkbox';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';

export const DOMAIN_REMOVE_DIALOG_ID = 'domain-remove-dialog';

/** Delete a domain; the button stays disabled until the confirmation is ticked. */
export function RemoveDomainDialog({ domain }: { domain: string }) {
  const api = useApi();
  const form = useFormDialog({
    initial: { confirmed: false },
    call: () => api.call('/domain/remove', { domain }),
    toast: { id: 'toast.domainRemoved', values: { domain } },
  });
  return (
    <FormDialog
      form={form}
      id={DOMAIN_REMOVE_DIALOG_ID}
      title={<FormattedMessage id="domainRemove.title" />}
      submitLabel={<FormattedMessage id="domainRemove.submit" />}
      submitVariant="danger"
      submitDisabled={!form.values.confirmed}
    >
      <p className="mb-2">
        <FormattedMessage id="domainRemove.question" values={{ domain, strong }} />
      </p>
      <p className="text-danger small mb-0">
        <FormattedMessage id="domainRemove.warning" />
      </p>
      <ConfirmCheckbox id="domain-remove-confirm" checked={form.values.confirmed} onChange={(checked) => form.set('confirmed', checked)}>
        <FormattedMessage id="domainRemove.confirm" values={{ domain }} />
      </ConfirmCheckbox>
    </FormDialog>
  );
}
