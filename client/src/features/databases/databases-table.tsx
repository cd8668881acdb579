import { useMemo } from 'react';
import type { Database } from '@panel/contract';
import { CopyableText } from '../../components/copyable-text';
import { deleteColumn, type Column } from '../../components/list-table';
import { SizeText } from '../../components/size-text';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';

export const databaseRow = (database: Database) => ({ 'data-testid': 'database-row', 'data-name': database.name });

/** One type's databases: name (copyable, truncated with the full name in its tooltip), size, delete. */
export function useDatabaseColumns(onDelete: (database: Database) => void): readonly Column<Database>[] {
  const compact = useMediaQuery(PHONE_QUERY);
  return useMemo(
    () => [
      { id: 'name', header: 'databases.column.name', className: 'name-cell', cell: (database) => <CopyableText value={database.name} className="fw-medium font-monospace" /> },
      {
        id: 'size',
        // On a phone the full header would take the room the names need.
        header: compact ? 'databases.column.diskShort' : 'databases.column.disk',
        headerClassName: 'text-end text-nowrap',
        className: 'text-end text-nowrap',
        cell: (database) => <SizeText bytes={database.diskUsed} />,
      },
      deleteColumn<Database>('databases.column.actions', (database, intl) => intl.formatMessage({ id: 'databases.delete' }, { name: database.name }), onDelete),
    ],
    [compact, onDelete],
  );
}
