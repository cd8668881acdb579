import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DialogHeader } from '../../components/dialog-header';
import { FormattedMessage } from 'react-intl';
import { strong } from '../../components/rich-text';
import { useApi } from '../../api/api-context';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { listsMerged } from '../../store/account-slice';
import { NameServers } from './name-servers';

export const DOMAIN_INFO_DIALOG_ID = 'domain-info-dialog';

/**
 * Follows a successful add (unless the user asked not to see it): how to point the new domain at
 * our name servers. "Don't show this information in the future" is saved when the dialog closes.
 */
export function DomainInfoDialog({ domain, onHide }: { domain: string | null; onHide: () => void }) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.account.user);
  const [hide, setHide] = useState(false);
  const titleId = `${DOMAIN_INFO_DIALOG_ID}-title`;

  const close = () => {
    if (hide && user) {
      api
        .call('/account/display', {
          hideDomainConfig: true,
          hideDatabaseConfig: user.hideDatabaseConfig,
          hideEmailConfig: user.hideEmailConfig,
        })
        .then(
          (reply) => dispatch(listsMerged(reply)),
          () => undefined,
        );
    }
    onHide();
  };

  return (
    <Modal show={domain !== null} onHide={close} onExited={() => setHide(false)} id={DOMAIN_INFO_DIALOG_ID} aria-labelledby={titleId} centered>
      <DialogHeader titleId={titleId}>
          <FormattedMessage id="domainInfo.title" />
        </DialogHeader>
      <Modal.Body>
        <p>
          <FormattedMessage id="domainInfo.intro" values={{ domain: domain ?? '', strong }} />
        </p>
        <NameServers />
        <Form.Check id="domain-info-hide" type="checkbox" className="mt-3" checked={hide} onChange={(event) => setHide(event.currentTarget.checked)} label={<FormattedMessage id="info.dontShow" />} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={close}>
          <FormattedMessage id="common.close" />
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
