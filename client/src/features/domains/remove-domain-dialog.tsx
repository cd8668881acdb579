import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useChange } from '../../api/changes';

export const DOMAIN_REMOVE_DIALOG_ID = 'domain-remove-dialog';

/** Delete a domain; the button stays disabled until the confirmation is ticked. */
export function RemoveDomainDialog({ domain }: { domain: string }) {
  const [remove] = useChange('/domain/remove');
  const toast = { id: 'toast.domainRemoved', values: { domain } } as const;
  return (
    <ConfirmDeleteDialog
      id={DOMAIN_REMOVE_DIALOG_ID}
      texts="domainRemove"
      values={{ domain }}
      warning
      irreversible
      confirm="domain-remove-confirm"
      call={() => remove({ domain }).unwrap()}
      toast={toast}
    />
  );
}
