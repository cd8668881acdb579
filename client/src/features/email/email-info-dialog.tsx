import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/api-context';
import { InfoDialog } from '../../components/info-dialog';
import { strong } from '../../components/rich-text';
import { listsMerged } from '../../store/account-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { MailSettings } from './mail-settings';

export const EMAIL_INFO_DIALOG_ID = 'email-info-dialog';

/**
 * Follows a new mailbox (unless the user asked not to see it): how to set up a mail program.
 * "Don't show this information in the future" is saved when the dialog closes.
 */
export function EmailInfoDialog({ address }: { address: string }) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.account.user);
  const [hide, setHide] = useState(false);
  const saveChoice = () => {
    if (!hide || !user) return;
    api.call('/account/display', { hideDomainConfig: user.hideDomainConfig, hideDatabaseConfig: user.hideDatabaseConfig, hideEmailConfig: true }).then(
      (reply) => dispatch(listsMerged(reply)),
      () => undefined,
    );
  };
  return (
    <InfoDialog id={EMAIL_INFO_DIALOG_ID} onClose={saveChoice} title={<FormattedMessage id="emailInfo.title" />}>
      <p className="text-break">
        <FormattedMessage id="emailInfo.intro" values={{ address, strong }} />
      </p>
      <MailSettings login={address} />
      <Form.Check id="email-info-hide" type="checkbox" className="mt-3" checked={hide} onChange={(event) => setHide(event.currentTarget.checked)} label={<FormattedMessage id="info.dontShow" />} />
    </InfoDialog>
  );
}
