import { FormattedMessage } from 'react-intl';
import type { DatabaseType } from '@panel/contract';
import { DontShowAgain, useDontShowAgain } from '../../components/dont-show-again';
import { InfoDialog } from '../../components/info-dialog';
import { strong } from '../../components/rich-text';
import { AccessData } from './access-data';

export const DATABASE_INFO_DIALOG_ID = 'database-info-dialog';

/**
 * Follows a successful create (unless the user asked not to see it): how to connect to the new
 * database. "Don't show this information in the future" is saved when the dialog closes.
 */
export function DatabaseInfoDialog({ name, type }: { name: string; type: DatabaseType }) {
  const choice = useDontShowAgain('hideDatabaseConfig');
  return (
    <InfoDialog id={DATABASE_INFO_DIALOG_ID} onClose={choice.save} title={<FormattedMessage id="databaseInfo.title" />}>
      <p>
        <FormattedMessage id="databaseInfo.intro" values={{ name, strong }} />
      </p>
      <AccessData type={type} database={name} />
      <DontShowAgain id="database-info-hide" checked={choice.hide} onChange={choice.setHide} />
    </InfoDialog>
  );
}
