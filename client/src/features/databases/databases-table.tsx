import { useMemo } from 'react';
import type { Database } from '@panel/contract';
import { CopyableText } from '../../components/copyable-text';
import { deleteColumn, type Column } from '../../components/list-table';
import { SizeText } from '../../components/size-text';

export const databaseRow = (database: Database) => ({ 'data-testid': 'database-row', 'data-name': database.name });

/** One type's databases: name (copyable, truncated with the full name in its tooltip), size, delete. */
export function useDatabaseColumns(onDelete: (database: Database) => void): readonly Column<Database>[] {
  return useMemo(
    () => [
      {
        id: 'name',
        header: 'databases.column.name',
        className: 'name-cell',
        identifies: true,
        cell: (database) => <CopyableText value={database.name} className="fw-medium font-monospace" />,
      },
      {
        id: 'size',
        header: 'databases.column.disk',
        // On a phone under the name: the name needs the room.
        stack: true,
        headerClassName: 'text-end text-nowrap',
        className: 'text-end text-nowrap',
        cell: (database) => <SizeText bytes={database.diskUsed} />,
      },
      deleteColumn<Database>('databases.column.actions', (database, intl) => intl.formatMessage({ id: 'databases.delete' }, { name: database.name }), onDelete),
    ],
    [onDelete],
  );
}
