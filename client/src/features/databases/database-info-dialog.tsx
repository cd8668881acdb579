import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import type { DatabaseType } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { InfoDialog } from '../../components/info-dialog';
import { strong } from '../../components/rich-text';
import { listsMerged } from '../../store/account-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AccessData } from './access-data';

export const DATABASE_INFO_DIALOG_ID = 'database-info-dialog';

/**
 * Follows a successful create (unless the user asked not to see it): how to connect to the new
 * database. "Don't show this information in the future" is saved when the dialog closes.
 */
export function DatabaseInfoDialog({ name, type }: { name: string; type: DatabaseType }) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.account.user);
  const [hide, setHide] = useState(false);

  const saveChoice = () => {
    if (!hide || !user) return;
    api.call('/account/display', { hideDomainConfig: user.hideDomainConfig, hideDatabaseConfig: true, hideEmailConfig: user.hideEmailConfig }).then(
      (reply) => dispatch(listsMerged(reply)),
      () => undefined,
    );
  };

  return (
    <InfoDialog id={DATABASE_INFO_DIALOG_ID} onClose={saveChoice} title={<FormattedMessage id="databaseInfo.title" />}>
      <p>
        <FormattedMessage id="databaseInfo.intro" values={{ name, strong }} />
      </p>
      <AccessData type={type} database={name} />
      <Form.Check id="database-info-hide" type="checkbox" className="mt-3" checked={hide} onChange={(event) => setHide(event.currentTarget.checked)} label={<FormattedMessage id="info.dontShow" />} />
    </InfoDialog>
  );
}
