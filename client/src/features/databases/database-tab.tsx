import { useDeferredValue, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { BoxArrowUpRight, Database as DatabaseIcon, Key, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Database, DatabaseType } from '@panel/contract';
import { useDialogs } from '../../components/dialog-host';
import { PAGE_SIZE, Pager, pageCountOf } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { useAppSelector } from '../../store/hooks';
import { CreateDatabaseDialog } from './create-database-dialog';
import { DatabaseAccessDialog } from './database-access-dialog';
import { databaseToolUrl, openExternal } from './database-types';
import { DatabasesTable } from './databases-table';
import { DeleteDatabaseDialog } from './delete-database-dialog';
import { filterDatabases } from './filter-databases';

const TOOL_LABEL = { mysql: 'databases.openPhpMyAdmin', postgres: 'databases.openPhpPgAdmin' } as const;

/** One tab: the type's buttons, then its databases (searchable, paginated) or a first-run prompt. */
export function DatabaseTab({ type }: { type: DatabaseType }) {
  const intl = useIntl();
  const { show } = useDialogs();
  const connector = useAppSelector((state) => state.account.connector);
  const all = useAppSelector((state) => state.account.databases);
  const databases = useMemo(() => all.filter((d) => d.type === type), [all, type]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(() => filterDatabases(databases, deferredSearch), [databases, deferredSearch]);
  const pageCount = pageCountOf(filtered.length, PAGE_SIZE);
  const currentPage = Math.min(page, pageCount - 1);
  const visible = filtered.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);
  const create = () => show(<CreateDatabaseDialog type={type} />);
  const onDelete = (database: Database) => show(<DeleteDatabaseDialog database={database} />);

  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button variant="primary" size="sm" onClick={create}>
          <PlusLg aria-hidden="true" className="me-1" />
          <FormattedMessage id="databases.create" />
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={() => show(<DatabaseAccessDialog type={type} />)}>
          <Key aria-hidden="true" className="me-1" />
          <FormattedMessage id="databases.access" />
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={() => openExternal(databaseToolUrl(connector, type))}>
          <FormattedMessage id={TOOL_LABEL[type]} />
          <BoxArrowUpRight aria-hidden="true" className="ms-1" />
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="common.newTab" />
          </span>
        </Button>
      </div>
      {databases.length === 0 ? (
        <Card body className="text-center py-4" data-testid="databases-empty">
          <DatabaseIcon aria-hidden="true" className="fs-2 text-body-secondary mb-2" />
          <p className="mb-3">
            <FormattedMessage id={type === 'mysql' ? 'databases.empty.mysql' : 'databases.empty.postgres'} />
          </p>
          <Button variant="primary" onClick={create}>
            <FormattedMessage id="databases.createFirst" />
          </Button>
        </Card>
      ) : (
        <Card>
          <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
            <SearchBox
              id={`databases-search-${type}`}
              className="databases-search"
              value={search}
              label={intl.formatMessage({ id: 'databases.search' })}
              onChange={(value) => {
                setSearch(value);
                setPage(0);
              }}
            />
            <span className="ms-auto small text-body-secondary" data-testid="databases-count">
              <FormattedMessage id="databases.count" values={{ count: filtered.length }} />
            </span>
          </Card.Header>
          <DatabasesTable databases={visible} onDelete={onDelete} label={intl.formatMessage({ id: type === 'mysql' ? 'databases.type.mysql' : 'databases.type.postgres' })} />
          {filtered.length > PAGE_SIZE && (
            <Card.Footer className="bg-body">
              <Pager page={currentPage} pageSize={PAGE_SIZE} total={filtered.length} onPage={setPage} label={intl.formatMessage({ id: 'databases.pager' })} />
            </Card.Footer>
          )}
        </Card>
      )}
    </>
  );
}
