import { memo } from 'react';
import Table from 'react-bootstrap/Table';
import { Trash } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Database } from '@panel/contract';
import { CopyButton } from '../../components/copy-button';
import { SizeText } from '../../components/size-text';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';

const DatabaseRow = memo(function DatabaseRow({ database, onDelete }: { database: Database; onDelete: (database: Database) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'databases.delete' }, { name: database.name });
  return (
    <tr data-testid="database-row" data-name={database.name}>
      <td className="name-cell">
        <div className="copyable d-flex align-items-center">
          <span className="copyable-text text-truncate fw-medium font-monospace" title={database.name}>
            {database.name}
          </span>
          <CopyButton value={database.name} className="flex-shrink-0" />
        </div>
      </td>
      <td className="text-end text-nowrap">
        <SizeText bytes={database.diskUsed} />
      </td>
      <td className="text-end actions-cell">
        <button type="button" className="btn btn-link btn-sm text-danger row-menu-toggle" aria-label={label} title={label} onClick={() => onDelete(database)}>
          <Trash aria-hidden="true" />
        </button>
      </td>
    </tr>
  );
});

/** One type's databases: name (copyable, truncated with the full name in its tooltip), size, delete. */
export function DatabasesTable({ databases, onDelete, label }: { databases: readonly Database[]; onDelete: (database: Database) => void; label: string }) {
  const compact = useMediaQuery(PHONE_QUERY);
  return (
    <Table hover responsive className="align-middle mb-0 databases-table" data-testid="databases-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="databases.column.name" />
          </th>
          <th scope="col" className="text-end text-nowrap">
            {/* On a phone the full header would take the room the names need. */}
            <FormattedMessage id={compact ? 'databases.column.diskShort' : 'databases.column.disk'} />
          </th>
          <th scope="col" className="text-end">
            <span className="visually-hidden">
              <FormattedMessage id="databases.column.actions" />
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {databases.length === 0 ? (
          <tr>
            <td colSpan={3} className="text-center text-body-secondary py-4" data-testid="databases-no-match">
              <FormattedMessage id="databases.noMatch" />
            </td>
          </tr>
        ) : (
          databases.map((database) => <DatabaseRow key={database.name} database={database} onDelete={onDelete} />)
        )}
      </tbody>
    </Table>
  );
}
