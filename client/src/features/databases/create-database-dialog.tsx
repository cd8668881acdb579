import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import type { DatabaseType } from '@panel/contract';
import { MAX_DATABASE_NAME_LENGTH, databaseCreateSchemaFor, databaseFullName } from '@panel/contract/rules';
import { useDialogs } from '../../components/dialog-context';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { sameName } from '../../api/effect-check';
import { useAppSelector } from '../../store/hooks';
import { DatabaseInfoDialog } from './database-info-dialog';
import { DATABASE_TYPE_LABEL } from './database-types';
import { selectLists } from '../../api/queries';
import { addedDatabase } from '../../lib/added-database';
import { useCreateDatabaseMutation } from './api';

export const DATABASE_CREATE_DIALOG_ID = 'database-create-dialog';

/**
 * Create a database: the name after the `<login>_` prefix and the type (Postgres only when the plan
 * has it). On success the information dialog with the access data, or a toast when the user has hidden it (one signal, not both).
 */
export function CreateDatabaseDialog({ type }: { type: DatabaseType }) {
  const [create] = useCreateDatabaseMutation();
  const { show } = useDialogs();
  const login = useAppSelector((state) => state.session.login) ?? '';
  const databases = useAppSelector((state) => selectLists(state).databases);
  const postgres = useAppSelector((state) => state.session.plan?.package?.postgresAvailable ?? false);
  const hideInfo = useAppSelector((state) => selectLists(state).user?.hideDatabaseConfig ?? false);
  const schema = useMemo(() => databaseCreateSchemaFor(login, databases), [login, databases]);
  const types: DatabaseType[] = postgres ? ['mysql', 'postgres'] : ['mysql'];
  const form = useFormDialog({
    initial: { name: '', type: postgres ? type : 'mysql' },
    schema,
    call: (data) => create(data).unwrap(),
    // Its full name as the rule makes it, or (a server naming it its own way) one new database of the type.
    effect: {
      operation: '/database/create',
      shows: (lists, data) =>
        lists.databases.some((d) => d.type === data.type && sameName(d.name, databaseFullName(login, data.name))) ||
        addedDatabase(databases, lists.databases, data.type) !== undefined,
    },
    errors: { 409: 'validation.database.duplicate', 406: 'database.error.postgres' },
    toast: ({ name }) => (hideInfo ? { id: 'toast.databaseCreated', values: { name: databaseFullName(login, name) } } : null),
    onSuccess: (reply, data) => {
      if (!hideInfo)
        show(<DatabaseInfoDialog name={addedDatabase(databases, reply.databases, data.type) ?? databaseFullName(login, data.name)} type={data.type} />);
    },
  });
  return (
    <FormDialog form={form} id={DATABASE_CREATE_DIALOG_ID} texts="databaseCreate">
      <TextField
        id="database-create-name"
        label={<FormattedMessage id="databaseCreate.name" />}
        {...form.field('name')}
        prefix={databaseFullName(login, '')}
        autoFocus
        verbatim
        help={<FormattedMessage id="databaseCreate.help" values={{ max: MAX_DATABASE_NAME_LENGTH }} />}
      />
      <Form.Group controlId="database-create-type">
        <Form.Label>
          <FormattedMessage id="databaseCreate.type" />
        </Form.Label>
        <Form.Select value={form.values.type} onChange={(event) => form.set('type', event.currentTarget.value as DatabaseType)}>
          {types.map((item) => (
            <FormattedMessage key={item} id={DATABASE_TYPE_LABEL[item]}>
              {(text) => <option value={item}>{text}</option>}
            </FormattedMessage>
          ))}
        </Form.Select>
      </Form.Group>
    </FormDialog>
  );
}
