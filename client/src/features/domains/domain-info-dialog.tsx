import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/api-context';
import { InfoDialog } from '../../components/info-dialog';
import { strong } from '../../components/rich-text';
import { listsMerged } from '../../store/account-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { NameServers } from './name-servers';

export const DOMAIN_INFO_DIALOG_ID = 'domain-info-dialog';

/**
 * Follows a successful add (unless the user asked not to see it): how to point the new domain at
 * our name servers. "Don't show this information in the future" is saved when the dialog closes.
 */
export function DomainInfoDialog({ domain }: { domain: string }) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.account.user);
  const [hide, setHide] = useState(false);

  const saveChoice = () => {
    if (!hide || !user) return;
    api.call('/account/display', { hideDomainConfig: true, hideDatabaseConfig: user.hideDatabaseConfig, hideEmailConfig: user.hideEmailConfig }).then(
      (reply) => dispatch(listsMerged(reply)),
      () => undefined,
    );
  };

  return (
    <InfoDialog id={DOMAIN_INFO_DIALOG_ID} onClose={saveChoice} title={<FormattedMessage id="domainInfo.title" />}>
      <p>
        <FormattedMessage id="domainInfo.intro" values={{ domain, strong }} />
      </p>
      <NameServers />
      <Form.Check id="domain-info-hide" type="checkbox" className="mt-3" checked={hide} onChange={(event) => setHide(event.currentTarget.checked)} label={<FormattedMessage id="info.dontShow" />} />
    </InfoDialog>
  );
}
