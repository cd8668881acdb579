import { FormattedMessage } from 'react-intl';
import type { Database } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { strong } from '../../components/rich-text';

export const DATABASE_DELETE_DIALOG_ID = 'database-delete-dialog';

/** Delete a database; the button stays disabled until the confirmation is ticked. */
export function DeleteDatabaseDialog({ database }: { database: Database }) {
  const api = useApi();
  const { name, type } = database;
  return (
    <ConfirmDeleteDialog
      id={DATABASE_DELETE_DIALOG_ID}
      title="databaseDelete.title"
      submitLabel="databaseDelete.submit"
      call={() => api.call('/database/delete', { name, type })}
      toast={{ id: 'toast.databaseDeleted', values: { name } }}
      question={<FormattedMessage id="databaseDelete.question" values={{ name, strong }} />}
      warning={<FormattedMessage id="databaseDelete.warning" />}
      confirm={{ id: 'database-delete-confirm', label: <FormattedMessage id="databaseDelete.confirm" values={{ name }} /> }}
    />
  );
}
