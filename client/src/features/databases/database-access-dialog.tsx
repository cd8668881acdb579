import Button from 'react-bootstrap/Button';
import { Key } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { DatabaseType } from '@panel/contract';
import { InfoDialog } from '../../components/info-dialog';
import { useDialogs } from '../../components/dialog-context';
import { AccessData } from './access-data';
import { DatabasePasswordDialog } from './database-password-dialog';
import { DATABASE_TYPE_LABEL } from './database-types';

export const DATABASE_ACCESS_DIALOG_ID = 'database-access-dialog';

/** The access data of a type's database user, with the way to change its password. */
export function DatabaseAccessDialog({ type }: { type: DatabaseType }) {
  const { show } = useDialogs();
  return (
    <InfoDialog
      initialFocus="field"
      id={DATABASE_ACCESS_DIALOG_ID}
      title={<FormattedMessage id="databaseAccess.title" values={{ type: <FormattedMessage key="type" id={DATABASE_TYPE_LABEL[type]} /> }} />}
      actions={
        <>
          <Button variant="outline-secondary" className="me-auto" onClick={() => show(<DatabasePasswordDialog type={type} />)}>
            <Key aria-hidden="true" className="me-1" />
            <FormattedMessage id="databaseAccess.changePassword" />
          </Button>
        </>
      }
    >
      <AccessData type={type} />
    </InfoDialog>
  );
}
