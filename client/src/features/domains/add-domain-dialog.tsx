import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogHeader } from '../../components/dialog-header';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainAddSchemaFor } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ErrorBanner } from '../../components/error-banner';
import { LoadingButton } from '../../components/loading-button';
import { TextField } from '../../components/text-field';
import { useToast } from '../../hooks/use-toast';
import type { MessageId } from '../../i18n/messages';
import { dialogErrorMessage } from '../../lib/dialog-error';
import { fieldErrors } from '../../lib/validation';
import { listsMerged } from '../../store/account-slice';
import { selectDomains } from '../../store/selectors';
import { DomainInfoDialog } from './domain-info-dialog';

export const DOMAIN_ADD_DIALOG_ID = 'domain-add-dialog';

/** Add a domain; on success a toast and, unless hidden, the name-server information dialog. */
export function AddDomainDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const intl = useIntl();
  const api = useApi();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const domains = useAppSelector(selectDomains);
  const hideInfo = useAppSelector((state) => state.account.user?.hideDomainConfig ?? false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageId | undefined>();
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [loading, setLoading] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  // The information dialog opens once this one has finished closing, so the two never overlap.
  const [pendingInfo, setPendingInfo] = useState<string | null>(null);

  const reset = () => {
    if (pendingInfo) {
      setAdded(pendingInfo);
      setPendingInfo(null);
    }
    setValue('');
    setError(undefined);
    setFailure(null);
    setLoading(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const parsed = domainAddSchemaFor(domains.map((d) => d.domain)).safeParse({ domain: value });
    if (!parsed.success) {
      setError(fieldErrors<'domain'>(parsed.error.issues).domain);
      return;
    }
    const { domain } = parsed.data;
    setError(undefined);
    setFailure(null);
    setLoading(true);
    try {
      const lists = await api.call('/domain/add', { domain });
      dispatch(listsMerged(lists));
      toast('toast.domainAdded', { domain });
      if (!hideInfo) setPendingInfo(domain);
      onHide();
    } catch (caught) {
      setFailure(dialogErrorMessage(caught, { 409: 'domainAdd.error.taken', 406: 'domainAdd.error.invalid' }));
      setLoading(false);
    }
  };

  const titleId = `${DOMAIN_ADD_DIALOG_ID}-title`;
  return (
    <>
      <Modal show={show} onHide={onHide} onExited={reset} id={DOMAIN_ADD_DIALOG_ID} aria-labelledby={titleId} centered>
        <Form noValidate onSubmit={submit}>
          <DialogHeader titleId={titleId}>
          <FormattedMessage id="domainAdd.title" />
        </DialogHeader>
          <Modal.Body>
            <ErrorBanner>{failure && <FormattedMessage id={failure} />}</ErrorBanner>
            <TextField
              id="domain-add-name"
              label={<FormattedMessage id="domainAdd.name" />}
              value={value}
              onChange={setValue}
              error={error}
              autoFocus
              autoComplete="off"
              spellCheck={false}
              inputMode="url"
              placeholder={intl.formatMessage({ id: 'domainAdd.placeholder' })}
              help={<FormattedMessage id="domainAdd.help" />}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onHide}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <LoadingButton type="submit" variant="primary" loading={loading}>
              <FormattedMessage id="domainAdd.submit" />
            </LoadingButton>
          </Modal.Footer>
        </Form>
      </Modal>
      <DomainInfoDialog domain={added} onHide={() => setAdded(null)} />
    </>
  );
}
