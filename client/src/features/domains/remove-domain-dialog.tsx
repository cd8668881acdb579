import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { strong } from '../../components/rich-text';
import { useApi } from '../../api/api-context';
import { ConfirmCheckbox } from '../../components/confirm-checkbox';
import { FormDialog } from '../../components/form-dialog';
import { useDialogCall } from '../../hooks/use-dialog-call';

export const DOMAIN_REMOVE_DIALOG_ID = 'domain-remove-dialog';

/** Delete a domain; the button stays disabled until the confirmation is ticked. */
export function RemoveDomainDialog({ domain, onHide }: { domain: string | null; onHide: () => void }) {
  const api = useApi();
  const { loading, failure, run, reset: resetCall } = useDialogCall(onHide);
  const [confirmed, setConfirmed] = useState(false);
  const [shown, setShown] = useState(domain ?? '');
  if (domain !== null && domain !== shown) setShown(domain);

  const reset = () => {
    setConfirmed(false);
    resetCall();
  };

  const remove = () => {
    if (!domain) return;
    void run(() => api.call('/domain/remove', { domain }), { toast: { id: 'toast.domainRemoved', values: { domain } } });
  };

  return (
    <FormDialog
      id={DOMAIN_REMOVE_DIALOG_ID}
      show={domain !== null}
      onHide={onHide}
      onExited={reset}
      title={<FormattedMessage id="domainRemove.title" />}
      submitLabel={<FormattedMessage id="domainRemove.submit" />}
      submitVariant="danger"
      submitDisabled={!confirmed}
      loading={loading}
      failure={failure}
      onSubmit={remove}
    >
      <p className="mb-2">
        <FormattedMessage id="domainRemove.question" values={{ domain: shown, strong }} />
      </p>
      <p className="text-danger small mb-0">
        <FormattedMessage id="domainRemove.warning" />
      </p>
      <ConfirmCheckbox id="domain-remove-confirm" checked={confirmed} onChange={setConfirmed}>
        <FormattedMessage id="domainRemove.confirm" values={{ domain: shown }} />
      </ConfirmCheckbox>
    </FormDialog>
  );
}
