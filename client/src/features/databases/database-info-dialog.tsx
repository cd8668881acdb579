import type { DatabaseType } from '@panel/contract';
import { SetupInfoDialog } from '../../components/dont-show-again';
import { AccessData } from './access-data';

export const DATABASE_INFO_DIALOG_ID = 'database-info-dialog';

/**
 * Follows a successful create (unless the user asked not to see it): how to connect to the new
 * database. "Don't show this information in the future" is saved when the dialog closes.
 */
export function DatabaseInfoDialog({ name, type }: { name: string; type: DatabaseType }) {
  return (
    <SetupInfoDialog id={DATABASE_INFO_DIALOG_ID} setting="hideDatabaseConfig" texts="databaseInfo" values={{ name }}>
      <AccessData type={type} database={name} />
    </SetupInfoDialog>
  );
}
