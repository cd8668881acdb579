import type { Database } from '@panel/contract';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';

export const DATABASE_DELETE_DIALOG_ID = 'database-delete-dialog';

/** Delete a database; the button stays disabled until the confirmation is ticked. */
export function DeleteDatabaseDialog({ database: { name, type } }: { database: Database }) {
  const toast = { id: 'toast.databaseDeleted', values: { name } } as const;
  return <ConfirmDeleteDialog id={DATABASE_DELETE_DIALOG_ID} texts="databaseDelete" values={{ name }} warning irreversible confirm="database-delete-confirm" call={(api) => api.call('/database/delete', { name, type })} toast={toast} />;
}
