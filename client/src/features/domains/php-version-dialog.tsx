import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogHeader } from '../../components/dialog-header';
import { FormattedMessage } from 'react-intl';
import { strong } from '../../components/rich-text';
import type { Domain } from '../../api/types';
import { useApi } from '../../api/api-context';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ErrorBanner } from '../../components/error-banner';
import { LoadingButton } from '../../components/loading-button';
import { useToast } from '../../hooks/use-toast';
import type { MessageId } from '../../i18n/messages';
import { dialogErrorMessage } from '../../lib/dialog-error';
import { listsMerged } from '../../store/account-slice';

export const DOMAIN_PHP_DIALOG_ID = 'domain-php-dialog';

/** Choose the PHP version of one domain from the platform's versions. */
export function PhpVersionDialog({ domain, onHide }: { domain: Domain | null; onHide: () => void }) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const versions = useAppSelector((state) => state.account.phpVersions);
  const [version, setVersion] = useState('');
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [loading, setLoading] = useState(false);
  const [shown, setShown] = useState<Domain | null>(domain);
  if (domain !== null && domain.domain !== shown?.domain) {
    setShown(domain);
    setVersion(domain.phpVersion);
  }

  const reset = () => {
    setFailure(null);
    setLoading(false);
    setShown(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!domain || loading) return;
    setFailure(null);
    setLoading(true);
    try {
      dispatch(listsMerged(await api.call('/domain/php', { domain: domain.domain, version })));
      toast('toast.phpChanged', { domain: domain.domain, version });
      onHide();
    } catch (error) {
      setFailure(dialogErrorMessage(error));
      setLoading(false);
    }
  };

  const titleId = `${DOMAIN_PHP_DIALOG_ID}-title`;
  return (
    <Modal show={domain !== null} onHide={onHide} onExited={reset} id={DOMAIN_PHP_DIALOG_ID} aria-labelledby={titleId} centered>
      <Form noValidate onSubmit={submit}>
        <DialogHeader titleId={titleId}>
          <FormattedMessage id="php.title" />
        </DialogHeader>
        <Modal.Body>
          <ErrorBanner>{failure && <FormattedMessage id={failure} />}</ErrorBanner>
          <p>
            <FormattedMessage id="php.intro" values={{ domain: shown?.domain ?? '', strong }} />
          </p>
          <Form.Group controlId="domain-php-version">
            <Form.Label>
              <FormattedMessage id="php.version" />
            </Form.Label>
            <Form.Select value={version} onChange={(event) => setVersion(event.currentTarget.value)}>
              {versions.map((item) => (
                <option key={item} value={item}>
                  PHP {item}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <LoadingButton type="submit" variant="primary" loading={loading}>
            <FormattedMessage id="common.save" />
          </LoadingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
