import type { Database } from '@panel/contract';
import { ConfirmRemoval } from '../../components/confirm-removal';

export const DATABASE_DELETE_DIALOG_ID = 'database-delete-dialog';

/** Delete a database; the button stays disabled until the confirmation is ticked. */
export function DeleteDatabaseDialog({ database: { name, type } }: { database: Database }) {
  return (
    <ConfirmRemoval
      id={DATABASE_DELETE_DIALOG_ID}
      texts="databaseDelete"
      values={{ name }}
      warning
      irreversible
      confirm
      path="/database/delete"
      body={{ name, type }}
      toast="toast.databaseDeleted"
    />
  );
}
