import { useCallback, useMemo } from 'react';
import { Database as DatabaseIcon, Key } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { Database, DatabaseType } from '@panel/contract';
import { useDialogs } from '../../components/dialog-context';
import { EmptyState } from '../../components/empty-state';
import { ExternalButton } from '../../components/external-link';
import { ListScreen } from '../../components/list-screen';
import { CreateButton, ToolbarButton } from '../../components/toolbar-button';
import { useAppSelector } from '../../store/hooks';
import { CreateDatabaseDialog } from './create-database-dialog';
import { DatabaseAccessDialog } from './database-access-dialog';
import { DATABASE_TYPE_LABEL, databaseToolUrl } from './database-types';
import { databaseRow, useDatabaseColumns } from './databases-table';
import { DeleteDatabaseDialog } from './delete-database-dialog';
import { filterDatabases } from './filter-databases';
import { selectLists } from '../../api/queries';

const TOOL_LABEL = { mysql: 'databases.openPhpMyAdmin', postgres: 'databases.openPhpPgAdmin' } as const;

/** One tab: the type's buttons, then its databases (searchable, paginated) or a first-run prompt. */
export function DatabaseTab({ type }: { type: DatabaseType }) {
  const { show } = useDialogs();
  const connector = useAppSelector((state) => state.session.plan?.connector ?? null);
  const all = useAppSelector((state) => selectLists(state).databases);
  const databases = useMemo(() => all.filter((d) => d.type === type), [all, type]);
  const columns = useDatabaseColumns(useCallback((database: Database) => show(<DeleteDatabaseDialog database={database} />), [show]));
  const create = () => show(<CreateDatabaseDialog type={type} />);

  return (
    <ListScreen
      buttons={
        <>
          <CreateButton label="databases.create" onClick={create} />
          <ToolbarButton icon={Key} label="databases.access" onClick={() => show(<DatabaseAccessDialog type={type} />)} />
          <ExternalButton variant="outline-secondary" size="sm" url={databaseToolUrl(connector, type)}>
            <FormattedMessage id={TOOL_LABEL[type]} />
          </ExternalButton>
        </>
      }
      list={{ id: 'databases', items: databases, columns, rowProps: databaseRow }}
      texts={{ label: DATABASE_TYPE_LABEL[type], count: 'databases.count', pager: 'databases.pager', noMatch: 'databases.noMatch' }}
      firstRun={
        <EmptyState
          testId="databases-empty"
          icon={DatabaseIcon}
          text={type === 'mysql' ? 'databases.empty.mysql' : 'databases.empty.postgres'}
          action={{ label: 'databases.createFirst', onClick: create }}
        />
      }
      search={{ id: `databases-search-${type}`, className: 'databases-search', label: 'databases.search', filter: filterDatabases }}
    />
  );
}
