import { ConfirmRemoval } from '../../components/confirm-removal';

export const DOMAIN_REMOVE_DIALOG_ID = 'domain-remove-dialog';

/** Delete a domain; the button stays disabled until the confirmation is ticked. */
export function RemoveDomainDialog({ domain }: { domain: string }) {
  return (
    <ConfirmRemoval
      id={DOMAIN_REMOVE_DIALOG_ID}
      texts="domainRemove"
      values={{ domain }}
      warning
      irreversible
      confirm
      path="/domain/remove"
      body={{ domain }}
      toast="toast.domainRemoved"
    />
  );
}
