import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { DialogHeader } from '../../components/dialog-header';
import { FormattedMessage } from 'react-intl';
import { NameServers } from './name-servers';

export const DOMAIN_CONFIG_DIALOG_ID = 'domain-config-dialog';

/** "Domain configuration": the DNS name servers to set at the registrar. */
export function DomainConfigDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const titleId = `${DOMAIN_CONFIG_DIALOG_ID}-title`;
  return (
    <Modal show={show} onHide={onHide} id={DOMAIN_CONFIG_DIALOG_ID} aria-labelledby={titleId} centered>
      <DialogHeader titleId={titleId}>
          <FormattedMessage id="domainConfig.title" />
        </DialogHeader>
      <Modal.Body>
        <p>
          <FormattedMessage id="domainConfig.intro" />
        </p>
        <NameServers />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          <FormattedMessage id="common.close" />
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
