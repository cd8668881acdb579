import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { DialogHeader } from '../../components/dialog-header';
import { FormattedMessage } from 'react-intl';
import { strong } from '../../components/rich-text';
import { useApi } from '../../api/api-context';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmCheckbox } from '../../components/confirm-checkbox';
import { ErrorBanner } from '../../components/error-banner';
import { LoadingButton } from '../../components/loading-button';
import { useToast } from '../../hooks/use-toast';
import type { MessageId } from '../../i18n/messages';
import { dialogErrorMessage } from '../../lib/dialog-error';
import { listsMerged } from '../../store/account-slice';

export const DOMAIN_REMOVE_DIALOG_ID = 'domain-remove-dialog';

/** Delete a domain; the button stays disabled until the confirmation is ticked. */
export function RemoveDomainDialog({ domain, onHide }: { domain: string | null; onHide: () => void }) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [confirmed, setConfirmed] = useState(false);
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [loading, setLoading] = useState(false);
  const [shown, setShown] = useState(domain ?? '');
  if (domain !== null && domain !== shown) setShown(domain);

  const reset = () => {
    setConfirmed(false);
    setFailure(null);
    setLoading(false);
  };

  const remove = async () => {
    if (!domain || !confirmed || loading) return;
    setFailure(null);
    setLoading(true);
    try {
      dispatch(listsMerged(await api.call('/domain/remove', { domain })));
      toast('toast.domainRemoved', { domain });
      onHide();
    } catch (error) {
      setFailure(dialogErrorMessage(error));
      setLoading(false);
    }
  };

  const titleId = `${DOMAIN_REMOVE_DIALOG_ID}-title`;
  return (
    <Modal show={domain !== null} onHide={onHide} onExited={reset} id={DOMAIN_REMOVE_DIALOG_ID} aria-labelledby={titleId} centered>
      <DialogHeader titleId={titleId}>
          <FormattedMessage id="domainRemove.title" />
        </DialogHeader>
      <Modal.Body>
        <ErrorBanner>{failure && <FormattedMessage id={failure} />}</ErrorBanner>
        <p className="mb-2">
          <FormattedMessage id="domainRemove.question" values={{ domain: shown, strong }} />
        </p>
        <p className="text-danger small mb-0">
          <FormattedMessage id="domainRemove.warning" />
        </p>
        <ConfirmCheckbox id="domain-remove-confirm" checked={confirmed} onChange={setConfirmed}>
          <FormattedMessage id="domainRemove.confirm" values={{ domain: shown }} />
        </ConfirmCheckbox>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <LoadingButton variant="danger" loading={loading} disabled={!confirmed} onClick={remove}>
          <FormattedMessage id="domainRemove.submit" />
        </LoadingButton>
      </Modal.Footer>
    </Modal>
  );
}
