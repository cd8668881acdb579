import { useIntl } from 'react-intl';
import type { FileSort, FileSortColumn } from './file-order';

const COLUMNS = { name: 'files.column.name', size: 'files.column.size', date: 'files.column.modified' } as const;
const ORDER: readonly FileSortColumn[] = ['name', 'size', 'date'];

/** On a phone, where the table shows no date column to click: the order as one choice. */
export function SortSelect({ sort, onSort }: { sort: FileSort; onSort: (sort: FileSort) => void }) {
  const intl = useIntl();
  const value = `${sort.column}-${sort.descending ? 'desc' : 'asc'}`;
  return (
    <select
      id="files-sort"
      className="form-select form-select-sm w-auto files-sort"
      aria-label={intl.formatMessage({ id: 'files.sortBy' })}
      value={value}
      onChange={(event) => {
        const [name, direction] = event.currentTarget.value.split('-');
        const column = ORDER.find((each) => each === name);
        if (column) onSort({ column, descending: direction === 'desc' });
      }}
    >
      {ORDER.flatMap((column) =>
        (['asc', 'desc'] as const).map((direction) => (
          <option key={`${column}-${direction}`} value={`${column}-${direction}`}>
            {intl.formatMessage(
              { id: direction === 'asc' ? 'files.sort.ascending' : 'files.sort.descending' },
              { column: intl.formatMessage({ id: COLUMNS[column] }) },
            )}
          </option>
        )),
      )}
    </select>
  );
}
