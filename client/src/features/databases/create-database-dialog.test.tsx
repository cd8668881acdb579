import { screen, waitFor, within } from '@testing-library/react';
import { selectLists } from '../../api/queries';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Database } from '@panel/contract';
import { fakeApi, renderDialog as showDialog } from '../../test/render';
import { signedInAccount } from '../../test/fixtures';
import { CreateDatabaseDialog } from './create-database-dialog';
import { itChecksOneFieldDialog, optionTexts, typeAndSubmit, unknownError, type OneFieldDialog } from '../../test/dialog';

const shop: Database = { name: 'demo_shop', type: 'mysql', diskUsed: 1024 };

function renderDialog(handlers: Parameters<typeof fakeApi>[0] = {}, options: { postgres?: boolean; hideInfo?: boolean; type?: 'mysql' | 'postgres' } = {}) {
  const { api, call } = fakeApi(handlers);
  const account = signedInAccount({ databases: [shop], databaseUsers: [{ type: 'mysql', login: 'demo', password: 'Secret-db-1' }] });
  account.package = { ...account.package!, postgresAvailable: options.postgres ?? true };
  account.user = { ...account.user!, hideDatabaseConfig: options.hideInfo ?? false };
  const view = showDialog(<CreateDatabaseDialog type={options.type ?? 'mysql'} />, { api, account });
  return { ...view, call, user: userEvent.setup() };
}

const createDatabase: OneFieldDialog = { title: 'Create a database', field: 'Database name', button: 'Create' };
const submit = (user: ReturnType<typeof userEvent.setup>, name: string) => typeAndSubmit(user, createDatabase, name);

describe('create database dialog', () => {
  it('shows the login prefix and offers Postgres only on a plan with it', () => {
    renderDialog({}, { postgres: false, type: 'postgres' });
    const dialog = screen.getByRole('dialog', { name: 'Create a database' });
    expect(document.getElementById('database-create-dialog')).toHaveClass('modal-dialog');
    expect(within(dialog).getByText('demo_')).toBeInTheDocument();
    const type = within(dialog).getByLabelText('Database type');
    expect(optionTexts(type)).toEqual(['MySQL']);
    expect(type).toHaveValue('mysql');
  });

  itChecksOneFieldDialog(createDatabase, renderDialog, {
    refused: [
      ...['my-db', 'my db', 'a'.repeat(41)].map((value) => ({ value, says: 'You need to enter a valid database name.' })),
      { value: 'SHOP', says: 'You have already created this database.', title: 'refuses a name the account has for that type, in any case' },
    ],
    path: '/database/create',
    value: 'blog',
    failures: [[406, 'Your current plan does not include Postgres databases.'], [409, 'You have already created this database.'], unknownError],
  });

  it('sends the typed name and type and shows the access data, with no toast on top', async () => {
    const created: Database = { name: 'demo_blog', type: 'postgres', diskUsed: 16384 };
    const { user, call, store } = renderDialog({ '/database/create': () => ({ databases: [shop, created] }) }, { type: 'postgres' });
    await submit(user, ' Blog ');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create a database' })).not.toBeInTheDocument());
    expect(call).toHaveBeenCalledWith('/database/create', { name: 'Blog', type: 'postgres' });
    expect(selectLists(store.getState()).databases).toContainEqual(created);
    expect(store.getState().ui.toasts).toHaveLength(0);
    const info = await screen.findByRole('dialog', { name: 'Database created' });
    expect(within(info).getByText('pg.example.net')).toBeInTheDocument();
    expect(within(info).getAllByText('demo_blog').length).toBeGreaterThan(0);
  });

  it('ends with the toast only when the information is hidden', async () => {
    const { user, call, store } = renderDialog(
      { '/database/create': () => ({ databases: [shop, { name: 'demo_blog', type: 'mysql', diskUsed: 0 }] }) },
      { hideInfo: true },
    );
    await submit(user, 'blog');
    await waitFor(() => expect(call).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().ui.toasts.map((t) => t.detail)).toEqual([{ id: 'toast.databaseCreated', values: { name: 'demo_blog' } }]);
  });
});
