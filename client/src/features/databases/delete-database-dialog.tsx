import { FormattedMessage } from 'react-intl';
import type { Database } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { ConfirmCheckbox } from '../../components/confirm-checkbox';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';

export const DATABASE_DELETE_DIALOG_ID = 'database-delete-dialog';

/** Delete a database; the button stays disabled until the confirmation is ticked. */
export function DeleteDatabaseDialog({ database }: { database: Database }) {
  const api = useApi();
  const { name, type } = database;
  const form = useFormDialog({
    initial: { confirmed: false },
    call: () => api.call('/database/delete', { name, type }),
    toast: { id: 'toast.databaseDeleted', values: { name } },
  });
  return (
    <FormDialog
      form={form}
      id={DATABASE_DELETE_DIALOG_ID}
      title={<FormattedMessage id="databaseDelete.title" />}
      submitLabel={<FormattedMessage id="databaseDelete.submit" />}
      submitVariant="danger"
      submitDisabled={!form.values.confirmed}
    >
      <p className="mb-2 text-break">
        <FormattedMessage id="databaseDelete.question" values={{ name, strong }} />
      </p>
      <p className="text-danger small mb-0">
        <FormattedMessage id="databaseDelete.warning" />
      </p>
      <ConfirmCheckbox id="database-delete-confirm" checked={form.values.confirmed} onChange={(checked) => form.set('confirmed', checked)}>
        <FormattedMessage id="databaseDelete.confirm" values={{ name }} />
      </ConfirmCheckbox>
    </FormDialog>
  );
}
