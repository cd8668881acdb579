import type { Database } from '@panel/contract';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useChange } from '../../api/changes';

export const DATABASE_DELETE_DIALOG_ID = 'database-delete-dialog';

/** Delete a database; the button stays disabled until the confirmation is ticked. */
export function DeleteDatabaseDialog({ database: { name, type } }: { database: Database }) {
  const [remove] = useChange('/database/delete');
  const toast = { id: 'toast.databaseDeleted', values: { name } } as const;
  return (
    <ConfirmDeleteDialog
      id={DATABASE_DELETE_DIALOG_ID}
      texts="databaseDelete"
      values={{ name }}
      warning
      irreversible
      confirm="database-delete-confirm"
      call={() => remove({ name, type }).unwrap()}
      toast={toast}
    />
  );
}
